/* eslint-disable */
import * as types from "./graphql.js";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "fragment ElectionRecord_file on ElectionRecord {\n  format\n  election {\n    id\n    group\n    question\n    board\n    round\n    participants\n    threshold\n    trustees\n  }\n  trustees {\n    seat\n    name\n    commitments\n    proof {\n      challenge\n      response\n    }\n  }\n  publicKey\n  ballots {\n    alpha\n    beta\n    proof {\n      challenge\n      response\n    }\n  }\n  usedInvites\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      challenge\n      response\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery PollRecord($token: String!) {\n  poll(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery CommissionRecord($token: String!) {\n  commissionTask(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery SecretarElectionRecord($id: ID!) {\n  secretarDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery AdminElectionRecord($id: ID!) {\n  adminDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}": typeof types.ElectionRecord_FileFragmentDoc;
};
const documents: Documents = {
  "fragment ElectionRecord_file on ElectionRecord {\n  format\n  election {\n    id\n    group\n    question\n    board\n    round\n    participants\n    threshold\n    trustees\n  }\n  trustees {\n    seat\n    name\n    commitments\n    proof {\n      challenge\n      response\n    }\n  }\n  publicKey\n  ballots {\n    alpha\n    beta\n    proof {\n      challenge\n      response\n    }\n  }\n  usedInvites\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      challenge\n      response\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery PollRecord($token: String!) {\n  poll(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery CommissionRecord($token: String!) {\n  commissionTask(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery SecretarElectionRecord($id: ID!) {\n  secretarDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery AdminElectionRecord($id: ID!) {\n  adminDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}":
    types.ElectionRecord_FileFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment ElectionRecord_file on ElectionRecord {\n  format\n  election {\n    id\n    group\n    question\n    board\n    round\n    participants\n    threshold\n    trustees\n  }\n  trustees {\n    seat\n    name\n    commitments\n    proof {\n      challenge\n      response\n    }\n  }\n  publicKey\n  ballots {\n    alpha\n    beta\n    proof {\n      challenge\n      response\n    }\n  }\n  usedInvites\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      challenge\n      response\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery PollRecord($token: String!) {\n  poll(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery CommissionRecord($token: String!) {\n  commissionTask(token: $token) {\n    record {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery SecretarElectionRecord($id: ID!) {\n  secretarDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}\n\nquery AdminElectionRecord($id: ID!) {\n  adminDefense(id: $id) {\n    electionRecord {\n      ...ElectionRecord_file\n    }\n  }\n}",
): typeof import("./graphql.js").ElectionRecord_FileFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

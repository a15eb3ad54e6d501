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
  "fragment Record_proof on ProofPair {\n  challenge\n  response\n}\n\nfragment Record_manifest on ElectionManifest {\n  electionId\n  group\n  council {\n    code\n    name\n    organization\n  }\n  defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n  }\n  question\n  round\n  roll\n  commission\n  thresholdRule\n  threshold\n}\n\nfragment Record_dealing on Dealing {\n  commitments\n  proof {\n    ...Record_proof\n  }\n  shares {\n    to\n    ephemeral\n    value\n  }\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Record_seat on RecordSeat {\n  seat\n  deviceKey\n  nonceCommitment\n  deviceProof {\n    ...Record_proof\n  }\n  dealing {\n    ...Record_dealing\n  }\n  verificationKey\n  nonce\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Election_header on Election {\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n}\n\nfragment ElectionRecord_file on ElectionRecord {\n  format\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n  ballots {\n    alpha\n    beta\n    proof {\n      ...Record_proof\n    }\n  }\n  head\n  headCode\n  voted\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      ...Record_proof\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery ElectionRecord($electionId: ID!) {\n  electionRecord(electionId: $electionId) {\n    ...ElectionRecord_file\n  }\n}": typeof types.Record_ProofFragmentDoc;
};
const documents: Documents = {
  "fragment Record_proof on ProofPair {\n  challenge\n  response\n}\n\nfragment Record_manifest on ElectionManifest {\n  electionId\n  group\n  council {\n    code\n    name\n    organization\n  }\n  defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n  }\n  question\n  round\n  roll\n  commission\n  thresholdRule\n  threshold\n}\n\nfragment Record_dealing on Dealing {\n  commitments\n  proof {\n    ...Record_proof\n  }\n  shares {\n    to\n    ephemeral\n    value\n  }\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Record_seat on RecordSeat {\n  seat\n  deviceKey\n  nonceCommitment\n  deviceProof {\n    ...Record_proof\n  }\n  dealing {\n    ...Record_dealing\n  }\n  verificationKey\n  nonce\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Election_header on Election {\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n}\n\nfragment ElectionRecord_file on ElectionRecord {\n  format\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n  ballots {\n    alpha\n    beta\n    proof {\n      ...Record_proof\n    }\n  }\n  head\n  headCode\n  voted\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      ...Record_proof\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery ElectionRecord($electionId: ID!) {\n  electionRecord(electionId: $electionId) {\n    ...ElectionRecord_file\n  }\n}":
    types.Record_ProofFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment Record_proof on ProofPair {\n  challenge\n  response\n}\n\nfragment Record_manifest on ElectionManifest {\n  electionId\n  group\n  council {\n    code\n    name\n    organization\n  }\n  defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n  }\n  question\n  round\n  roll\n  commission\n  thresholdRule\n  threshold\n}\n\nfragment Record_dealing on Dealing {\n  commitments\n  proof {\n    ...Record_proof\n  }\n  shares {\n    to\n    ephemeral\n    value\n  }\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Record_seat on RecordSeat {\n  seat\n  deviceKey\n  nonceCommitment\n  deviceProof {\n    ...Record_proof\n  }\n  dealing {\n    ...Record_dealing\n  }\n  verificationKey\n  nonce\n  signature {\n    ...Record_proof\n  }\n}\n\nfragment Election_header on Election {\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n}\n\nfragment ElectionRecord_file on ElectionRecord {\n  format\n  manifest {\n    ...Record_manifest\n  }\n  ceremony {\n    ...Record_seat\n  }\n  publicKey\n  fingerprint\n  code\n  ballots {\n    alpha\n    beta\n    proof {\n      ...Record_proof\n    }\n  }\n  head\n  headCode\n  voted\n  tally {\n    alpha\n    beta\n  }\n  partialDecryptions {\n    seat\n    factor\n    proof {\n      ...Record_proof\n    }\n  }\n  result {\n    for\n    against\n  }\n}\n\nquery ElectionRecord($electionId: ID!) {\n  electionRecord(electionId: $electionId) {\n    ...ElectionRecord_file\n  }\n}",
): typeof import("./graphql.js").Record_ProofFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

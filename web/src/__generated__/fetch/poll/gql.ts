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
  "query Poll($token: String!) {\n  poll(token: $token) {\n    status\n    deadline\n    voted\n    defense {\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      boardCode\n      boardName\n    }\n    questions {\n      id\n      text\n      choices\n    }\n    encryption {\n      electionId\n      publicKey\n    }\n  }\n}\n\nmutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n  submitBallot(token: $token, answers: $answers) {\n    accepted\n    tracker\n  }\n}": typeof types.PollDocument;
};
const documents: Documents = {
  "query Poll($token: String!) {\n  poll(token: $token) {\n    status\n    deadline\n    voted\n    defense {\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      boardCode\n      boardName\n    }\n    questions {\n      id\n      text\n      choices\n    }\n    encryption {\n      electionId\n      publicKey\n    }\n  }\n}\n\nmutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n  submitBallot(token: $token, answers: $answers) {\n    accepted\n    tracker\n  }\n}":
    types.PollDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query Poll($token: String!) {\n  poll(token: $token) {\n    status\n    deadline\n    voted\n    defense {\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      boardCode\n      boardName\n    }\n    questions {\n      id\n      text\n      choices\n    }\n    encryption {\n      electionId\n      publicKey\n    }\n  }\n}\n\nmutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n  submitBallot(token: $token, answers: $answers) {\n    accepted\n    tracker\n  }\n}",
): typeof import("./graphql.js").PollDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

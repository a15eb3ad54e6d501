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
  "fragment CommissionTask_task on CommissionTask {\n  seat\n  memberName\n  trustees\n  threshold\n  electionId\n  status\n  deviceKeys\n  dealings {\n    seat\n    commitments\n    proof {\n      challenge\n      response\n    }\n    share {\n      to\n      ephemeral\n      value\n    }\n  }\n  confirmed\n  publicKey\n  decrypted\n  tallied\n  defense {\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    boardCode\n    boardName\n  }\n}\n\nquery CommissionTask($token: String!) {\n  commissionTask(token: $token) {\n    ...CommissionTask_task\n  }\n}\n\nmutation RegisterCommissionDevice($token: String!, $publicKey: String!, $proof: ProofInput!) {\n  registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitDealing($token: String!, $dealing: DealingInput!) {\n  submitDealing(token: $token, dealing: $dealing) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ConfirmKeyShare($token: String!, $verificationKey: String!) {\n  confirmKeyShare(token: $token, verificationKey: $verificationKey) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ReportDealing($token: String!, $seat: Int!) {\n  reportDealing(token: $token, seat: $seat) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {\n  submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {\n    ...CommissionTask_task\n  }\n}": typeof types.CommissionTask_TaskFragmentDoc;
};
const documents: Documents = {
  "fragment CommissionTask_task on CommissionTask {\n  seat\n  memberName\n  trustees\n  threshold\n  electionId\n  status\n  deviceKeys\n  dealings {\n    seat\n    commitments\n    proof {\n      challenge\n      response\n    }\n    share {\n      to\n      ephemeral\n      value\n    }\n  }\n  confirmed\n  publicKey\n  decrypted\n  tallied\n  defense {\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    boardCode\n    boardName\n  }\n}\n\nquery CommissionTask($token: String!) {\n  commissionTask(token: $token) {\n    ...CommissionTask_task\n  }\n}\n\nmutation RegisterCommissionDevice($token: String!, $publicKey: String!, $proof: ProofInput!) {\n  registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitDealing($token: String!, $dealing: DealingInput!) {\n  submitDealing(token: $token, dealing: $dealing) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ConfirmKeyShare($token: String!, $verificationKey: String!) {\n  confirmKeyShare(token: $token, verificationKey: $verificationKey) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ReportDealing($token: String!, $seat: Int!) {\n  reportDealing(token: $token, seat: $seat) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {\n  submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {\n    ...CommissionTask_task\n  }\n}":
    types.CommissionTask_TaskFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment CommissionTask_task on CommissionTask {\n  seat\n  memberName\n  trustees\n  threshold\n  electionId\n  status\n  deviceKeys\n  dealings {\n    seat\n    commitments\n    proof {\n      challenge\n      response\n    }\n    share {\n      to\n      ephemeral\n      value\n    }\n  }\n  confirmed\n  publicKey\n  decrypted\n  tallied\n  defense {\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    boardCode\n    boardName\n  }\n}\n\nquery CommissionTask($token: String!) {\n  commissionTask(token: $token) {\n    ...CommissionTask_task\n  }\n}\n\nmutation RegisterCommissionDevice($token: String!, $publicKey: String!, $proof: ProofInput!) {\n  registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitDealing($token: String!, $dealing: DealingInput!) {\n  submitDealing(token: $token, dealing: $dealing) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ConfirmKeyShare($token: String!, $verificationKey: String!) {\n  confirmKeyShare(token: $token, verificationKey: $verificationKey) {\n    ...CommissionTask_task\n  }\n}\n\nmutation ReportDealing($token: String!, $seat: Int!) {\n  reportDealing(token: $token, seat: $seat) {\n    ...CommissionTask_task\n  }\n}\n\nmutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {\n  submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {\n    ...CommissionTask_task\n  }\n}",
): typeof import("./graphql.js").CommissionTask_TaskFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

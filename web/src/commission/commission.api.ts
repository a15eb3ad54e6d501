import type {
  CommissionRecordQuery,
  CommissionRecordQueryVariables,
  CommissionTask_TaskFragment,
  CommissionTaskQuery,
  CommissionTaskQueryVariables,
  ConfirmKeyShareMutation,
  ConfirmKeyShareMutationVariables,
  DealingInput,
  ProofInput,
  RegisterCommissionDeviceMutation,
  RegisterCommissionDeviceMutationVariables,
  ReportDealingMutation,
  ReportDealingMutationVariables,
  SubmitDealingMutation,
  SubmitDealingMutationVariables,
  SubmitPartialDecryptionMutation,
  SubmitPartialDecryptionMutationVariables,
} from "../__generated__/graphql";
import { graphqlRequest, operation } from "../lib/request.ts";
import { ELECTION_RECORD_FRAGMENT } from "../record/record.ts";

/**
 * The commission member's calls through plain `fetch` (no GraphQL client, as on the ballot):
 * the task behind their link, and the device's steps of the key ceremony and of the opening
 * of the urn. Each step answers with the task as it now stands.
 */

/** Everything the device needs of its task, in every answer. */
const TASK_FRAGMENT = /* GraphQL */ `
  fragment CommissionTask_task on CommissionTask {
    seat
    memberName
    trustees
    threshold
    electionId
    status
    deviceKeys
    dealings {
      seat
      commitments
      proof {
        challenge
        response
      }
      share {
        to
        ephemeral
        value
      }
    }
    confirmed
    publicKey
    decrypted
    tallied
    defense {
      candidate
      thesisTitle
      degree
      scienceBranch
      specialty {
        code
        name
      }
      defenseAt
      place
      boardCode
      boardName
    }
  }
`;

/** The task behind a commission link. */
export type CommissionTask = CommissionTask_TaskFragment;

/** The election record as the device reads it after close. */
export type TaskRecord = NonNullable<NonNullable<CommissionRecordQuery["commissionTask"]>["record"]>;

const TaskDocument = /* GraphQL */ `
  query CommissionTask($token: String!) {
    commissionTask(token: $token) {
      ...CommissionTask_task
    }
  }
`;
const Task = operation<CommissionTaskQuery, CommissionTaskQueryVariables>(TaskDocument + TASK_FRAGMENT);

const RecordDocument = /* GraphQL */ `
  query CommissionRecord($token: String!) {
    commissionTask(token: $token) {
      record {
        ...ElectionRecord_file
      }
    }
  }
`;
const Record = operation<CommissionRecordQuery, CommissionRecordQueryVariables>(
  RecordDocument + ELECTION_RECORD_FRAGMENT,
);

const RegisterDocument = /* GraphQL */ `
  mutation RegisterCommissionDevice($token: String!, $publicKey: String!, $proof: ProofInput!) {
    registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) {
      ...CommissionTask_task
    }
  }
`;
const Register = operation<RegisterCommissionDeviceMutation, RegisterCommissionDeviceMutationVariables>(
  RegisterDocument + TASK_FRAGMENT,
);

const DealDocument = /* GraphQL */ `
  mutation SubmitDealing($token: String!, $dealing: DealingInput!) {
    submitDealing(token: $token, dealing: $dealing) {
      ...CommissionTask_task
    }
  }
`;
const Deal = operation<SubmitDealingMutation, SubmitDealingMutationVariables>(DealDocument + TASK_FRAGMENT);

const ConfirmDocument = /* GraphQL */ `
  mutation ConfirmKeyShare($token: String!, $verificationKey: String!) {
    confirmKeyShare(token: $token, verificationKey: $verificationKey) {
      ...CommissionTask_task
    }
  }
`;
const Confirm = operation<ConfirmKeyShareMutation, ConfirmKeyShareMutationVariables>(
  ConfirmDocument + TASK_FRAGMENT,
);

const ReportDocument = /* GraphQL */ `
  mutation ReportDealing($token: String!, $seat: Int!) {
    reportDealing(token: $token, seat: $seat) {
      ...CommissionTask_task
    }
  }
`;
const Report = operation<ReportDealingMutation, ReportDealingMutationVariables>(
  ReportDocument + TASK_FRAGMENT,
);

const DecryptDocument = /* GraphQL */ `
  mutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {
    submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {
      ...CommissionTask_task
    }
  }
`;
const Decrypt = operation<SubmitPartialDecryptionMutation, SubmitPartialDecryptionMutationVariables>(
  DecryptDocument + TASK_FRAGMENT,
);

/**
 * The task behind `token`, always from the network.
 * @returns null when the server knows no such link
 * @throws {import("../lib/request.ts").RequestError} NOT_FOUND for an unknown or replaced link, status 0 offline
 */
export async function fetchTask(token: string): Promise<CommissionTask | null> {
  return (await graphqlRequest(Task, { token })).commissionTask;
}

/** The election record of the task's poll (null before close). */
export async function fetchTaskRecord(token: string): Promise<TaskRecord | null> {
  return (await graphqlRequest(Record, { token })).commissionTask?.record ?? null;
}

/** Registers this device's public key for the member's seat. */
export async function registerDevice(
  token: string,
  publicKey: string,
  proof: ProofInput,
): Promise<CommissionTask> {
  return (await graphqlRequest(Register, { token, publicKey, proof })).registerCommissionDevice;
}

/** Posts the member's dealing (commitments, proof, a share for every seat encrypted to its device). */
export async function submitDealing(token: string, dealing: DealingInput): Promise<CommissionTask> {
  return (await graphqlRequest(Deal, { token, dealing })).submitDealing;
}

/** Confirms every share this seat received checked out, with g^(secret share). */
export async function confirmKeyShare(token: string, verificationKey: string): Promise<CommissionTask> {
  return (await graphqlRequest(Confirm, { token, verificationKey })).confirmKeyShare;
}

/** Reports the dealer of a share that failed the check: the ceremony restarts. */
export async function reportDealing(token: string, seat: number): Promise<CommissionTask> {
  return (await graphqlRequest(Report, { token, seat })).reportDealing;
}

/** Posts this seat's partial decryption of the tally. */
export async function submitPartialDecryption(
  token: string,
  factor: string,
  proof: ProofInput,
): Promise<CommissionTask> {
  return (await graphqlRequest(Decrypt, { token, factor, proof })).submitPartialDecryption;
}

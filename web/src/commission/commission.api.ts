import {
  type CommissionTask_TaskFragment,
  CommissionTaskDocument,
  ConfirmKeyShareDocument,
  type DealingInput,
  type ProofInput,
  RegisterCommissionDeviceDocument,
  ReportDealingDocument,
  SubmitDealingDocument,
  SubmitPartialDecryptionDocument,
} from "../__generated__/fetch/commission/graphql";
import { CommissionRecordDocument, type CommissionRecordQuery } from "../__generated__/fetch/record/graphql";
import { graphqlRequest } from "../lib/request.ts";

/**
 * The commission member's calls through plain `fetch` (no GraphQL client, as on the ballot):
 * the task behind their link, and the device's steps of the key ceremony and of the opening
 * of the urn. Each step answers with the task as it now stands (the `CommissionTask_task`
 * fragment); the operations are in commission.graphql.
 */

/** The task behind a commission link. */
export type CommissionTask = CommissionTask_TaskFragment;

/** The election record as the device reads it after close. */
export type TaskRecord = NonNullable<NonNullable<CommissionRecordQuery["commissionTask"]>["record"]>;

/**
 * The task behind `token`, always from the network.
 * @returns null when the server knows no such link
 * @throws {import("../lib/request.ts").RequestError} NOT_FOUND for an unknown or replaced link, status 0 offline
 */
export async function fetchTask(token: string): Promise<CommissionTask | null> {
  return (await graphqlRequest(CommissionTaskDocument, { token })).commissionTask;
}

/** The election record of the task's poll (null before close). */
export async function fetchTaskRecord(token: string): Promise<TaskRecord | null> {
  return (await graphqlRequest(CommissionRecordDocument, { token })).commissionTask?.record ?? null;
}

/** Registers this device's public key for the member's seat. */
export async function registerDevice(
  token: string,
  publicKey: string,
  proof: ProofInput,
): Promise<CommissionTask> {
  return (await graphqlRequest(RegisterCommissionDeviceDocument, { token, publicKey, proof }))
    .registerCommissionDevice;
}

/** Posts the member's dealing (commitments, proof, a share for every seat encrypted to its device). */
export async function submitDealing(token: string, dealing: DealingInput): Promise<CommissionTask> {
  return (await graphqlRequest(SubmitDealingDocument, { token, dealing })).submitDealing;
}

/** Confirms every share this seat received checked out, with g^(secret share). */
export async function confirmKeyShare(token: string, verificationKey: string): Promise<CommissionTask> {
  return (await graphqlRequest(ConfirmKeyShareDocument, { token, verificationKey })).confirmKeyShare;
}

/** Reports the dealer of a share that failed the check: the ceremony restarts. */
export async function reportDealing(token: string, seat: number): Promise<CommissionTask> {
  return (await graphqlRequest(ReportDealingDocument, { token, seat })).reportDealing;
}

/** Posts this seat's partial decryption of the tally. */
export async function submitPartialDecryption(
  token: string,
  factor: string,
  proof: ProofInput,
): Promise<CommissionTask> {
  return (await graphqlRequest(SubmitPartialDecryptionDocument, { token, factor, proof }))
    .submitPartialDecryption;
}

import { createContext } from "react";
import {
  AnswerComplaintsDocument,
  type CommissionTask_TaskFragment,
  CommissionTaskDocument,
  ConfirmKeyShareDocument,
  type DealingInput,
  FileComplaintDocument,
  type ProofInput,
  RegisterCommissionDeviceDocument,
  type ShareRevealInput,
  SignElectionDocument,
  SubmitDealingDocument,
  SubmitPartialDecryptionDocument,
} from "../__generated__/fetch/commission/graphql";
import {
  type ElectionRecord_FileFragment,
  ElectionRecordDocument,
} from "../__generated__/fetch/record/graphql";
import { renderedState } from "../lib/rendered-state.ts";
import { graphqlRequest } from "../lib/request.ts";

/**
 * The commission member's calls through plain `fetch` (no GraphQL client, as on the ballot):
 * the task behind their link, the election's public record, and the device's steps of the key
 * ceremony and of the opening of the urn. Each step answers with the task as it now stands (the
 * `CommissionTask_task` fragment); the operations are in commission.graphql.
 */

/** The task behind a commission link. */
export type CommissionTask = CommissionTask_TaskFragment;

/**
 * The task behind `token`, always from the network.
 * @returns null when the server knows no such link
 * @throws {import("../lib/request.ts").RequestError} NOT_FOUND for an unknown or replaced link, status 0 offline
 */
export async function fetchTask(token: string): Promise<CommissionTask | null> {
  return (await graphqlRequest(CommissionTaskDocument, { token })).commissionTask;
}

/** The task a commission page was rendered with on the server: its token and the server's answer. */
export interface RenderedTask {
  token: string;
  task: CommissionTask;
}

/**
 * The task of the commission page the server is rendering (web/src/entry-server.tsx provides
 * it; in the browser none is provided and {@link renderedTask} reads the page's rendered state).
 */
export const RenderedTaskContext = createContext<RenderedTask | null>(null);

/**
 * The server's answer for `token` that the page was rendered with, which the page shows until
 * its device has taken its first step: null when there is none for this token.
 * @param provided the server's render's {@link RenderedTaskContext}
 */
export function renderedTask(token: string, provided: RenderedTask | null): CommissionTask | null {
  const rendered = provided ?? (renderedState()?.page as RenderedTask | undefined);
  return rendered?.token === token ? rendered.task : null;
}

/** The public record of the election (the same for everyone); null before the key is sealed. */
export async function fetchRecord(electionId: string): Promise<ElectionRecord_FileFragment | null> {
  return (await graphqlRequest(ElectionRecordDocument, { electionId })).electionRecord;
}

/** Registers this device's public key and nonce commitment for the member's seat. */
export async function registerDevice(
  token: string,
  publicKey: string,
  nonceCommitment: string,
  proof: ProofInput,
): Promise<CommissionTask> {
  return (
    await graphqlRequest(RegisterCommissionDeviceDocument, { token, publicKey, nonceCommitment, proof })
  ).registerCommissionDevice;
}

/** Posts the member's dealing (commitments, proof, a share for every seat encrypted to its device). */
export async function submitDealing(token: string, dealing: DealingInput): Promise<CommissionTask> {
  return (await graphqlRequest(SubmitDealingDocument, { token, dealing })).submitDealing;
}

/** Confirms every share this seat received checked out, with g^(secret share), and reveals the nonce. */
export async function confirmKeyShare(
  token: string,
  verificationKey: string,
  nonce: string,
): Promise<CommissionTask> {
  return (await graphqlRequest(ConfirmKeyShareDocument, { token, verificationKey, nonce })).confirmKeyShare;
}

/** Complains, signed, that the share dealt to this seat by `dealer` failed: the ceremony stops. */
export async function fileComplaint(
  token: string,
  dealer: number,
  signature: ProofInput,
): Promise<CommissionTask> {
  return (await graphqlRequest(FileComplaintDocument, { token, dealer, signature })).fileComplaint;
}

/** Answers complaints about this seat's shares with each share and its nonce. */
export async function answerComplaints(token: string, reveals: ShareRevealInput[]): Promise<CommissionTask> {
  return (await graphqlRequest(AnswerComplaintsDocument, { token, reveals })).answerComplaints;
}

/** Signs the election's fingerprint once the member confirmed its code. */
export async function signElection(token: string, signature: ProofInput): Promise<CommissionTask> {
  return (await graphqlRequest(SignElectionDocument, { token, signature })).signElection;
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

// The GraphQL operations of the sitting day, exactly as the pages send them: the commission's
// page and the ballot send codegen's strings (web/src/__generated__/fetch/, plain fetch), the
// secretary's desk sends Apollo Client's documents printed with the `__typename` fields its
// cache adds (web/src/__generated__/graphql.ts; apollo/liveLink.ts prints the subscription the
// same way). Imported from the generated modules (data only), so a change of a page's
// operation is what the day sends.

import { addTypenameToDocument, print } from "@apollo/client/utilities";
import type { DocumentNode } from "graphql";
import {
  CommissionTaskChangedDocument,
  CommissionTaskDocument,
  ConfirmKeyShareDocument,
  RegisterCommissionDeviceDocument,
  SignElectionDocument,
  SubmitDealingDocument,
  SubmitPartialDecryptionDocument,
} from "../../web/src/__generated__/fetch/commission/graphql.ts";
import {
  PollChangedDocument,
  PollDocument,
  RegisterVotingCredentialDocument,
  SubmitBallotDocument,
} from "../../web/src/__generated__/fetch/poll/graphql.ts";
import { ElectionRecordDocument } from "../../web/src/__generated__/fetch/record/graphql.ts";
import {
  RecordCodeConfirmationDocument,
  SecretarDefenseChangedDocument,
  SecretarDefenseDocument,
  SendInvitesDocument,
  SetCountingCommissionDocument,
  SetRollDocument,
} from "../../web/src/__generated__/graphql.ts";

/** An operation as a page sends it: the JSON body's `query` and `operationName`. */
export interface PageOperation {
  query: string;
  operationName: string;
}

const nameOf = (query: string): string => {
  const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
  if (!name) throw new Error(`sitting day: an operation without a name:\n${query.slice(0, 200)}`);
  return name;
};

/** A codegen string of the fetch pages (lib/request.ts sends it as it is). */
const fetchOperation = (doc: { toString(): string }): PageOperation => {
  const query = doc.toString();
  return { query, operationName: nameOf(query) };
};

/** An Apollo document as the desk's links send it: with `__typename`, printed. */
const apolloOperation = (doc: DocumentNode): PageOperation => {
  const query = print(addTypenameToDocument(doc));
  return { query, operationName: nameOf(query) };
};

/** The commission member's page (commission.graphql) and the record it reads after the close. */
export const commission = {
  task: fetchOperation(CommissionTaskDocument),
  taskChanged: fetchOperation(CommissionTaskChangedDocument),
  register: fetchOperation(RegisterCommissionDeviceDocument),
  deal: fetchOperation(SubmitDealingDocument),
  confirm: fetchOperation(ConfirmKeyShareDocument),
  sign: fetchOperation(SignElectionDocument),
  decrypt: fetchOperation(SubmitPartialDecryptionDocument),
  record: fetchOperation(ElectionRecordDocument),
};

/** The member's ballot page (poll.graphql) and its election record. */
export const ballot = {
  poll: fetchOperation(PollDocument),
  pollChanged: fetchOperation(PollChangedDocument),
  credential: fetchOperation(RegisterVotingCredentialDocument),
  submit: fetchOperation(SubmitBallotDocument),
  record: fetchOperation(ElectionRecordDocument),
};

/** The secretary's defense page (its query and live subscription) and its sitting's mutations. */
export const desk = {
  defense: apolloOperation(SecretarDefenseDocument as DocumentNode),
  defenseChanged: apolloOperation(SecretarDefenseChangedDocument as DocumentNode),
  setRoll: apolloOperation(SetRollDocument as DocumentNode),
  setCommission: apolloOperation(SetCountingCommissionDocument as DocumentNode),
  recordSpoken: apolloOperation(RecordCodeConfirmationDocument as DocumentNode),
  sendInvites: apolloOperation(SendInvitesDocument as DocumentNode),
};

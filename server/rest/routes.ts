import type { Request } from "express";
import { z } from "zod";
import { auditActionEnum, auditActionsWithPrefix } from "../../shared/audit.ts";
import { COMMISSION_MIN } from "../../shared/council.ts";
import { ID_SOURCE } from "../../shared/limits.ts";
import {
  RestAddDefenseMemberDocument,
  RestAdminBoardDocument,
  RestAdminBoardsDocument,
  RestAdminDefenseDocument,
  RestAdminDefensesDocument,
  RestAdminProtocolAccessDocument,
  RestAdminSecretarDocument,
  RestAdminSecretarsDocument,
  RestAnnulPollDocument,
  RestAnswerComplaintsDocument,
  RestAuditCsvDocument,
  RestClosePollDocument,
  RestCommissionDocument,
  RestCommissionTaskDocument,
  RestConfirmBallotFoundDocument,
  RestConfirmKeyShareDocument,
  RestConfirmRegistrationDocument,
  RestElectionRecordDocument,
  RestFileComplaintDocument,
  RestImportDocument,
  RestLoginDocument,
  RestLogoutDocument,
  RestMeDocument,
  RestPollDocument,
  RestPreviewImportDocument,
  RestProtocolAccessDocument,
  RestProtocolDocument,
  RestPublishSpoiledBallotDocument,
  RestRecordCodeConfirmationDocument,
  RestRegisterDeviceDocument,
  RestRegisterDocument,
  RestRegisterVotingCredentialDocument,
  RestReplaceCommissionMemberDocument,
  RestRequestPasswordResetDocument,
  RestResendCommissionLinksDocument,
  RestResendInvitesDocument,
  RestResetPasswordDocument,
  RestRestartKeyCeremonyDocument,
  RestSecretarBoardDocument,
  RestSecretarBoardsDocument,
  RestSecretarDefenseDocument,
  RestSecretarDefensesDocument,
  RestSendInvitesDocument,
  RestSetRollDocument,
  RestSignElectionDocument,
  RestSubmitBallotDocument,
  RestSubmitDealingDocument,
  RestSubmitPartialDocument,
} from "../__generated__/rest-operations.ts";
import { loginInput } from "../auth/auth.service.ts";
import { resetInput, resetRequest } from "../auth/registration.service.ts";
import { registerInput } from "../auth/user.validation.ts";
import { memberInput } from "../boards/board.validation.ts";
import { fail } from "../lib/errors.ts";
import { parseId } from "../lib/ids.ts";
import { linkTokenInput } from "../lib/tokens.ts";
import {
  answersInput,
  cryptoHex,
  proofInput,
  reasonInput,
  spoiledBallotInput,
} from "../polls/poll.validation.ts";
import { protocolForPrint, protocolMissing } from "../polls/protocol.service.ts";
import type { QueryParam, RestRoute } from "./route.types.ts";
import { jsonSchemaOf } from "./shape.ts";

type Json = Record<string, unknown>;

const body = (req: Request): Json => (req.body && typeof req.body === "object" ? (req.body as Json) : {});
const param = (req: Request, name: string): string => String(req.params[name] ?? "");
const id = (req: Request) => ({ id: param(req, "id") });

const page: QueryParam[] = [
  { name: "offset", type: "integer", description: "Rows to skip (0–10000)." },
  { name: "limit", type: "integer", description: "Rows per page (1–100, default 25)." },
];
const direction: QueryParam = {
  name: "direction",
  type: "string",
  enum: ["ASC", "DESC"],
  description: "Sort direction.",
};

const uploadBody = {
  type: "object",
  required: ["file"],
  properties: { file: { type: "string", contentEncoding: "base64", description: "The CSV file's bytes." } },
};

const idSchema = { type: "string", pattern: `^${ID_SOURCE}$` };
const idsSchema = { type: "array", items: idSchema };

const hex = jsonSchemaOf(cryptoHex);
const proofSchema = jsonSchemaOf(proofInput);
const linkToken = jsonSchemaOf(linkTokenInput);

const recordMissing = () =>
  fail.notFound(
    "Запись голосования не найдена: нет такого голосования, или ключ комиссии еще не сформирован.",
  );

/** Writes an election record as a JSON file, exactly the document docs/RECORD.md specifies. */
const recordFile: NonNullable<RestRoute["file"]> = {
  contentType: "application/json",
  async write(res, data) {
    const record = data as { manifest: { electionId: string } };
    res
      .type("application/json")
      .set("Content-Disposition", `attachment; filename="election-${record.manifest.electionId}.json"`)
      .send(`${JSON.stringify(data, null, 2)}\n`);
  },
};

/** A commission link's step: `{ token, … }` in the body, answered with the task after it. */
function commissionStep(
  path: string,
  summary: string,
  operation: RestRoute["operation"],
  field: string,
  properties: Record<string, unknown>,
): RestRoute {
  return {
    method: "post",
    path: `/member/commission/${path}`,
    summary,
    operation,
    body: {
      type: "object",
      required: ["token", ...Object.keys(properties)],
      properties: { token: linkToken, ...properties },
    },
    variables: (req) => body(req),
    shape: { field },
  };
}

/**
 * `POST /secretar/defenses/{id}/sendInvites` takes the council's members array with each
 * member's `selected` flag (spec §7), bare or as `{ members: [...] }`; the selected are invited.
 */
function selectedMemberIds(req: Request): string[] {
  const list: unknown = Array.isArray(req.body) ? req.body : body(req).members;
  if (!Array.isArray(list)) {
    throw fail.badInput(
      "Ожидается список членов совета: массив или { members: [...] } с флагом selected.",
      "members",
    );
  }
  return list
    .filter((m): m is Json => !!m && typeof m === "object" && (m as Json).selected === true)
    .map((m) => String(m.id));
}

/** Writes a protocol as a PDF; protocol.service checks the rule and records that it was produced. */
const protocolPdf: NonNullable<RestRoute["file"]> = {
  contentType: "application/pdf",
  // The operation only checked the caller's access to the defense; the service builds the
  // protocol (refusing without a closed, counted vote and a commission) and records its print.
  async write(res, _data, ctx) {
    const id = parseId(String(res.req.params.id ?? ""), "Защита не найдена.");
    const { print, pdf } = await protocolForPrint(ctx, await ctx.actor(), id);
    res
      .type("application/pdf")
      .set("Content-Disposition", `attachment; filename="protocol-${print.boardCode}.pdf"`)
      .send(pdf);
  },
};

/** Every route of `/api/v1`: the spec's call table (§7) first, then the later additions. */
export const routes: RestRoute[] = [
  {
    method: "post",
    path: "/auth/login",
    summary: "Sign in with email and password; sets the session cookie and answers the user.",
    operation: RestLoginDocument,
    body: jsonSchemaOf(loginInput),
    variables: (req) => ({ email: body(req).email, password: body(req).password }),
    shape: { field: "login" },
    lowercaseRoles: true,
  },
  {
    method: "post",
    path: "/auth/logout",
    summary: "Sign out: ends the current session. Always `true`.",
    operation: RestLogoutDocument,
    shape: { field: "logout" },
  },
  {
    method: "get",
    path: "/auth/me",
    summary: "The signed-in user; 401 for a guest.",
    operation: RestMeDocument,
    shape: { field: "me" },
    whenNull: () => fail.unauthenticated(),
    lowercaseRoles: true,
  },
  {
    method: "get",
    path: "/admin/boards",
    summary:
      "Councils (admin): search by code, name or organization; sorted; paged. `meta.total` counts all matches.",
    operation: RestAdminBoardsDocument,
    query: [
      { name: "search", type: "string", description: "Part of the code, name or organization." },
      { name: "archived", type: "boolean", description: "`true`: archived councils only." },
      {
        name: "sort",
        type: "string",
        enum: ["CODE", "NAME", "ORGANIZATION", "CREATED_AT"],
        description: "Sort key.",
      },
      direction,
      ...page,
    ],
    variables: (_req, q) => q,
    shape: { items: "adminBoards" },
  },
  {
    method: "get",
    path: "/admin/boards/:id",
    summary: "One council with its members (admin).",
    operation: RestAdminBoardDocument,
    variables: id,
    shape: { field: "adminBoard" },
  },
  {
    method: "get",
    path: "/admin/defenses",
    summary: "Defenses (admin): search by соискатель, thesis title or council code; filters; sorted; paged.",
    operation: RestAdminDefensesDocument,
    query: [
      {
        name: "search",
        type: "string",
        description: "Part of the соискатель's name, the title or the council code.",
      },
      { name: "boardId", type: "string", description: "Only this council's defenses." },
      { name: "from", type: "string", description: "From this date-time (ISO 8601), inclusive." },
      { name: "to", type: "string", description: "Before this date-time (ISO 8601)." },
      { name: "archived", type: "boolean", description: "`true`: archived (cancelled) defenses only." },
      {
        name: "sort",
        type: "string",
        enum: ["DEFENSE_AT", "CANDIDATE", "BOARD_CODE", "CREATED_AT"],
        description: "Sort key (default DEFENSE_AT, newest first).",
      },
      direction,
      ...page,
    ],
    variables: (_req, q) => q,
    shape: { items: "adminDefenses" },
  },
  {
    method: "get",
    path: "/admin/defenses/:id",
    summary: "One defense with resultPolls, and its council with members (admin).",
    operation: RestAdminDefenseDocument,
    variables: id,
    shape: { split: "adminDefense" },
  },
  {
    method: "get",
    path: "/admin/secretars",
    summary: "Users holding the secretar role, with the councils they run (admin); search; paged.",
    operation: RestAdminSecretarsDocument,
    query: [{ name: "search", type: "string", description: "Part of the ФИО or email." }, ...page],
    variables: (_req, q) => q,
    shape: { items: "adminSecretars" },
  },
  {
    method: "get",
    path: "/admin/secretars/:id",
    summary: "One secretary with the councils they run (admin).",
    operation: RestAdminSecretarDocument,
    variables: id,
    shape: { field: "adminSecretar" },
  },
  {
    method: "post",
    path: "/users/register",
    summary:
      "Registration: mails the address a link that creates a plain account (no role) when opened, or «вы уже зарегистрированы»; the same answer either way. Does not sign in.",
    operation: RestRegisterDocument,
    body: jsonSchemaOf(registerInput),
    variables: (req) => ({
      input: { email: body(req).email, fio: body(req).fio, password: body(req).password },
    }),
    shape: { field: "register" },
  },
  {
    method: "post",
    path: "/users/confirm",
    summary: "Creates the account of a registration link: `{ token }` from the letter; the link works once.",
    operation: RestConfirmRegistrationDocument,
    body: jsonSchemaOf(z.object({ token: linkTokenInput })),
    variables: (req) => ({ token: body(req).token }),
    shape: { field: "confirmRegistration" },
    lowercaseRoles: true,
  },
  {
    method: "post",
    path: "/users/password/forgot",
    summary:
      "Mails a one-hour password-reset link: `{ email }`; the same answer whether or not the address has an account.",
    operation: RestRequestPasswordResetDocument,
    body: jsonSchemaOf(resetRequest),
    variables: (req) => ({ email: body(req).email }),
    shape: { field: "requestPasswordReset" },
  },
  {
    method: "post",
    path: "/users/password/reset",
    summary:
      "Sets a new password by a reset link: `{ token, password }`; the link works once, within its hour.",
    operation: RestResetPasswordDocument,
    body: jsonSchemaOf(z.object({ token: linkTokenInput, ...resetInput.shape })),
    variables: (req) => ({
      token: body(req).token,
      password: body(req).password,
    }),
    shape: { field: "resetPassword" },
  },
  {
    method: "get",
    path: "/member/polls/:token",
    summary: "The ballot behind a member's token link. Reading it consumes nothing.",
    operation: RestPollDocument,
    variables: (req) => ({ token: param(req, "token") }),
    shape: { field: "poll" },
  },
  {
    method: "post",
    path: "/member/polls",
    summary:
      "Casts the member's secret ballot, encrypted in the browser and signed with the member's voting credential: `{ token, answers: [{ questionId, ballot: { alpha, beta, proof, credential, signature } }] }` (docs/RECORD.md §8.1). A token votes once; answers the ballot tracker.",
    operation: RestSubmitBallotDocument,
    body: jsonSchemaOf(z.object({ token: linkTokenInput, answers: answersInput })),
    variables: (req) => ({ token: body(req).token, answers: body(req).answers }),
    shape: { field: "submitBallot" },
  },
  {
    method: "post",
    path: "/member/polls/credential",
    summary:
      "Registers the public voting credential the member's device drew: `{ token, credential, replace }` (docs/RECORD.md §5.3); `replace: true` revokes a key registered from another device. Answers the poll's status and credential.",
    operation: RestRegisterVotingCredentialDocument,
    body: jsonSchemaOf(
      z.object({ token: linkTokenInput, credential: cryptoHex, replace: z.boolean().optional() }),
    ),
    variables: (req) => ({
      token: body(req).token,
      credential: body(req).credential,
      replace: body(req).replace ?? false,
    }),
    shape: { field: "registerVotingCredential" },
  },
  {
    method: "post",
    path: "/member/polls/confirmation",
    summary:
      "After the close, the voter's signed word that their ballot is in the final urn: `{ token, signature }` (docs/RECORD.md §8.4). Answers how many voters have confirmed it.",
    operation: RestConfirmBallotFoundDocument,
    body: jsonSchemaOf(z.object({ token: linkTokenInput, signature: proofInput })),
    variables: (req) => ({ token: body(req).token, signature: body(req).signature }),
    shape: { field: "confirmBallotFound" },
  },
  {
    method: "post",
    path: "/member/polls/spoiled",
    summary:
      "Publishes an audited ballot in the election's record: `{ token, ballot }`, the file the ballot page downloads (docs/RECORD.md §13).",
    operation: RestPublishSpoiledBallotDocument,
    body: jsonSchemaOf(z.object({ token: linkTokenInput, ballot: spoiledBallotInput })),
    variables: (req) => ({ token: body(req).token, ballot: body(req).ballot }),
    shape: { field: "publishSpoiledBallot" },
  },
  {
    method: "get",
    path: "/secretar/boards",
    summary: "The councils the signed-in secretary runs.",
    operation: RestSecretarBoardsDocument,
    shape: { field: "secretarBoards" },
  },
  {
    method: "get",
    path: "/secretar/boards/:id",
    summary: "One council of the secretary's, with its members; 404 for any other council.",
    operation: RestSecretarBoardDocument,
    variables: id,
    shape: { field: "secretarBoard" },
  },
  {
    method: "get",
    path: "/secretar/defenses",
    summary: "Defenses of the secretary's councils (soonest first), and the councils themselves.",
    operation: RestSecretarDefensesDocument,
    shape: { merge: { defenses: "secretarDefenses", boards: "secretarBoards" } },
  },
  {
    method: "get",
    path: "/secretar/defenses/:id",
    summary: "One defense with resultPolls, and its council with members; 404 for another council's defense.",
    operation: RestSecretarDefenseDocument,
    variables: id,
    shape: { split: "secretarDefense" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/sendInvites",
    summary:
      "Invites the selected members (the council's members array with `selected` flags, bare or as `{ members }`). To open the ballot on another day than the defense was scheduled for, confirm the sitting's day: `{ members, sittingDate: \"YYYY-MM-DD\" }`, today in the council's time zone (409 otherwise).",
    operation: RestSendInvitesDocument,
    body: {
      oneOf: [
        {
          type: "array",
          items: { type: "object", properties: { id: { type: "string" }, selected: { type: "boolean" } } },
        },
        {
          type: "object",
          properties: {
            members: {
              type: "array",
              items: {
                type: "object",
                properties: { id: { type: "string" }, selected: { type: "boolean" } },
              },
            },
            sittingDate: {
              type: "string",
              pattern: "^\\d{4}-\\d{2}-\\d{2}$",
              description: "The sitting's day the secretary confirms (today in the council's time zone).",
            },
          },
        },
      ],
    },
    variables: (req) => ({
      ...id(req),
      memberIds: selectedMemberIds(req),
      ...(Array.isArray(req.body) ? {} : { sittingDate: body(req).sittingDate }),
    }),
    fieldNames: { memberIds: "members" },
    shape: { split: "sendInvites" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/close",
    summary:
      "Closes the defense's poll: no more ballots; the tally and decision become visible. Cannot reopen.",
    operation: RestClosePollDocument,
    variables: id,
    shape: { split: "closePoll" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/resendInvites",
    summary:
      "New links to participants who have not voted: `{ memberIds }`, or all of them without it; the links already sent keep working until the member votes by any one, unless `revokeOld` is true. 409 while a member's invite letter is still queued.",
    operation: RestResendInvitesDocument,
    body: {
      type: "object",
      properties: {
        memberIds: idsSchema,
        revokeOld: {
          type: "boolean",
          default: false,
          description: "True when the old address was wrong: the links already sent stop working at once.",
        },
      },
    },
    variables: (req) => ({
      ...id(req),
      memberIds: body(req).memberIds ?? null,
      revokeOld: body(req).revokeOld ?? false,
    }),
    shape: { split: "resendInvites" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/annul",
    summary: "Annuls the vote with `{ reason }`; kept, not deleted.",
    operation: RestAnnulPollDocument,
    body: jsonSchemaOf(z.object({ reason: reasonInput })),
    variables: (req) => ({ ...id(req), reason: body(req).reason }),
    shape: { split: "annulPoll" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/commission",
    summary: `Chooses the счетная комиссия: \`{ memberIds }\`, at least ${COMMISSION_MIN} participants, the chair first.`,
    operation: RestCommissionDocument,
    body: { type: "object", required: ["memberIds"], properties: { memberIds: idsSchema } },
    variables: (req) => ({ ...id(req), memberIds: body(req).memberIds }),
    shape: { split: "setCountingCommission" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/roll",
    summary:
      "Sets the явочный лист before the ballot opens: `{ memberIds }`, the complete roll; after an annulled vote it starts a new round.",
    operation: RestSetRollDocument,
    body: { type: "object", required: ["memberIds"], properties: { memberIds: idsSchema } },
    variables: (req) => ({ ...id(req), memberIds: body(req).memberIds }),
    shape: { split: "setRoll" },
  },
  {
    method: "post",
    path: "/defenses/:id/addedMembers",
    summary:
      "Adds a member to the council for this defense only (дополнительно введенный), within the rule set's limit; the body is a MemberInput.",
    operation: RestAddDefenseMemberDocument,
    body: jsonSchemaOf(memberInput),
    variables: (req) => ({ ...id(req), input: body(req) }),
    shape: { field: "addDefenseMember" },
  },
  {
    method: "get",
    path: "/secretar/defenses/:id/protocol",
    summary: "The протокол счетной комиссии of a closed vote; 409 before it closes.",
    operation: RestProtocolDocument,
    variables: id,
    shape: { field: "secretarDefense.protocol" },
    whenNull: protocolMissing,
  },
  {
    method: "get",
    path: "/secretar/defenses/:id/protocol.pdf",
    summary: "The протокол счетной комиссии as a PDF; 409 before the vote closes or without a commission.",
    operation: RestProtocolAccessDocument,
    variables: id,
    shape: { field: "secretarDefense" },
    file: protocolPdf,
  },
  {
    method: "get",
    path: "/elections/:electionId/record",
    summary:
      "The public record of an election (docs/RECORD.md, `dissovet-record/3`), the same for everyone, as a JSON file: the urn while open, the count once closed; 404 for an unknown id or before the commission's key is sealed.",
    operation: RestElectionRecordDocument,
    variables: (req) => ({ electionId: param(req, "electionId") }),
    shape: { field: "electionRecord" },
    whenNull: recordMissing,
    file: recordFile,
  },
  {
    method: "get",
    path: "/member/commission/:token",
    summary:
      "What a commission member's device sees behind their link: the key ceremony as relayed (the device checks all of it) and the poll's state.",
    operation: RestCommissionTaskDocument,
    variables: (req) => ({ token: param(req, "token") }),
    shape: { field: "commissionTask" },
  },
  commissionStep(
    "device",
    "Registers the device key of the link's seat with its nonce commitment: `{ token, publicKey, nonceCommitment, proof }`.",
    RestRegisterDeviceDocument,
    "registerCommissionDevice",
    { publicKey: hex, nonceCommitment: hex, proof: proofSchema },
  ),
  commissionStep(
    "dealing",
    "Posts the seat's dealing: `{ token, dealing: { commitments, proof, shares, signature } }`.",
    RestSubmitDealingDocument,
    "submitDealing",
    { dealing: { type: "object", required: ["commitments", "proof", "shares", "signature"] } },
  ),
  commissionStep(
    "confirm",
    "Confirms the seat's shares and reveals its nonce: `{ token, verificationKey, nonce }`.",
    RestConfirmKeyShareDocument,
    "confirmKeyShare",
    { verificationKey: hex, nonce: hex },
  ),
  commissionStep(
    "complaint",
    "Complains, signed, that a dealer's share failed: `{ token, dealer, signature }`; the ceremony stops until the secretary restarts it.",
    RestFileComplaintDocument,
    "fileComplaint",
    { dealer: { type: "integer", minimum: 1 }, signature: proofSchema },
  ),
  commissionStep(
    "answers",
    "Answers complaints about the seat's shares: `{ token, reveals: [{ to, share, nonce, signature }] }`.",
    RestAnswerComplaintsDocument,
    "answerComplaints",
    {
      reveals: {
        type: "array",
        maxItems: 50,
        items: {
          type: "object",
          required: ["to", "share", "nonce", "signature"],
          properties: { to: { type: "integer", minimum: 1 }, share: hex, nonce: hex, signature: proofSchema },
        },
      },
    },
  ),
  commissionStep(
    "signature",
    "Signs the election's fingerprint once the member confirmed its code: `{ token, signature }`.",
    RestSignElectionDocument,
    "signElection",
    { signature: proofSchema },
  ),
  commissionStep(
    "decryption",
    "Posts the seat's partial decryption after close: `{ token, factor, proof }`.",
    RestSubmitPartialDocument,
    "submitPartialDecryption",
    { factor: hex, proof: proofSchema },
  ),
  {
    method: "post",
    path: "/secretar/defenses/:id/commission/restart",
    summary:
      "Starts the commission's key ceremony again with `{ reason }` (after a complaint, a code found different, or a change of the defense): a new manifest, links kept; audited.",
    operation: RestRestartKeyCeremonyDocument,
    body: jsonSchemaOf(z.object({ reason: reasonInput })),
    variables: (req) => ({ ...id(req), reason: body(req).reason }),
    shape: { split: "restartKeyCeremony" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/commission/replace",
    summary:
      "Replaces one member of the счетная комиссия before the ballot opens: `{ memberId, replacementId }` (a member of the явочный лист takes the same seat); the others keep their links, the key ceremony starts again; audited.",
    operation: RestReplaceCommissionMemberDocument,
    body: {
      type: "object",
      required: ["memberId", "replacementId"],
      properties: { memberId: idSchema, replacementId: idSchema },
    },
    variables: (req) => ({
      ...id(req),
      memberId: body(req).memberId,
      replacementId: body(req).replacementId,
    }),
    shape: { split: "replaceCommissionMember" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/commission/spoken",
    summary:
      "Records that a member of the счетная комиссия said aloud that the election code matched: `{ memberId }` (only for a seat whose device reported signing; the ballot opens only with every seat's); audited.",
    operation: RestRecordCodeConfirmationDocument,
    body: { type: "object", required: ["memberId"], properties: { memberId: idSchema } },
    variables: (req) => ({ ...id(req), memberId: body(req).memberId }),
    shape: { split: "recordCodeConfirmation" },
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/commission/resend",
    summary: "Mails commission members their links again: `{ memberIds }` or `{}` for all; progress is kept.",
    operation: RestResendCommissionLinksDocument,
    body: { type: "object", properties: { memberIds: idsSchema } },
    variables: (req) => ({ ...id(req), memberIds: body(req).memberIds ?? null }),
    shape: { split: "resendCommissionLinks" },
  },
  {
    method: "get",
    path: "/admin/defenses/:id/protocol.pdf",
    summary:
      "The протокол счетной комиссии of any defense as a PDF (admin); 409 as for the secretary's route.",
    operation: RestAdminProtocolAccessDocument,
    variables: id,
    shape: { field: "adminDefense" },
    file: protocolPdf,
  },
  {
    method: "post",
    path: "/boards/:id/members/preview",
    summary:
      "Checks a members CSV (`{ file }`: base64; UTF-8 or Windows-1251; `,` or `;`) row by row; writes nothing. Up to 1 MB.",
    operation: RestPreviewImportDocument,
    body: uploadBody,
    bodyLimit: "1mb",
    variables: (req) => ({ ...id(req), file: body(req).file }),
    shape: { field: "previewMemberImport" },
  },
  {
    method: "post",
    path: "/boards/:id/members/import",
    summary:
      "Imports every row of a members CSV in one transaction, or nothing if any row is bad (422 with `rows`). Up to 1 MB.",
    operation: RestImportDocument,
    body: uploadBody,
    bodyLimit: "1mb",
    variables: (req) => ({ ...id(req), file: body(req).file }),
    shape: { field: "importMembers" },
  },
  {
    method: "get",
    path: "/admin/audit.csv",
    summary: "The audit log as CSV (UTF-8 with BOM, `;`), oldest first, filtered like auditLog.",
    operation: RestAuditCsvDocument,
    query: [
      { name: "entity", type: "string", description: "board, member, defense or user." },
      { name: "entityId", type: "string", description: "The object's id." },
      {
        name: "action",
        type: "string",
        description:
          "The start of the actions' names, as the log writes them: `poll.` (every action of a vote), `poll.close` (the three ways a vote closes), `member.import`.",
      },
      { name: "from", type: "string", description: "From (ISO 8601)." },
      { name: "to", type: "string", description: "Before (ISO 8601)." },
    ],
    variables: (_req, q) => ({
      ...q,
      action: typeof q.action === "string" ? auditActionsWithPrefix(q.action).map(auditActionEnum) : null,
    }),
    shape: { field: "auditLogCsv" },
    file: {
      contentType: "text/csv",
      async write(res, data) {
        res
          .type("text/csv; charset=utf-8")
          .set("Content-Disposition", 'attachment; filename="audit.csv"')
          .send(String(data));
      },
    },
  },
];

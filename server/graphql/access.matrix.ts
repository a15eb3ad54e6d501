/**
 * The expected access decision of every GraphQL root field for each kind of caller. The
 * REST routes are checked against the field their operation runs. Outcomes:
 * - `ok`: the call passes access control (it may still fail on its input or state);
 * - `unauth`: UNAUTHENTICATED (401);
 * - `forbidden`: FORBIDDEN (403), signed in without the role;
 * - `hidden`: NOT_FOUND (404), the object is not the caller's.
 */
export type Outcome = "ok" | "unauth" | "forbidden" | "hidden";

/** Callers: a guest, a plain user, the secretary of council A (by session and by API token), the secretary of council B, an admin. */
export const actors = ["guest", "plain", "secretary", "token", "otherSecretary", "admin"] as const;
export type Actor = (typeof actors)[number];

const row = (
  guest: Outcome,
  plain: Outcome,
  secretary: Outcome,
  token: Outcome,
  otherSecretary: Outcome,
  admin: Outcome,
) => ({
  guest,
  plain,
  secretary,
  token,
  otherSecretary,
  admin,
});

const everyone = row("ok", "ok", "ok", "ok", "ok", "ok");
const adminOnly = row("unauth", "forbidden", "forbidden", "forbidden", "forbidden", "ok");
const staff = row("unauth", "forbidden", "ok", "ok", "ok", "ok");
const secretaryLists = row("unauth", "forbidden", "ok", "ok", "ok", "forbidden");
/** A secretary's own council or defense; another secretary gets NOT_FOUND; an admin lacks the role. */
const ownVote = row("unauth", "forbidden", "ok", "ok", "hidden", "forbidden");
/** Open to anyone, but acting only through a mailed link: the matrix's token names no link (NOT_FOUND for all). */
const byLinkOnly = row("hidden", "hidden", "hidden", "hidden", "hidden", "hidden");
/** Council data an admin or the council's secretary manage. */
const manage = row("unauth", "forbidden", "ok", "ok", "hidden", "ok");

/** Expected outcomes per root field, for council A / defense D (the secretary's). */
export const expected: Record<string, Record<Actor, Outcome>> = {
  me: everyone,
  poll: everyone,
  login: everyone,
  register: everyone,
  confirmRegistration: byLinkOnly,
  requestPasswordReset: everyone,
  resetPassword: byLinkOnly,
  logout: everyone,
  submitBallot: everyone,
  registerVotingCredential: byLinkOnly,
  confirmBallotFound: byLinkOnly,
  publishSpoiledBallot: byLinkOnly,
  commissionTask: byLinkOnly,
  commissionTaskChanged: byLinkOnly,
  pollChanged: everyone,
  registerCommissionDevice: byLinkOnly,
  submitDealing: byLinkOnly,
  confirmKeyShare: byLinkOnly,
  fileComplaint: byLinkOnly,
  answerComplaints: byLinkOnly,
  signElection: byLinkOnly,
  submitPartialDecryption: byLinkOnly,
  electionRecord: everyone,
  adminBoards: adminOnly,
  adminBoard: adminOnly,
  adminDefenses: adminOnly,
  adminDefense: adminOnly,
  adminDefenseChanged: adminOnly,
  adminSecretars: adminOnly,
  adminSecretar: adminOnly,
  adminUsers: adminOnly,
  adminUser: adminOnly,
  auditLog: adminOnly,
  auditLogCsv: adminOnly,
  createBoard: adminOnly,
  updateBoard: adminOnly,
  archiveBoard: adminOnly,
  createUser: adminOnly,
  setUserRoles: adminOnly,
  setSecretarBoards: adminOnly,
  setUserDisabled: adminOnly,
  createApiToken: adminOnly,
  endUserSessions: adminOnly,
  revokeApiToken: adminOnly,
  ruleSets: staff,
  demoMailbox: staff,
  secretarBoards: secretaryLists,
  secretarDefenses: secretaryLists,
  secretarBoard: ownVote,
  secretarDefense: ownVote,
  secretarDefenseChanged: ownVote,
  sendInvites: ownVote,
  resendInvites: ownVote,
  resendCommissionLinks: ownVote,
  recordCodeConfirmation: ownVote,
  replaceCommissionMember: ownVote,
  closePoll: ownVote,
  annulPoll: ownVote,
  setCountingCommission: ownVote,
  restartKeyCeremony: ownVote,
  setRoll: ownVote,
  addDefenseMember: manage,
  addMember: manage,
  updateMember: manage,
  archiveMember: manage,
  previewMemberImport: manage,
  importMembers: manage,
  createDefense: manage,
  updateDefense: manage,
  archiveDefense: manage,
};

import type { GraphQLResolveInfo } from "graphql";
import type { UserRow, UserAccountRow } from "../auth/user.table.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { InviteWithMember, ParticipantWithMember, PollRow } from "../polls/poll.table.ts";
import type { MemberPoll, MemberPollDefense } from "../polls/ballot.service.ts";
import type { ProtocolView } from "../polls/protocol.service.ts";
import type { ApiTokenRow } from "../auth/api-token.table.ts";
import type { AuditRow } from "../audit/audit.table.ts";
import type { ImportPreview, ImportRow } from "../boards/member-import.service.ts";
import type { PollResult } from "../polls/tally.ts";
import type { MailboxLetter } from "../mailbox/mailbox.service.ts";
import type { CommissionTaskView } from "../polls/commission-task.service.ts";
import type { EncryptionSeat, PollEncryptionView } from "../polls/encryption.service.ts";
import type { Context } from "../graphql/context.ts";
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** Academic degree of a council member. */
export type AcademicDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/**
 * An answer to one ballot question, encrypted in the member's browser: the server never sees
 * the choice (docs/RECORD.md, «Ballot»).
 */
export type AnswerInput = {
  /** The choice (1 «за», 0 «против») encrypted to `Poll.encryption.publicKey`, with its proof that it is 0 or 1. */
  ballot: EncryptedBallotInput;
  /** The question's `PollQuestion.id` (`award`). */
  questionId: Scalars["ID"]["input"];
};

/** A personal API token of a user, for programs (`Authorization: Bearer dsv_…`). The token itself is shown only once, when created. */
export type ApiToken = {
  __typename?: "ApiToken";
  /** ISO 8601. */
  createdAt: Scalars["String"]["output"];
  /** When it stops working, ISO 8601; null: never. */
  expiresAt: Maybe<Scalars["String"]["output"]>;
  /** Token record id, a decimal string (not the secret). */
  id: Scalars["ID"]["output"];
  /** When it was last used (to the minute), ISO 8601; null: never. */
  lastUsedAt: Maybe<Scalars["String"]["output"]>;
  /** A label chosen when it was created, e.g. the program that uses it. */
  name: Scalars["String"]["output"];
  /** Whether an admin revoked it. */
  revoked: Scalars["Boolean"]["output"];
};

/**
 * What an audit entry records. Each value stands for the name the log stores, which REST
 * (`/api/v1/admin/audit.csv`) writes and filters by: `POLL_KEY_COMPLAINT` is `poll.key.complaint`.
 */
export type AuditAction =
  /** `api_token.create`: an API token issued. */
  | "api_token.create"
  /** `api_token.revoke`: an API token revoked. */
  | "api_token.revoke"
  /** `board.archive`: a council archived. */
  | "board.archive"
  /** `board.create`: a council created. */
  | "board.create"
  /** `board.restore`: a council restored from the archive. */
  | "board.restore"
  /** `board.update`: a council's facts changed. */
  | "board.update"
  /** `defense.archive`: a defense cancelled (archived). */
  | "defense.archive"
  /** `defense.create`: a defense scheduled. */
  | "defense.create"
  /** `defense.restore`: a cancelled defense restored. */
  | "defense.restore"
  /** `defense.update`: a defense's facts changed. */
  | "defense.update"
  /** `member.add_for_defense`: a member added to the council for one defense (дополнительно введенный). */
  | "member.add_for_defense"
  /** `member.archive`: a member taken off the council. */
  | "member.archive"
  /** `member.create`: a member added to a council. */
  | "member.create"
  /** `member.import`: a council's members imported from CSV. */
  | "member.import"
  /** `member.restore`: a member returned to the council. */
  | "member.restore"
  /** `member.update`: a member's facts changed. */
  | "member.update"
  /** `poll.annul`: the vote annulled, with a reason. */
  | "poll.annul"
  /** `poll.close`: the vote closed by the secretary. */
  | "poll.close"
  /** `poll.close.complete`: the vote closed when every member of the roll had voted. */
  | "poll.close.complete"
  /** `poll.close.deadline`: the vote closed by its deadline. */
  | "poll.close.deadline"
  /** `poll.commission`: the счетная комиссия elected. */
  | "poll.commission"
  /** `poll.commission.replace`: one member of the счетная комиссия replaced by another of the roll before the ballot opened. */
  | "poll.commission.replace"
  /** `poll.commission.resend`: the commission's links mailed again. */
  | "poll.commission.resend"
  /** `poll.invites`: invites sent. */
  | "poll.invites"
  /** `poll.key`: the commission's key sealed: every device signed the election's fingerprint. */
  | "poll.key"
  /** `poll.key.complaint`: a commission device's complaint stopped the key ceremony. */
  | "poll.key.complaint"
  /** `poll.key.restart`: the key ceremony started again by the secretary, with a reason. */
  | "poll.key.restart"
  /** `poll.key.spoken`: the secretary recorded that a member of the счетная комиссия said aloud that the election code matched. */
  | "poll.key.spoken"
  /** `poll.open`: the ballot opened (with the sitting's date the secretary confirmed). */
  | "poll.open"
  /** `poll.protocol`: the protocol produced as PDF. */
  | "poll.protocol"
  /** `poll.resend`: new ballot links sent to members who had not voted. */
  | "poll.resend"
  /** `poll.roll`: the явочный лист saved. */
  | "poll.roll"
  /** `poll.tally`: the commission opened the urn: the count decrypted. */
  | "poll.tally"
  /** `user.boards`: a secretary's councils changed. */
  | "user.boards"
  /** `user.create`: an account created by an admin. */
  | "user.create"
  /** `user.disable`: an account disabled. */
  | "user.disable"
  /** `user.enable`: an account enabled. */
  | "user.enable"
  /** `user.password_reset`: a password set anew by a reset link. */
  | "user.password_reset"
  /** `user.register`: a registration confirmed by its link. */
  | "user.register"
  /** `user.roles`: an account's roles changed. */
  | "user.roles"
  /** `user.sessions.end`: an account's sessions ended. */
  | "user.sessions.end";

/** One entry of the audit log: who changed what, when, before and after. Never a ballot choice. */
export type AuditEntry = {
  __typename?: "AuditEntry";
  /** What happened. */
  action: AuditAction;
  /** Who acted: an email, or «система». */
  actor: Scalars["String"]["output"];
  /** The object's fields after the change, as JSON. */
  after: Maybe<Scalars["String"]["output"]>;
  /** When, ISO 8601. */
  at: Scalars["String"]["output"];
  /** The object's fields before the change, as JSON. */
  before: Maybe<Scalars["String"]["output"]>;
  /** The kind of object: board, member, defense, user. */
  entity: Scalars["String"]["output"];
  /** The object's id (a decimal string), if the entry concerns one object. */
  entityId: Maybe<Scalars["String"]["output"]>;
  /** Entry id, a decimal string; ids grow with time. */
  id: Scalars["ID"]["output"];
  /** The object in Russian, e.g. «Защита: Кузнецова А. С., 30.11.2026», «Совет 24.2.327.01»; null for an object no longer found. */
  subject: Maybe<Scalars["String"]["output"]>;
};

/** A page of the audit log, newest first. */
export type AuditPage = {
  __typename?: "AuditPage";
  /** The entries of this page, newest first. */
  items: Array<AuditEntry>;
  /** Entries matching the filters; counted up to the next thousand past this page's end (see totalExact). */
  total: Scalars["Int"]["output"];
  /** false: more than `total` entries match (the count stopped there); a next page exists. */
  totalExact: Scalars["Boolean"]["output"];
};

/** Confirmation that a ballot was stored (after COMMIT): what the member's device keeps to find it in the urn. */
export type BallotReceipt = {
  __typename?: "BallotReceipt";
  /** Always true: a ballot that is not stored is answered with an error instead. */
  accepted: Scalars["Boolean"]["output"];
  /** The urn's head after this ballot, 64 lowercase hex characters (docs/RECORD.md §8). */
  head: Scalars["String"]["output"];
  /** The head's short code, 4 groups of 4 symbols. */
  headCode: Scalars["String"]["output"];
  /** The ballot's place in the election's urn: 1, 2, … */
  position: Scalars["Int"]["output"];
  /** The ballot tracker: base64url SHA-256 of the ciphertext (docs/RECORD.md §7); the member finds it in the urn. */
  tracker: Scalars["String"]["output"];
};

/** A dissertation council (диссертационный совет). */
export type Board = {
  __typename?: "Board";
  /** The date of that order, YYYY-MM-DD. */
  approvedOn: Maybe<Scalars["String"]["output"]>;
  /** The order that approved the composition, e.g. «приказ Минобрнауки России № 1234/нк». */
  approvedOrder: Maybe<Scalars["String"]["output"]>;
  /** Состав утвержден в количестве: the approved size; null when not entered (the quorum then counts the list's members). */
  approvedSize: Maybe<Scalars["Int"]["output"]>;
  /** Whether the council is archived (no new defenses). */
  archived: Scalars["Boolean"]["output"];
  /** Members taken off the list (kept: past defenses refer to them). */
  archivedMembers: Array<BoardMember>;
  /** Council code (шифр), e.g. `24.2.327.01`. */
  code: Scalars["String"]["output"];
  /** Checks of the composition against the regulation (members, doctors per specialty, approved size); empty when all pass. */
  compositionWarnings: Array<CompositionWarning>;
  /** Council id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** Size of the current списочный состав (archived members not counted). */
  memberCount: Scalars["Int"]["output"];
  /** The current списочный состав, ordered: chairman, deputies, secretary, members by name (members added for one defense are not on it). */
  members: Array<BoardMember>;
  /** Council name, e.g. «Диссертационный совет 24.2.327.01». */
  name: Scalars["String"]["output"];
  /** The organization that hosts the council. */
  organization: Scalars["String"]["output"];
  /** The voting rules the council applies. */
  ruleSet: RuleSet;
  /** The ученые секретари who run this council. */
  secretaries: Array<Secretar>;
  /** The specialties the council accepts defenses in: at least one, at most as many as Положение № 1093 allows. */
  specialties: Array<Specialty>;
};

/** A council to create or edit. */
export type BoardInput = {
  /** The date of that order, YYYY-MM-DD. */
  approvedOn?: InputMaybe<Scalars["String"]["input"]>;
  /** The order that approved the composition, up to 300 characters. */
  approvedOrder?: InputMaybe<Scalars["String"]["input"]>;
  /** Состав утвержден в количестве, 1–200; omitted or null: not entered. */
  approvedSize?: InputMaybe<Scalars["Int"]["input"]>;
  /** Council code, e.g. 24.2.327.01 (unique). */
  code: Scalars["String"]["input"];
  /** Council name, 3–300 characters. */
  name: Scalars["String"]["input"];
  /** The host organization, 3–500 characters. */
  organization: Scalars["String"]["input"];
  /** The rule set's code; omitted: 1093 for a new council, unchanged when editing. */
  ruleSetCode?: InputMaybe<Scalars["String"]["input"]>;
  /** Specialties in the current nomenclature: at least one; more than Положение № 1093 allows is BAD_USER_INPUT naming the limit. */
  specialties: Array<SpecialtyInput>;
};

/** A member of a council's списочный состав. */
export type BoardMember = {
  __typename?: "BoardMember";
  /** Academic title (профессор, доцент), if any. */
  academicTitle: Maybe<Scalars["String"]["output"]>;
  /** Whether the member was added to the council for one defense only (дополнительно введенный); such members are not on the списочный состав. */
  addedForDefense: Scalars["Boolean"]["output"];
  /** Whether the member has been taken off the list. */
  archived: Scalars["Boolean"]["output"];
  /** Доктор or кандидат наук; doctors of the defense's specialty count towards the specialty quorum. */
  degree: AcademicDegree;
  /** Degree as written, e.g. «доктор физико-математических наук». */
  degreeTitle: Scalars["String"]["output"];
  /** Email the member's invites go to; lowercase, unique within the council's current list. */
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  /** The ФИО in the genitive («для Лебедева Николая Ивановича»), declined as the protocol and the letters decline names; null when it cannot be declined reliably (a foreign or two-part name): use a wording without the case. */
  fioGenitive: Maybe<Scalars["String"]["output"]>;
  /** Grammatical gender from the patronymic (for «проголосовал» / «проголосовала»); null when it cannot be told. */
  gender: Maybe<Gender>;
  /** Member id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** The member's position on the council. */
  position: MemberPosition;
  /** Specialty code the member represents on the council. */
  specialtyCode: Scalars["String"]["output"];
};

/** A page of councils. */
export type BoardPage = {
  __typename?: "BoardPage";
  /** The councils of this page. */
  items: Array<Board>;
  /** Councils matching the filter; counted up to the next thousand past this page's end (see totalExact). */
  total: Scalars["Int"]["output"];
  /** false: more than `total` councils match (the count stopped there); a next page exists. */
  totalExact: Scalars["Boolean"]["output"];
};

/** Sort keys of the council list. */
export type BoardSort =
  /** By council code (шифр). */
  | "CODE"
  /** By when the council was added to Диссовет. */
  | "CREATED_AT"
  /** By council name. */
  | "NAME"
  /** By host organization. */
  | "ORGANIZATION";

/** The key ceremony as the server relays it: the devices check all of it themselves. */
export type Ceremony = {
  __typename?: "Ceremony";
  /** The manifest it is held for. */
  manifest: ElectionManifest;
  /** The election key once sealed (every seat signed); null before. */
  publicKey: Maybe<Scalars["String"]["output"]>;
  /** The seats 1 … n in order. */
  seats: Array<CeremonySeat>;
};

/** Everything one seat of the commission has posted in the key ceremony; null where not yet. */
export type CeremonySeat = {
  __typename?: "CeremonySeat";
  /** Its complaint about a dealer's share, if it made one. */
  complaint: Maybe<KeyComplaint>;
  /** The seat's dealing. */
  dealing: Maybe<Dealing>;
  /** The device's public key, 64 lowercase hex characters. */
  deviceKey: Maybe<Scalars["String"]["output"]>;
  /** Proof of possession of the device key, binding the nonce commitment. */
  deviceProof: Maybe<ProofPair>;
  /** Its nonce, revealed with the confirmation. */
  nonce: Maybe<Scalars["String"]["output"]>;
  /** The commitment to the device's nonce. */
  nonceCommitment: Maybe<Scalars["String"]["output"]>;
  /** Its answers, as a dealer, to complaints about its shares. */
  reveals: Array<ShareReveal>;
  /** 1, 2, …; the chair is 1. */
  seat: Scalars["Int"]["output"];
  /** Its signature on the fingerprint, once its member confirmed the code. */
  signature: Maybe<ProofPair>;
  /** g^(its share): its confirmation that every share it received passed. */
  verificationKey: Maybe<Scalars["String"]["output"]>;
};

/** A ballot choice. */
export type Choice =
  /** «Против». */
  | "AGAINST"
  /** «За». */
  | "FOR";

/** An exponential ElGamal ciphertext over ristretto255 (docs/RECORD.md). */
export type Ciphertext = {
  __typename?: "Ciphertext";
  /** g^r, 64 lowercase hex characters. */
  alpha: Scalars["String"]["output"];
  /** g^m · publicKey^r, 64 lowercase hex characters. */
  beta: Scalars["String"]["output"];
};

/** One seat of the счетная комиссия in the key ceremony and the opening of the urn. */
export type CommissionSeat = {
  __typename?: "CommissionSeat";
  /**
   * When the secretary recorded that the member said aloud that the code matched
   * (`recordCodeConfirmation`), ISO 8601; null before. What the device reports is `stage`.
   */
  codeConfirmedAt: Maybe<Scalars["String"]["output"]>;
  /** Whether the member's device has posted its partial decryption of the count. */
  decrypted: Scalars["Boolean"]["output"];
  /** Delivery of the member's commission link. */
  delivery: InviteDelivery;
  /** The commission member. */
  member: BoardMember;
  /** 1, 2, …; the chair is 1. */
  seat: Scalars["Int"]["output"];
  /** The last delivery error, if the last attempt failed. */
  sendError: Maybe<Scalars["String"]["output"]>;
  /** Where the member's device is in the key ceremony. */
  stage: TrusteeStage;
};

/**
 * What a commission member's device sees behind their personal link: the key ceremony as the
 * server relays it (the device checks all of it), and the poll's state. After the close the device
 * reads the public election record (`electionRecord`) and decrypts its part of the count.
 */
export type CommissionTask = {
  __typename?: "CommissionTask";
  /** The ceremony; null while no commission is seated for the poll. */
  ceremony: Maybe<Ceremony>;
  /** Whether this seat's partial decryption has been accepted. */
  decrypted: Scalars["Boolean"]["output"];
  /** The defense voted on. */
  defense: PollDefense;
  /** The election id of the manifest; it changes when the ceremony starts again. */
  electionId: Scalars["ID"]["output"];
  /** The member's name, e.g. «Иванов И. И.». */
  memberName: Scalars["String"]["output"];
  /** This member's seat (1 is the chair). */
  seat: Scalars["Int"]["output"];
  /** The vote's state. */
  status: PollStatus;
  /** Whether the count has been decrypted. */
  tallied: Scalars["Boolean"]["output"];
};

/** A check of the council's composition against the regulation, shown as a warning on the council's page. */
export type CompositionWarning = {
  __typename?: "CompositionWarning";
  /** What is wrong, in Russian. */
  message: Scalars["String"]["output"];
  /** The rule's source (and whether its text was verified), in Russian. */
  source: Scalars["String"]["output"];
};

/**
 * Протокол счетной комиссии of a closed vote, with the fields the regulation lists. Its numbers
 * come from the same tally as resultPolls.
 */
export type CountingProtocol = {
  __typename?: "CountingProtocol";
  /** Members added to the council for this defense. */
  addedForDefense: Scalars["Int"]["output"];
  /** Состав совета утвержден в количестве: the approved size, frozen when the ballot opened. */
  approvedSize: Scalars["Int"]["output"];
  /** Ballots issued: one per participant. */
  ballotsIssued: Scalars["Int"]["output"];
  /** Ballots returned: the ballots cast. */
  ballotsReturned: Scalars["Int"]["output"];
  /** Ballots not issued: the list (approved size plus members added) less those issued. */
  ballotsUnissued: Scalars["Int"]["output"];
  /** Council code (шифр). */
  boardCode: Scalars["String"]["output"];
  /** Council name. */
  boardName: Scalars["String"]["output"];
  /** Соискатель: full name (ФИО). */
  candidate: Scalars["String"]["output"];
  /** When the poll was closed, ISO 8601. */
  closedAt: Scalars["String"]["output"];
  /** The счетная комиссия (participants, at least the minimum `setCountingCommission` enforces), its chair first. */
  commission: Array<BoardMember>;
  /** The decision of the vote. */
  decision: Decision;
  /** Date and time the sitting was scheduled for, ISO 8601. */
  defenseAt: Scalars["String"]["output"];
  /** The degree the thesis was defended for. */
  degree: DefenseDegree;
  /** The protocol as one document, the same fields in the same order as the print page and the PDF render it. */
  document: ProtocolDocument;
  /** The decision explained in Russian, as in ResultPolls.explanation. */
  explanation: Scalars["String"]["output"];
  /** An electronic ballot cannot be spoiled: always 0. */
  invalid: Scalars["Int"]["output"];
  /** The organization that hosts the council. */
  organization: Scalars["String"]["output"];
  /** Where to download the PDF (an /api/v1 path; same session). */
  pdfPath: Scalars["String"]["output"];
  /** Where the sitting took place, if given. */
  place: Maybe<Scalars["String"]["output"]>;
  /** Members present (participants). */
  present: Scalars["Int"]["output"];
  /** Of them, doctors of science of the defense's specialty. */
  presentSpecialtyDoctors: Scalars["Int"]["output"];
  /** Отрасль науки, e.g. «физико-математических наук». */
  scienceBranch: Scalars["String"]["output"];
  /** The day the vote was held (its ballot opened), YYYY-MM-DD in the council's time zone: the protocol is dated by it. */
  sittingDate: Scalars["String"]["output"];
  /** The specialty of the thesis. */
  specialty: Specialty;
  /** Ballots «против». */
  votesAgainst: Scalars["Int"]["output"];
  /** Ballots «за». */
  votesFor: Scalars["Int"]["output"];
};

/** A seat's dealing in the key ceremony (docs/RECORD.md §6). */
export type Dealing = {
  __typename?: "Dealing";
  /** Feldman commitments g^(a_k), k = 0 … threshold − 1. */
  commitments: Array<Scalars["String"]["output"]>;
  /** Proof of knowledge of a_0. */
  proof: ProofPair;
  /** One encrypted share per seat, seats 1 … n in order (the dealer's own included). */
  shares: Array<EncryptedShare>;
  /** Schnorr signature of the dealer's device key on the rest of the dealing (docs/RECORD.md §6.2). */
  signature: ProofPair;
};

/** A seat's dealing (docs/RECORD.md §6). */
export type DealingInput = {
  /** Feldman commitments g^(a_k), k = 0 … threshold − 1. */
  commitments: Array<Scalars["String"]["input"]>;
  /** Proof of knowledge of a_0. */
  proof: ProofInput;
  /** One encrypted share per seat, seats 1 … n in order (including the dealer's own). */
  shares: Array<EncryptedShareInput>;
  /** Schnorr signature of the dealer's device key on the rest of the dealing (docs/RECORD.md §6.2). */
  signature: ProofInput;
};

/** The outcome of a closed vote. */
export type Decision =
  /** Fewer than that voted «за». */
  | "NEGATIVE"
  /** The sitting had no quorum, so there is no decision. */
  | "NO_QUORUM"
  /** At least the rule set's share (`RuleSet.decisionNum` / `decisionDen`) of the participants voted «за». */
  | "POSITIVE";

/** A thesis defense (защита диссертации). */
export type Defense = {
  __typename?: "Defense";
  /** Members added to the council for this defense only (дополнительно введенные), current ones. */
  addedMembers: Array<BoardMember>;
  /** Whether the defense has been archived (cancelled). */
  archived: Scalars["Boolean"]["output"];
  /** The council that holds the defense. */
  board: Board;
  /** Соискатель: full name of the candidate. */
  candidate: Scalars["String"]["output"];
  /** The board member who is the соискатель, if any: they cannot take part in the vote. */
  candidateMember: Maybe<BoardMember>;
  /** The счетная комиссия elected for the current vote (members of its roll), in the order chosen: the first is its chair. */
  commission: Array<BoardMember>;
  /** Date and time of the sitting, ISO 8601. */
  defenseAt: Scalars["String"]["output"];
  /** The degree the thesis is defended for. */
  degree: DefenseDegree;
  /** The key ceremony and the opening of the urn of the current vote; null before a commission is elected. */
  encryption: Maybe<PollEncryption>;
  /** Defense id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** One entry per invited member: delivery and whether they have voted, never how. */
  invites: Array<PollInvite>;
  /** Ведущая организация, if given. */
  leadingOrganization: Maybe<Scalars["String"]["output"]>;
  /** Official opponents. */
  opponents: Array<Scalars["String"]["output"]>;
  /** Where the sitting takes place, if given. */
  place: Maybe<Scalars["String"]["output"]>;
  /** Every round of this defense's vote, oldest first; the last is the one resultPolls describes. */
  pollHistory: Array<PollRound>;
  /** The протокол счетной комиссии; null until the poll is closed and its count decrypted. */
  protocol: Maybe<CountingProtocol>;
  /** The secret vote's turnout and, once the poll is closed, its tally. */
  resultPolls: ResultPolls;
  /** The явочный лист of the current vote: the members taking part, as they were when the ballot opened (while DRAFT: as they are now). */
  roll: Array<RollEntry>;
  /** Отрасль науки, e.g. «физико-математических наук». */
  scienceBranch: Scalars["String"]["output"];
  /** The specialty of the thesis, one of the council's. */
  specialty: Specialty;
  /** Тема диссертации. */
  thesisTitle: Scalars["String"]["output"];
  /** Voting keys the devices of the current roll's members have registered (valid ones): those registered before the commission is seated enter the election's code. 0 before a roll. */
  votingKeys: Scalars["Int"]["output"];
};

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/** A defense to schedule or edit. */
export type DefenseInput = {
  /** The council: one you may manage (admin: any; secretary: their own) and not archived; BAD_USER_INPUT on `boardId` otherwise. */
  boardId: Scalars["ID"]["input"];
  /** Соискатель, full name. */
  candidate: Scalars["String"]["input"];
  /** The council member who is the соискатель, if any. */
  candidateMemberId?: InputMaybe<Scalars["ID"]["input"]>;
  /** Date and time, ISO 8601; in the future when scheduled. */
  defenseAt: Scalars["String"]["input"];
  /** The degree the thesis is defended for; it sets the specialty quorum. */
  degree: DefenseDegree;
  /** Ведущая организация, up to 500 characters; empty or null: not given. */
  leadingOrganization?: InputMaybe<Scalars["String"]["input"]>;
  /** Official opponents (up to 4). */
  opponents?: InputMaybe<Array<Scalars["String"]["input"]>>;
  /** Where the sitting takes place, up to 300 characters; empty or null: not given. */
  place?: InputMaybe<Scalars["String"]["input"]>;
  /** Отрасль науки, e.g. «технических наук». */
  scienceBranch: Scalars["String"]["input"];
  /** One of the council's specialties. */
  specialtyCode: Scalars["String"]["input"];
  /** Optional: the council's name for the specialty (Board.specialties) is used; a different one is refused (BAD_USER_INPUT). */
  specialtyName?: InputMaybe<Scalars["String"]["input"]>;
  /** Тема диссертации, 10–1000 characters. */
  thesisTitle: Scalars["String"]["input"];
};

/** A page of defenses. */
export type DefensePage = {
  __typename?: "DefensePage";
  /** The defenses of this page. */
  items: Array<Defense>;
  /** Defenses matching the filters; counted up to the next thousand past this page's end (see totalExact). */
  total: Scalars["Int"]["output"];
  /** false: more than `total` defenses match (the count stopped there); a next page exists. */
  totalExact: Scalars["Boolean"]["output"];
};

/** Sort keys of the defense list. */
export type DefenseSort =
  /** By the council's code (шифр). */
  | "BOARD_CODE"
  /** By the соискатель's ФИО. */
  | "CANDIDATE"
  /** By when the defense was scheduled in Диссовет. */
  | "CREATED_AT"
  /** By date and time of the sitting. */
  | "DEFENSE_AT";

/** One letter of the demo mailbox. */
export type DemoLetter = {
  __typename?: "DemoLetter";
  /** The file's name. */
  id: Scalars["ID"]["output"];
  /** The links in the letter: the voting link, a confirmation or reset link. */
  links: Array<Scalars["String"]["output"]>;
  /** When it was written, ISO 8601. */
  sentAt: Scalars["String"]["output"];
  /** The subject. */
  subject: Scalars["String"]["output"];
  /** The plain-text body. */
  text: Scalars["String"]["output"];
  /** The recipient. */
  to: Scalars["String"]["output"];
};

/** The letters the app wrote to `DATA_DIR/mail` (demo mode), for walking the flow in one browser. */
export type DemoMailbox = {
  __typename?: "DemoMailbox";
  /** false: mail goes to an SMTP server (or production): there is nothing to show. */
  enabled: Scalars["Boolean"]["output"];
  /** Up to 200 letters, newest first. */
  letters: Array<DemoLetter>;
};

/** Who is at fault in a key ceremony's dispute. */
export type DisputeVerdict =
  /** The share was right: the complaint was false. */
  | "COMPLAINER"
  /** The dealer's share was wrong, or its answer did not fit. */
  | "DEALER"
  /** The accused dealer has not answered yet. */
  | "PENDING";

/**
 * A sealed election (docs/RECORD.md §5–§7): what a voter's browser checks before it encrypts, and the
 * first part of the election record.
 */
export type Election = {
  __typename?: "Election";
  /** The key ceremony, seat 1 first, with every seat's signature on the fingerprint. */
  ceremony: Array<RecordSeat>;
  /** The fingerprint's short code, 4 groups of 4 symbols, read out and compared at the sitting. */
  code: Scalars["String"]["output"];
  /** H_E, 64 lowercase hex characters: every ballot's proof is bound to it. */
  fingerprint: Scalars["String"]["output"];
  /** The manifest. */
  manifest: ElectionManifest;
  /** The election key: the sum of the seats' first commitments. */
  publicKey: Scalars["String"]["output"];
};

/**
 * What is voted on and by whom, fixed when the счетная комиссия is seated (docs/RECORD.md §5): its
 * digest starts every proof of the key ceremony, and the election's fingerprint covers it.
 */
export type ElectionManifest = {
  __typename?: "ElectionManifest";
  /** The счетная комиссия, seat 1 (the chair) first: full names, each on the roll. */
  commission: Array<Scalars["String"]["output"]>;
  /** The council. */
  council: ManifestCouncil;
  /** The public voting credentials the members' devices registered before the commission was seated, ascending, not tied to roll lines (docs/RECORD.md §5.3); their number is read aloud with the code. */
  credentials: Array<Scalars["String"]["output"]>;
  /** The defense. */
  defense: ManifestDefense;
  /** A fresh lowercase UUID per key ceremony. */
  electionId: Scalars["ID"]["output"];
  /** Always `dissovet-manifest/3`. */
  format: Scalars["String"]["output"];
  /** Always `ristretto255`. */
  group: Scalars["String"]["output"];
  /** The ballot's question, exactly as every ballot shows it. */
  question: Scalars["String"]["output"];
  /** The явочный лист: members' full names in roll order, no name twice; each may cast one ballot. */
  roll: Array<Scalars["String"]["output"]>;
  /** The round of the defense's vote. */
  round: Scalars["Int"]["output"];
  /** Partial decryptions needed to open the count, as the rule gives for the commission's size. */
  threshold: Scalars["Int"]["output"];
  /** The threshold rule's `name/version`, e.g. `majority/1`. */
  thresholdRule: Scalars["String"]["output"];
};

/**
 * The public record of one election (docs/RECORD.md, format `dissovet-record/3`): the same for
 * everyone at one address, so that anyone can check the count (`npm run verify-record`).
 */
export type ElectionRecord = {
  __typename?: "ElectionRecord";
  /** The urn: its ballots in the order they were accepted. */
  ballots: Array<EncryptedBallot>;
  /** The key ceremony, seat 1 first. */
  ceremony: Array<RecordSeat>;
  /** H_E's short code. */
  code: Scalars["String"]["output"];
  /** After the close: the voters' signed confirmations that their ballot is in this urn, ascending by credential. */
  confirmations: Array<VoterConfirmation>;
  /** H_E. */
  fingerprint: Scalars["String"]["output"];
  /** Always `dissovet-record/3`. */
  format: Scalars["String"]["output"];
  /** The urn's head after the last ballot, 64 lowercase hex characters. */
  head: Scalars["String"]["output"];
  /** The head's short code, read out at the close and printed on the protocol. */
  headCode: Scalars["String"]["output"];
  /** Voting credentials registered after the manifest was fixed (a member who opened the link late, or replaced the key), ascending. */
  lateCredentials: Array<Scalars["String"]["output"]>;
  /** The manifest. */
  manifest: ElectionManifest;
  /** The commission's partial decryptions of the tally, each with its proof. */
  partialDecryptions: Array<PartialDecryption>;
  /** The election key. */
  publicKey: Scalars["String"]["output"];
  /** The decrypted count; null until enough of the commission has decrypted. */
  result: Maybe<RecordResult>;
  /** Credentials of the manifest replaced from another device since, ascending: none may sign a ballot. */
  revokedCredentials: Array<Scalars["String"]["output"]>;
  /** Audited ballots the voters published, each checkable (never cast). */
  spoiled: Array<SpoiledBallot>;
  /** The homomorphic sum of the ballots; null while the election is open. */
  tally: Maybe<Ciphertext>;
  /** Whether each member of the manifest's roll cast a ballot (never how), in roll order. */
  voted: Array<Scalars["Boolean"]["output"]>;
};

/** An encrypted ballot as stored and published in the election record. */
export type EncryptedBallot = {
  __typename?: "EncryptedBallot";
  /** g^r, 64 lowercase hex characters. */
  alpha: Scalars["String"]["output"];
  /** g^choice · publicKey^r, 64 lowercase hex characters. */
  beta: Scalars["String"]["output"];
  /** The public voting credential that signed it (one of the manifest's or a late one, never a revoked one). */
  credential: Scalars["String"]["output"];
  /** The disjunctive proof that the ciphertext holds 0 or 1: the pair for 0, then for 1. */
  proof: Array<ProofPair>;
  /** Schnorr signature with that credential over H_E and the whole ballot (docs/RECORD.md §8.1). */
  signature: ProofPair;
};

/** An encrypted ballot as the member's browser sends it (docs/RECORD.md §8.1), signed with the member's voting credential. */
export type EncryptedBallotInput = {
  /** g^r: a ristretto255 point, 64 lowercase hex characters. */
  alpha: Scalars["String"]["input"];
  /** g^choice · publicKey^r: a ristretto255 point, 64 lowercase hex characters. */
  beta: Scalars["String"]["input"];
  /** The member's public voting credential (`Poll.credential`): the ballot is refused under any other. */
  credential: Scalars["String"]["input"];
  /** The disjunctive proof: exactly two pairs, for choice 0 and for choice 1. */
  proof: Array<ProofInput>;
  /** Schnorr signature with the private credential over H_E and the whole ballot. */
  signature: ProofInput;
};

/** A share of the key encrypted to one device (docs/RECORD.md §6). */
export type EncryptedShare = {
  __typename?: "EncryptedShare";
  /** g^e, 64 lowercase hex characters. */
  ephemeral: Scalars["String"]["output"];
  /** The recipient's seat. */
  to: Scalars["Int"]["output"];
  /** The share plus the pad, a scalar, 64 lowercase hex characters. */
  value: Scalars["String"]["output"];
};

/** A share of the key encrypted to one device. */
export type EncryptedShareInput = {
  /** g^e, 64 lowercase hex characters. */
  ephemeral: Scalars["String"]["input"];
  /** The recipient's seat. */
  to: Scalars["Int"]["input"];
  /** The share plus the pad, 64 lowercase hex characters. */
  value: Scalars["String"]["input"];
};

/** Grammatical gender of a person, as Russian agreement needs it. */
export type Gender =
  /** Женский. */
  | "FEMALE"
  /** Мужской. */
  | "MALE";

/** Delivery state of an invite email. */
export type InviteDelivery =
  /** Ошибка: the last attempt failed (see sendError); it is retried with backoff. */
  | "FAILED"
  /** В очереди: waiting for the mail worker. */
  | "QUEUED"
  /** Отправлено: the mail server accepted it. */
  | "SENT";

/** A seat's signed complaint that the share dealt to it by `dealer` failed its check. */
export type KeyComplaint = {
  __typename?: "KeyComplaint";
  /** The accused dealer's seat. */
  dealer: Scalars["Int"]["output"];
  /** Schnorr signature with the complaining device's key (docs/RECORD.md §6). */
  signature: ProofPair;
};

/** A complaint in the key ceremony and who was at fault, as anyone can check it. */
export type KeyDispute = {
  __typename?: "KeyDispute";
  /** The complaining seat. */
  complainer: Scalars["Int"]["output"];
  /** The accused dealer's seat. */
  dealer: Scalars["Int"]["output"];
  /** PENDING until the dealer answers; then DEALER (the share was wrong) or COMPLAINER (the complaint was false). */
  verdict: DisputeVerdict;
};

/** Participants against the share of the списочный состав the rule set requires. */
export type ListQuorum = {
  __typename?: "ListQuorum";
  /** The list the quorum counts from: the approved size plus the members added for the defense (frozen when the ballot opens). */
  listSize: Scalars["Int"]["output"];
  /** Whether present × listQuorumDen ≥ listSize × listQuorumNum (integer arithmetic). */
  met: Scalars["Boolean"]["output"];
  /** Members taking part (the participants). */
  present: Scalars["Int"]["output"];
  /** Participants required: ceil(listSize × listQuorumNum / listQuorumDen). */
  required: Scalars["Int"]["output"];
};

/** The council as the manifest names it. */
export type ManifestCouncil = {
  __typename?: "ManifestCouncil";
  /** Council code (шифр). */
  code: Scalars["String"]["output"];
  /** Council name. */
  name: Scalars["String"]["output"];
  /** The organization that hosts the council. */
  organization: Scalars["String"]["output"];
};

/** The defense as the manifest names it. */
export type ManifestDefense = {
  __typename?: "ManifestDefense";
  /** Соискатель: full name (ФИО). */
  candidate: Scalars["String"]["output"];
  /** The degree the thesis is defended for. */
  degree: DefenseDegree;
  /** Defense id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** Отрасль науки in the genitive, e.g. «технических наук». */
  scienceBranch: Scalars["String"]["output"];
  /** The specialty of the thesis. */
  specialty: Specialty;
  /** Тема диссертации. */
  thesisTitle: Scalars["String"]["output"];
};

/** A members file as it would be imported: nothing is written. */
export type MemberImportPreview = {
  __typename?: "MemberImportPreview";
  /** The delimiter detected: `,` or `;`. */
  delimiter: Scalars["String"]["output"];
  /** The encoding detected: `UTF-8` or `Windows-1251`. */
  encoding: Scalars["String"]["output"];
  /** Rows with an error; importMembers writes nothing while this is above 0. */
  errorCount: Scalars["Int"]["output"];
  /** Every data row, in file order. */
  rows: Array<MemberImportRow>;
};

/** One data row of a members file. */
export type MemberImportRow = {
  __typename?: "MemberImportRow";
  /** Email as written in the file. */
  email: Scalars["String"]["output"];
  /** Why the row cannot be imported; null when it can. */
  error: Maybe<Scalars["String"]["output"]>;
  /** ФИО as written in the file. */
  fio: Scalars["String"]["output"];
  /** Line in the file (the header is line 1). */
  line: Scalars["Int"]["output"];
};

/** A council member to add or edit. */
export type MemberInput = {
  /** Academic title (профессор, доцент), up to 100 characters; empty or null: none. */
  academicTitle?: InputMaybe<Scalars["String"]["input"]>;
  /** Доктор or кандидат наук. */
  degree: AcademicDegree;
  /** Degree as written, e.g. «доктор технических наук». */
  degreeTitle: Scalars["String"]["input"];
  /** Unique within the council's current list. */
  email: Scalars["String"]["input"];
  /** Full name (ФИО), 5–200 characters: letters, spaces, hyphens, dots, apostrophes. */
  fio: Scalars["String"]["input"];
  /** The member's position on the council. */
  position: MemberPosition;
  /** Specialty code the member represents, e.g. `1.2.2`. */
  specialtyCode: Scalars["String"]["input"];
};

/** Position of a member within the council. */
export type MemberPosition =
  /** Председатель совета. */
  | "CHAIRMAN"
  /** Заместитель председателя. */
  | "DEPUTY_CHAIRMAN"
  /** Член совета. */
  | "MEMBER"
  /** Ученый секретарь (a position on the list; the SECRETAR role is a separate user account). */
  | "SECRETARY";

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type Mutation = {
  __typename?: "Mutation";
  /** Adds a member to the council for this one defense (дополнительно введенный), within the rule set's limit. */
  addDefenseMember: BoardMember;
  /** Adds a member to a council's list (admin, or the council's secretary). */
  addMember: BoardMember;
  /** Records the vote as annulled with a reason (kept, not deleted). Open links stop working. */
  annulPoll: Defense;
  /** Answers complaints about this seat's shares with each share and its encryption nonce, so anyone can tell who was at fault. */
  answerComplaints: CommissionTask;
  /** Archives a council (or restores it with archived: false); its history stays. */
  archiveBoard: Board;
  /** Archives (cancels) a defense, or restores it with archived: false. */
  archiveDefense: Defense;
  /** Takes a member off the list (or back with archived: false); past defenses keep them. */
  archiveMember: BoardMember;
  /** Closes the defense's poll: no more ballots; the tally becomes visible. A closed poll cannot reopen. */
  closePoll: Defense;
  /** After the close: the voter's signed word that their ballot is in the final urn. Answers how many voters have confirmed it. */
  confirmBallotFound: VoterConfirmations;
  /** Confirms that every share this seat received matched its dealer's commitments, and reveals the device's nonce. */
  confirmKeyShare: CommissionTask;
  /** Creates the account of a registration link (from the letter); the link works once. */
  confirmRegistration: User;
  /** Creates a personal API token acting with the user's roles; `expiresAt` (ISO 8601) is optional. */
  createApiToken: NewApiToken;
  /** Creates a council. */
  createBoard: Board;
  /** Schedules a defense (admin, or the council's secretary). */
  createDefense: Defense;
  /** Creates an account with roles and, for a secretary, councils. */
  createUser: UserAccount;
  /** Ends every session of an account at once (it must sign in again); its API tokens are untouched. */
  endUserSessions: UserAccount;
  /** Complains, signed by the device, that the share dealt to this seat by `dealer` failed its check: the ceremony stops until the secretary restarts it. */
  fileComplaint: CommissionTask;
  /** Imports every row of a members file in one transaction, or nothing if any row is bad. */
  importMembers: Array<BoardMember>;
  /** Signs in with email and password; sets the session cookie. */
  login: User;
  /** Ends the current session. Always true. */
  logout: Scalars["Boolean"]["output"];
  /** Checks a members file (CSV, base64; UTF-8 or Windows-1251; `,` or `;`) row by row. Writes nothing. */
  previewMemberImport: MemberImportPreview;
  /** Publishes an audited (spoiled) ballot in the election's record: never cast, checkable by anyone. */
  publishSpoiledBallot: Scalars["Boolean"]["output"];
  /**
   * Records that a member of the счетная комиссия said aloud at the sitting that the election code
   * on their device matched the one the chair read out. Only for a seat whose device reported
   * signing the current code; the ballot opens only once every seat's is recorded. Audited
   * (`poll.key.spoken`); printed in the protocol.
   */
  recordCodeConfirmation: Defense;
  /**
   * Starts a registration: mails the address a 24-hour link that creates the account (a plain
   * one, no role) when opened, or, if the address has an account, a «вы уже зарегистрированы»
   * letter. Answers the same in both cases. Does not sign in.
   */
  register: RegistrationReceipt;
  /** Registers a commission member's device key and nonce commitment for the key ceremony (once per seat and manifest). */
  registerCommissionDevice: CommissionTask;
  /** Registers the public voting credential the member's device drew on opening the link (docs/RECORD.md §5.3); the private one never leaves the device. Answers the member's poll. */
  registerVotingCredential: Poll;
  /**
   * Replaces one member of the счетная комиссия before the ballot opens (one who has not come,
   * or whose device cannot take part): the replacement, a member of the явочный лист, takes the
   * same seat and is mailed a link; the replaced member's link stops working. The key ceremony
   * starts again for the new commission: the other members keep their links, and their open
   * pages carry on into it by themselves. Audited (`poll.commission.replace`).
   */
  replaceCommissionMember: Defense;
  /** Mails a one-hour password-reset link to an account's address; answers true whether or not the address has an account. */
  requestPasswordReset: Scalars["Boolean"]["output"];
  /** Sends commission members their links again (a fresh link; the ceremony's progress is kept). */
  resendCommissionLinks: Defense;
  /**
   * Mails a new link to the given participants, or to every participant who has not voted when
   * `memberIds` is omitted. The links a member already holds keep working until the member votes
   * by any one of them (one ballot per member, whichever link), unless `revokeOld` is true. A
   * member whose invite letter is still queued gets no second letter: named in `memberIds`, the
   * call is refused (CONFLICT, naming them); without `memberIds` they are left out, and the call
   * is refused only when nobody else is left.
   */
  resendInvites: Defense;
  /** Sets a new password by a reset link (once, within the hour); every session of the account ends. */
  resetPassword: Scalars["Boolean"]["output"];
  /**
   * Starts the commission's key ceremony again: a new manifest and election id, every device
   * starting over with its link kept. After a complaint that stopped it, a code the sitting found
   * different, or a change of the defense's facts or the roll. Never automatic; audited with its reason.
   */
  restartKeyCeremony: Defense;
  /** Revokes an API token: it stops working at once. */
  revokeApiToken: ApiToken;
  /**
   * Opens the ballot and invites the roll. Before the ballot opens the selected members join the
   * roll, and the ballot opens only if the sitting is valid (list and specialty quorum of the
   * roll) and its счетная комиссия is elected (CONFLICT otherwise, naming what is missing); every
   * member of the roll then gets an invite email. While it is open, a member of the roll who has
   * not voted gets another letter with a new link (the links sent before keep working until the
   * member votes by any one of them); a member not on the roll is refused (CONFLICT): the roll is
   * part of the fingerprint the commission signed. `deadline` (ISO 8601, in the future) is set or moved.
   * The protocol is dated by the day the ballot opens: when that is not the day the defense was
   * scheduled for, the ballot opens only with `sittingDate`, the secretary's confirmation of it
   * (CONFLICT otherwise, naming both days).
   */
  sendInvites: Defense;
  /** Elects the счетная комиссия before the ballot opens: members of the roll, the first listed being its chair. */
  setCountingCommission: Defense;
  /**
   * Sets the явочный лист of the defense's sitting: the members present who will vote. Only
   * before the ballot opens; after an annulled vote it starts a new round. The quorum computed
   * from it is in resultPolls at once.
   */
  setRoll: Defense;
  /** Sets the councils a secretary runs. */
  setSecretarBoards: UserAccount;
  /** Disables an account (every session ends at once), or re-enables it. */
  setUserDisabled: UserAccount;
  /** Sets an account's roles; taking SECRETAR away also takes its councils. */
  setUserRoles: UserAccount;
  /** Signs the election's fingerprint, once the member confirmed its code equals the one read out at the sitting; with every seat's signature the key is sealed. */
  signElection: CommissionTask;
  /** Casts the member's secret ballot, signed with the member's voting credential. A token votes once. */
  submitBallot: BallotReceipt;
  /** Posts a commission member's dealing: Feldman commitments and a share for every seat, each encrypted to that seat's device. */
  submitDealing: CommissionTask;
  /** Posts this seat's partial decryption of the tally after close; the count opens when a majority has. */
  submitPartialDecryption: CommissionTask;
  /** Edits a council. */
  updateBoard: Board;
  /** Edits a defense. What the question is made of (council, соискатель, degree, отрасль науки, specialty) cannot change while a ballot is open or after it closed; nothing changes after it closed; annul the vote to correct it. */
  updateDefense: Defense;
  /** Edits a member (admin, or the council's secretary). */
  updateMember: BoardMember;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationAddDefenseMemberArgs = {
  defenseId: Scalars["ID"]["input"];
  input: MemberInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationAddMemberArgs = {
  boardId: Scalars["ID"]["input"];
  input: MemberInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationAnnulPollArgs = {
  defenseId: Scalars["ID"]["input"];
  reason: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationAnswerComplaintsArgs = {
  reveals: Array<ShareRevealInput>;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationArchiveBoardArgs = {
  archived?: InputMaybe<Scalars["Boolean"]["input"]>;
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationArchiveDefenseArgs = {
  archived?: InputMaybe<Scalars["Boolean"]["input"]>;
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationArchiveMemberArgs = {
  archived?: InputMaybe<Scalars["Boolean"]["input"]>;
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationClosePollArgs = {
  defenseId: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationConfirmBallotFoundArgs = {
  signature: ProofInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationConfirmKeyShareArgs = {
  nonce: Scalars["String"]["input"];
  token: Scalars["String"]["input"];
  verificationKey: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationConfirmRegistrationArgs = {
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationCreateApiTokenArgs = {
  expiresAt?: InputMaybe<Scalars["String"]["input"]>;
  name: Scalars["String"]["input"];
  userId: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationCreateBoardArgs = {
  input: BoardInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationCreateDefenseArgs = {
  input: DefenseInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationCreateUserArgs = {
  input: UserInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationEndUserSessionsArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationFileComplaintArgs = {
  dealer: Scalars["Int"]["input"];
  signature: ProofInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationImportMembersArgs = {
  boardId: Scalars["ID"]["input"];
  file: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationLoginArgs = {
  email: Scalars["String"]["input"];
  password: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationPreviewMemberImportArgs = {
  boardId: Scalars["ID"]["input"];
  file: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationPublishSpoiledBallotArgs = {
  ballot: SpoiledBallotInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRecordCodeConfirmationArgs = {
  defenseId: Scalars["ID"]["input"];
  memberId: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRegisterCommissionDeviceArgs = {
  nonceCommitment: Scalars["String"]["input"];
  proof: ProofInput;
  publicKey: Scalars["String"]["input"];
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRegisterVotingCredentialArgs = {
  credential: Scalars["String"]["input"];
  replace?: InputMaybe<Scalars["Boolean"]["input"]>;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationReplaceCommissionMemberArgs = {
  defenseId: Scalars["ID"]["input"];
  memberId: Scalars["ID"]["input"];
  replacementId: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationResendCommissionLinksArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds?: InputMaybe<Array<Scalars["ID"]["input"]>>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationResendInvitesArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds?: InputMaybe<Array<Scalars["ID"]["input"]>>;
  revokeOld?: InputMaybe<Scalars["Boolean"]["input"]>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationResetPasswordArgs = {
  password: Scalars["String"]["input"];
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRestartKeyCeremonyArgs = {
  defenseId: Scalars["ID"]["input"];
  reason: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationRevokeApiTokenArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSendInvitesArgs = {
  deadline?: InputMaybe<Scalars["String"]["input"]>;
  defenseId: Scalars["ID"]["input"];
  memberIds: Array<Scalars["ID"]["input"]>;
  sittingDate?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSetCountingCommissionArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds: Array<Scalars["ID"]["input"]>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSetRollArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds: Array<Scalars["ID"]["input"]>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSetSecretarBoardsArgs = {
  boardIds: Array<Scalars["ID"]["input"]>;
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSetUserDisabledArgs = {
  disabled: Scalars["Boolean"]["input"];
  id: Scalars["ID"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSetUserRolesArgs = {
  id: Scalars["ID"]["input"];
  roles: Array<Role>;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSignElectionArgs = {
  signature: ProofInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSubmitBallotArgs = {
  answers: Array<AnswerInput>;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSubmitDealingArgs = {
  dealing: DealingInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationSubmitPartialDecryptionArgs = {
  factor: Scalars["String"]["input"];
  proof: ProofInput;
  token: Scalars["String"]["input"];
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationUpdateBoardArgs = {
  id: Scalars["ID"]["input"];
  input: BoardInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationUpdateDefenseArgs = {
  id: Scalars["ID"]["input"];
  input: DefenseInput;
};

/**
 * Write operations. Invalid input answers BAD_USER_INPUT, usually with `extensions.fields` mapping
 * each offending input field or argument to a Russian message; a clash with existing data or with
 * the vote's state answers CONFLICT. The id of the object acted on answers NOT_FOUND when it is
 * malformed or names nothing the caller may change; ids inside lists and inputs answer BAD_USER_INPUT.
 */
export type MutationUpdateMemberArgs = {
  id: Scalars["ID"]["input"];
  input: MemberInput;
};

/** A new API token: the secret (shown this once; stored only as a hash) and its record. */
export type NewApiToken = {
  __typename?: "NewApiToken";
  /** The token's record, as `UserAccount.apiTokens` lists it. */
  apiToken: ApiToken;
  /** The bearer token, `dsv_` + 43 characters. Copy it now: it cannot be shown again. */
  token: Scalars["String"]["output"];
};

/** Where a defense's vote stands after an annulled round, for one member. */
export type NewRound =
  /** A new vote has this member on its roll: its link came in a new letter. */
  | "INVITED"
  /** No new vote has been prepared yet. */
  | "NONE"
  /** A new vote is being prepared, without this member on its roll so far. */
  | "PREPARED";

/** A partial decryption of the tally by one seat of the commission. */
export type PartialDecryption = {
  __typename?: "PartialDecryption";
  /** tally.alpha^(secret share), 64 lowercase hex characters. */
  factor: Scalars["String"]["output"];
  /** Chaum–Pedersen proof, bound to the fingerprint and the urn's head. */
  proof: ProofPair;
  /** The seat. */
  seat: Scalars["Int"]["output"];
};

/** What a member sees when opening their token link. Opening it consumes nothing. */
export type Poll = {
  __typename?: "Poll";
  /** For an annulled round: why, and where the defense's vote stands now for this member; null otherwise. */
  annulled: Maybe<PollAnnulment>;
  /** Whether the счетная комиссия has decrypted the count: the public record then holds the result with its proofs. */
  counted: Scalars["Boolean"]["output"];
  /** The public voting credential this member's device registered (docs/RECORD.md §5.3), 64 lowercase hex characters; null before. The private one never leaves the device. */
  credential: Maybe<Scalars["String"]["output"]>;
  /** When the poll closes by itself, ISO 8601, if set. */
  deadline: Maybe<Scalars["String"]["output"]>;
  /** The defense the ballot is about. */
  defense: PollDefense;
  /**
   * The sealed election the member's browser checks before it encrypts: the manifest, the key
   * ceremony with every commission device's signature, the key and the fingerprint with its short
   * code (docs/RECORD.md §5–§7). Null for a vote held before the fingerprint.
   */
  election: Maybe<Election>;
  /** The ballot's questions: today exactly one, whether to award the degree (its text is the manifest's question). */
  questions: Array<PollQuestion>;
  /** The member's place on the manifest's roll (0-based), to find their mark in the public record; null if not on it. */
  rollIndex: Maybe<Scalars["Int"]["output"]>;
  /** DRAFT (the link came with the roll: the ballot opens later on the same page), OPEN, CLOSED or ANNULLED. */
  status: PollStatus;
  /** Whether this token has already been used to vote. */
  voted: Scalars["Boolean"]["output"];
};

/** An annulled round as its old link tells it. */
export type PollAnnulment = {
  __typename?: "PollAnnulment";
  /** Whether a new round of the defense has been prepared and whether it has sent this member a new link. */
  newRound: NewRound;
  /** The reason the secretary gave. */
  reason: Scalars["String"]["output"];
};

/** The public facts of a defense, as a member sees them on the ballot. */
export type PollDefense = {
  __typename?: "PollDefense";
  /** Council code (шифр). */
  boardCode: Scalars["String"]["output"];
  /** Council name. */
  boardName: Scalars["String"]["output"];
  /** Соискатель: full name (ФИО). */
  candidate: Scalars["String"]["output"];
  /** Date and time of the sitting, ISO 8601. */
  defenseAt: Scalars["String"]["output"];
  /** The degree the thesis is defended for. */
  degree: DefenseDegree;
  /** Where the sitting takes place, if given. */
  place: Maybe<Scalars["String"]["output"]>;
  /** Отрасль науки, e.g. «физико-математических наук». */
  scienceBranch: Scalars["String"]["output"];
  /** The specialty of the thesis. */
  specialty: Specialty;
  /** Тема диссертации. */
  thesisTitle: Scalars["String"]["output"];
};

/**
 * The encryption of a defense's current vote: the счетная комиссия's key ceremony before the
 * ballot opens, and the opening of the urn after it closes.
 */
export type PollEncryption = {
  __typename?: "PollEncryption";
  /**
   * The short code of the fingerprint the devices compute, once every seat has confirmed its
   * share: the chair of the commission reads it out, and every member compares it on their
   * device before confirming. Null before.
   */
  code: Maybe<Scalars["String"]["output"]>;
  /** Voting credentials the roll's members' devices have registered (valid ones): the manifest fixes those registered when the commission is seated. */
  credentials: Scalars["Int"]["output"];
  /** Partial decryptions received after close. */
  decryptions: Scalars["Int"]["output"];
  /** Complaints in the ceremony, with who was at fault: the ceremony stops until the secretary restarts it. */
  disputes: Array<KeyDispute>;
  /** The election id of the manifest; it changes when the ceremony starts again. */
  electionId: Scalars["ID"]["output"];
  /** The short code of the urn's head: while open, after the last ballot; after the close, the final one read out at the sitting. Null before the key is sealed. */
  headCode: Maybe<Scalars["String"]["output"]>;
  /** False when the defense's facts, the council or the roll changed after the commission was seated: the ceremony must start again before the ballot opens. */
  manifestCurrent: Scalars["Boolean"]["output"];
  /** The election key once every seat signed; null before (the ballot cannot open). */
  publicKey: Maybe<Scalars["String"]["output"]>;
  /** The credentials the manifest fixed, read aloud with the code; null before a manifest. */
  sealedCredentials: Maybe<Scalars["Int"]["output"]>;
  /** The seats, chair first. */
  seats: Array<CommissionSeat>;
  /** Seats whose member confirmed the code (their devices signed the fingerprint). */
  signed: Scalars["Int"]["output"];
  /** Whether the count has been decrypted. */
  tallied: Scalars["Boolean"]["output"];
  /** Partial decryptions needed to open the count (the manifest's threshold). */
  threshold: Scalars["Int"]["output"];
  /** Members of the commission. */
  trustees: Scalars["Int"]["output"];
};

/** An invite of one member to one defense's vote. */
export type PollInvite = {
  __typename?: "PollInvite";
  /** Delivery attempts so far. */
  attempts: Scalars["Int"]["output"];
  /** Delivery state of the latest invite email. */
  delivery: InviteDelivery;
  /** The invited member (a participant of the vote). */
  member: BoardMember;
  /** The last delivery error (the SMTP server's answer), if the last attempt failed. */
  sendError: Maybe<Scalars["String"]["output"]>;
  /** When the email was accepted by the mail server, ISO 8601; null if not (yet) sent. */
  sentAt: Maybe<Scalars["String"]["output"]>;
  /** Whether this member has cast a ballot. How they voted is never stored with the member. */
  voted: Scalars["Boolean"]["output"];
};

/** A question of a member's ballot. */
export type PollQuestion = {
  __typename?: "PollQuestion";
  /** The allowed answers: FOR and AGAINST. */
  choices: Array<Choice>;
  /** Question id, to send back in `AnswerInput.questionId`; the award question's id is `award`. */
  id: Scalars["ID"]["output"];
  /** The question in Russian, e.g. «Присудить ученую степень кандидата технических наук соискателю …?». */
  text: Scalars["String"]["output"];
};

/** One round of a defense's vote: the first, or a new vote after an annulled one. */
export type PollRound = {
  __typename?: "PollRound";
  /** Why it was annulled; null unless annulled. */
  annulReason: Maybe<Scalars["String"]["output"]>;
  /** When it was closed or annulled, ISO 8601. */
  closedAt: Maybe<Scalars["String"]["output"]>;
  /** When its ballot opened, ISO 8601; null while DRAFT. */
  openedAt: Maybe<Scalars["String"]["output"]>;
  /** 1, 2, … */
  round: Scalars["Int"]["output"];
  /** Its state. */
  status: PollStatus;
};

/** State of a defense's secret vote: DRAFT → OPEN → CLOSED; a wrongly run vote is ANNULLED (and a new round may follow). */
export type PollStatus =
  /** The vote was annulled with a reason; it is kept, not deleted, and has no decision. */
  | "ANNULLED"
  /** Voting ended (closed by the secretary, by its deadline, or when every participant voted); the commission then decrypts the count. */
  | "CLOSED"
  /** The sitting is being prepared: the roll and the commission are chosen; no ballot yet (the roll's members already have their links, to make their voting keys). */
  | "DRAFT"
  /** Invites sent; ballots are accepted. */
  | "OPEN";

/** A non-interactive zero-knowledge proof of one statement (docs/RECORD.md, «Proofs»). */
export type ProofInput = {
  /** The Fiat–Shamir challenge: a scalar, 64 lowercase hex characters. */
  challenge: Scalars["String"]["input"];
  /** The response: a scalar, 64 lowercase hex characters. */
  response: Scalars["String"]["input"];
};

/** A non-interactive zero-knowledge proof of one statement (docs/RECORD.md, «Proofs»). */
export type ProofPair = {
  __typename?: "ProofPair";
  /** The Fiat–Shamir challenge: a scalar, 64 lowercase hex characters. */
  challenge: Scalars["String"]["output"];
  /** The response: a scalar, 64 lowercase hex characters. */
  response: Scalars["String"]["output"];
};

/**
 * The протокол счетной комиссии as a document: what the print page and the PDF both render, in
 * this order. Every number comes from the frozen roll and the tally of resultPolls.
 */
export type ProtocolDocument = {
  __typename?: "ProtocolDocument";
  /** The day the vote was held (`sittingDate`) and the place, if given, e.g. «26.11.2026, ауд. 1201». */
  dateLine: Scalars["String"]["output"];
  /** The decision line. */
  decision: Scalars["String"]["output"];
  /** Lines under the title: the council and its organization. */
  heading: Array<Scalars["String"]["output"]>;
  /** Sentences before the figures: the commission, what it counted. */
  intro: Array<Scalars["String"]["output"]>;
  /** Notes, e.g. an earlier vote annulled with its reason. */
  notes: Array<Scalars["String"]["output"]>;
  /** The figures, each a label and its value, in the regulation's order. */
  rows: Array<ProtocolRow>;
  /** Signature lines: the chair first. */
  signatures: Array<ProtocolSignature>;
  /** The tally: «за», «против», invalid ballots. */
  tally: Array<ProtocolRow>;
  /** The heading of the tally: «Результаты голосования по вопросу о присуждении ученой степени … соискателю …:». */
  tallyTitle: Scalars["String"]["output"];
  /** «ПРОТОКОЛ № 1 заседания счетной комиссии». */
  title: Scalars["String"]["output"];
};

/** One figure of the protocol. */
export type ProtocolRow = {
  __typename?: "ProtocolRow";
  /** What is counted, e.g. «Роздано бюллетеней». */
  label: Scalars["String"]["output"];
  /** The figure, with its noun where Russian needs one, e.g. «21 человека». */
  value: Scalars["String"]["output"];
};

/** A signature line of the protocol. */
export type ProtocolSignature = {
  __typename?: "ProtocolSignature";
  /** Surname and initials, e.g. «Иванов И. И.». */
  name: Scalars["String"]["output"];
  /** «Председатель счетной комиссии» or «Член счетной комиссии». */
  role: Scalars["String"]["output"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type Query = {
  __typename?: "Query";
  /** One council, archived included; NOT_FOUND if there is none. */
  adminBoard: Maybe<Board>;
  /** Councils: search by code, name or organization; sorted; paged (offset ≤ 10000, limit ≤ 100). */
  adminBoards: BoardPage;
  /** One defense, archived included; NOT_FOUND if there is none. */
  adminDefense: Maybe<Defense>;
  /** Defenses: search by соискатель, thesis title or council code; filters; sorted; paged. */
  adminDefenses: DefensePage;
  /** One user holding the SECRETAR role; NOT_FOUND for any other id. */
  adminSecretar: Maybe<Secretar>;
  /** Users holding the secretar role, by ФИО; search by ФИО or email. */
  adminSecretars: SecretarPage;
  /** One account, disabled included; NOT_FOUND if there is none. */
  adminUser: Maybe<UserAccount>;
  /** All accounts, by ФИО; search by ФИО or email; `role` keeps holders of that role. */
  adminUsers: UserAccountPage;
  /** The audit log, newest first. */
  auditLog: AuditPage;
  /** The audit log entries matching the filters, oldest first, as CSV (UTF-8 with BOM, `;`), at most 100 000 rows. */
  auditLogCsv: Scalars["String"]["output"];
  /** What a commission member's device sees behind their personal link. Reading it consumes nothing. */
  commissionTask: Maybe<CommissionTask>;
  /** The demo mailbox: the letters the app wrote to files when no SMTP server is configured (never in production), newest first. */
  demoMailbox: DemoMailbox;
  /** The public record of an election, the same for everyone: null for a malformed or unknown id, or before the commission's key is sealed. */
  electionRecord: Maybe<ElectionRecord>;
  /** The signed-in user, or null for a guest. */
  me: Maybe<User>;
  /** The ballot behind a member's token link. Reading it consumes nothing. */
  poll: Maybe<Poll>;
  /** The voting rule sets a council can apply. */
  ruleSets: Array<RuleSet>;
  /** One council the signed-in secretary runs; NOT_FOUND for any other. */
  secretarBoard: Maybe<Board>;
  /** The councils the signed-in secretary runs. */
  secretarBoards: Array<Board>;
  /** One defense of the secretary's councils; NOT_FOUND for any other. */
  secretarDefense: Maybe<Defense>;
  /** Defenses of the secretary's councils, soonest first. */
  secretarDefenses: Array<Defense>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminBoardArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminBoardsArgs = {
  archived?: InputMaybe<Scalars["Boolean"]["input"]>;
  direction?: InputMaybe<SortDirection>;
  limit?: InputMaybe<Scalars["Int"]["input"]>;
  offset?: InputMaybe<Scalars["Int"]["input"]>;
  search?: InputMaybe<Scalars["String"]["input"]>;
  sort?: InputMaybe<BoardSort>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminDefenseArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminDefensesArgs = {
  archived?: InputMaybe<Scalars["Boolean"]["input"]>;
  boardId?: InputMaybe<Scalars["ID"]["input"]>;
  direction?: InputMaybe<SortDirection>;
  from?: InputMaybe<Scalars["String"]["input"]>;
  limit?: InputMaybe<Scalars["Int"]["input"]>;
  offset?: InputMaybe<Scalars["Int"]["input"]>;
  search?: InputMaybe<Scalars["String"]["input"]>;
  sort?: InputMaybe<DefenseSort>;
  to?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminSecretarArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminSecretarsArgs = {
  limit?: InputMaybe<Scalars["Int"]["input"]>;
  offset?: InputMaybe<Scalars["Int"]["input"]>;
  search?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminUserArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars["Int"]["input"]>;
  offset?: InputMaybe<Scalars["Int"]["input"]>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAuditLogArgs = {
  action?: InputMaybe<Array<AuditAction>>;
  entity?: InputMaybe<Scalars["String"]["input"]>;
  entityId?: InputMaybe<Scalars["String"]["input"]>;
  from?: InputMaybe<Scalars["String"]["input"]>;
  limit?: InputMaybe<Scalars["Int"]["input"]>;
  offset?: InputMaybe<Scalars["Int"]["input"]>;
  to?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryAuditLogCsvArgs = {
  action?: InputMaybe<Array<AuditAction>>;
  entity?: InputMaybe<Scalars["String"]["input"]>;
  entityId?: InputMaybe<Scalars["String"]["input"]>;
  from?: InputMaybe<Scalars["String"]["input"]>;
  to?: InputMaybe<Scalars["String"]["input"]>;
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryCommissionTaskArgs = {
  token: Scalars["String"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryElectionRecordArgs = {
  electionId: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QueryPollArgs = {
  token: Scalars["String"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QuerySecretarBoardArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Read operations. Ids are decimal strings. A query for one object by id answers NOT_FOUND
 * (never null) when the id is malformed or names nothing the caller may see. Paged lists take
 * `offset` (0–10000, default 0) and `limit` (1–100); values outside answer BAD_USER_INPUT with
 * `extensions.fields`.
 */
export type QuerySecretarDefenseArgs = {
  id: Scalars["ID"]["input"];
};

/** Whether the sitting is valid, and why. */
export type Quorum = {
  __typename?: "Quorum";
  /** Participants against the share of the списочный состав required. */
  list: ListQuorum;
  /** Whether both the list quorum and the specialty quorum are met. */
  met: Scalars["Boolean"]["output"];
  /** What the roll still lacks, in Russian, e.g. «Нужно еще 2 члена совета, из них 1 доктор наук по специальности 1.2.2.»; null when met. */
  missing: Maybe<Scalars["String"]["output"]>;
  /** Doctors of science of the defense's specialty among participants against those required. */
  specialty: SpecialtyQuorum;
};

/** The decrypted count of an election record. */
export type RecordResult = {
  __typename?: "RecordResult";
  /** Ballots «против». */
  against: Scalars["Int"]["output"];
  /** Ballots «за». */
  for: Scalars["Int"]["output"];
};

/** One seat of a sealed ceremony as the election record keeps it (docs/RECORD.md §5). */
export type RecordSeat = {
  __typename?: "RecordSeat";
  /** The seat's dealing. */
  dealing: Dealing;
  /** The device's public key. */
  deviceKey: Scalars["String"]["output"];
  /** Proof of possession of the device key. */
  deviceProof: ProofPair;
  /** Its revealed nonce. */
  nonce: Scalars["String"]["output"];
  /** The commitment to the device's nonce. */
  nonceCommitment: Scalars["String"]["output"];
  /** 1, 2, …; the chair is 1. */
  seat: Scalars["Int"]["output"];
  /** Its signature on the fingerprint. */
  signature: ProofPair;
  /** g^(its share). */
  verificationKey: Scalars["String"]["output"];
};

/** Self-registration: a plain account without a role, created when the mailed link is opened. */
export type RegisterInput = {
  /** Sign-in email (stored lowercase). */
  email: Scalars["String"]["input"];
  /** Full name (ФИО), 5–200 characters. */
  fio: Scalars["String"]["input"];
  /** 8 to 128 characters; common passwords are refused. */
  password: Scalars["String"]["input"];
};

/** The answer to a registration request, the same whether the address is new or has an account. */
export type RegistrationReceipt = {
  __typename?: "RegistrationReceipt";
  /** What to do next, in Russian: open the link from the letter. */
  message: Scalars["String"]["output"];
};

/**
 * Turnout of a defense's secret vote, and its tally once closed. While the poll is open only
 * turnout is given: with few voters a partial tally would reveal votes.
 */
export type ResultPolls = {
  __typename?: "ResultPolls";
  /** Members added to the council for this defense (дополнительно введенные), frozen when the ballot opens. */
  addedForDefense: Scalars["Int"]["output"];
  /** Why the vote was annulled; null unless annulled. */
  annulReason: Maybe<Scalars["String"]["output"]>;
  /** The council's approved size (or its list's count where none was entered), frozen when the ballot opens. */
  approvedSize: Scalars["Int"]["output"];
  /** When the poll was closed, ISO 8601. */
  closedAt: Maybe<Scalars["String"]["output"]>;
  /** When the poll closes by itself, ISO 8601; null: only the secretary closes it. */
  deadline: Maybe<Scalars["String"]["output"]>;
  /** null unless closed. */
  decision: Maybe<Decision>;
  /** The decision in Russian, e.g. «За — 14 из 18 участвовавших, требуется не менее 12…»; null unless closed. */
  explanation: Maybe<Scalars["String"]["output"]>;
  /** Invites whose last delivery failed, of members who have not voted. */
  failed: Scalars["Int"]["output"];
  /** Invites delivered to the mail server. */
  invited: Scalars["Int"]["output"];
  /** The list the quorum counts from: approvedSize + addedForDefense (frozen when the ballot opens). */
  listSize: Scalars["Int"]["output"];
  /** Participants who cast no ballot; null unless closed. */
  notReturned: Maybe<Scalars["Int"]["output"]>;
  /** Members on the явочный лист (the roll); each gets an invite when the ballot opens. */
  participants: Scalars["Int"]["output"];
  /** Whether the sitting is valid, computed from the participants (shown in every status). */
  quorum: Quorum;
  /** The round of the defense's vote: 1, then 2 after an annulled vote, …; 0 before any. */
  round: Scalars["Int"]["output"];
  /** State of the vote; DRAFT until the ballot opens. */
  status: PollStatus;
  /** Ballots received. */
  voted: Scalars["Int"]["output"];
  /** Ballots «против»; null unless closed and decrypted by the commission. */
  votesAgainst: Maybe<Scalars["Int"]["output"]>;
  /** Ballots «за»; null unless closed and decrypted by the commission. */
  votesFor: Maybe<Scalars["Int"]["output"]>;
};

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

/**
 * One member on the явочный лист of a defense's sitting, with the facts that count for the quorum
 * as they were when the ballot opened; later edits of the member do not change them.
 */
export type RollEntry = {
  __typename?: "RollEntry";
  /** Added to the council for this defense only (дополнительно введенный). */
  added: Scalars["Boolean"]["output"];
  /** Degree as on the roll. */
  degree: AcademicDegree;
  /** Degree as written, as on the roll. */
  degreeTitle: Scalars["String"]["output"];
  /** ФИО as on the roll. */
  fio: Scalars["String"]["output"];
  /** The member. */
  member: BoardMember;
  /** Position on the council, as on the roll. */
  position: MemberPosition;
  /** Specialty the member represents, as on the roll. */
  specialtyCode: Scalars["String"]["output"];
};

/**
 * A council's voting rules, as data (default: Положение о совете по защите диссертаций,
 * приказ Минобрнауки России № 1093, the rule set `1093` that `ruleSets` lists with its numbers).
 * All thresholds are integer ratios.
 */
export type RuleSet = {
  __typename?: "RuleSet";
  /** How many members the council may add for one defense (дополнительно введенные). */
  addedMembersMax: Scalars["Int"]["output"];
  /** Rule set code, the value of `BoardInput.ruleSetCode`, e.g. `1093`. */
  code: Scalars["String"]["output"];
  /** Share of participants who must vote «за»: denominator. */
  decisionDen: Scalars["Int"]["output"];
  /** Share of participants who must vote «за»: numerator. */
  decisionNum: Scalars["Int"]["output"];
  /** Share of the списочный состав that must take part: denominator. */
  listQuorumDen: Scalars["Int"]["output"];
  /** Share of the списочный состав that must take part: numerator. */
  listQuorumNum: Scalars["Int"]["output"];
  /** The smallest council the rules allow (a composition warning below it). */
  minMembers: Scalars["Int"]["output"];
  /** Doctors of science the rules require per specialty of the council (a composition warning below it). */
  minSpecialtyDoctors: Scalars["Int"]["output"];
  /** The regulation the rules come from, in Russian. */
  name: Scalars["String"]["output"];
  /** Whether the council's ученый секретарь may take part in the vote. */
  secretaryVotes: Scalars["Boolean"]["output"];
  /** Doctors of science of the defense's specialty required among participants, кандидатская. */
  specialtyDoctorsCandidate: Scalars["Int"]["output"];
  /** The same for a докторская. */
  specialtyDoctorsDoctoral: Scalars["Int"]["output"];
};

/** An encrypted ballot without a signature: an audited ballot's, never cast. */
export type SealedBallot = {
  __typename?: "SealedBallot";
  /** g^r, 64 lowercase hex characters. */
  alpha: Scalars["String"]["output"];
  /** g^choice · publicKey^r, 64 lowercase hex characters. */
  beta: Scalars["String"]["output"];
  /** The disjunctive proof: the pair for 0, then for 1. */
  proof: Array<ProofPair>;
};

/** An encrypted ballot without a signature: an audited ballot's. */
export type SealedBallotInput = {
  /** g^r, 64 lowercase hex characters. */
  alpha: Scalars["String"]["input"];
  /** g^choice · publicKey^r, 64 lowercase hex characters. */
  beta: Scalars["String"]["input"];
  /** The disjunctive proof: exactly two pairs. */
  proof: Array<ProofInput>;
};

/** A secretary and the councils they run. */
export type Secretar = {
  __typename?: "Secretar";
  /** The current (not archived) councils they run, by code. */
  boards: Array<Board>;
  /** Sign-in email, lowercase. */
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  /** User id, a decimal string. */
  id: Scalars["ID"]["output"];
};

/** A page of secretaries. */
export type SecretarPage = {
  __typename?: "SecretarPage";
  /** The secretaries of this page. */
  items: Array<Secretar>;
  /** All secretaries matching the search. */
  total: Scalars["Int"]["output"];
};

/** A dealer's answer to a complaint: the share it dealt to seat `to` and the nonce that encrypted it, signed. */
export type ShareReveal = {
  __typename?: "ShareReveal";
  /** The encryption nonce e, a scalar, 64 lowercase hex characters. */
  nonce: Scalars["String"]["output"];
  /** The share, a scalar, 64 lowercase hex characters. */
  share: Scalars["String"]["output"];
  /** Schnorr signature of the dealer's device key on the answer (docs/RECORD.md §6.4). */
  signature: ProofPair;
  /** The complaining seat. */
  to: Scalars["Int"]["output"];
};

/** A dealer's answer to a complaint. */
export type ShareRevealInput = {
  /** The encryption nonce e, a scalar, 64 lowercase hex characters. */
  nonce: Scalars["String"]["input"];
  /** The share, a scalar, 64 lowercase hex characters. */
  share: Scalars["String"]["input"];
  /** Schnorr signature of the dealer's device key on the answer (docs/RECORD.md §6.4). */
  signature: ProofInput;
  /** The complaining seat. */
  to: Scalars["Int"]["input"];
};

/** Sort direction of a list. */
export type SortDirection =
  /** Ascending. */
  | "ASC"
  /** Descending. */
  | "DESC";

/** A scientific specialty in the current nomenclature, e.g. `1.2.2` «Математическое моделирование…». */
export type Specialty = {
  __typename?: "Specialty";
  /** Specialty code (шифр специальности) without a trailing dot, e.g. `1.2.2`. */
  code: Scalars["String"]["output"];
  /** Specialty name, e.g. «Математическое моделирование, численные методы и комплексы программ». */
  name: Scalars["String"]["output"];
};

/** A specialty: code (e.g. 1.2.2) and name. */
export type SpecialtyInput = {
  /** Specialty code in the current nomenclature, e.g. `1.2.2` (a trailing dot is dropped); unique within the council. */
  code: Scalars["String"]["input"];
  /** Specialty name, 3–300 characters. */
  name: Scalars["String"]["input"];
};

/** Doctors of science of the defense's specialty among participants against those required. */
export type SpecialtyQuorum = {
  __typename?: "SpecialtyQuorum";
  /** Whether present ≥ required. */
  met: Scalars["Boolean"]["output"];
  /** Participants who are doctors of science with the defense's specialty code (frozen when the ballot opens). */
  present: Scalars["Int"]["output"];
  /** Doctors required by the rule set: specialtyDoctorsCandidate or specialtyDoctorsDoctoral, by the defense's degree. */
  required: Scalars["Int"]["output"];
  /** The defense's specialty code. */
  specialtyCode: Scalars["String"]["output"];
};

/** An audited ballot a voter published in the record (docs/RECORD.md §13): what it held and how it was made. */
export type SpoiledBallot = {
  __typename?: "SpoiledBallot";
  /** The ballot that was shown, never cast. */
  ballot: SealedBallot;
  /** H_E's short code. */
  code: Scalars["String"]["output"];
  /** H_E it was encrypted for. */
  fingerprint: Scalars["String"]["output"];
  /** Always `dissovet-spoiled/2`. */
  format: Scalars["String"]["output"];
  /** The election key. */
  publicKey: Scalars["String"]["output"];
  /** The revealed encryption randomness. */
  randomness: Scalars["String"]["output"];
  /** The revealed choice: 1 «за», 0 «против». */
  vote: Scalars["Int"]["output"];
};

/** An audited (spoiled) ballot as the voter's device reveals it (docs/RECORD.md §13): never cast. */
export type SpoiledBallotInput = {
  /** The ballot that was shown, never cast. */
  ballot: SealedBallotInput;
  /** H_E's short code, as the device showed it. */
  code: Scalars["String"]["input"];
  /** H_E the ballot was encrypted for. */
  fingerprint: Scalars["String"]["input"];
  /** Always `dissovet-spoiled/2`. */
  format: Scalars["String"]["input"];
  /** The election key. */
  publicKey: Scalars["String"]["input"];
  /** The revealed encryption randomness, a scalar, 64 lowercase hex characters. */
  randomness: Scalars["String"]["input"];
  /** The revealed choice: 1 «за», 0 «против». */
  vote: Scalars["Int"]["input"];
};

/**
 * Live updates, over Server-Sent Events (graphql-sse, the distinct-connections mode, at
 * `/graphql/stream`): each field pushes its object at once, then again after every change, as
 * it happens, through the same checks as the matching query. A change made on any instance
 * reaches every instance (PostgreSQL LISTEN/NOTIFY). A link or session that stops being valid
 * ends the stream with the query's error.
 */
export type Subscription = {
  __typename?: "Subscription";
  /** Any defense (as `adminDefense`), pushed whenever its sitting changes. */
  adminDefenseChanged: Defense;
  /** A commission member's task (as `commissionTask`), pushed whenever the ceremony or the vote changes. */
  commissionTaskChanged: CommissionTask;
  /** A member's ballot page (as `poll`), pushed whenever the vote changes: it closes, the urn grows, the count is decrypted. */
  pollChanged: Poll;
  /** One of the secretary's defenses (as `secretarDefense`), pushed whenever its sitting changes: the roll, the commission's ceremony, turnout, delivery, the close, the count. */
  secretarDefenseChanged: Defense;
};

/**
 * Live updates, over Server-Sent Events (graphql-sse, the distinct-connections mode, at
 * `/graphql/stream`): each field pushes its object at once, then again after every change, as
 * it happens, through the same checks as the matching query. A change made on any instance
 * reaches every instance (PostgreSQL LISTEN/NOTIFY). A link or session that stops being valid
 * ends the stream with the query's error.
 */
export type SubscriptionAdminDefenseChangedArgs = {
  id: Scalars["ID"]["input"];
};

/**
 * Live updates, over Server-Sent Events (graphql-sse, the distinct-connections mode, at
 * `/graphql/stream`): each field pushes its object at once, then again after every change, as
 * it happens, through the same checks as the matching query. A change made on any instance
 * reaches every instance (PostgreSQL LISTEN/NOTIFY). A link or session that stops being valid
 * ends the stream with the query's error.
 */
export type SubscriptionCommissionTaskChangedArgs = {
  token: Scalars["String"]["input"];
};

/**
 * Live updates, over Server-Sent Events (graphql-sse, the distinct-connections mode, at
 * `/graphql/stream`): each field pushes its object at once, then again after every change, as
 * it happens, through the same checks as the matching query. A change made on any instance
 * reaches every instance (PostgreSQL LISTEN/NOTIFY). A link or session that stops being valid
 * ends the stream with the query's error.
 */
export type SubscriptionPollChangedArgs = {
  token: Scalars["String"]["input"];
};

/**
 * Live updates, over Server-Sent Events (graphql-sse, the distinct-connections mode, at
 * `/graphql/stream`): each field pushes its object at once, then again after every change, as
 * it happens, through the same checks as the matching query. A change made on any instance
 * reaches every instance (PostgreSQL LISTEN/NOTIFY). A link or session that stops being valid
 * ends the stream with the query's error.
 */
export type SubscriptionSecretarDefenseChangedArgs = {
  id: Scalars["ID"]["input"];
};

/** Stage of one commission member's device in the key ceremony. */
export type TrusteeStage =
  /** The device found a share that failed its check and complained: the ceremony stops until the secretary restarts it. */
  | "COMPLAINED"
  /** The device checked every share it received and revealed its nonce. */
  | "CONFIRMED"
  /** The device dealt its shares to the others. */
  | "DEALT"
  /** The member's device registered its key. */
  | "DEVICE_READY"
  /** The link was sent; the member has not opened it yet. */
  | "LINK_SENT"
  /** The member confirmed the code read out at the sitting and the device signed the fingerprint. */
  | "SIGNED";

/** A signed-in user: staff (ADMIN, SECRETAR) or a plain account without a role. */
export type User = {
  __typename?: "User";
  /** Sign-in email, lowercase. */
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  /** User id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** Roles held; empty for a plain account. */
  roles: Array<UserRole>;
};

/** A staff account as the admin desk manages it. */
export type UserAccount = {
  __typename?: "UserAccount";
  /** The account's API tokens, newest first (revoked ones included). */
  apiTokens: Array<ApiToken>;
  /** The councils this user runs as secretary. */
  boards: Array<Board>;
  /** Whether the account is disabled (cannot sign in; its sessions ended). */
  disabled: Scalars["Boolean"]["output"];
  /** Sign-in email, lowercase. */
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  /** User id, a decimal string. */
  id: Scalars["ID"]["output"];
  /** Roles held; empty for a plain account. */
  roles: Array<UserRole>;
};

/** A page of user accounts. */
export type UserAccountPage = {
  __typename?: "UserAccountPage";
  /** The accounts of this page. */
  items: Array<UserAccount>;
  /** All accounts matching the filters. */
  total: Scalars["Int"]["output"];
};

/** An account created by an admin. */
export type UserInput = {
  /** Councils the user runs as secretary (needs the SECRETAR role). */
  boardIds?: InputMaybe<Array<Scalars["ID"]["input"]>>;
  /** Sign-in email (stored lowercase); CONFLICT if already registered. */
  email: Scalars["String"]["input"];
  /** Full name (ФИО), 5–200 characters. */
  fio: Scalars["String"]["input"];
  /** Initial password: 8 to 128 characters; common passwords are refused. */
  password: Scalars["String"]["input"];
  /** Roles to grant (default: none). */
  roles?: InputMaybe<Array<Role>>;
};

/** One entry of a user's role list (the spec's `roles[].role`). */
export type UserRole = {
  __typename?: "UserRole";
  /** The role held. */
  role: Role;
};

/** A voter's signed word that their ballot is in the final urn (docs/RECORD.md §8.4). */
export type VoterConfirmation = {
  __typename?: "VoterConfirmation";
  /** The voter's public credential, which signed a ballot in the urn. */
  credential: Scalars["String"]["output"];
  /** Schnorr signature with it over H_E, «found» and the urn's head. */
  signature: ProofPair;
};

/** How many voters have confirmed that their ballot is in the final urn. */
export type VoterConfirmations = {
  __typename?: "VoterConfirmations";
  /** Ballots in the urn. */
  ballots: Scalars["Int"]["output"];
  /** Voters whose signed confirmation verifies against this urn. */
  confirmed: Scalars["Int"]["output"];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcademicDegree: AcademicDegree;
  AnswerInput: AnswerInput;
  ApiToken: ResolverTypeWrapper<ApiTokenRow>;
  AuditAction: null;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, "items"> & { items: Array<ResolversTypes["AuditEntry"]> }>;
  BallotReceipt: ResolverTypeWrapper<BallotReceipt>;
  Board: ResolverTypeWrapper<BoardRow>;
  BoardInput: BoardInput;
  BoardMember: ResolverTypeWrapper<MemberRow>;
  BoardPage: ResolverTypeWrapper<Omit<BoardPage, "items"> & { items: Array<ResolversTypes["Board"]> }>;
  BoardSort: BoardSort;
  Boolean: ResolverTypeWrapper<Scalars["Boolean"]["output"]>;
  Ceremony: ResolverTypeWrapper<Ceremony>;
  CeremonySeat: ResolverTypeWrapper<CeremonySeat>;
  Choice: Choice;
  Ciphertext: ResolverTypeWrapper<Ciphertext>;
  CommissionSeat: ResolverTypeWrapper<EncryptionSeat>;
  CommissionTask: ResolverTypeWrapper<CommissionTaskView>;
  CompositionWarning: ResolverTypeWrapper<CompositionWarning>;
  CountingProtocol: ResolverTypeWrapper<ProtocolView>;
  Dealing: ResolverTypeWrapper<Dealing>;
  DealingInput: DealingInput;
  Decision: Decision;
  Defense: ResolverTypeWrapper<DefenseRow>;
  DefenseDegree: DefenseDegree;
  DefenseInput: DefenseInput;
  DefensePage: ResolverTypeWrapper<Omit<DefensePage, "items"> & { items: Array<ResolversTypes["Defense"]> }>;
  DefenseSort: DefenseSort;
  DemoLetter: ResolverTypeWrapper<MailboxLetter>;
  DemoMailbox: ResolverTypeWrapper<
    Omit<DemoMailbox, "letters"> & { letters: Array<ResolversTypes["DemoLetter"]> }
  >;
  DisputeVerdict: DisputeVerdict;
  Election: ResolverTypeWrapper<Election>;
  ElectionManifest: ResolverTypeWrapper<ElectionManifest>;
  ElectionRecord: ResolverTypeWrapper<ElectionRecord>;
  EncryptedBallot: ResolverTypeWrapper<EncryptedBallot>;
  EncryptedBallotInput: EncryptedBallotInput;
  EncryptedShare: ResolverTypeWrapper<EncryptedShare>;
  EncryptedShareInput: EncryptedShareInput;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars["ID"]["output"]>;
  Int: ResolverTypeWrapper<Scalars["Int"]["output"]>;
  InviteDelivery: InviteDelivery;
  KeyComplaint: ResolverTypeWrapper<KeyComplaint>;
  KeyDispute: ResolverTypeWrapper<KeyDispute>;
  ListQuorum: ResolverTypeWrapper<ListQuorum>;
  ManifestCouncil: ResolverTypeWrapper<ManifestCouncil>;
  ManifestDefense: ResolverTypeWrapper<ManifestDefense>;
  MemberImportPreview: ResolverTypeWrapper<ImportPreview>;
  MemberImportRow: ResolverTypeWrapper<ImportRow>;
  MemberInput: MemberInput;
  MemberPosition: MemberPosition;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewApiToken: ResolverTypeWrapper<Omit<NewApiToken, "apiToken"> & { apiToken: ResolversTypes["ApiToken"] }>;
  NewRound: NewRound;
  PartialDecryption: ResolverTypeWrapper<PartialDecryption>;
  Poll: ResolverTypeWrapper<MemberPoll>;
  PollAnnulment: ResolverTypeWrapper<PollAnnulment>;
  PollDefense: ResolverTypeWrapper<MemberPollDefense>;
  PollEncryption: ResolverTypeWrapper<PollEncryptionView>;
  PollInvite: ResolverTypeWrapper<InviteWithMember>;
  PollQuestion: ResolverTypeWrapper<PollQuestion>;
  PollRound: ResolverTypeWrapper<PollRow>;
  PollStatus: PollStatus;
  ProofInput: ProofInput;
  ProofPair: ResolverTypeWrapper<ProofPair>;
  ProtocolDocument: ResolverTypeWrapper<ProtocolDocument>;
  ProtocolRow: ResolverTypeWrapper<ProtocolRow>;
  ProtocolSignature: ResolverTypeWrapper<ProtocolSignature>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quorum: ResolverTypeWrapper<Quorum>;
  RecordResult: ResolverTypeWrapper<RecordResult>;
  RecordSeat: ResolverTypeWrapper<RecordSeat>;
  RegisterInput: RegisterInput;
  RegistrationReceipt: ResolverTypeWrapper<RegistrationReceipt>;
  ResultPolls: ResolverTypeWrapper<PollResult>;
  Role: Role;
  RollEntry: ResolverTypeWrapper<ParticipantWithMember>;
  RuleSet: ResolverTypeWrapper<RuleSetRow>;
  SealedBallot: ResolverTypeWrapper<SealedBallot>;
  SealedBallotInput: SealedBallotInput;
  Secretar: ResolverTypeWrapper<UserRow>;
  SecretarPage: ResolverTypeWrapper<
    Omit<SecretarPage, "items"> & { items: Array<ResolversTypes["Secretar"]> }
  >;
  ShareReveal: ResolverTypeWrapper<ShareReveal>;
  ShareRevealInput: ShareRevealInput;
  SortDirection: SortDirection;
  Specialty: ResolverTypeWrapper<Specialty>;
  SpecialtyInput: SpecialtyInput;
  SpecialtyQuorum: ResolverTypeWrapper<SpecialtyQuorum>;
  SpoiledBallot: ResolverTypeWrapper<SpoiledBallot>;
  SpoiledBallotInput: SpoiledBallotInput;
  String: ResolverTypeWrapper<Scalars["String"]["output"]>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TrusteeStage: TrusteeStage;
  User: ResolverTypeWrapper<UserRow>;
  UserAccount: ResolverTypeWrapper<UserAccountRow>;
  UserAccountPage: ResolverTypeWrapper<
    Omit<UserAccountPage, "items"> & { items: Array<ResolversTypes["UserAccount"]> }
  >;
  UserInput: UserInput;
  UserRole: ResolverTypeWrapper<UserRole>;
  VoterConfirmation: ResolverTypeWrapper<VoterConfirmation>;
  VoterConfirmations: ResolverTypeWrapper<VoterConfirmations>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AnswerInput: AnswerInput;
  ApiToken: ApiTokenRow;
  AuditEntry: AuditRow;
  AuditPage: Omit<AuditPage, "items"> & { items: Array<ResolversParentTypes["AuditEntry"]> };
  BallotReceipt: BallotReceipt;
  Board: BoardRow;
  BoardInput: BoardInput;
  BoardMember: MemberRow;
  BoardPage: Omit<BoardPage, "items"> & { items: Array<ResolversParentTypes["Board"]> };
  Boolean: Scalars["Boolean"]["output"];
  Ceremony: Ceremony;
  CeremonySeat: CeremonySeat;
  Ciphertext: Ciphertext;
  CommissionSeat: EncryptionSeat;
  CommissionTask: CommissionTaskView;
  CompositionWarning: CompositionWarning;
  CountingProtocol: ProtocolView;
  Dealing: Dealing;
  DealingInput: DealingInput;
  Defense: DefenseRow;
  DefenseInput: DefenseInput;
  DefensePage: Omit<DefensePage, "items"> & { items: Array<ResolversParentTypes["Defense"]> };
  DemoLetter: MailboxLetter;
  DemoMailbox: Omit<DemoMailbox, "letters"> & { letters: Array<ResolversParentTypes["DemoLetter"]> };
  Election: Election;
  ElectionManifest: ElectionManifest;
  ElectionRecord: ElectionRecord;
  EncryptedBallot: EncryptedBallot;
  EncryptedBallotInput: EncryptedBallotInput;
  EncryptedShare: EncryptedShare;
  EncryptedShareInput: EncryptedShareInput;
  ID: Scalars["ID"]["output"];
  Int: Scalars["Int"]["output"];
  KeyComplaint: KeyComplaint;
  KeyDispute: KeyDispute;
  ListQuorum: ListQuorum;
  ManifestCouncil: ManifestCouncil;
  ManifestDefense: ManifestDefense;
  MemberImportPreview: ImportPreview;
  MemberImportRow: ImportRow;
  MemberInput: MemberInput;
  Mutation: Record<PropertyKey, never>;
  NewApiToken: Omit<NewApiToken, "apiToken"> & { apiToken: ResolversParentTypes["ApiToken"] };
  PartialDecryption: PartialDecryption;
  Poll: MemberPoll;
  PollAnnulment: PollAnnulment;
  PollDefense: MemberPollDefense;
  PollEncryption: PollEncryptionView;
  PollInvite: InviteWithMember;
  PollQuestion: PollQuestion;
  PollRound: PollRow;
  ProofInput: ProofInput;
  ProofPair: ProofPair;
  ProtocolDocument: ProtocolDocument;
  ProtocolRow: ProtocolRow;
  ProtocolSignature: ProtocolSignature;
  Query: Record<PropertyKey, never>;
  Quorum: Quorum;
  RecordResult: RecordResult;
  RecordSeat: RecordSeat;
  RegisterInput: RegisterInput;
  RegistrationReceipt: RegistrationReceipt;
  ResultPolls: PollResult;
  RollEntry: ParticipantWithMember;
  RuleSet: RuleSetRow;
  SealedBallot: SealedBallot;
  SealedBallotInput: SealedBallotInput;
  Secretar: UserRow;
  SecretarPage: Omit<SecretarPage, "items"> & { items: Array<ResolversParentTypes["Secretar"]> };
  ShareReveal: ShareReveal;
  ShareRevealInput: ShareRevealInput;
  Specialty: Specialty;
  SpecialtyInput: SpecialtyInput;
  SpecialtyQuorum: SpecialtyQuorum;
  SpoiledBallot: SpoiledBallot;
  SpoiledBallotInput: SpoiledBallotInput;
  String: Scalars["String"]["output"];
  Subscription: Record<PropertyKey, never>;
  User: UserRow;
  UserAccount: UserAccountRow;
  UserAccountPage: Omit<UserAccountPage, "items"> & { items: Array<ResolversParentTypes["UserAccount"]> };
  UserInput: UserInput;
  UserRole: UserRole;
  VoterConfirmation: VoterConfirmation;
  VoterConfirmations: VoterConfirmations;
}>;

export type AuthDirectiveArgs = {
  requires?: Array<Role>;
};

export type AuthDirectiveResolver<
  Result,
  Parent,
  ContextType = Context,
  Args = AuthDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = {};

export type PublicDirectiveResolver<
  Result,
  Parent,
  ContextType = Context,
  Args = PublicDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiTokenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ApiToken"] = ResolversParentTypes["ApiToken"],
> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  revoked?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type AuditActionResolvers = {
  API_TOKEN_CREATE: "api_token.create";
  API_TOKEN_REVOKE: "api_token.revoke";
  BOARD_ARCHIVE: "board.archive";
  BOARD_CREATE: "board.create";
  BOARD_RESTORE: "board.restore";
  BOARD_UPDATE: "board.update";
  DEFENSE_ARCHIVE: "defense.archive";
  DEFENSE_CREATE: "defense.create";
  DEFENSE_RESTORE: "defense.restore";
  DEFENSE_UPDATE: "defense.update";
  MEMBER_ADD_FOR_DEFENSE: "member.add_for_defense";
  MEMBER_ARCHIVE: "member.archive";
  MEMBER_CREATE: "member.create";
  MEMBER_IMPORT: "member.import";
  MEMBER_RESTORE: "member.restore";
  MEMBER_UPDATE: "member.update";
  POLL_ANNUL: "poll.annul";
  POLL_CLOSE: "poll.close";
  POLL_CLOSE_COMPLETE: "poll.close.complete";
  POLL_CLOSE_DEADLINE: "poll.close.deadline";
  POLL_COMMISSION: "poll.commission";
  POLL_COMMISSION_REPLACE: "poll.commission.replace";
  POLL_COMMISSION_RESEND: "poll.commission.resend";
  POLL_INVITES: "poll.invites";
  POLL_KEY: "poll.key";
  POLL_KEY_COMPLAINT: "poll.key.complaint";
  POLL_KEY_RESTART: "poll.key.restart";
  POLL_KEY_SPOKEN: "poll.key.spoken";
  POLL_OPEN: "poll.open";
  POLL_PROTOCOL: "poll.protocol";
  POLL_RESEND: "poll.resend";
  POLL_ROLL: "poll.roll";
  POLL_TALLY: "poll.tally";
  USER_BOARDS: "user.boards";
  USER_CREATE: "user.create";
  USER_DISABLE: "user.disable";
  USER_ENABLE: "user.enable";
  USER_PASSWORD_RESET: "user.password_reset";
  USER_REGISTER: "user.register";
  USER_ROLES: "user.roles";
  USER_SESSIONS_END: "user.sessions.end";
};

export type AuditEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["AuditEntry"] = ResolversParentTypes["AuditEntry"],
> = ResolversObject<{
  action?: Resolver<ResolversTypes["AuditAction"], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["AuditPage"] = ResolversParentTypes["AuditPage"],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes["AuditEntry"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalExact?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type BallotReceiptResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["BallotReceipt"] = ResolversParentTypes["BallotReceipt"],
> = ResolversObject<{
  accepted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  head?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  headCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  tracker?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type BoardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Board"] = ResolversParentTypes["Board"],
> = ResolversObject<{
  approvedOn?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  approvedOrder?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  approvedSize?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  archivedMembers?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  compositionWarnings?: Resolver<Array<ResolversTypes["CompositionWarning"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  ruleSet?: Resolver<ResolversTypes["RuleSet"], ParentType, ContextType>;
  secretaries?: Resolver<Array<ResolversTypes["Secretar"]>, ParentType, ContextType>;
  specialties?: Resolver<Array<ResolversTypes["Specialty"]>, ParentType, ContextType>;
}>;

export type BoardMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["BoardMember"] = ResolversParentTypes["BoardMember"],
> = ResolversObject<{
  academicTitle?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  addedForDefense?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["AcademicDegree"], ParentType, ContextType>;
  degreeTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fioGenitive?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes["Gender"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["MemberPosition"], ParentType, ContextType>;
  specialtyCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type BoardPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["BoardPage"] = ResolversParentTypes["BoardPage"],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes["Board"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalExact?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type CeremonyResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Ceremony"] = ResolversParentTypes["Ceremony"],
> = ResolversObject<{
  manifest?: Resolver<ResolversTypes["ElectionManifest"], ParentType, ContextType>;
  publicKey?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes["CeremonySeat"]>, ParentType, ContextType>;
}>;

export type CeremonySeatResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CeremonySeat"] = ResolversParentTypes["CeremonySeat"],
> = ResolversObject<{
  complaint?: Resolver<Maybe<ResolversTypes["KeyComplaint"]>, ParentType, ContextType>;
  dealing?: Resolver<Maybe<ResolversTypes["Dealing"]>, ParentType, ContextType>;
  deviceKey?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  deviceProof?: Resolver<Maybe<ResolversTypes["ProofPair"]>, ParentType, ContextType>;
  nonce?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  nonceCommitment?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  reveals?: Resolver<Array<ResolversTypes["ShareReveal"]>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes["ProofPair"]>, ParentType, ContextType>;
  verificationKey?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
}>;

export type CiphertextResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Ciphertext"] = ResolversParentTypes["Ciphertext"],
> = ResolversObject<{
  alpha?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  beta?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type CommissionSeatResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CommissionSeat"] = ResolversParentTypes["CommissionSeat"],
> = ResolversObject<{
  codeConfirmedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  decrypted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes["InviteDelivery"], ParentType, ContextType>;
  member?: Resolver<ResolversTypes["BoardMember"], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  sendError?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes["TrusteeStage"], ParentType, ContextType>;
}>;

export type CommissionTaskResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CommissionTask"] = ResolversParentTypes["CommissionTask"],
> = ResolversObject<{
  ceremony?: Resolver<Maybe<ResolversTypes["Ceremony"]>, ParentType, ContextType>;
  decrypted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  defense?: Resolver<ResolversTypes["PollDefense"], ParentType, ContextType>;
  electionId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  memberName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  tallied?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type CompositionWarningResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CompositionWarning"] = ResolversParentTypes["CompositionWarning"],
> = ResolversObject<{
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  source?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type CountingProtocolResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CountingProtocol"] = ResolversParentTypes["CountingProtocol"],
> = ResolversObject<{
  addedForDefense?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  approvedSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ballotsIssued?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ballotsReturned?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ballotsUnissued?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  boardCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  commission?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes["Decision"], ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  document?: Resolver<ResolversTypes["ProtocolDocument"], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  present?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  presentSpecialtyDoctors?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  sittingDate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  votesAgainst?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  votesFor?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type DealingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Dealing"] = ResolversParentTypes["Dealing"],
> = ResolversObject<{
  commitments?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  proof?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
  shares?: Resolver<Array<ResolversTypes["EncryptedShare"]>, ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
}>;

export type DefenseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Defense"] = ResolversParentTypes["Defense"],
> = ResolversObject<{
  addedMembers?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  board?: Resolver<ResolversTypes["Board"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  candidateMember?: Resolver<Maybe<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  commission?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  encryption?: Resolver<Maybe<ResolversTypes["PollEncryption"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes["PollInvite"]>, ParentType, ContextType>;
  leadingOrganization?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  opponents?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  pollHistory?: Resolver<Array<ResolversTypes["PollRound"]>, ParentType, ContextType>;
  protocol?: Resolver<Maybe<ResolversTypes["CountingProtocol"]>, ParentType, ContextType>;
  resultPolls?: Resolver<ResolversTypes["ResultPolls"], ParentType, ContextType>;
  roll?: Resolver<Array<ResolversTypes["RollEntry"]>, ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  votingKeys?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type DefensePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["DefensePage"] = ResolversParentTypes["DefensePage"],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes["Defense"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalExact?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type DemoLetterResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["DemoLetter"] = ResolversParentTypes["DemoLetter"],
> = ResolversObject<{
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  text?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  to?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type DemoMailboxResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["DemoMailbox"] = ResolversParentTypes["DemoMailbox"],
> = ResolversObject<{
  enabled?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  letters?: Resolver<Array<ResolversTypes["DemoLetter"]>, ParentType, ContextType>;
}>;

export type ElectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Election"] = ResolversParentTypes["Election"],
> = ResolversObject<{
  ceremony?: Resolver<Array<ResolversTypes["RecordSeat"]>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  manifest?: Resolver<ResolversTypes["ElectionManifest"], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ElectionManifestResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ElectionManifest"] = ResolversParentTypes["ElectionManifest"],
> = ResolversObject<{
  commission?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  council?: Resolver<ResolversTypes["ManifestCouncil"], ParentType, ContextType>;
  credentials?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  defense?: Resolver<ResolversTypes["ManifestDefense"], ParentType, ContextType>;
  electionId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  format?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  group?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  question?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  roll?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  thresholdRule?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ElectionRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ElectionRecord"] = ResolversParentTypes["ElectionRecord"],
> = ResolversObject<{
  ballots?: Resolver<Array<ResolversTypes["EncryptedBallot"]>, ParentType, ContextType>;
  ceremony?: Resolver<Array<ResolversTypes["RecordSeat"]>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  confirmations?: Resolver<Array<ResolversTypes["VoterConfirmation"]>, ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  format?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  head?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  headCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lateCredentials?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  manifest?: Resolver<ResolversTypes["ElectionManifest"], ParentType, ContextType>;
  partialDecryptions?: Resolver<Array<ResolversTypes["PartialDecryption"]>, ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes["RecordResult"]>, ParentType, ContextType>;
  revokedCredentials?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  spoiled?: Resolver<Array<ResolversTypes["SpoiledBallot"]>, ParentType, ContextType>;
  tally?: Resolver<Maybe<ResolversTypes["Ciphertext"]>, ParentType, ContextType>;
  voted?: Resolver<Array<ResolversTypes["Boolean"]>, ParentType, ContextType>;
}>;

export type EncryptedBallotResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["EncryptedBallot"] = ResolversParentTypes["EncryptedBallot"],
> = ResolversObject<{
  alpha?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  beta?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  credential?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  proof?: Resolver<Array<ResolversTypes["ProofPair"]>, ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
}>;

export type EncryptedShareResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["EncryptedShare"] = ResolversParentTypes["EncryptedShare"],
> = ResolversObject<{
  ephemeral?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  to?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  value?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type KeyComplaintResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["KeyComplaint"] = ResolversParentTypes["KeyComplaint"],
> = ResolversObject<{
  dealer?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
}>;

export type KeyDisputeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["KeyDispute"] = ResolversParentTypes["KeyDispute"],
> = ResolversObject<{
  complainer?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes["DisputeVerdict"], ParentType, ContextType>;
}>;

export type ListQuorumResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ListQuorum"] = ResolversParentTypes["ListQuorum"],
> = ResolversObject<{
  listSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  met?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  present?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  required?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type ManifestCouncilResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ManifestCouncil"] = ResolversParentTypes["ManifestCouncil"],
> = ResolversObject<{
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ManifestDefenseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ManifestDefense"] = ResolversParentTypes["ManifestDefense"],
> = ResolversObject<{
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type MemberImportPreviewResolvers<
  ContextType = Context,
  ParentType extends
    ResolversParentTypes["MemberImportPreview"] = ResolversParentTypes["MemberImportPreview"],
> = ResolversObject<{
  delimiter?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes["MemberImportRow"]>, ParentType, ContextType>;
}>;

export type MemberImportRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["MemberImportRow"] = ResolversParentTypes["MemberImportRow"],
> = ResolversObject<{
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  line?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Mutation"] = ResolversParentTypes["Mutation"],
> = ResolversObject<{
  addDefenseMember?: Resolver<
    ResolversTypes["BoardMember"],
    ParentType,
    ContextType,
    RequireFields<MutationAddDefenseMemberArgs, "defenseId" | "input">
  >;
  addMember?: Resolver<
    ResolversTypes["BoardMember"],
    ParentType,
    ContextType,
    RequireFields<MutationAddMemberArgs, "boardId" | "input">
  >;
  annulPoll?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationAnnulPollArgs, "defenseId" | "reason">
  >;
  answerComplaints?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationAnswerComplaintsArgs, "reveals" | "token">
  >;
  archiveBoard?: Resolver<
    ResolversTypes["Board"],
    ParentType,
    ContextType,
    RequireFields<MutationArchiveBoardArgs, "archived" | "id">
  >;
  archiveDefense?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationArchiveDefenseArgs, "archived" | "id">
  >;
  archiveMember?: Resolver<
    ResolversTypes["BoardMember"],
    ParentType,
    ContextType,
    RequireFields<MutationArchiveMemberArgs, "archived" | "id">
  >;
  closePoll?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationClosePollArgs, "defenseId">
  >;
  confirmBallotFound?: Resolver<
    ResolversTypes["VoterConfirmations"],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmBallotFoundArgs, "signature" | "token">
  >;
  confirmKeyShare?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmKeyShareArgs, "nonce" | "token" | "verificationKey">
  >;
  confirmRegistration?: Resolver<
    ResolversTypes["User"],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmRegistrationArgs, "token">
  >;
  createApiToken?: Resolver<
    ResolversTypes["NewApiToken"],
    ParentType,
    ContextType,
    RequireFields<MutationCreateApiTokenArgs, "name" | "userId">
  >;
  createBoard?: Resolver<
    ResolversTypes["Board"],
    ParentType,
    ContextType,
    RequireFields<MutationCreateBoardArgs, "input">
  >;
  createDefense?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationCreateDefenseArgs, "input">
  >;
  createUser?: Resolver<
    ResolversTypes["UserAccount"],
    ParentType,
    ContextType,
    RequireFields<MutationCreateUserArgs, "input">
  >;
  endUserSessions?: Resolver<
    ResolversTypes["UserAccount"],
    ParentType,
    ContextType,
    RequireFields<MutationEndUserSessionsArgs, "id">
  >;
  fileComplaint?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationFileComplaintArgs, "dealer" | "signature" | "token">
  >;
  importMembers?: Resolver<
    Array<ResolversTypes["BoardMember"]>,
    ParentType,
    ContextType,
    RequireFields<MutationImportMembersArgs, "boardId" | "file">
  >;
  login?: Resolver<
    ResolversTypes["User"],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, "email" | "password">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  previewMemberImport?: Resolver<
    ResolversTypes["MemberImportPreview"],
    ParentType,
    ContextType,
    RequireFields<MutationPreviewMemberImportArgs, "boardId" | "file">
  >;
  publishSpoiledBallot?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationPublishSpoiledBallotArgs, "ballot" | "token">
  >;
  recordCodeConfirmation?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationRecordCodeConfirmationArgs, "defenseId" | "memberId">
  >;
  register?: Resolver<
    ResolversTypes["RegistrationReceipt"],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterArgs, "input">
  >;
  registerCommissionDevice?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterCommissionDeviceArgs, "nonceCommitment" | "proof" | "publicKey" | "token">
  >;
  registerVotingCredential?: Resolver<
    ResolversTypes["Poll"],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterVotingCredentialArgs, "credential" | "replace" | "token">
  >;
  replaceCommissionMember?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationReplaceCommissionMemberArgs, "defenseId" | "memberId" | "replacementId">
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetArgs, "email">
  >;
  resendCommissionLinks?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationResendCommissionLinksArgs, "defenseId">
  >;
  resendInvites?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationResendInvitesArgs, "defenseId" | "revokeOld">
  >;
  resetPassword?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, "password" | "token">
  >;
  restartKeyCeremony?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationRestartKeyCeremonyArgs, "defenseId" | "reason">
  >;
  revokeApiToken?: Resolver<
    ResolversTypes["ApiToken"],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeApiTokenArgs, "id">
  >;
  sendInvites?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationSendInvitesArgs, "defenseId" | "memberIds">
  >;
  setCountingCommission?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationSetCountingCommissionArgs, "defenseId" | "memberIds">
  >;
  setRoll?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationSetRollArgs, "defenseId" | "memberIds">
  >;
  setSecretarBoards?: Resolver<
    ResolversTypes["UserAccount"],
    ParentType,
    ContextType,
    RequireFields<MutationSetSecretarBoardsArgs, "boardIds" | "id">
  >;
  setUserDisabled?: Resolver<
    ResolversTypes["UserAccount"],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserDisabledArgs, "disabled" | "id">
  >;
  setUserRoles?: Resolver<
    ResolversTypes["UserAccount"],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserRolesArgs, "id" | "roles">
  >;
  signElection?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationSignElectionArgs, "signature" | "token">
  >;
  submitBallot?: Resolver<
    ResolversTypes["BallotReceipt"],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitBallotArgs, "answers" | "token">
  >;
  submitDealing?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitDealingArgs, "dealing" | "token">
  >;
  submitPartialDecryption?: Resolver<
    ResolversTypes["CommissionTask"],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitPartialDecryptionArgs, "factor" | "proof" | "token">
  >;
  updateBoard?: Resolver<
    ResolversTypes["Board"],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBoardArgs, "id" | "input">
  >;
  updateDefense?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateDefenseArgs, "id" | "input">
  >;
  updateMember?: Resolver<
    ResolversTypes["BoardMember"],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMemberArgs, "id" | "input">
  >;
}>;

export type NewApiTokenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["NewApiToken"] = ResolversParentTypes["NewApiToken"],
> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes["ApiToken"], ParentType, ContextType>;
  token?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type PartialDecryptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PartialDecryption"] = ResolversParentTypes["PartialDecryption"],
> = ResolversObject<{
  factor?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  proof?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type PollResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Poll"] = ResolversParentTypes["Poll"],
> = ResolversObject<{
  annulled?: Resolver<Maybe<ResolversTypes["PollAnnulment"]>, ParentType, ContextType>;
  counted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  credential?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  defense?: Resolver<ResolversTypes["PollDefense"], ParentType, ContextType>;
  election?: Resolver<Maybe<ResolversTypes["Election"]>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes["PollQuestion"]>, ParentType, ContextType>;
  rollIndex?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type PollAnnulmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollAnnulment"] = ResolversParentTypes["PollAnnulment"],
> = ResolversObject<{
  newRound?: Resolver<ResolversTypes["NewRound"], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type PollDefenseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollDefense"] = ResolversParentTypes["PollDefense"],
> = ResolversObject<{
  boardCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type PollEncryptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollEncryption"] = ResolversParentTypes["PollEncryption"],
> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  credentials?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  decryptions?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  disputes?: Resolver<Array<ResolversTypes["KeyDispute"]>, ParentType, ContextType>;
  electionId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  headCode?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  manifestCurrent?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  publicKey?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  sealedCredentials?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes["CommissionSeat"]>, ParentType, ContextType>;
  signed?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  tallied?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  trustees?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type PollInviteResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollInvite"] = ResolversParentTypes["PollInvite"],
> = ResolversObject<{
  attempts?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes["InviteDelivery"], ParentType, ContextType>;
  member?: Resolver<ResolversTypes["BoardMember"], ParentType, ContextType>;
  sendError?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type PollQuestionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollQuestion"] = ResolversParentTypes["PollQuestion"],
> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes["Choice"]>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  text?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type PollRoundResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["PollRound"] = ResolversParentTypes["PollRound"],
> = ResolversObject<{
  annulReason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
}>;

export type ProofPairResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ProofPair"] = ResolversParentTypes["ProofPair"],
> = ResolversObject<{
  challenge?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  response?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ProtocolDocumentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ProtocolDocument"] = ResolversParentTypes["ProtocolDocument"],
> = ResolversObject<{
  dateLine?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  heading?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  intro?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes["ProtocolRow"]>, ParentType, ContextType>;
  signatures?: Resolver<Array<ResolversTypes["ProtocolSignature"]>, ParentType, ContextType>;
  tally?: Resolver<Array<ResolversTypes["ProtocolRow"]>, ParentType, ContextType>;
  tallyTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  title?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ProtocolRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ProtocolRow"] = ResolversParentTypes["ProtocolRow"],
> = ResolversObject<{
  label?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  value?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ProtocolSignatureResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ProtocolSignature"] = ResolversParentTypes["ProtocolSignature"],
> = ResolversObject<{
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  role?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Query"] = ResolversParentTypes["Query"],
> = ResolversObject<{
  adminBoard?: Resolver<
    Maybe<ResolversTypes["Board"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminBoardArgs, "id">
  >;
  adminBoards?: Resolver<
    ResolversTypes["BoardPage"],
    ParentType,
    ContextType,
    RequireFields<QueryAdminBoardsArgs, "direction" | "limit" | "offset" | "sort">
  >;
  adminDefense?: Resolver<
    Maybe<ResolversTypes["Defense"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminDefenseArgs, "id">
  >;
  adminDefenses?: Resolver<
    ResolversTypes["DefensePage"],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDefensesArgs, "direction" | "limit" | "offset" | "sort">
  >;
  adminSecretar?: Resolver<
    Maybe<ResolversTypes["Secretar"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminSecretarArgs, "id">
  >;
  adminSecretars?: Resolver<
    ResolversTypes["SecretarPage"],
    ParentType,
    ContextType,
    RequireFields<QueryAdminSecretarsArgs, "limit" | "offset">
  >;
  adminUser?: Resolver<
    Maybe<ResolversTypes["UserAccount"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminUserArgs, "id">
  >;
  adminUsers?: Resolver<
    ResolversTypes["UserAccountPage"],
    ParentType,
    ContextType,
    RequireFields<QueryAdminUsersArgs, "limit" | "offset">
  >;
  auditLog?: Resolver<
    ResolversTypes["AuditPage"],
    ParentType,
    ContextType,
    RequireFields<QueryAuditLogArgs, "limit" | "offset">
  >;
  auditLogCsv?: Resolver<ResolversTypes["String"], ParentType, ContextType, Partial<QueryAuditLogCsvArgs>>;
  commissionTask?: Resolver<
    Maybe<ResolversTypes["CommissionTask"]>,
    ParentType,
    ContextType,
    RequireFields<QueryCommissionTaskArgs, "token">
  >;
  demoMailbox?: Resolver<ResolversTypes["DemoMailbox"], ParentType, ContextType>;
  electionRecord?: Resolver<
    Maybe<ResolversTypes["ElectionRecord"]>,
    ParentType,
    ContextType,
    RequireFields<QueryElectionRecordArgs, "electionId">
  >;
  me?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
  poll?: Resolver<
    Maybe<ResolversTypes["Poll"]>,
    ParentType,
    ContextType,
    RequireFields<QueryPollArgs, "token">
  >;
  ruleSets?: Resolver<Array<ResolversTypes["RuleSet"]>, ParentType, ContextType>;
  secretarBoard?: Resolver<
    Maybe<ResolversTypes["Board"]>,
    ParentType,
    ContextType,
    RequireFields<QuerySecretarBoardArgs, "id">
  >;
  secretarBoards?: Resolver<Array<ResolversTypes["Board"]>, ParentType, ContextType>;
  secretarDefense?: Resolver<
    Maybe<ResolversTypes["Defense"]>,
    ParentType,
    ContextType,
    RequireFields<QuerySecretarDefenseArgs, "id">
  >;
  secretarDefenses?: Resolver<Array<ResolversTypes["Defense"]>, ParentType, ContextType>;
}>;

export type QuorumResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Quorum"] = ResolversParentTypes["Quorum"],
> = ResolversObject<{
  list?: Resolver<ResolversTypes["ListQuorum"], ParentType, ContextType>;
  met?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  missing?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["SpecialtyQuorum"], ParentType, ContextType>;
}>;

export type RecordResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["RecordResult"] = ResolversParentTypes["RecordResult"],
> = ResolversObject<{
  against?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  for?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type RecordSeatResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["RecordSeat"] = ResolversParentTypes["RecordSeat"],
> = ResolversObject<{
  dealing?: Resolver<ResolversTypes["Dealing"], ParentType, ContextType>;
  deviceKey?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  deviceProof?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  nonceCommitment?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
  verificationKey?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type RegistrationReceiptResolvers<
  ContextType = Context,
  ParentType extends
    ResolversParentTypes["RegistrationReceipt"] = ResolversParentTypes["RegistrationReceipt"],
> = ResolversObject<{
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type ResultPollsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ResultPolls"] = ResolversParentTypes["ResultPolls"],
> = ResolversObject<{
  addedForDefense?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  annulReason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  approvedSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes["Decision"]>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  notReturned?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  participants?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  quorum?: Resolver<ResolversTypes["Quorum"], ParentType, ContextType>;
  round?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  votesAgainst?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  votesFor?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
}>;

export type RollEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["RollEntry"] = ResolversParentTypes["RollEntry"],
> = ResolversObject<{
  added?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["AcademicDegree"], ParentType, ContextType>;
  degreeTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  member?: Resolver<ResolversTypes["BoardMember"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["MemberPosition"], ParentType, ContextType>;
  specialtyCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type RuleSetResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["RuleSet"] = ResolversParentTypes["RuleSet"],
> = ResolversObject<{
  addedMembersMax?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  decisionDen?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  decisionNum?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listQuorumDen?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listQuorumNum?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minMembers?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minSpecialtyDoctors?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  secretaryVotes?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  specialtyDoctorsCandidate?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  specialtyDoctorsDoctoral?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type SealedBallotResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["SealedBallot"] = ResolversParentTypes["SealedBallot"],
> = ResolversObject<{
  alpha?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  beta?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  proof?: Resolver<Array<ResolversTypes["ProofPair"]>, ParentType, ContextType>;
}>;

export type SecretarResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Secretar"] = ResolversParentTypes["Secretar"],
> = ResolversObject<{
  boards?: Resolver<Array<ResolversTypes["Board"]>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
}>;

export type SecretarPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["SecretarPage"] = ResolversParentTypes["SecretarPage"],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes["Secretar"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type ShareRevealResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ShareReveal"] = ResolversParentTypes["ShareReveal"],
> = ResolversObject<{
  nonce?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  share?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
  to?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type SpecialtyResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Specialty"] = ResolversParentTypes["Specialty"],
> = ResolversObject<{
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type SpecialtyQuorumResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["SpecialtyQuorum"] = ResolversParentTypes["SpecialtyQuorum"],
> = ResolversObject<{
  met?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  present?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  required?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  specialtyCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type SpoiledBallotResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["SpoiledBallot"] = ResolversParentTypes["SpoiledBallot"],
> = ResolversObject<{
  ballot?: Resolver<ResolversTypes["SealedBallot"], ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  format?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  randomness?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  vote?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Subscription"] = ResolversParentTypes["Subscription"],
> = ResolversObject<{
  adminDefenseChanged?: SubscriptionResolver<
    ResolversTypes["Defense"],
    "adminDefenseChanged",
    ParentType,
    ContextType,
    RequireFields<SubscriptionAdminDefenseChangedArgs, "id">
  >;
  commissionTaskChanged?: SubscriptionResolver<
    ResolversTypes["CommissionTask"],
    "commissionTaskChanged",
    ParentType,
    ContextType,
    RequireFields<SubscriptionCommissionTaskChangedArgs, "token">
  >;
  pollChanged?: SubscriptionResolver<
    ResolversTypes["Poll"],
    "pollChanged",
    ParentType,
    ContextType,
    RequireFields<SubscriptionPollChangedArgs, "token">
  >;
  secretarDefenseChanged?: SubscriptionResolver<
    ResolversTypes["Defense"],
    "secretarDefenseChanged",
    ParentType,
    ContextType,
    RequireFields<SubscriptionSecretarDefenseChangedArgs, "id">
  >;
}>;

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["User"] = ResolversParentTypes["User"],
> = ResolversObject<{
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes["UserRole"]>, ParentType, ContextType>;
}>;

export type UserAccountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["UserAccount"] = ResolversParentTypes["UserAccount"],
> = ResolversObject<{
  apiTokens?: Resolver<Array<ResolversTypes["ApiToken"]>, ParentType, ContextType>;
  boards?: Resolver<Array<ResolversTypes["Board"]>, ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes["UserRole"]>, ParentType, ContextType>;
}>;

export type UserAccountPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["UserAccountPage"] = ResolversParentTypes["UserAccountPage"],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes["UserAccount"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type UserRoleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["UserRole"] = ResolversParentTypes["UserRole"],
> = ResolversObject<{
  role?: Resolver<ResolversTypes["Role"], ParentType, ContextType>;
}>;

export type VoterConfirmationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["VoterConfirmation"] = ResolversParentTypes["VoterConfirmation"],
> = ResolversObject<{
  credential?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes["ProofPair"], ParentType, ContextType>;
}>;

export type VoterConfirmationsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["VoterConfirmations"] = ResolversParentTypes["VoterConfirmations"],
> = ResolversObject<{
  ballots?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  ApiToken?: ApiTokenResolvers<ContextType>;
  AuditAction?: AuditActionResolvers;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BallotReceipt?: BallotReceiptResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardMember?: BoardMemberResolvers<ContextType>;
  BoardPage?: BoardPageResolvers<ContextType>;
  Ceremony?: CeremonyResolvers<ContextType>;
  CeremonySeat?: CeremonySeatResolvers<ContextType>;
  Ciphertext?: CiphertextResolvers<ContextType>;
  CommissionSeat?: CommissionSeatResolvers<ContextType>;
  CommissionTask?: CommissionTaskResolvers<ContextType>;
  CompositionWarning?: CompositionWarningResolvers<ContextType>;
  CountingProtocol?: CountingProtocolResolvers<ContextType>;
  Dealing?: DealingResolvers<ContextType>;
  Defense?: DefenseResolvers<ContextType>;
  DefensePage?: DefensePageResolvers<ContextType>;
  DemoLetter?: DemoLetterResolvers<ContextType>;
  DemoMailbox?: DemoMailboxResolvers<ContextType>;
  Election?: ElectionResolvers<ContextType>;
  ElectionManifest?: ElectionManifestResolvers<ContextType>;
  ElectionRecord?: ElectionRecordResolvers<ContextType>;
  EncryptedBallot?: EncryptedBallotResolvers<ContextType>;
  EncryptedShare?: EncryptedShareResolvers<ContextType>;
  KeyComplaint?: KeyComplaintResolvers<ContextType>;
  KeyDispute?: KeyDisputeResolvers<ContextType>;
  ListQuorum?: ListQuorumResolvers<ContextType>;
  ManifestCouncil?: ManifestCouncilResolvers<ContextType>;
  ManifestDefense?: ManifestDefenseResolvers<ContextType>;
  MemberImportPreview?: MemberImportPreviewResolvers<ContextType>;
  MemberImportRow?: MemberImportRowResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewApiToken?: NewApiTokenResolvers<ContextType>;
  PartialDecryption?: PartialDecryptionResolvers<ContextType>;
  Poll?: PollResolvers<ContextType>;
  PollAnnulment?: PollAnnulmentResolvers<ContextType>;
  PollDefense?: PollDefenseResolvers<ContextType>;
  PollEncryption?: PollEncryptionResolvers<ContextType>;
  PollInvite?: PollInviteResolvers<ContextType>;
  PollQuestion?: PollQuestionResolvers<ContextType>;
  PollRound?: PollRoundResolvers<ContextType>;
  ProofPair?: ProofPairResolvers<ContextType>;
  ProtocolDocument?: ProtocolDocumentResolvers<ContextType>;
  ProtocolRow?: ProtocolRowResolvers<ContextType>;
  ProtocolSignature?: ProtocolSignatureResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quorum?: QuorumResolvers<ContextType>;
  RecordResult?: RecordResultResolvers<ContextType>;
  RecordSeat?: RecordSeatResolvers<ContextType>;
  RegistrationReceipt?: RegistrationReceiptResolvers<ContextType>;
  ResultPolls?: ResultPollsResolvers<ContextType>;
  RollEntry?: RollEntryResolvers<ContextType>;
  RuleSet?: RuleSetResolvers<ContextType>;
  SealedBallot?: SealedBallotResolvers<ContextType>;
  Secretar?: SecretarResolvers<ContextType>;
  SecretarPage?: SecretarPageResolvers<ContextType>;
  ShareReveal?: ShareRevealResolvers<ContextType>;
  Specialty?: SpecialtyResolvers<ContextType>;
  SpecialtyQuorum?: SpecialtyQuorumResolvers<ContextType>;
  SpoiledBallot?: SpoiledBallotResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserAccountPage?: UserAccountPageResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  VoterConfirmation?: VoterConfirmationResolvers<ContextType>;
  VoterConfirmations?: VoterConfirmationsResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;

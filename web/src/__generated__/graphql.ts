/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** Academic degree of a council member. */
export type AcademicDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/**
 * What an audit entry records. Each value stands for the name the log stores, which REST
 * (`/api/v1/admin/audit.csv`) writes and filters by: `POLL_KEY_COMPLAINT` is `poll.key.complaint`.
 */
export type AuditAction =
  /** `api_token.create`: an API token issued. */
  | "API_TOKEN_CREATE"
  /** `api_token.revoke`: an API token revoked. */
  | "API_TOKEN_REVOKE"
  /** `board.archive`: a council archived. */
  | "BOARD_ARCHIVE"
  /** `board.create`: a council created. */
  | "BOARD_CREATE"
  /** `board.restore`: a council restored from the archive. */
  | "BOARD_RESTORE"
  /** `board.update`: a council's facts changed. */
  | "BOARD_UPDATE"
  /** `defense.archive`: a defense cancelled (archived). */
  | "DEFENSE_ARCHIVE"
  /** `defense.create`: a defense scheduled. */
  | "DEFENSE_CREATE"
  /** `defense.restore`: a cancelled defense restored. */
  | "DEFENSE_RESTORE"
  /** `defense.update`: a defense's facts changed. */
  | "DEFENSE_UPDATE"
  /** `member.add_for_defense`: a member added to the council for one defense (дополнительно введенный). */
  | "MEMBER_ADD_FOR_DEFENSE"
  /** `member.archive`: a member taken off the council. */
  | "MEMBER_ARCHIVE"
  /** `member.create`: a member added to a council. */
  | "MEMBER_CREATE"
  /** `member.import`: a council's members imported from CSV. */
  | "MEMBER_IMPORT"
  /** `member.restore`: a member returned to the council. */
  | "MEMBER_RESTORE"
  /** `member.update`: a member's facts changed. */
  | "MEMBER_UPDATE"
  /** `poll.annul`: the vote annulled, with a reason. */
  | "POLL_ANNUL"
  /** `poll.close`: the vote closed by the secretary. */
  | "POLL_CLOSE"
  /** `poll.close.complete`: the vote closed when every member of the roll had voted. */
  | "POLL_CLOSE_COMPLETE"
  /** `poll.close.deadline`: the vote closed by its deadline. */
  | "POLL_CLOSE_DEADLINE"
  /** `poll.commission`: the счетная комиссия elected. */
  | "POLL_COMMISSION"
  /** `poll.commission.replace`: one member of the счетная комиссия replaced by another of the roll before the ballot opened. */
  | "POLL_COMMISSION_REPLACE"
  /** `poll.commission.resend`: the commission's links mailed again. */
  | "POLL_COMMISSION_RESEND"
  /** `poll.invites`: invites sent. */
  | "POLL_INVITES"
  /** `poll.key`: the commission's key sealed: every device signed the election's fingerprint. */
  | "POLL_KEY"
  /** `poll.key.complaint`: a commission device's complaint stopped the key ceremony. */
  | "POLL_KEY_COMPLAINT"
  /** `poll.key.restart`: the key ceremony started again by the secretary, with a reason. */
  | "POLL_KEY_RESTART"
  /** `poll.key.spoken`: the secretary recorded that a member of the счетная комиссия said aloud that the election code matched. */
  | "POLL_KEY_SPOKEN"
  /** `poll.open`: the ballot opened (with the sitting's date the secretary confirmed). */
  | "POLL_OPEN"
  /** `poll.protocol`: the protocol produced as PDF. */
  | "POLL_PROTOCOL"
  /** `poll.resend`: new ballot links sent to members who had not voted. */
  | "POLL_RESEND"
  /** `poll.roll`: the явочный лист saved. */
  | "POLL_ROLL"
  /** `poll.tally`: the commission opened the urn: the count decrypted. */
  | "POLL_TALLY"
  /** `user.boards`: a secretary's councils changed. */
  | "USER_BOARDS"
  /** `user.create`: an account created by an admin. */
  | "USER_CREATE"
  /** `user.disable`: an account disabled. */
  | "USER_DISABLE"
  /** `user.enable`: an account enabled. */
  | "USER_ENABLE"
  /** `user.password_reset`: a password set anew by a reset link. */
  | "USER_PASSWORD_RESET"
  /** `user.register`: a registration confirmed by its link. */
  | "USER_REGISTER"
  /** `user.roles`: an account's roles changed. */
  | "USER_ROLES"
  /** `user.sessions.end`: an account's sessions ended. */
  | "USER_SESSIONS_END";

/** A council to create or edit. */
export type BoardInput = {
  /** The date of that order, YYYY-MM-DD. */
  approvedOn?: string | null | undefined;
  /** The order that approved the composition, up to 300 characters. */
  approvedOrder?: string | null | undefined;
  /** Состав утвержден в количестве, 1–200; omitted or null: not entered. */
  approvedSize?: number | null | undefined;
  /** Council code, e.g. 24.2.327.01 (unique). */
  code: string;
  /** Council name, 3–300 characters. */
  name: string;
  /** The host organization, 3–500 characters. */
  organization: string;
  /** The rule set's code; omitted: 1093 for a new council, unchanged when editing. */
  ruleSetCode?: string | null | undefined;
  /** Specialties in the current nomenclature: at least one; more than Положение № 1093 allows is BAD_USER_INPUT naming the limit. */
  specialties: Array<SpecialtyInput>;
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

/** The outcome of a closed vote. */
export type Decision =
  /** Fewer than that voted «за». */
  | "NEGATIVE"
  /** The sitting had no quorum, so there is no decision. */
  | "NO_QUORUM"
  /** At least the rule set's share (`RuleSet.decisionNum` / `decisionDen`) of the participants voted «за». */
  | "POSITIVE";

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/** A defense to schedule or edit. */
export type DefenseInput = {
  /** The council: one you may manage (admin: any; secretary: their own) and not archived; BAD_USER_INPUT on `boardId` otherwise. */
  boardId: string | number;
  /** Соискатель, full name. */
  candidate: string;
  /** The council member who is the соискатель, if any. */
  candidateMemberId?: string | number | null | undefined;
  /** Date and time, ISO 8601; in the future when scheduled. */
  defenseAt: string;
  /** The degree the thesis is defended for; it sets the specialty quorum. */
  degree: DefenseDegree;
  /** Ведущая организация, up to 500 characters; empty or null: not given. */
  leadingOrganization?: string | null | undefined;
  /** Official opponents (up to 4). */
  opponents?: Array<string> | null | undefined;
  /** Where the sitting takes place, up to 300 characters; empty or null: not given. */
  place?: string | null | undefined;
  /** Отрасль науки, e.g. «технических наук». */
  scienceBranch: string;
  /** One of the council's specialties. */
  specialtyCode: string;
  /** Optional: the council's name for the specialty (Board.specialties) is used; a different one is refused (BAD_USER_INPUT). */
  specialtyName?: string | null | undefined;
  /** Тема диссертации, 10–1000 characters. */
  thesisTitle: string;
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

/** Who is at fault in a key ceremony's dispute. */
export type DisputeVerdict =
  /** The share was right: the complaint was false. */
  | "COMPLAINER"
  /** The dealer's share was wrong, or its answer did not fit. */
  | "DEALER"
  /** The accused dealer has not answered yet. */
  | "PENDING";

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

/** A council member to add or edit. */
export type MemberInput = {
  /** Academic title (профессор, доцент), up to 100 characters; empty or null: none. */
  academicTitle?: string | null | undefined;
  /** Доктор or кандидат наук. */
  degree: AcademicDegree;
  /** Degree as written, e.g. «доктор технических наук». */
  degreeTitle: string;
  /** Unique within the council's current list. */
  email: string;
  /** Full name (ФИО), 5–200 characters: letters, spaces, hyphens, dots, apostrophes. */
  fio: string;
  /** The member's position on the council. */
  position: MemberPosition;
  /** Specialty code the member represents, e.g. `1.2.2`. */
  specialtyCode: string;
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

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

/** Sort direction of a list. */
export type SortDirection =
  /** Ascending. */
  | "ASC"
  /** Descending. */
  | "DESC";

/** A specialty: code (e.g. 1.2.2) and name. */
export type SpecialtyInput = {
  /** Specialty code in the current nomenclature, e.g. `1.2.2` (a trailing dot is dropped); unique within the council. */
  code: string;
  /** Specialty name, 3–300 characters. */
  name: string;
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

/** An account created by an admin. */
export type UserInput = {
  /** Councils the user runs as secretary (needs the SECRETAR role). */
  boardIds?: Array<string | number> | null | undefined;
  /** Sign-in email (stored lowercase); CONFLICT if already registered. */
  email: string;
  /** Full name (ФИО), 5–200 characters. */
  fio: string;
  /** Initial password: 8 to 128 characters; common passwords are refused. */
  password: string;
  /** Roles to grant (default: none). */
  roles?: Array<Role> | null | undefined;
};

export type RuleSetsQueryVariables = Exact<{ [key: string]: never }>;

export type RuleSetsQuery = { ruleSets: Array<{ code: string; name: string }> };

export type BoardsPickerQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type BoardsPickerQuery = { adminBoards: { items: Array<{ id: string; code: string; name: string }> } };

export type CompositionWarnings_WarningFragment = { message: string; source: string };

export type AdminBoard_BoardFragment = {
  id: string;
  code: string;
  name: string;
  organization: string;
  archived: boolean;
  memberCount: number;
  approvedSize: number | null;
  approvedOrder: string | null;
  approvedOn: string | null;
  specialties: Array<{ code: string; name: string }>;
  ruleSet: { code: string; name: string };
  compositionWarnings: Array<{ message: string; source: string }>;
};

export type CreateBoardMutationVariables = Exact<{
  input: BoardInput;
}>;

export type CreateBoardMutation = {
  createBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    archived: boolean;
    memberCount: number;
    approvedSize: number | null;
    approvedOrder: string | null;
    approvedOn: string | null;
    specialties: Array<{ code: string; name: string }>;
    ruleSet: { code: string; name: string };
    compositionWarnings: Array<{ message: string; source: string }>;
  };
};

export type UpdateBoardMutationVariables = Exact<{
  id: string | number;
  input: BoardInput;
}>;

export type UpdateBoardMutation = {
  updateBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    archived: boolean;
    memberCount: number;
    approvedSize: number | null;
    approvedOrder: string | null;
    approvedOn: string | null;
    specialties: Array<{ code: string; name: string }>;
    ruleSet: { code: string; name: string };
    compositionWarnings: Array<{ message: string; source: string }>;
  };
};

export type ArchiveBoardMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;

export type ArchiveBoardMutation = {
  archiveBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    archived: boolean;
    memberCount: number;
    approvedSize: number | null;
    approvedOrder: string | null;
    approvedOn: string | null;
    specialties: Array<{ code: string; name: string }>;
    ruleSet: { code: string; name: string };
    compositionWarnings: Array<{ message: string; source: string }>;
  };
};

export type AdminUser_UserFragment = {
  id: string;
  email: string;
  fio: string;
  disabled: boolean;
  roles: Array<{ role: Role }>;
  boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
};

export type CreateUserMutationVariables = Exact<{
  input: UserInput;
}>;

export type CreateUserMutation = {
  createUser: {
    id: string;
    email: string;
    fio: string;
    disabled: boolean;
    roles: Array<{ role: Role }>;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  };
};

export type SetUserRolesMutationVariables = Exact<{
  id: string | number;
  roles: Array<Role> | Role;
}>;

export type SetUserRolesMutation = {
  setUserRoles: {
    id: string;
    email: string;
    fio: string;
    disabled: boolean;
    roles: Array<{ role: Role }>;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  };
};

export type SetSecretarBoardsMutationVariables = Exact<{
  id: string | number;
  boardIds: Array<string | number> | string | number;
}>;

export type SetSecretarBoardsMutation = {
  setSecretarBoards: {
    id: string;
    email: string;
    fio: string;
    disabled: boolean;
    roles: Array<{ role: Role }>;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  };
};

export type SetUserDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;

export type SetUserDisabledMutation = {
  setUserDisabled: {
    id: string;
    email: string;
    fio: string;
    disabled: boolean;
    roles: Array<{ role: Role }>;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  };
};

export type ArchiveMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;

export type ArchiveMutation = { archiveDefense: { id: string; archived: boolean } };

export type CommissionKey_EncryptionFragment = {
  electionId: string;
  trustees: number;
  threshold: number;
  publicKey: string | null;
  code: string | null;
  signed: number;
  manifestCurrent: boolean;
  headCode: string | null;
  decryptions: number;
  tallied: boolean;
  disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
  seats: Array<{
    seat: number;
    stage: TrusteeStage;
    delivery: InviteDelivery;
    sendError: string | null;
    decrypted: boolean;
    codeConfirmedAt: string | null;
    member: { id: string; fio: string; gender: Gender | null };
  }>;
};

export type CountingCommission_MemberFragment = { id: string; fio: string };

export type InviteMembers_MemberFragment = {
  id: string;
  fio: string;
  fioGenitive: string | null;
  degree: AcademicDegree;
  degreeTitle: string;
  academicTitle: string | null;
  position: MemberPosition;
  specialtyCode: string;
  gender: Gender | null;
  addedForDefense: boolean;
};

export type InviteMembers_InviteFragment = {
  delivery: InviteDelivery;
  attempts: number;
  sentAt: string | null;
  sendError: string | null;
  voted: boolean;
  member: { id: string; fio: string };
};

export type InviteMembers_RollFragment = {
  fio: string;
  degree: AcademicDegree;
  specialtyCode: string;
  added: boolean;
  member: { id: string };
};

export type PollActions_DefenseFragment = {
  id: string;
  invites: Array<{ delivery: InviteDelivery; voted: boolean; member: { id: string; fio: string } }>;
};

export type PollSummary_ResultPollsFragment = {
  status: PollStatus;
  listSize: number;
  participants: number;
  invited: number;
  voted: number;
  deadline: string | null;
  closedAt: string | null;
  votesFor: number | null;
  votesAgainst: number | null;
  notReturned: number | null;
  decision: Decision | null;
  explanation: string | null;
  annulReason: string | null;
  quorum: { met: boolean };
};

export type PollSummary_EncryptionFragment = {
  electionId: string;
  trustees: number;
  threshold: number;
  publicKey: string | null;
  decryptions: number;
  tallied: boolean;
};

export type ProtocolDocument_ProtocolFragment = {
  boardName: string;
  document: {
    title: string;
    heading: Array<string>;
    dateLine: string;
    intro: Array<string>;
    tallyTitle: string;
    decision: string;
    notes: Array<string>;
    rows: Array<{ label: string; value: string }>;
    tally: Array<{ label: string; value: string }>;
    signatures: Array<{ role: string; name: string }>;
  };
};

export type ProtocolLinks_ProtocolFragment = { pdfPath: string };

export type ResultsPanel_ResultPollsFragment = {
  round: number;
  approvedSize: number;
  addedForDefense: number;
  failed: number;
  status: PollStatus;
  listSize: number;
  participants: number;
  invited: number;
  voted: number;
  deadline: string | null;
  closedAt: string | null;
  votesFor: number | null;
  votesAgainst: number | null;
  notReturned: number | null;
  decision: Decision | null;
  explanation: string | null;
  annulReason: string | null;
  quorum: {
    missing: string | null;
    met: boolean;
    list: { met: boolean; present: number; required: number; listSize: number };
    specialty: { met: boolean; present: number; required: number; specialtyCode: string };
  };
};

export type ResultsPanel_PollRoundFragment = {
  round: number;
  status: PollStatus;
  closedAt: string | null;
  annulReason: string | null;
};

export type Sitting_DefenseFragment = {
  id: string;
  defenseAt: string;
  votingKeys: number;
  board: {
    id: string;
    specialties: Array<{ code: string; name: string }>;
    ruleSet: { secretaryVotes: boolean; addedMembersMax: number };
    members: Array<{
      id: string;
      fio: string;
      fioGenitive: string | null;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      position: MemberPosition;
      specialtyCode: string;
      gender: Gender | null;
      addedForDefense: boolean;
    }>;
  };
  specialty: { code: string };
  candidateMember: { id: string } | null;
  resultPolls: {
    round: number;
    approvedSize: number;
    addedForDefense: number;
    failed: number;
    status: PollStatus;
    listSize: number;
    participants: number;
    invited: number;
    voted: number;
    deadline: string | null;
    closedAt: string | null;
    votesFor: number | null;
    votesAgainst: number | null;
    notReturned: number | null;
    decision: Decision | null;
    explanation: string | null;
    annulReason: string | null;
    quorum: {
      missing: string | null;
      met: boolean;
      list: { met: boolean; present: number; required: number; listSize: number };
      specialty: { met: boolean; present: number; required: number; specialtyCode: string };
    };
  };
  pollHistory: Array<{
    round: number;
    status: PollStatus;
    closedAt: string | null;
    annulReason: string | null;
  }>;
  invites: Array<{
    delivery: InviteDelivery;
    attempts: number;
    sentAt: string | null;
    sendError: string | null;
    voted: boolean;
    member: { id: string; fio: string };
  }>;
  roll: Array<{
    fio: string;
    degree: AcademicDegree;
    specialtyCode: string;
    added: boolean;
    member: { id: string };
  }>;
  addedMembers: Array<{
    id: string;
    fio: string;
    fioGenitive: string | null;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    position: MemberPosition;
    specialtyCode: string;
    gender: Gender | null;
    addedForDefense: boolean;
  }>;
  commission: Array<{ id: string; fio: string }>;
  protocol: { pdfPath: string } | null;
  encryption: {
    electionId: string;
    trustees: number;
    threshold: number;
    publicKey: string | null;
    code: string | null;
    signed: number;
    manifestCurrent: boolean;
    headCode: string | null;
    decryptions: number;
    tallied: boolean;
    disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
    seats: Array<{
      seat: number;
      stage: TrusteeStage;
      delivery: InviteDelivery;
      sendError: string | null;
      decrypted: boolean;
      codeConfirmedAt: string | null;
      member: { id: string; fio: string; gender: Gender | null };
    }>;
  } | null;
};

export type AddDefenseMemberMutationVariables = Exact<{
  defenseId: string | number;
  input: MemberInput;
}>;

export type AddDefenseMemberMutation = {
  addDefenseMember: {
    id: string;
    fio: string;
    fioGenitive: string | null;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    position: MemberPosition;
    specialtyCode: string;
    gender: Gender | null;
    addedForDefense: boolean;
  };
};

export type DefenseForm_BoardFragment = {
  id: string;
  specialties: Array<{ code: string; name: string }>;
  members: Array<{ id: string; fio: string }>;
};

export type DefenseFormAdminBoardsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type DefenseFormAdminBoardsQuery = {
  adminBoards: { total: number; items: Array<{ id: string; code: string; name: string }> };
};

export type DefenseFormSecretarBoardsQueryVariables = Exact<{ [key: string]: never }>;

export type DefenseFormSecretarBoardsQuery = {
  secretarBoards: Array<{ id: string; code: string; name: string; archived: boolean }>;
};

export type DefenseFormAdminBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type DefenseFormAdminBoardQuery = {
  adminBoard: {
    id: string;
    specialties: Array<{ code: string; name: string }>;
    members: Array<{ id: string; fio: string }>;
  } | null;
};

export type DefenseFormSecretarBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type DefenseFormSecretarBoardQuery = {
  secretarBoard: {
    id: string;
    specialties: Array<{ code: string; name: string }>;
    members: Array<{ id: string; fio: string }>;
  } | null;
};

export type DefenseForm_DefenseFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  opponents: Array<string>;
  leadingOrganization: string | null;
  archived: boolean;
  specialty: { code: string; name: string };
  board: { id: string; code: string; name: string };
  candidateMember: { id: string; fio: string } | null;
};

export type CreateDefenseMutationVariables = Exact<{
  input: DefenseInput;
}>;

export type CreateDefenseMutation = {
  createDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
    candidateMember: { id: string; fio: string } | null;
  };
};

export type UpdateDefenseMutationVariables = Exact<{
  id: string | number;
  input: DefenseInput;
}>;

export type UpdateDefenseMutation = {
  updateDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
    candidateMember: { id: string; fio: string } | null;
  };
};

export type ArchiveDefenseMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;

export type ArchiveDefenseMutation = {
  archiveDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
    candidateMember: { id: string; fio: string } | null;
  };
};

export type PollActions_EndedFragment = {
  id: string;
  resultPolls: {
    round: number;
    approvedSize: number;
    addedForDefense: number;
    failed: number;
    status: PollStatus;
    listSize: number;
    participants: number;
    invited: number;
    voted: number;
    deadline: string | null;
    closedAt: string | null;
    votesFor: number | null;
    votesAgainst: number | null;
    notReturned: number | null;
    decision: Decision | null;
    explanation: string | null;
    annulReason: string | null;
    quorum: {
      missing: string | null;
      met: boolean;
      list: { met: boolean; present: number; required: number; listSize: number };
      specialty: { met: boolean; present: number; required: number; specialtyCode: string };
    };
  };
  invites: Array<{
    delivery: InviteDelivery;
    attempts: number;
    sentAt: string | null;
    sendError: string | null;
    voted: boolean;
    member: { id: string; fio: string };
  }>;
  protocol: { pdfPath: string } | null;
  encryption: {
    electionId: string;
    trustees: number;
    threshold: number;
    publicKey: string | null;
    code: string | null;
    signed: number;
    manifestCurrent: boolean;
    headCode: string | null;
    decryptions: number;
    tallied: boolean;
    disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
    seats: Array<{
      seat: number;
      stage: TrusteeStage;
      delivery: InviteDelivery;
      sendError: string | null;
      decrypted: boolean;
      codeConfirmedAt: string | null;
      member: { id: string; fio: string; gender: Gender | null };
    }>;
  } | null;
};

export type ClosePollMutationVariables = Exact<{
  defenseId: string | number;
}>;

export type ClosePollMutation = {
  closePoll: {
    id: string;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    protocol: { pdfPath: string } | null;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type AnnulPollMutationVariables = Exact<{
  defenseId: string | number;
  reason: string;
}>;

export type AnnulPollMutation = {
  annulPoll: {
    id: string;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    protocol: { pdfPath: string } | null;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type RecordCodeConfirmationMutationVariables = Exact<{
  defenseId: string | number;
  memberId: string | number;
}>;

export type RecordCodeConfirmationMutation = {
  recordCodeConfirmation: {
    id: string;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type RefreshDefenseResultsQueryVariables = Exact<{
  id: string | number;
}>;

export type RefreshDefenseResultsQuery = {
  secretarDefense: {
    id: string;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  } | null;
};

export type ReplaceCommissionMemberMutationVariables = Exact<{
  defenseId: string | number;
  memberId: string | number;
  replacementId: string | number;
}>;

export type ReplaceCommissionMemberMutation = {
  replaceCommissionMember: {
    id: string;
    commission: Array<{ id: string; fio: string }>;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type ResendCommissionLinksMutationVariables = Exact<{
  defenseId: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
}>;

export type ResendCommissionLinksMutation = {
  resendCommissionLinks: {
    id: string;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type ResendInvitesMutationVariables = Exact<{
  defenseId: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
  revokeOld?: boolean | null | undefined;
}>;

export type ResendInvitesMutation = {
  resendInvites: {
    id: string;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
  };
};

export type RestartKeyCeremonyMutationVariables = Exact<{
  defenseId: string | number;
  reason: string;
}>;

export type RestartKeyCeremonyMutation = {
  restartKeyCeremony: {
    id: string;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type SendInvitesMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
  deadline?: string | null | undefined;
  sittingDate?: string | null | undefined;
}>;

export type SendInvitesMutation = {
  sendInvites: {
    id: string;
    votingKeys: number;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      specialtyCode: string;
      added: boolean;
      member: { id: string };
    }>;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type SetCountingCommissionMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type SetCountingCommissionMutation = {
  setCountingCommission: {
    id: string;
    commission: Array<{ id: string; fio: string }>;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type SetRollMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type SetRollMutation = {
  setRoll: {
    id: string;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      specialtyCode: string;
      added: boolean;
      member: { id: string };
    }>;
    commission: Array<{ id: string; fio: string }>;
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    pollHistory: Array<{
      round: number;
      status: PollStatus;
      closedAt: string | null;
      annulReason: string | null;
    }>;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type MailboxEnabledQueryVariables = Exact<{ [key: string]: never }>;

export type MailboxEnabledQuery = { demoMailbox: { enabled: boolean } };

export type MemberRoster_MemberFragment = {
  id: string;
  fio: string;
  email: string;
  degree: AcademicDegree;
  degreeTitle: string;
  academicTitle: string | null;
  specialtyCode: string;
  position: MemberPosition;
  archived: boolean;
};

export type AddMemberMutationVariables = Exact<{
  boardId: string | number;
  input: MemberInput;
}>;

export type AddMemberMutation = {
  addMember: {
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
    archived: boolean;
  };
};

export type UpdateMemberMutationVariables = Exact<{
  id: string | number;
  input: MemberInput;
}>;

export type UpdateMemberMutation = {
  updateMember: {
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
    archived: boolean;
  };
};

export type ArchiveMemberMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;

export type ArchiveMemberMutation = {
  archiveMember: {
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
    archived: boolean;
  };
};

export type BoardPage_BoardFragment = {
  id: string;
  code: string;
  name: string;
  organization: string;
  archived: boolean;
  approvedSize: number | null;
  approvedOrder: string | null;
  approvedOn: string | null;
  specialties: Array<{ code: string; name: string }>;
  compositionWarnings: Array<{ message: string; source: string }>;
  members: Array<{
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
    archived: boolean;
  }>;
  archivedMembers: Array<{
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
    archived: boolean;
  }>;
};

export type AdminBoardPageQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminBoardPageQuery = {
  adminBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    archived: boolean;
    approvedSize: number | null;
    approvedOrder: string | null;
    approvedOn: string | null;
    memberCount: number;
    secretaries: Array<{ id: string; fio: string; email: string }>;
    specialties: Array<{ code: string; name: string }>;
    compositionWarnings: Array<{ message: string; source: string }>;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
      archived: boolean;
    }>;
    archivedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
      archived: boolean;
    }>;
    ruleSet: { code: string; name: string };
  } | null;
};

export type SecretarBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type SecretarBoardQuery = {
  secretarBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    archived: boolean;
    approvedSize: number | null;
    approvedOrder: string | null;
    approvedOn: string | null;
    specialties: Array<{ code: string; name: string }>;
    compositionWarnings: Array<{ message: string; source: string }>;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
      archived: boolean;
    }>;
    archivedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
      archived: boolean;
    }>;
  } | null;
};

export type BoardRow_BoardFragment = {
  id: string;
  code: string;
  name: string;
  organization: string;
  memberCount: number;
  specialties: Array<{ code: string; name: string }>;
};

export type AdminBoardsQueryVariables = Exact<{
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  sort?: BoardSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AdminBoardsQuery = {
  adminBoards: {
    total: number;
    totalExact: boolean;
    items: Array<{
      archived: boolean;
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      specialties: Array<{ code: string; name: string }>;
    }>;
  };
};

export type SecretarBoardsQueryVariables = Exact<{ [key: string]: never }>;

export type SecretarBoardsQuery = {
  secretarBoards: Array<{
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    specialties: Array<{ code: string; name: string }>;
  }>;
};

export type AdminDefensePage_DefenseFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  opponents: Array<string>;
  leadingOrganization: string | null;
  archived: boolean;
  resultPolls: {
    status: PollStatus;
    listSize: number;
    participants: number;
    invited: number;
    voted: number;
    deadline: string | null;
    closedAt: string | null;
    votesFor: number | null;
    votesAgainst: number | null;
    notReturned: number | null;
    decision: Decision | null;
    explanation: string | null;
    annulReason: string | null;
    quorum: { met: boolean };
  };
  encryption: {
    electionId: string;
    trustees: number;
    threshold: number;
    publicKey: string | null;
    decryptions: number;
    tallied: boolean;
  } | null;
  specialty: { code: string; name: string };
  board: { id: string; code: string; name: string };
  candidateMember: { id: string; fio: string } | null;
};

export type AdminDefensePageQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminDefensePageQuery = {
  adminDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    resultPolls: {
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: { met: boolean };
    };
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      decryptions: number;
      tallied: boolean;
    } | null;
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
    candidateMember: { id: string; fio: string } | null;
  } | null;
};

export type AdminDefenseChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;

export type AdminDefenseChangedSubscription = {
  adminDefenseChanged: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    resultPolls: {
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: { met: boolean };
    };
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      decryptions: number;
      tallied: boolean;
    } | null;
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
    candidateMember: { id: string; fio: string } | null;
  };
};

export type SecretarDefensePage_DefenseFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  opponents: Array<string>;
  leadingOrganization: string | null;
  archived: boolean;
  votingKeys: number;
  specialty: { code: string; name: string };
  board: {
    id: string;
    code: string;
    name: string;
    specialties: Array<{ code: string; name: string }>;
    ruleSet: { secretaryVotes: boolean; addedMembersMax: number };
    members: Array<{
      id: string;
      fio: string;
      fioGenitive: string | null;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      position: MemberPosition;
      specialtyCode: string;
      gender: Gender | null;
      addedForDefense: boolean;
    }>;
  };
  candidateMember: { id: string; fio: string } | null;
  resultPolls: {
    round: number;
    approvedSize: number;
    addedForDefense: number;
    failed: number;
    status: PollStatus;
    listSize: number;
    participants: number;
    invited: number;
    voted: number;
    deadline: string | null;
    closedAt: string | null;
    votesFor: number | null;
    votesAgainst: number | null;
    notReturned: number | null;
    decision: Decision | null;
    explanation: string | null;
    annulReason: string | null;
    quorum: {
      missing: string | null;
      met: boolean;
      list: { met: boolean; present: number; required: number; listSize: number };
      specialty: { met: boolean; present: number; required: number; specialtyCode: string };
    };
  };
  pollHistory: Array<{
    round: number;
    status: PollStatus;
    closedAt: string | null;
    annulReason: string | null;
  }>;
  invites: Array<{
    delivery: InviteDelivery;
    attempts: number;
    sentAt: string | null;
    sendError: string | null;
    voted: boolean;
    member: { id: string; fio: string };
  }>;
  roll: Array<{
    fio: string;
    degree: AcademicDegree;
    specialtyCode: string;
    added: boolean;
    member: { id: string };
  }>;
  addedMembers: Array<{
    id: string;
    fio: string;
    fioGenitive: string | null;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    position: MemberPosition;
    specialtyCode: string;
    gender: Gender | null;
    addedForDefense: boolean;
  }>;
  commission: Array<{ id: string; fio: string }>;
  protocol: { pdfPath: string } | null;
  encryption: {
    electionId: string;
    trustees: number;
    threshold: number;
    publicKey: string | null;
    code: string | null;
    signed: number;
    manifestCurrent: boolean;
    headCode: string | null;
    decryptions: number;
    tallied: boolean;
    disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
    seats: Array<{
      seat: number;
      stage: TrusteeStage;
      delivery: InviteDelivery;
      sendError: string | null;
      decrypted: boolean;
      codeConfirmedAt: string | null;
      member: { id: string; fio: string; gender: Gender | null };
    }>;
  } | null;
};

export type SecretarDefenseQueryVariables = Exact<{
  id: string | number;
}>;

export type SecretarDefenseQuery = {
  secretarDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    votingKeys: number;
    specialty: { code: string; name: string };
    board: {
      id: string;
      code: string;
      name: string;
      specialties: Array<{ code: string; name: string }>;
      ruleSet: { secretaryVotes: boolean; addedMembersMax: number };
      members: Array<{
        id: string;
        fio: string;
        fioGenitive: string | null;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        position: MemberPosition;
        specialtyCode: string;
        gender: Gender | null;
        addedForDefense: boolean;
      }>;
    };
    candidateMember: { id: string; fio: string } | null;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    pollHistory: Array<{
      round: number;
      status: PollStatus;
      closedAt: string | null;
      annulReason: string | null;
    }>;
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      specialtyCode: string;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      fioGenitive: string | null;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      position: MemberPosition;
      specialtyCode: string;
      gender: Gender | null;
      addedForDefense: boolean;
    }>;
    commission: Array<{ id: string; fio: string }>;
    protocol: { pdfPath: string } | null;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  } | null;
};

export type SecretarDefenseChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;

export type SecretarDefenseChangedSubscription = {
  secretarDefenseChanged: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    opponents: Array<string>;
    leadingOrganization: string | null;
    archived: boolean;
    votingKeys: number;
    specialty: { code: string; name: string };
    board: {
      id: string;
      code: string;
      name: string;
      specialties: Array<{ code: string; name: string }>;
      ruleSet: { secretaryVotes: boolean; addedMembersMax: number };
      members: Array<{
        id: string;
        fio: string;
        fioGenitive: string | null;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        position: MemberPosition;
        specialtyCode: string;
        gender: Gender | null;
        addedForDefense: boolean;
      }>;
    };
    candidateMember: { id: string; fio: string } | null;
    resultPolls: {
      round: number;
      approvedSize: number;
      addedForDefense: number;
      failed: number;
      status: PollStatus;
      listSize: number;
      participants: number;
      invited: number;
      voted: number;
      deadline: string | null;
      closedAt: string | null;
      votesFor: number | null;
      votesAgainst: number | null;
      notReturned: number | null;
      decision: Decision | null;
      explanation: string | null;
      annulReason: string | null;
      quorum: {
        missing: string | null;
        met: boolean;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    pollHistory: Array<{
      round: number;
      status: PollStatus;
      closedAt: string | null;
      annulReason: string | null;
    }>;
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      specialtyCode: string;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      fioGenitive: string | null;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      position: MemberPosition;
      specialtyCode: string;
      gender: Gender | null;
      addedForDefense: boolean;
    }>;
    commission: Array<{ id: string; fio: string }>;
    protocol: { pdfPath: string } | null;
    encryption: {
      electionId: string;
      trustees: number;
      threshold: number;
      publicKey: string | null;
      code: string | null;
      signed: number;
      manifestCurrent: boolean;
      headCode: string | null;
      decryptions: number;
      tallied: boolean;
      disputes: Array<{ complainer: number; dealer: number; verdict: DisputeVerdict }>;
      seats: Array<{
        seat: number;
        stage: TrusteeStage;
        delivery: InviteDelivery;
        sendError: string | null;
        decrypted: boolean;
        codeConfirmedAt: string | null;
        member: { id: string; fio: string; gender: Gender | null };
      }>;
    } | null;
  };
};

export type DefenseRow_DefenseFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  defenseAt: string;
  archived: boolean;
  board: { id: string; code: string };
  specialty: { code: string; name: string };
  resultPolls: { status: PollStatus; participants: number; voted: number };
};

export type AdminDefensesQueryVariables = Exact<{
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  sort?: DefenseSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AdminDefensesQuery = {
  adminDefenses: {
    total: number;
    totalExact: boolean;
    items: Array<{
      id: string;
      candidate: string;
      thesisTitle: string;
      defenseAt: string;
      archived: boolean;
      board: { id: string; code: string };
      specialty: { code: string; name: string };
      resultPolls: { status: PollStatus; participants: number; voted: number };
    }>;
  };
};

export type SecretarDefensesQueryVariables = Exact<{ [key: string]: never }>;

export type SecretarDefensesQuery = {
  secretarDefenses: Array<{
    id: string;
    candidate: string;
    thesisTitle: string;
    defenseAt: string;
    archived: boolean;
    board: { id: string; code: string };
    specialty: { code: string; name: string };
    resultPolls: { status: PollStatus; participants: number; voted: number };
  }>;
};

export type AdminDefenseNewBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminDefenseNewBoardQuery = {
  adminBoard: { id: string; code: string; name: string; archived: boolean } | null;
};

export type AuditLogQueryVariables = Exact<{
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
  action?: Array<AuditAction> | AuditAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AuditLogQuery = {
  auditLog: {
    total: number;
    totalExact: boolean;
    items: Array<{
      id: string;
      at: string;
      actor: string;
      action: AuditAction;
      entity: string;
      entityId: string | null;
      subject: string | null;
      before: string | null;
      after: string | null;
    }>;
  };
};

export type AdminHomeQueryVariables = Exact<{
  now: string;
}>;

export type AdminHomeQuery = {
  boards: { total: number };
  secretars: { total: number };
  users: { total: number };
  upcoming: {
    total: number;
    items: Array<{ id: string; candidate: string; defenseAt: string; board: { id: string; code: string } }>;
  };
};

export type AdminSecretarPageQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminSecretarPageQuery = {
  adminSecretar: {
    id: string;
    fio: string;
    email: string;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  } | null;
};

export type AdminSecretarsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AdminSecretarsQuery = {
  adminSecretars: {
    total: number;
    items: Array<{
      id: string;
      fio: string;
      email: string;
      boards: Array<{ id: string; code: string; name: string }>;
    }>;
  };
};

export type AdminUserPageQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminUserPageQuery = {
  adminUser: {
    id: string;
    email: string;
    fio: string;
    disabled: boolean;
    roles: Array<{ role: Role }>;
    boards: Array<{ id: string; code: string; name: string; archived: boolean }>;
  } | null;
};

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Role | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AdminUsersQuery = {
  adminUsers: {
    total: number;
    items: Array<{ id: string; fio: string; email: string; disabled: boolean; roles: Array<{ role: Role }> }>;
  };
};

export type DemoMailboxQueryVariables = Exact<{ [key: string]: never }>;

export type DemoMailboxQuery = {
  demoMailbox: {
    enabled: boolean;
    letters: Array<{
      id: string;
      to: string;
      subject: string;
      sentAt: string;
      text: string;
      links: Array<string>;
    }>;
  };
};

export type SecretarDefenseProtocolQueryVariables = Exact<{
  id: string | number;
}>;

export type SecretarDefenseProtocolQuery = {
  secretarDefense: {
    id: string;
    candidate: string;
    protocol: {
      pdfPath: string;
      boardName: string;
      document: {
        title: string;
        heading: Array<string>;
        dateLine: string;
        intro: Array<string>;
        tallyTitle: string;
        decision: string;
        notes: Array<string>;
        rows: Array<{ label: string; value: string }>;
        tally: Array<{ label: string; value: string }>;
        signatures: Array<{ role: string; name: string }>;
      };
    } | null;
  } | null;
};

export type SecretarHomeQueryVariables = Exact<{ [key: string]: never }>;

export type SecretarHomeQuery = {
  secretarDefenses: Array<{
    id: string;
    candidate: string;
    thesisTitle: string;
    defenseAt: string;
    place: string | null;
    archived: boolean;
    board: { id: string; code: string };
    resultPolls: { status: PollStatus; participants: number; voted: number; deadline: string | null };
    invites: Array<{
      delivery: InviteDelivery;
      attempts: number;
      sendError: string | null;
      voted: boolean;
      member: { id: string; fio: string };
    }>;
  }>;
};

export const CompositionWarnings_WarningFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompositionWarnings_WarningFragment, unknown>;
export const AdminBoard_BoardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBoard_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSet" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBoard_BoardFragment, unknown>;
export const AdminUser_UserFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUser_UserFragment, unknown>;
export const PollActions_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollActions_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PollActions_DefenseFragment, unknown>;
export const ProtocolDocument_ProtocolFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolDocument_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "document" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "heading" } },
                { kind: "Field", name: { kind: "Name", value: "dateLine" } },
                { kind: "Field", name: { kind: "Name", value: "intro" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "rows" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "tallyTitle" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "tally" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "decision" } },
                { kind: "Field", name: { kind: "Name", value: "notes" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signatures" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "role" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProtocolDocument_ProtocolFragment, unknown>;
export const DefenseForm_BoardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseForm_BoardFragment, unknown>;
export const PollSummary_ResultPollsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PollSummary_ResultPollsFragment, unknown>;
export const ResultsPanel_ResultPollsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsPanel_ResultPollsFragment, unknown>;
export const InviteMembers_InviteFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMembers_InviteFragment, unknown>;
export const ProtocolLinks_ProtocolFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
  ],
} as unknown as DocumentNode<ProtocolLinks_ProtocolFragment, unknown>;
export const CommissionKey_EncryptionFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommissionKey_EncryptionFragment, unknown>;
export const PollActions_EndedFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollActions_ended" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PollActions_EndedFragment, unknown>;
export const MemberRoster_MemberFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MemberRoster_MemberFragment, unknown>;
export const BoardPage_BoardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardPage_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "archivedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BoardPage_BoardFragment, unknown>;
export const BoardRow_BoardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardRow_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BoardRow_BoardFragment, unknown>;
export const DefenseForm_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseForm_DefenseFragment, unknown>;
export const PollSummary_EncryptionFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PollSummary_EncryptionFragment, unknown>;
export const AdminDefensePage_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_encryption" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDefensePage_DefenseFragment, unknown>;
export const InviteMembers_MemberFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMembers_MemberFragment, unknown>;
export const ResultsPanel_PollRoundFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsPanel_PollRoundFragment, unknown>;
export const InviteMembers_RollFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMembers_RollFragment, unknown>;
export const CountingCommission_MemberFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountingCommission_MemberFragment, unknown>;
export const Sitting_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Sitting_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialties" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ruleSet" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "secretaryVotes" } },
                      { kind: "Field", name: { kind: "Name", value: "addedMembersMax" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "code" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pollHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_pollRound" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "votingKeys" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Sitting_DefenseFragment, unknown>;
export const SecretarDefensePage_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SecretarDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "Sitting_defense" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Sitting_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialties" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ruleSet" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "secretaryVotes" } },
                      { kind: "Field", name: { kind: "Name", value: "addedMembersMax" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "code" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pollHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_pollRound" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "votingKeys" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefensePage_DefenseFragment, unknown>;
export const DefenseRow_DefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseRow_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "participants" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseRow_DefenseFragment, unknown>;
export const RuleSetsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RuleSets" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSets" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RuleSetsQuery, RuleSetsQueryVariables>;
export const BoardsPickerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BoardsPicker" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoards" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "10" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BoardsPickerQuery, BoardsPickerQueryVariables>;
export const CreateBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "BoardInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBoard_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBoard_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSet" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBoardMutation, CreateBoardMutationVariables>;
export const UpdateBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "BoardInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBoard_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBoard_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSet" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBoardMutation, UpdateBoardMutationVariables>;
export const ArchiveBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ArchiveBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "archiveBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBoard_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBoard_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSet" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveBoardMutation, ArchiveBoardMutationVariables>;
export const CreateUserDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateUser" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UserInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createUser" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminUser_user" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const SetUserRolesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetUserRoles" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "roles" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: {
                kind: "NonNullType",
                type: { kind: "NamedType", name: { kind: "Name", value: "Role" } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setUserRoles" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "roles" },
                value: { kind: "Variable", name: { kind: "Name", value: "roles" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminUser_user" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserRolesMutation, SetUserRolesMutationVariables>;
export const SetSecretarBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetSecretarBoards" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "boardIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setSecretarBoards" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "boardIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "boardIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminUser_user" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetSecretarBoardsMutation, SetSecretarBoardsMutationVariables>;
export const SetUserDisabledDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetUserDisabled" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "disabled" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setUserDisabled" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "disabled" },
                value: { kind: "Variable", name: { kind: "Name", value: "disabled" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminUser_user" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserDisabledMutation, SetUserDisabledMutationVariables>;
export const ArchiveDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Archive" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "archiveDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveMutation, ArchiveMutationVariables>;
export const AddDefenseMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddDefenseMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MemberInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addDefenseMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddDefenseMemberMutation, AddDefenseMemberMutationVariables>;
export const DefenseFormAdminBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DefenseFormAdminBoards" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoards" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseFormAdminBoardsQuery, DefenseFormAdminBoardsQueryVariables>;
export const DefenseFormSecretarBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DefenseFormSecretarBoards" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseFormSecretarBoardsQuery, DefenseFormSecretarBoardsQueryVariables>;
export const DefenseFormAdminBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DefenseFormAdminBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseFormAdminBoardQuery, DefenseFormAdminBoardQueryVariables>;
export const DefenseFormSecretarBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DefenseFormSecretarBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefenseFormSecretarBoardQuery, DefenseFormSecretarBoardQueryVariables>;
export const CreateDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateDefense" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "DefenseInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateDefenseMutation, CreateDefenseMutationVariables>;
export const UpdateDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateDefense" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "DefenseInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateDefenseMutation, UpdateDefenseMutationVariables>;
export const ArchiveDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ArchiveDefense" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "archiveDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveDefenseMutation, ArchiveDefenseMutationVariables>;
export const ClosePollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ClosePoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "closePoll" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "PollActions_ended" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollActions_ended" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClosePollMutation, ClosePollMutationVariables>;
export const AnnulPollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AnnulPoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "annulPoll" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "PollActions_ended" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollActions_ended" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnnulPollMutation, AnnulPollMutationVariables>;
export const RecordCodeConfirmationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RecordCodeConfirmation" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "recordCodeConfirmation" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberId" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordCodeConfirmationMutation, RecordCodeConfirmationMutationVariables>;
export const RefreshDefenseResultsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RefreshDefenseResults" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "invites" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshDefenseResultsQuery, RefreshDefenseResultsQueryVariables>;
export const ReplaceCommissionMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ReplaceCommissionMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "replacementId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "replaceCommissionMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberId" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "replacementId" },
                value: { kind: "Variable", name: { kind: "Name", value: "replacementId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "commission" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplaceCommissionMemberMutation, ReplaceCommissionMemberMutationVariables>;
export const ResendCommissionLinksDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ResendCommissionLinks" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
          type: {
            kind: "ListType",
            type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "resendCommissionLinks" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendCommissionLinksMutation, ResendCommissionLinksMutationVariables>;
export const ResendInvitesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ResendInvites" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
          type: {
            kind: "ListType",
            type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "revokeOld" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "resendInvites" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "revokeOld" },
                value: { kind: "Variable", name: { kind: "Name", value: "revokeOld" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "invites" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendInvitesMutation, ResendInvitesMutationVariables>;
export const RestartKeyCeremonyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestartKeyCeremony" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "restartKeyCeremony" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestartKeyCeremonyMutation, RestartKeyCeremonyMutationVariables>;
export const SendInvitesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SendInvites" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "deadline" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sittingDate" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sendInvites" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "deadline" },
                value: { kind: "Variable", name: { kind: "Name", value: "deadline" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sittingDate" },
                value: { kind: "Variable", name: { kind: "Name", value: "sittingDate" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "invites" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "roll" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "votingKeys" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendInvitesMutation, SendInvitesMutationVariables>;
export const SetCountingCommissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetCountingCommission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setCountingCommission" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "commission" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCountingCommissionMutation, SetCountingCommissionMutationVariables>;
export const SetRollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetRoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setRoll" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "defenseId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "roll" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "commission" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "invites" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pollHistory" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_pollRound" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "encryption" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRollMutation, SetRollMutationVariables>;
export const MailboxEnabledDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MailboxEnabled" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "demoMailbox" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "enabled" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailboxEnabledQuery, MailboxEnabledQueryVariables>;
export const AddMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "boardId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MemberInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "boardId" },
                value: { kind: "Variable", name: { kind: "Name", value: "boardId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMemberMutation, AddMemberMutationVariables>;
export const UpdateMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MemberInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const ArchiveMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ArchiveMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "archiveMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveMemberMutation, ArchiveMemberMutationVariables>;
export const AdminBoardPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminBoardPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "BoardPage_board" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "AdminBoard_board" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "secretaries" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardPage_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "archivedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBoard_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ruleSet" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBoardPageQuery, AdminBoardPageQueryVariables>;
export const SecretarBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BoardPage_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CompositionWarnings_warning" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CompositionWarning" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "message" } },
          { kind: "Field", name: { kind: "Name", value: "source" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MemberRoster_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardPage_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOrder" } },
          { kind: "Field", name: { kind: "Name", value: "approvedOn" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "compositionWarnings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CompositionWarnings_warning" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "members" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "archivedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MemberRoster_member" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarBoardQuery, SecretarBoardQueryVariables>;
export const AdminBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminBoards" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BoardSort" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "direction" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "SortDirection" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "offset" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoards" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "direction" },
                value: { kind: "Variable", name: { kind: "Name", value: "direction" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "offset" },
                value: { kind: "Variable", name: { kind: "Name", value: "offset" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "totalExact" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "BoardRow_board" } },
                      { kind: "Field", name: { kind: "Name", value: "archived" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardRow_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBoardsQuery, AdminBoardsQueryVariables>;
export const SecretarBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarBoards" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BoardRow_board" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BoardRow_board" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialties" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarBoardsQuery, SecretarBoardsQueryVariables>;
export const AdminDefensePageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminDefensePage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "AdminDefensePage_defense" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_encryption" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDefensePageQuery, AdminDefensePageQueryVariables>;
export const AdminDefenseChangedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "AdminDefenseChanged" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminDefenseChanged" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "AdminDefensePage_defense" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_encryption" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDefenseChangedSubscription, AdminDefenseChangedSubscriptionVariables>;
export const SecretarDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarDefense" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "SecretarDefensePage_defense" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Sitting_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialties" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ruleSet" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "secretaryVotes" } },
                      { kind: "Field", name: { kind: "Name", value: "addedMembersMax" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "code" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pollHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_pollRound" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "votingKeys" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SecretarDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "Sitting_defense" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefenseQuery, SecretarDefenseQueryVariables>;
export const SecretarDefenseChangedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "SecretarDefenseChanged" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefenseChanged" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "SecretarDefensePage_defense" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseForm_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "scienceBranch" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "opponents" } },
          { kind: "Field", name: { kind: "Name", value: "leadingOrganization" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "fioGenitive" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "gender" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PollSummary_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "met" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "PollSummary_resultPolls" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "missing" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "list" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "listSize" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialty" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "met" } },
                      { kind: "Field", name: { kind: "Name", value: "present" } },
                      { kind: "Field", name: { kind: "Name", value: "required" } },
                      { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ResultsPanel_pollRound" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollRound" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_invite" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollInvite" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "delivery" } },
          { kind: "Field", name: { kind: "Name", value: "attempts" } },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "InviteMembers_roll" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RollEntry" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "member" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
          { kind: "Field", name: { kind: "Name", value: "added" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CountingCommission_member" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "BoardMember" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommissionKey_encryption" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollEncryption" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "trustees" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "signed" } },
          { kind: "Field", name: { kind: "Name", value: "manifestCurrent" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "disputes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "complainer" } },
                { kind: "Field", name: { kind: "Name", value: "dealer" } },
                { kind: "Field", name: { kind: "Name", value: "verdict" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decryptions" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seats" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "member" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "gender" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "stage" } },
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "decrypted" } },
                { kind: "Field", name: { kind: "Name", value: "codeConfirmedAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Sitting_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "specialties" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ruleSet" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "secretaryVotes" } },
                      { kind: "Field", name: { kind: "Name", value: "addedMembersMax" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "code" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "candidateMember" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_resultPolls" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pollHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ResultsPanel_pollRound" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "invites" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_invite" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_roll" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "InviteMembers_member" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CountingCommission_member" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "protocol" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "encryption" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommissionKey_encryption" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "votingKeys" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SecretarDefensePage_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseForm_defense" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "Sitting_defense" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefenseChangedSubscription, SecretarDefenseChangedSubscriptionVariables>;
export const AdminDefensesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminDefenses" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "archived" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "DefenseSort" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "direction" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "SortDirection" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "offset" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminDefenses" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "archived" },
                value: { kind: "Variable", name: { kind: "Name", value: "archived" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "direction" },
                value: { kind: "Variable", name: { kind: "Name", value: "direction" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "offset" },
                value: { kind: "Variable", name: { kind: "Name", value: "offset" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "totalExact" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "DefenseRow_defense" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseRow_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "participants" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDefensesQuery, AdminDefensesQueryVariables>;
export const SecretarDefensesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarDefenses" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefenses" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "DefenseRow_defense" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DefenseRow_defense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
          { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
          { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
          { kind: "Field", name: { kind: "Name", value: "archived" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "specialty" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "participants" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefensesQuery, SecretarDefensesQueryVariables>;
export const AdminDefenseNewBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminDefenseNewBoard" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoard" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDefenseNewBoardQuery, AdminDefenseNewBoardQueryVariables>;
export const AuditLogDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AuditLog" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "entity" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "entityId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "action" } },
          type: {
            kind: "ListType",
            type: {
              kind: "NonNullType",
              type: { kind: "NamedType", name: { kind: "Name", value: "AuditAction" } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "from" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "to" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "offset" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "auditLog" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "entity" },
                value: { kind: "Variable", name: { kind: "Name", value: "entity" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "entityId" },
                value: { kind: "Variable", name: { kind: "Name", value: "entityId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "action" },
                value: { kind: "Variable", name: { kind: "Name", value: "action" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "from" },
                value: { kind: "Variable", name: { kind: "Name", value: "from" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "to" },
                value: { kind: "Variable", name: { kind: "Name", value: "to" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "offset" },
                value: { kind: "Variable", name: { kind: "Name", value: "offset" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "totalExact" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "at" } },
                      { kind: "Field", name: { kind: "Name", value: "actor" } },
                      { kind: "Field", name: { kind: "Name", value: "action" } },
                      { kind: "Field", name: { kind: "Name", value: "entity" } },
                      { kind: "Field", name: { kind: "Name", value: "entityId" } },
                      { kind: "Field", name: { kind: "Name", value: "subject" } },
                      { kind: "Field", name: { kind: "Name", value: "before" } },
                      { kind: "Field", name: { kind: "Name", value: "after" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminHomeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminHome" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "now" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            alias: { kind: "Name", value: "boards" },
            name: { kind: "Name", value: "adminBoards" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "1" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "total" } }],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "secretars" },
            name: { kind: "Name", value: "adminSecretars" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "1" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "total" } }],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "users" },
            name: { kind: "Name", value: "adminUsers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "1" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "total" } }],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "upcoming" },
            name: { kind: "Name", value: "adminDefenses" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "from" },
                value: { kind: "Variable", name: { kind: "Name", value: "now" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "EnumValue", value: "DEFENSE_AT" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "direction" },
                value: { kind: "EnumValue", value: "ASC" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "5" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "candidate" } },
                      { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "board" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "code" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHomeQuery, AdminHomeQueryVariables>;
export const AdminSecretarPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminSecretarPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSecretar" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "boards" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "archived" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSecretarPageQuery, AdminSecretarPageQueryVariables>;
export const AdminSecretarsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminSecretars" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "offset" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSecretars" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "offset" },
                value: { kind: "Variable", name: { kind: "Name", value: "offset" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "boards" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "code" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSecretarsQuery, AdminSecretarsQueryVariables>;
export const AdminUserPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminUserPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminUser" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminUser_user" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminUser_user" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "UserAccount" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          { kind: "Field", name: { kind: "Name", value: "disabled" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "roles" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserPageQuery, AdminUserPageQueryVariables>;
export const AdminUsersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminUsers" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "role" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Role" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "offset" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminUsers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "Variable", name: { kind: "Name", value: "role" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "offset" },
                value: { kind: "Variable", name: { kind: "Name", value: "offset" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "disabled" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "roles" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "role" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const DemoMailboxDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DemoMailbox" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "demoMailbox" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "enabled" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "letters" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "to" } },
                      { kind: "Field", name: { kind: "Name", value: "subject" } },
                      { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "links" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DemoMailboxQuery, DemoMailboxQueryVariables>;
export const SecretarDefenseProtocolDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarDefenseProtocol" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefense" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "candidate" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "protocol" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "pdfPath" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolDocument_protocol" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ProtocolDocument_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "document" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "heading" } },
                { kind: "Field", name: { kind: "Name", value: "dateLine" } },
                { kind: "Field", name: { kind: "Name", value: "intro" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "rows" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "tallyTitle" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "tally" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "decision" } },
                { kind: "Field", name: { kind: "Name", value: "notes" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signatures" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "role" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefenseProtocolQuery, SecretarDefenseProtocolQueryVariables>;
export const SecretarHomeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SecretarHome" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefenses" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "candidate" } },
                { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
                { kind: "Field", name: { kind: "Name", value: "defenseAt" } },
                { kind: "Field", name: { kind: "Name", value: "place" } },
                { kind: "Field", name: { kind: "Name", value: "archived" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "board" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "code" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "status" } },
                      { kind: "Field", name: { kind: "Name", value: "participants" } },
                      { kind: "Field", name: { kind: "Name", value: "voted" } },
                      { kind: "Field", name: { kind: "Name", value: "deadline" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "invites" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "member" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "fio" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "delivery" } },
                      { kind: "Field", name: { kind: "Name", value: "attempts" } },
                      { kind: "Field", name: { kind: "Name", value: "sendError" } },
                      { kind: "Field", name: { kind: "Name", value: "voted" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarHomeQuery, SecretarHomeQueryVariables>;

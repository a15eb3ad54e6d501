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
 * An answer to one ballot question, encrypted in the member's browser: the server never sees
 * the choice (docs/RECORD.md, «Ballot»).
 */
export type AnswerInput = {
  /** The choice (1 «за», 0 «против») encrypted to `Poll.encryption.publicKey`, with its proof that it is 0 or 1. */
  ballot: EncryptedBallotInput;
  /** The question's `PollQuestion.id` (`award`). */
  questionId: string | number;
};

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

/** A ballot choice. */
export type Choice =
  /** «Против». */
  | "AGAINST"
  /** «За». */
  | "FOR";

/** A seat's dealing (docs/RECORD.md §6). */
export type DealingInput = {
  /** Feldman commitments g^(a_k), k = 0 … threshold − 1. */
  commitments: Array<string>;
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

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

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

/** An encrypted ballot as the member's browser sends it (docs/RECORD.md §8.1), signed with the member's voting credential. */
export type EncryptedBallotInput = {
  /** g^r: a ristretto255 point, 64 lowercase hex characters. */
  alpha: string;
  /** g^choice · publicKey^r: a ristretto255 point, 64 lowercase hex characters. */
  beta: string;
  /** The member's public voting credential (`Poll.credential`): the ballot is refused under any other. */
  credential: string;
  /** The disjunctive proof: exactly two pairs, for choice 0 and for choice 1. */
  proof: Array<ProofInput>;
  /** Schnorr signature with the private credential over H_E and the whole ballot. */
  signature: ProofInput;
};

/** A share of the key encrypted to one device. */
export type EncryptedShareInput = {
  /** g^e, 64 lowercase hex characters. */
  ephemeral: string;
  /** The recipient's seat. */
  to: number;
  /** The share plus the pad, 64 lowercase hex characters. */
  value: string;
};

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

/** Where a defense's vote stands after an annulled round, for one member. */
export type NewRound =
  /** A new vote has this member on its roll: its link came in a new letter. */
  | "INVITED"
  /** No new vote has been prepared yet. */
  | "NONE"
  /** A new vote is being prepared, without this member on its roll so far. */
  | "PREPARED";

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
  challenge: string;
  /** The response: a scalar, 64 lowercase hex characters. */
  response: string;
};

/** Self-registration: a plain account without a role, created when the mailed link is opened. */
export type RegisterInput = {
  /** Sign-in email (stored lowercase). */
  email: string;
  /** Full name (ФИО), 5–200 characters. */
  fio: string;
  /** 8 to 128 characters; common passwords are refused. */
  password: string;
};

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

/** An encrypted ballot without a signature: an audited ballot's. */
export type SealedBallotInput = {
  /** g^r, 64 lowercase hex characters. */
  alpha: string;
  /** g^choice · publicKey^r, 64 lowercase hex characters. */
  beta: string;
  /** The disjunctive proof: exactly two pairs. */
  proof: Array<ProofInput>;
};

/** A dealer's answer to a complaint. */
export type ShareRevealInput = {
  /** The encryption nonce e, a scalar, 64 lowercase hex characters. */
  nonce: string;
  /** The share, a scalar, 64 lowercase hex characters. */
  share: string;
  /** Schnorr signature of the dealer's device key on the answer (docs/RECORD.md §6.4). */
  signature: ProofInput;
  /** The complaining seat. */
  to: number;
};

/** Sort direction of a list. */
export type SortDirection =
  /** Ascending. */
  | "ASC"
  /** Descending. */
  | "DESC";

/** An audited (spoiled) ballot as the voter's device reveals it (docs/RECORD.md §13): never cast. */
export type SpoiledBallotInput = {
  /** The ballot that was shown, never cast. */
  ballot: SealedBallotInput;
  /** H_E's short code, as the device showed it. */
  code: string;
  /** H_E the ballot was encrypted for. */
  fingerprint: string;
  /** Always `dissovet-spoiled/2`. */
  format: string;
  /** The election key. */
  publicKey: string;
  /** The revealed encryption randomness, a scalar, 64 lowercase hex characters. */
  randomness: string;
  /** The revealed choice: 1 «за», 0 «против». */
  vote: number;
};

export type RestAdminBoardsQueryVariables = Exact<{
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  sort?: BoardSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type RestAdminBoardsQuery = {
  adminBoards: {
    total: number;
    totalExact: boolean;
    items: Array<{
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      specialties: Array<{ code: string; name: string }>;
    }>;
  };
};

export type RestAdminBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type RestAdminBoardQuery = {
  adminBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    specialties: Array<{ code: string; name: string }>;
  } | null;
};

export type RestAdminDefensesQueryVariables = Exact<{
  search?: string | null | undefined;
  boardId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  archived?: boolean | null | undefined;
  sort?: DefenseSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type RestAdminDefensesQuery = {
  adminDefenses: {
    total: number;
    totalExact: boolean;
    items: Array<{
      id: string;
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      resultPolls: {
        status: PollStatus;
        round: number;
        listSize: number;
        approvedSize: number;
        addedForDefense: number;
        participants: number;
        invited: number;
        failed: number;
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
          met: boolean;
          missing: string | null;
          list: { met: boolean; present: number; required: number; listSize: number };
          specialty: { met: boolean; present: number; required: number; specialtyCode: string };
        };
      };
      specialty: { code: string; name: string };
      board: { id: string; code: string; name: string };
    }>;
  };
};

export type RestAdminDefenseQueryVariables = Exact<{
  id: string | number;
}>;

export type RestAdminDefenseQuery = {
  adminDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  } | null;
};

export type RestAdminSecretarsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type RestAdminSecretarsQuery = {
  adminSecretars: {
    total: number;
    items: Array<{
      id: string;
      email: string;
      fio: string;
      boards: Array<{
        id: string;
        code: string;
        name: string;
        organization: string;
        memberCount: number;
        specialties: Array<{ code: string; name: string }>;
      }>;
    }>;
  };
};

export type RestAuditCsvQueryVariables = Exact<{
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
  action?: Array<AuditAction> | AuditAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;

export type RestAuditCsvQuery = { auditLogCsv: string };

export type RestAdminSecretarQueryVariables = Exact<{
  id: string | number;
}>;

export type RestAdminSecretarQuery = {
  adminSecretar: {
    id: string;
    email: string;
    fio: string;
    boards: Array<{
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      specialties: Array<{ code: string; name: string }>;
    }>;
  } | null;
};

export type RestAdminProtocolAccessQueryVariables = Exact<{
  id: string | number;
}>;

export type RestAdminProtocolAccessQuery = { adminDefense: { id: string } | null };

export type RestLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type RestLoginMutation = {
  login: { id: string; email: string; fio: string; roles: Array<{ role: Role }> };
};

export type RestLogoutMutationVariables = Exact<{ [key: string]: never }>;

export type RestLogoutMutation = { logout: boolean };

export type RestMeQueryVariables = Exact<{ [key: string]: never }>;

export type RestMeQuery = {
  me: { id: string; email: string; fio: string; roles: Array<{ role: Role }> } | null;
};

export type RestRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RestRegisterMutation = { register: { message: string } };

export type RestConfirmRegistrationMutationVariables = Exact<{
  token: string;
}>;

export type RestConfirmRegistrationMutation = {
  confirmRegistration: { id: string; email: string; fio: string; roles: Array<{ role: Role }> };
};

export type RestRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RestRequestPasswordResetMutation = { requestPasswordReset: boolean };

export type RestResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type RestResetPasswordMutation = { resetPassword: boolean };

export type RestCommissionTaskQueryVariables = Exact<{
  token: string;
}>;

export type RestCommissionTaskQuery = {
  commissionTask: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  } | null;
};

export type RestRegisterDeviceMutationVariables = Exact<{
  token: string;
  publicKey: string;
  nonceCommitment: string;
  proof: ProofInput;
}>;

export type RestRegisterDeviceMutation = {
  registerCommissionDevice: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestSubmitDealingMutationVariables = Exact<{
  token: string;
  dealing: DealingInput;
}>;

export type RestSubmitDealingMutation = {
  submitDealing: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestConfirmKeyShareMutationVariables = Exact<{
  token: string;
  verificationKey: string;
  nonce: string;
}>;

export type RestConfirmKeyShareMutation = {
  confirmKeyShare: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestFileComplaintMutationVariables = Exact<{
  token: string;
  dealer: number;
  signature: ProofInput;
}>;

export type RestFileComplaintMutation = {
  fileComplaint: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestAnswerComplaintsMutationVariables = Exact<{
  token: string;
  reveals: Array<ShareRevealInput> | ShareRevealInput;
}>;

export type RestAnswerComplaintsMutation = {
  answerComplaints: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestSignElectionMutationVariables = Exact<{
  token: string;
  signature: ProofInput;
}>;

export type RestSignElectionMutation = {
  signElection: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestSubmitPartialMutationVariables = Exact<{
  token: string;
  factor: string;
  proof: ProofInput;
}>;

export type RestSubmitPartialMutation = {
  submitPartialDecryption: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    ceremony: {
      publicKey: string | null;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{ to: number; share: string; nonce: string }>;
      }>;
    } | null;
  };
};

export type RestRestartKeyCeremonyMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type RestRestartKeyCeremonyMutation = {
  restartKeyCeremony: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestReplaceCommissionMemberMutationVariables = Exact<{
  id: string | number;
  memberId: string | number;
  replacementId: string | number;
}>;

export type RestReplaceCommissionMemberMutation = {
  replaceCommissionMember: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestResendCommissionLinksMutationVariables = Exact<{
  id: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
}>;

export type RestResendCommissionLinksMutation = {
  resendCommissionLinks: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestRecordCodeConfirmationMutationVariables = Exact<{
  id: string | number;
  memberId: string | number;
}>;

export type RestRecordCodeConfirmationMutation = {
  recordCodeConfirmation: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestUserFragment = { id: string; email: string; fio: string; roles: Array<{ role: Role }> };

export type RestBoardFragment = {
  id: string;
  code: string;
  name: string;
  organization: string;
  memberCount: number;
  specialties: Array<{ code: string; name: string }>;
};

export type RestMemberFragment = {
  id: string;
  fio: string;
  email: string;
  degree: AcademicDegree;
  degreeTitle: string;
  academicTitle: string | null;
  specialtyCode: string;
  position: MemberPosition;
};

export type RestDefenseFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  specialty: { code: string; name: string };
  board: { id: string; code: string; name: string };
};

export type RestResultFragment = {
  status: PollStatus;
  round: number;
  listSize: number;
  approvedSize: number;
  addedForDefense: number;
  participants: number;
  invited: number;
  failed: number;
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
    met: boolean;
    missing: string | null;
    list: { met: boolean; present: number; required: number; listSize: number };
    specialty: { met: boolean; present: number; required: number; specialtyCode: string };
  };
};

export type RestDefenseFullFragment = {
  id: string;
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  resultPolls: {
    status: PollStatus;
    round: number;
    listSize: number;
    approvedSize: number;
    addedForDefense: number;
    participants: number;
    invited: number;
    failed: number;
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
      met: boolean;
      missing: string | null;
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
  commission: Array<{ id: string; fio: string }>;
  roll: Array<{
    fio: string;
    degree: AcademicDegree;
    degreeTitle: string;
    specialtyCode: string;
    position: MemberPosition;
    added: boolean;
    member: { id: string };
  }>;
  addedMembers: Array<{
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
  }>;
  board: {
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    specialties: Array<{ code: string; name: string }>;
  };
  specialty: { code: string; name: string };
};

export type RestSecretarFragment = {
  id: string;
  email: string;
  fio: string;
  boards: Array<{
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    specialties: Array<{ code: string; name: string }>;
  }>;
};

export type RestProtocolFragment = {
  boardCode: string;
  boardName: string;
  organization: string;
  candidate: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  approvedSize: number;
  addedForDefense: number;
  present: number;
  presentSpecialtyDoctors: number;
  ballotsIssued: number;
  ballotsReturned: number;
  votesFor: number;
  votesAgainst: number;
  invalid: number;
  decision: Decision;
  explanation: string;
  closedAt: string;
  pdfPath: string;
  place: string | null;
  ballotsUnissued: number;
  commission: Array<{ id: string; fio: string }>;
  specialty: { code: string; name: string };
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

export type RestProofFragment = { challenge: string; response: string };

export type RestManifestFragment = {
  format: string;
  electionId: string;
  group: string;
  question: string;
  round: number;
  roll: Array<string>;
  credentials: Array<string>;
  commission: Array<string>;
  thresholdRule: string;
  threshold: number;
  council: { code: string; name: string; organization: string };
  defense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    specialty: { code: string; name: string };
  };
};

export type RestDealingFragment = {
  commitments: Array<string>;
  proof: { challenge: string; response: string };
  shares: Array<{ to: number; ephemeral: string; value: string }>;
  signature: { challenge: string; response: string };
};

export type RestRecordSeatFragment = {
  seat: number;
  deviceKey: string;
  nonceCommitment: string;
  verificationKey: string;
  nonce: string;
  deviceProof: { challenge: string; response: string };
  dealing: {
    commitments: Array<string>;
    proof: { challenge: string; response: string };
    shares: Array<{ to: number; ephemeral: string; value: string }>;
    signature: { challenge: string; response: string };
  };
  signature: { challenge: string; response: string };
};

export type RestElectionFragment = {
  publicKey: string;
  fingerprint: string;
  code: string;
  manifest: {
    format: string;
    electionId: string;
    group: string;
    question: string;
    round: number;
    roll: Array<string>;
    credentials: Array<string>;
    commission: Array<string>;
    thresholdRule: string;
    threshold: number;
    council: { code: string; name: string; organization: string };
    defense: {
      id: string;
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      specialty: { code: string; name: string };
    };
  };
  ceremony: Array<{
    seat: number;
    deviceKey: string;
    nonceCommitment: string;
    verificationKey: string;
    nonce: string;
    deviceProof: { challenge: string; response: string };
    dealing: {
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      shares: Array<{ to: number; ephemeral: string; value: string }>;
      signature: { challenge: string; response: string };
    };
    signature: { challenge: string; response: string };
  }>;
};

export type RestRecordFragment = {
  format: string;
  publicKey: string;
  fingerprint: string;
  code: string;
  lateCredentials: Array<string>;
  revokedCredentials: Array<string>;
  head: string;
  headCode: string;
  voted: Array<boolean>;
  manifest: {
    format: string;
    electionId: string;
    group: string;
    question: string;
    round: number;
    roll: Array<string>;
    credentials: Array<string>;
    commission: Array<string>;
    thresholdRule: string;
    threshold: number;
    council: { code: string; name: string; organization: string };
    defense: {
      id: string;
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      specialty: { code: string; name: string };
    };
  };
  ceremony: Array<{
    seat: number;
    deviceKey: string;
    nonceCommitment: string;
    verificationKey: string;
    nonce: string;
    deviceProof: { challenge: string; response: string };
    dealing: {
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      shares: Array<{ to: number; ephemeral: string; value: string }>;
      signature: { challenge: string; response: string };
    };
    signature: { challenge: string; response: string };
  }>;
  ballots: Array<{
    alpha: string;
    beta: string;
    credential: string;
    proof: Array<{ challenge: string; response: string }>;
    signature: { challenge: string; response: string };
  }>;
  spoiled: Array<{
    format: string;
    fingerprint: string;
    code: string;
    publicKey: string;
    vote: number;
    randomness: string;
    ballot: { alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> };
  }>;
  tally: { alpha: string; beta: string } | null;
  confirmations: Array<{ credential: string; signature: { challenge: string; response: string } }>;
  partialDecryptions: Array<{ seat: number; factor: string; proof: { challenge: string; response: string } }>;
  result: { for: number; against: number } | null;
};

export type RestTaskFragment = {
  seat: number;
  memberName: string;
  electionId: string;
  status: PollStatus;
  decrypted: boolean;
  tallied: boolean;
  defense: {
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    boardCode: string;
    boardName: string;
    specialty: { code: string; name: string };
  };
  ceremony: {
    publicKey: string | null;
    manifest: {
      format: string;
      electionId: string;
      group: string;
      question: string;
      round: number;
      roll: Array<string>;
      credentials: Array<string>;
      commission: Array<string>;
      thresholdRule: string;
      threshold: number;
      council: { code: string; name: string; organization: string };
      defense: {
        id: string;
        candidate: string;
        thesisTitle: string;
        degree: DefenseDegree;
        scienceBranch: string;
        specialty: { code: string; name: string };
      };
    };
    seats: Array<{
      seat: number;
      deviceKey: string | null;
      nonceCommitment: string | null;
      verificationKey: string | null;
      nonce: string | null;
      deviceProof: { challenge: string; response: string } | null;
      dealing: {
        commitments: Array<string>;
        proof: { challenge: string; response: string };
        shares: Array<{ to: number; ephemeral: string; value: string }>;
        signature: { challenge: string; response: string };
      } | null;
      signature: { challenge: string; response: string } | null;
      complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
      reveals: Array<{ to: number; share: string; nonce: string }>;
    }>;
  } | null;
};

export type RestPollDefenseFragment = {
  candidate: string;
  thesisTitle: string;
  degree: DefenseDegree;
  scienceBranch: string;
  defenseAt: string;
  place: string | null;
  boardCode: string;
  boardName: string;
  specialty: { code: string; name: string };
};

export type RestPollQueryVariables = Exact<{
  token: string;
}>;

export type RestPollQuery = {
  poll: {
    status: PollStatus;
    voted: boolean;
    deadline: string | null;
    rollIndex: number | null;
    counted: boolean;
    credential: string | null;
    defense: {
      candidate: string;
      thesisTitle: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      place: string | null;
      boardCode: string;
      boardName: string;
      specialty: { code: string; name: string };
    };
    questions: Array<{ id: string; text: string; choices: Array<Choice> }>;
    election: {
      publicKey: string;
      fingerprint: string;
      code: string;
      manifest: {
        format: string;
        electionId: string;
        group: string;
        question: string;
        round: number;
        roll: Array<string>;
        credentials: Array<string>;
        commission: Array<string>;
        thresholdRule: string;
        threshold: number;
        council: { code: string; name: string; organization: string };
        defense: {
          id: string;
          candidate: string;
          thesisTitle: string;
          degree: DefenseDegree;
          scienceBranch: string;
          specialty: { code: string; name: string };
        };
      };
      ceremony: Array<{
        seat: number;
        deviceKey: string;
        nonceCommitment: string;
        verificationKey: string;
        nonce: string;
        deviceProof: { challenge: string; response: string };
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        };
        signature: { challenge: string; response: string };
      }>;
    } | null;
    annulled: { reason: string; newRound: NewRound } | null;
  } | null;
};

export type RestSubmitBallotMutationVariables = Exact<{
  token: string;
  answers: Array<AnswerInput> | AnswerInput;
}>;

export type RestSubmitBallotMutation = {
  submitBallot: { accepted: boolean; tracker: string; position: number; head: string; headCode: string };
};

export type RestRegisterVotingCredentialMutationVariables = Exact<{
  token: string;
  credential: string;
  replace?: boolean | null | undefined;
}>;

export type RestRegisterVotingCredentialMutation = {
  registerVotingCredential: { status: PollStatus; credential: string | null };
};

export type RestConfirmBallotFoundMutationVariables = Exact<{
  token: string;
  signature: ProofInput;
}>;

export type RestConfirmBallotFoundMutation = { confirmBallotFound: { confirmed: number; ballots: number } };

export type RestPublishSpoiledBallotMutationVariables = Exact<{
  token: string;
  ballot: SpoiledBallotInput;
}>;

export type RestPublishSpoiledBallotMutation = { publishSpoiledBallot: boolean };

export type RestElectionRecordQueryVariables = Exact<{
  electionId: string | number;
}>;

export type RestElectionRecordQuery = {
  electionRecord: {
    format: string;
    publicKey: string;
    fingerprint: string;
    code: string;
    lateCredentials: Array<string>;
    revokedCredentials: Array<string>;
    head: string;
    headCode: string;
    voted: Array<boolean>;
    manifest: {
      format: string;
      electionId: string;
      group: string;
      question: string;
      round: number;
      roll: Array<string>;
      credentials: Array<string>;
      commission: Array<string>;
      thresholdRule: string;
      threshold: number;
      council: { code: string; name: string; organization: string };
      defense: {
        id: string;
        candidate: string;
        thesisTitle: string;
        degree: DefenseDegree;
        scienceBranch: string;
        specialty: { code: string; name: string };
      };
    };
    ceremony: Array<{
      seat: number;
      deviceKey: string;
      nonceCommitment: string;
      verificationKey: string;
      nonce: string;
      deviceProof: { challenge: string; response: string };
      dealing: {
        commitments: Array<string>;
        proof: { challenge: string; response: string };
        shares: Array<{ to: number; ephemeral: string; value: string }>;
        signature: { challenge: string; response: string };
      };
      signature: { challenge: string; response: string };
    }>;
    ballots: Array<{
      alpha: string;
      beta: string;
      credential: string;
      proof: Array<{ challenge: string; response: string }>;
      signature: { challenge: string; response: string };
    }>;
    spoiled: Array<{
      format: string;
      fingerprint: string;
      code: string;
      publicKey: string;
      vote: number;
      randomness: string;
      ballot: { alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> };
    }>;
    tally: { alpha: string; beta: string } | null;
    confirmations: Array<{ credential: string; signature: { challenge: string; response: string } }>;
    partialDecryptions: Array<{
      seat: number;
      factor: string;
      proof: { challenge: string; response: string };
    }>;
    result: { for: number; against: number } | null;
  } | null;
};

export type RestSecretarBoardsQueryVariables = Exact<{ [key: string]: never }>;

export type RestSecretarBoardsQuery = {
  secretarBoards: Array<{
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    specialties: Array<{ code: string; name: string }>;
  }>;
};

export type RestSecretarBoardQueryVariables = Exact<{
  id: string | number;
}>;

export type RestSecretarBoardQuery = {
  secretarBoard: {
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    specialties: Array<{ code: string; name: string }>;
  } | null;
};

export type RestSecretarDefensesQueryVariables = Exact<{ [key: string]: never }>;

export type RestSecretarDefensesQuery = {
  secretarDefenses: Array<{
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
        list: { met: boolean; present: number; required: number; listSize: number };
        specialty: { met: boolean; present: number; required: number; specialtyCode: string };
      };
    };
    specialty: { code: string; name: string };
    board: { id: string; code: string; name: string };
  }>;
  secretarBoards: Array<{
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    specialties: Array<{ code: string; name: string }>;
  }>;
};

export type RestSecretarDefenseQueryVariables = Exact<{
  id: string | number;
}>;

export type RestSecretarDefenseQuery = {
  secretarDefense: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  } | null;
};

export type RestSendInvitesMutationVariables = Exact<{
  id: string | number;
  memberIds: Array<string | number> | string | number;
  sittingDate?: string | null | undefined;
}>;

export type RestSendInvitesMutation = {
  sendInvites: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestClosePollMutationVariables = Exact<{
  id: string | number;
}>;

export type RestClosePollMutation = {
  closePoll: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestResendInvitesMutationVariables = Exact<{
  id: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
  revokeOld?: boolean | null | undefined;
}>;

export type RestResendInvitesMutation = {
  resendInvites: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestAnnulPollMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type RestAnnulPollMutation = {
  annulPoll: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestCommissionMutationVariables = Exact<{
  id: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type RestCommissionMutation = {
  setCountingCommission: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestProtocolQueryVariables = Exact<{
  id: string | number;
}>;

export type RestProtocolQuery = {
  secretarDefense: {
    protocol: {
      boardCode: string;
      boardName: string;
      organization: string;
      candidate: string;
      degree: DefenseDegree;
      scienceBranch: string;
      defenseAt: string;
      approvedSize: number;
      addedForDefense: number;
      present: number;
      presentSpecialtyDoctors: number;
      ballotsIssued: number;
      ballotsReturned: number;
      votesFor: number;
      votesAgainst: number;
      invalid: number;
      decision: Decision;
      explanation: string;
      closedAt: string;
      pdfPath: string;
      place: string | null;
      ballotsUnissued: number;
      commission: Array<{ id: string; fio: string }>;
      specialty: { code: string; name: string };
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

export type RestPreviewImportMutationVariables = Exact<{
  id: string | number;
  file: string;
}>;

export type RestPreviewImportMutation = {
  previewMemberImport: {
    encoding: string;
    delimiter: string;
    errorCount: number;
    rows: Array<{ line: number; fio: string; email: string; error: string | null }>;
  };
};

export type RestImportMutationVariables = Exact<{
  id: string | number;
  file: string;
}>;

export type RestImportMutation = {
  importMembers: Array<{
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
  }>;
};

export type RestSetRollMutationVariables = Exact<{
  id: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type RestSetRollMutation = {
  setRoll: {
    id: string;
    candidate: string;
    thesisTitle: string;
    degree: DefenseDegree;
    scienceBranch: string;
    defenseAt: string;
    place: string | null;
    resultPolls: {
      status: PollStatus;
      round: number;
      listSize: number;
      approvedSize: number;
      addedForDefense: number;
      participants: number;
      invited: number;
      failed: number;
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
        met: boolean;
        missing: string | null;
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
    commission: Array<{ id: string; fio: string }>;
    roll: Array<{
      fio: string;
      degree: AcademicDegree;
      degreeTitle: string;
      specialtyCode: string;
      position: MemberPosition;
      added: boolean;
      member: { id: string };
    }>;
    addedMembers: Array<{
      id: string;
      fio: string;
      email: string;
      degree: AcademicDegree;
      degreeTitle: string;
      academicTitle: string | null;
      specialtyCode: string;
      position: MemberPosition;
    }>;
    board: {
      id: string;
      code: string;
      name: string;
      organization: string;
      memberCount: number;
      members: Array<{
        id: string;
        fio: string;
        email: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        specialtyCode: string;
        position: MemberPosition;
      }>;
      specialties: Array<{ code: string; name: string }>;
    };
    specialty: { code: string; name: string };
  };
};

export type RestAddDefenseMemberMutationVariables = Exact<{
  id: string | number;
  input: MemberInput;
}>;

export type RestAddDefenseMemberMutation = {
  addDefenseMember: {
    id: string;
    fio: string;
    email: string;
    degree: AcademicDegree;
    degreeTitle: string;
    academicTitle: string | null;
    specialtyCode: string;
    position: MemberPosition;
  };
};

export type RestProtocolAccessQueryVariables = Exact<{
  id: string | number;
}>;

export type RestProtocolAccessQuery = { secretarDefense: { id: string } | null };

export const RestUserFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestUser" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
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
} as unknown as DocumentNode<RestUserFragment, unknown>;
export const RestDefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestDefenseFragment, unknown>;
export const RestResultFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestResultFragment, unknown>;
export const RestMemberFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestMemberFragment, unknown>;
export const RestBoardFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestBoardFragment, unknown>;
export const RestDefenseFullFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
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
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestDefenseFullFragment, unknown>;
export const RestSecretarFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestSecretar" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Secretar" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSecretarFragment, unknown>;
export const RestProtocolFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProtocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
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
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "present" } },
          { kind: "Field", name: { kind: "Name", value: "presentSpecialtyDoctors" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsIssued" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsReturned" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "invalid" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "pdfPath" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsUnissued" } },
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
} as unknown as DocumentNode<RestProtocolFragment, unknown>;
export const RestManifestFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestManifestFragment, unknown>;
export const RestProofFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestProofFragment, unknown>;
export const RestDealingFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestDealingFragment, unknown>;
export const RestRecordSeatFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecordSeat" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RecordSeat" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "deviceProof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dealing" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonce" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRecordSeatFragment, unknown>;
export const RestElectionFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestElection" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Election" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "manifest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestRecordSeat" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecordSeat" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RecordSeat" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "deviceProof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dealing" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonce" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestElectionFragment, unknown>;
export const RestRecordFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecord" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionRecord" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "manifest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestRecordSeat" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "lateCredentials" } },
          { kind: "Field", name: { kind: "Name", value: "revokedCredentials" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "ballots" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "alpha" } },
                { kind: "Field", name: { kind: "Name", value: "beta" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "proof" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "credential" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signature" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "head" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "spoiled" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "format" } },
                { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ballot" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "alpha" } },
                      { kind: "Field", name: { kind: "Name", value: "beta" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "proof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "randomness" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tally" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "alpha" } },
                { kind: "Field", name: { kind: "Name", value: "beta" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "credential" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signature" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "partialDecryptions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                { kind: "Field", name: { kind: "Name", value: "factor" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "proof" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "result" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "for" } },
                { kind: "Field", name: { kind: "Name", value: "against" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecordSeat" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RecordSeat" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "deviceProof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dealing" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonce" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRecordFragment, unknown>;
export const RestPollDefenseFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestPollDefenseFragment, unknown>;
export const RestTaskFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestTaskFragment, unknown>;
export const RestAdminBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminBoards" },
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
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "totalExact" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminBoardsQuery, RestAdminBoardsQueryVariables>;
export const RestAdminBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminBoard" },
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
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
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
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminBoardQuery, RestAdminBoardQueryVariables>;
export const RestAdminDefensesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminDefenses" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "boardId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
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
                name: { kind: "Name", value: "boardId" },
                value: { kind: "Variable", name: { kind: "Name", value: "boardId" } },
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
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "resultPolls" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "totalExact" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminDefensesQuery, RestAdminDefensesQueryVariables>;
export const RestAdminDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminDefense" },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminDefenseQuery, RestAdminDefenseQueryVariables>;
export const RestAdminSecretarsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminSecretars" },
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
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestSecretar" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "total" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestSecretar" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Secretar" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminSecretarsQuery, RestAdminSecretarsQueryVariables>;
export const RestAuditCsvDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAuditCsv" },
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
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "auditLogCsv" },
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
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAuditCsvQuery, RestAuditCsvQueryVariables>;
export const RestAdminSecretarDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminSecretar" },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestSecretar" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestSecretar" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Secretar" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "boards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminSecretarQuery, RestAdminSecretarQueryVariables>;
export const RestAdminProtocolAccessDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestAdminProtocolAccess" },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAdminProtocolAccessQuery, RestAdminProtocolAccessQueryVariables>;
export const RestLoginDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestLogin" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "login" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestUser" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestUser" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
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
} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestLogoutDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestLogout" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "logout" } }],
      },
    },
  ],
} as unknown as DocumentNode<RestLogoutMutation, RestLogoutMutationVariables>;
export const RestMeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestMe" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestUser" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestUser" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
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
} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestRegisterDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRegister" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "RegisterInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "register" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "message" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRegisterMutation, RestRegisterMutationVariables>;
export const RestConfirmRegistrationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestConfirmRegistration" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmRegistration" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestUser" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestUser" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "fio" } },
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
} as unknown as DocumentNode<RestConfirmRegistrationMutation, RestConfirmRegistrationMutationVariables>;
export const RestRequestPasswordResetDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRequestPasswordReset" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "requestPasswordReset" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRequestPasswordResetMutation, RestRequestPasswordResetMutationVariables>;
export const RestResetPasswordDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestResetPassword" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "resetPassword" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestResetPasswordMutation, RestResetPasswordMutationVariables>;
export const RestCommissionTaskDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestCommissionTask" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "commissionTask" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestCommissionTaskQuery, RestCommissionTaskQueryVariables>;
export const RestRegisterDeviceDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRegisterDevice" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "publicKey" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "nonceCommitment" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "proof" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ProofInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "registerCommissionDevice" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "publicKey" },
                value: { kind: "Variable", name: { kind: "Name", value: "publicKey" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "nonceCommitment" },
                value: { kind: "Variable", name: { kind: "Name", value: "nonceCommitment" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "proof" },
                value: { kind: "Variable", name: { kind: "Name", value: "proof" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRegisterDeviceMutation, RestRegisterDeviceMutationVariables>;
export const RestSubmitDealingDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSubmitDealing" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dealing" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "DealingInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "submitDealing" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dealing" },
                value: { kind: "Variable", name: { kind: "Name", value: "dealing" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSubmitDealingMutation, RestSubmitDealingMutationVariables>;
export const RestConfirmKeyShareDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestConfirmKeyShare" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "verificationKey" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "nonce" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmKeyShare" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "verificationKey" },
                value: { kind: "Variable", name: { kind: "Name", value: "verificationKey" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "nonce" },
                value: { kind: "Variable", name: { kind: "Name", value: "nonce" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestConfirmKeyShareMutation, RestConfirmKeyShareMutationVariables>;
export const RestFileComplaintDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestFileComplaint" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dealer" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "signature" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ProofInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "fileComplaint" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dealer" },
                value: { kind: "Variable", name: { kind: "Name", value: "dealer" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "signature" },
                value: { kind: "Variable", name: { kind: "Name", value: "signature" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestFileComplaintMutation, RestFileComplaintMutationVariables>;
export const RestAnswerComplaintsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestAnswerComplaints" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reveals" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: {
                kind: "NonNullType",
                type: { kind: "NamedType", name: { kind: "Name", value: "ShareRevealInput" } },
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
            name: { kind: "Name", value: "answerComplaints" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reveals" },
                value: { kind: "Variable", name: { kind: "Name", value: "reveals" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAnswerComplaintsMutation, RestAnswerComplaintsMutationVariables>;
export const RestSignElectionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSignElection" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "signature" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ProofInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "signElection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "signature" },
                value: { kind: "Variable", name: { kind: "Name", value: "signature" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSignElectionMutation, RestSignElectionMutationVariables>;
export const RestSubmitPartialDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSubmitPartial" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "factor" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "proof" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ProofInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "submitPartialDecryption" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "factor" },
                value: { kind: "Variable", name: { kind: "Name", value: "factor" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "proof" },
                value: { kind: "Variable", name: { kind: "Name", value: "proof" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestTask" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestTask" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommissionTask" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "memberName" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "manifest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "seats" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "seat" } },
                      { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "deviceProof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dealing" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
                      { kind: "Field", name: { kind: "Name", value: "nonce" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "signature" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "complaint" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "dealer" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "signature" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reveals" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "to" } },
                            { kind: "Field", name: { kind: "Name", value: "share" } },
                            { kind: "Field", name: { kind: "Name", value: "nonce" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "decrypted" } },
          { kind: "Field", name: { kind: "Name", value: "tallied" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSubmitPartialMutation, RestSubmitPartialMutationVariables>;
export const RestRestartKeyCeremonyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRestartKeyCeremony" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRestartKeyCeremonyMutation, RestRestartKeyCeremonyMutationVariables>;
export const RestReplaceCommissionMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestReplaceCommissionMember" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RestReplaceCommissionMemberMutation,
  RestReplaceCommissionMemberMutationVariables
>;
export const RestResendCommissionLinksDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestResendCommissionLinks" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestResendCommissionLinksMutation, RestResendCommissionLinksMutationVariables>;
export const RestRecordCodeConfirmationDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRecordCodeConfirmation" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberId" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestRecordCodeConfirmationMutation, RestRecordCodeConfirmationMutationVariables>;
export const RestPollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestPoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "poll" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
                { kind: "Field", name: { kind: "Name", value: "deadline" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "defense" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "RestPollDefense" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "questions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "choices" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "election" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestElection" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "rollIndex" } },
                { kind: "Field", name: { kind: "Name", value: "counted" } },
                { kind: "Field", name: { kind: "Name", value: "credential" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "annulled" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "reason" } },
                      { kind: "Field", name: { kind: "Name", value: "newRound" } },
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
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecordSeat" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RecordSeat" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "deviceProof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dealing" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonce" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestPollDefense" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PollDefense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestElection" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Election" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "manifest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestRecordSeat" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestPollQuery, RestPollQueryVariables>;
export const RestSubmitBallotDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSubmitBallot" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "answers" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: {
                kind: "NonNullType",
                type: { kind: "NamedType", name: { kind: "Name", value: "AnswerInput" } },
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
            name: { kind: "Name", value: "submitBallot" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "answers" },
                value: { kind: "Variable", name: { kind: "Name", value: "answers" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "accepted" } },
                { kind: "Field", name: { kind: "Name", value: "tracker" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "head" } },
                { kind: "Field", name: { kind: "Name", value: "headCode" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSubmitBallotMutation, RestSubmitBallotMutationVariables>;
export const RestRegisterVotingCredentialDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestRegisterVotingCredential" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "credential" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "replace" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "registerVotingCredential" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "credential" },
                value: { kind: "Variable", name: { kind: "Name", value: "credential" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "replace" },
                value: { kind: "Variable", name: { kind: "Name", value: "replace" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "credential" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RestRegisterVotingCredentialMutation,
  RestRegisterVotingCredentialMutationVariables
>;
export const RestConfirmBallotFoundDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestConfirmBallotFound" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "signature" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ProofInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmBallotFound" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "signature" },
                value: { kind: "Variable", name: { kind: "Name", value: "signature" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "confirmed" } },
                { kind: "Field", name: { kind: "Name", value: "ballots" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestConfirmBallotFoundMutation, RestConfirmBallotFoundMutationVariables>;
export const RestPublishSpoiledBallotDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestPublishSpoiledBallot" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ballot" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "SpoiledBallotInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publishSpoiledBallot" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "ballot" },
                value: { kind: "Variable", name: { kind: "Name", value: "ballot" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestPublishSpoiledBallotMutation, RestPublishSpoiledBallotMutationVariables>;
export const RestElectionRecordDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestElectionRecord" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "electionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "electionRecord" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "electionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "electionId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestRecord" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestManifest" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionManifest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          { kind: "Field", name: { kind: "Name", value: "electionId" } },
          { kind: "Field", name: { kind: "Name", value: "group" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "council" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "organization" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "question" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "roll" } },
          { kind: "Field", name: { kind: "Name", value: "credentials" } },
          { kind: "Field", name: { kind: "Name", value: "commission" } },
          { kind: "Field", name: { kind: "Name", value: "thresholdRule" } },
          { kind: "Field", name: { kind: "Name", value: "threshold" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestProof" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProofPair" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "challenge" } },
          { kind: "Field", name: { kind: "Name", value: "response" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDealing" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dealing" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "commitments" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "proof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "shares" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "to" } },
                { kind: "Field", name: { kind: "Name", value: "ephemeral" } },
                { kind: "Field", name: { kind: "Name", value: "value" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecordSeat" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "RecordSeat" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "seat" } },
          { kind: "Field", name: { kind: "Name", value: "deviceKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonceCommitment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "deviceProof" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dealing" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDealing" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "verificationKey" } },
          { kind: "Field", name: { kind: "Name", value: "nonce" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "signature" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestRecord" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ElectionRecord" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "format" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "manifest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestManifest" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "ceremony" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestRecordSeat" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "publicKey" } },
          { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "lateCredentials" } },
          { kind: "Field", name: { kind: "Name", value: "revokedCredentials" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "ballots" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "alpha" } },
                { kind: "Field", name: { kind: "Name", value: "beta" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "proof" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "credential" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signature" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "head" } },
          { kind: "Field", name: { kind: "Name", value: "headCode" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "spoiled" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "format" } },
                { kind: "Field", name: { kind: "Name", value: "fingerprint" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
                { kind: "Field", name: { kind: "Name", value: "publicKey" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "ballot" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "alpha" } },
                      { kind: "Field", name: { kind: "Name", value: "beta" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "proof" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "randomness" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tally" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "alpha" } },
                { kind: "Field", name: { kind: "Name", value: "beta" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "confirmations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "credential" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "signature" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "partialDecryptions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "seat" } },
                { kind: "Field", name: { kind: "Name", value: "factor" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "proof" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProof" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "result" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "for" } },
                { kind: "Field", name: { kind: "Name", value: "against" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestElectionRecordQuery, RestElectionRecordQueryVariables>;
export const RestSecretarBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestSecretarBoards" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSecretarBoardsQuery, RestSecretarBoardsQueryVariables>;
export const RestSecretarBoardDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestSecretarBoard" },
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
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
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
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSecretarBoardQuery, RestSecretarBoardQueryVariables>;
export const RestSecretarDefensesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestSecretarDefenses" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarDefenses" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "resultPolls" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "secretarBoards" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSecretarDefensesQuery, RestSecretarDefensesQueryVariables>;
export const RestSecretarDefenseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestSecretarDefense" },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSecretarDefenseQuery, RestSecretarDefenseQueryVariables>;
export const RestSendInvitesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSendInvites" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sittingDate" },
                value: { kind: "Variable", name: { kind: "Name", value: "sittingDate" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSendInvitesMutation, RestSendInvitesMutationVariables>;
export const RestClosePollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestClosePoll" },
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
            name: { kind: "Name", value: "closePoll" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestClosePollMutation, RestClosePollMutationVariables>;
export const RestResendInvitesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestResendInvites" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestResendInvitesMutation, RestResendInvitesMutationVariables>;
export const RestAnnulPollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestAnnulPoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAnnulPollMutation, RestAnnulPollMutationVariables>;
export const RestCommissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestCommission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestCommissionMutation, RestCommissionMutationVariables>;
export const RestProtocolDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestProtocol" },
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
                {
                  kind: "Field",
                  name: { kind: "Name", value: "protocol" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestProtocol" } }],
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
      name: { kind: "Name", value: "RestProtocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "boardCode" } },
          { kind: "Field", name: { kind: "Name", value: "boardName" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "candidate" } },
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
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "present" } },
          { kind: "Field", name: { kind: "Name", value: "presentSpecialtyDoctors" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsIssued" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsReturned" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "invalid" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          { kind: "Field", name: { kind: "Name", value: "pdfPath" } },
          { kind: "Field", name: { kind: "Name", value: "place" } },
          { kind: "Field", name: { kind: "Name", value: "ballotsUnissued" } },
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
} as unknown as DocumentNode<RestProtocolQuery, RestProtocolQueryVariables>;
export const RestPreviewImportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestPreviewImport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "file" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "previewMemberImport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "boardId" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "encoding" } },
                { kind: "Field", name: { kind: "Name", value: "delimiter" } },
                { kind: "Field", name: { kind: "Name", value: "errorCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "rows" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "line" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "error" } },
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
} as unknown as DocumentNode<RestPreviewImportMutation, RestPreviewImportMutationVariables>;
export const RestImportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestImport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "file" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "importMembers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "boardId" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "file" },
                value: { kind: "Variable", name: { kind: "Name", value: "file" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestImportMutation, RestImportMutationVariables>;
export const RestSetRollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestSetRoll" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "memberIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "memberIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestDefenseFull" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefense" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestResult" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "round" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "approvedSize" } },
          { kind: "Field", name: { kind: "Name", value: "addedForDefense" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "failed" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "notReturned" } },
          { kind: "Field", name: { kind: "Name", value: "decision" } },
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "annulReason" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestBoard" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Board" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "code" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "organization" } },
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
          { kind: "Field", name: { kind: "Name", value: "memberCount" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestDefenseFull" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Defense" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "RestDefense" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "resultPolls" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestResult" } }],
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
                { kind: "Field", name: { kind: "Name", value: "sentAt" } },
                { kind: "Field", name: { kind: "Name", value: "sendError" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "commission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fio" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "roll" },
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
                { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
                { kind: "Field", name: { kind: "Name", value: "added" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "addedMembers" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "board" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "RestBoard" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestSetRollMutation, RestSetRollMutationVariables>;
export const RestAddDefenseMemberDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RestAddDefenseMember" },
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
            name: { kind: "Name", value: "addDefenseMember" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "defenseId" },
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
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "RestMember" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "RestMember" },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestAddDefenseMemberMutation, RestAddDefenseMemberMutationVariables>;
export const RestProtocolAccessDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "RestProtocolAccess" },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestProtocolAccessQuery, RestProtocolAccessQueryVariables>;

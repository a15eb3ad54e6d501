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

/** An answer to one ballot question. */
export type AnswerInput = {
  choice: Choice;
  questionId: string | number;
};

/** A ballot choice. */
export type Choice =
  /** «Против». */
  | "AGAINST"
  /** «За». */
  | "FOR";

/** The outcome of a closed vote. */
export type Decision =
  /** Fewer than that voted «за». */
  | "NEGATIVE"
  /** The sitting had no quorum, so there is no decision. */
  | "NO_QUORUM"
  /** At least the rule set's share (2/3) of the participants voted «за». */
  | "POSITIVE";

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/** Delivery state of an invite email. */
export type InviteDelivery =
  /** Ошибка: the last attempt failed (see sendError); it is retried with backoff. */
  | "FAILED"
  /** В очереди: waiting for the mail worker. */
  | "QUEUED"
  /** Отправлено: the mail server accepted it. */
  | "SENT";

/** Position of a member within the council. */
export type MemberPosition = "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "MEMBER" | "SECRETARY";

/** State of a defense's secret vote: DRAFT → OPEN → CLOSED; a wrongly run vote is ANNULLED. */
export type PollStatus =
  /** The vote was annulled with a reason; it is kept, not deleted, and has no decision. */
  | "ANNULLED"
  /** Voting ended (closed by the secretary, by its deadline, or when every participant voted); the tally is final. */
  | "CLOSED"
  /** No invites sent yet. */
  | "DRAFT"
  /** Invites sent; ballots are accepted. */
  | "OPEN";

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = { me: { id: string; email: string; fio: string; roles: Array<{ role: Role }> } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: { id: string; email: string; fio: string; roles: Array<{ role: Role }> };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type CountingCommission_MemberFragment = { id: string; fio: string };

export type InviteMembers_MemberFragment = {
  id: string;
  fio: string;
  degree: AcademicDegree;
  degreeTitle: string;
  academicTitle: string | null;
  position: MemberPosition;
  specialtyCode: string;
};

export type InviteMembers_InviteFragment = {
  delivery: InviteDelivery;
  attempts: number;
  sentAt: string | null;
  sendError: string | null;
  voted: boolean;
  member: { id: string; fio: string };
};

export type ProtocolDocument_ProtocolFragment = {
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
  explanation: string;
  closedAt: string;
  commission: Array<{ id: string; fio: string }>;
  specialty: { code: string; name: string };
};

export type ProtocolLinks_ProtocolFragment = { pdfPath: string };

export type ResultsPanel_ResultPollsFragment = {
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
    met: boolean;
    list: { met: boolean; present: number; required: number; listSize: number };
    specialty: { met: boolean; present: number; required: number; specialtyCode: string };
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
  };
};

export type ClosePollMutationVariables = Exact<{
  defenseId: string | number;
}>;

export type ClosePollMutation = {
  closePoll: {
    id: string;
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
      quorum: {
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
  };
};

export type RefreshDefenseResultsQueryVariables = Exact<{
  id: string | number;
}>;

export type RefreshDefenseResultsQuery = {
  secretarDefense: {
    id: string;
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
      quorum: {
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
  } | null;
};

export type ResendInvitesMutationVariables = Exact<{
  defenseId: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
}>;

export type ResendInvitesMutation = {
  resendInvites: {
    id: string;
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
      quorum: {
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

export type SendInvitesMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
  deadline?: string | null | undefined;
}>;

export type SendInvitesMutation = {
  sendInvites: {
    id: string;
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
      quorum: {
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

export type SetCountingCommissionMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type SetCountingCommissionMutation = {
  setCountingCommission: { id: string; commission: Array<{ id: string; fio: string }> };
};

export type SubmitBallotMutationVariables = Exact<{
  token: string;
  answers: Array<AnswerInput> | AnswerInput;
}>;

export type SubmitBallotMutation = { submitBallot: { accepted: boolean } };

export type AdminBoardsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminBoardsQuery = {
  adminBoards: Array<{
    id: string;
    code: string;
    name: string;
    organization: string;
    memberCount: number;
    specialties: Array<{ code: string; name: string }>;
  }>;
};

export type AdminDefensesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDefensesQuery = {
  adminDefenses: Array<{
    id: string;
    candidate: string;
    thesisTitle: string;
    defenseAt: string;
    board: { id: string; code: string };
    specialty: { code: string; name: string };
    resultPolls: { status: PollStatus; participants: number; voted: number };
  }>;
};

export type AdminSecretarsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminSecretarsQuery = {
  adminSecretars: Array<{
    id: string;
    fio: string;
    email: string;
    boards: Array<{ id: string; code: string; name: string }>;
  }>;
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
    specialties: Array<{ code: string; name: string }>;
    members: Array<{
      id: string;
      fio: string;
      email: string;
      degreeTitle: string;
      academicTitle: string | null;
      position: MemberPosition;
      specialtyCode: string;
    }>;
  } | null;
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

export type SecretarDefenseProtocolQueryVariables = Exact<{
  id: string | number;
}>;

export type SecretarDefenseProtocolQuery = {
  secretarDefense: {
    id: string;
    candidate: string;
    protocol: {
      pdfPath: string;
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
      explanation: string;
      closedAt: string;
      commission: Array<{ id: string; fio: string }>;
      specialty: { code: string; name: string };
    } | null;
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
    specialty: { code: string; name: string };
    board: {
      id: string;
      code: string;
      name: string;
      ruleSet: { secretaryVotes: boolean };
      members: Array<{
        id: string;
        fio: string;
        degree: AcademicDegree;
        degreeTitle: string;
        academicTitle: string | null;
        position: MemberPosition;
        specialtyCode: string;
      }>;
    };
    candidateMember: { id: string } | null;
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
      quorum: {
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
    commission: Array<{ id: string; fio: string }>;
    protocol: { pdfPath: string } | null;
  } | null;
};

export type DefenseProtocolLinkQueryVariables = Exact<{
  id: string | number;
}>;

export type DefenseProtocolLinkQuery = {
  secretarDefense: { id: string; protocol: { pdfPath: string } | null } | null;
};

export type SecretarDefensesQueryVariables = Exact<{ [key: string]: never }>;

export type SecretarDefensesQuery = {
  secretarDefenses: Array<{
    id: string;
    candidate: string;
    thesisTitle: string;
    defenseAt: string;
    board: { id: string; code: string };
    specialty: { code: string; name: string };
    resultPolls: { status: PollStatus; participants: number; voted: number };
  }>;
};

export type SecretarHomeQueryVariables = Exact<{ [key: string]: never }>;

export type SecretarHomeQuery = {
  secretarDefenses: Array<{
    id: string;
    candidate: string;
    defenseAt: string;
    place: string | null;
    board: { id: string; code: string };
    resultPolls: { status: PollStatus; participants: number; voted: number };
  }>;
};

export type PollQueryVariables = Exact<{
  token: string;
}>;

export type PollQuery = {
  poll: {
    status: PollStatus;
    deadline: string | null;
    voted: boolean;
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
  } | null;
};

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
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMembers_MemberFragment, unknown>;
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
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProtocolDocument_ProtocolFragment, unknown>;
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
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
} as unknown as DocumentNode<ResultsPanel_ResultPollsFragment, unknown>;
export const MeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Me" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
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
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Login" },
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
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Logout" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "logout" } }],
      },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
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
                  name: { kind: "Name", value: "protocol" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
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
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
  ],
} as unknown as DocumentNode<AnnulPollMutation, AnnulPollMutationVariables>;
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
                  name: { kind: "Name", value: "protocol" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
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
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
  ],
} as unknown as DocumentNode<ClosePollMutation, ClosePollMutationVariables>;
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
              ],
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
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
} as unknown as DocumentNode<RefreshDefenseResultsQuery, RefreshDefenseResultsQueryVariables>;
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
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
      name: { kind: "Name", value: "ResultsPanel_resultPolls" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ResultPolls" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
  ],
} as unknown as DocumentNode<SetCountingCommissionMutation, SetCountingCommissionMutationVariables>;
export const SubmitBallotDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SubmitBallot" },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "accepted" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitBallotMutation, SubmitBallotMutationVariables>;
export const AdminBoardsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminBoards" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBoards" },
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
      },
    },
  ],
} as unknown as DocumentNode<AdminBoardsQuery, AdminBoardsQueryVariables>;
export const AdminDefensesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminDefenses" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminDefenses" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "candidate" } },
                { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
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
      },
    },
  ],
} as unknown as DocumentNode<AdminDefensesQuery, AdminDefensesQueryVariables>;
export const AdminSecretarsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminSecretars" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSecretars" },
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
} as unknown as DocumentNode<AdminSecretarsQuery, AdminSecretarsQueryVariables>;
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
                {
                  kind: "Field",
                  name: { kind: "Name", value: "members" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fio" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
                      { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
                      { kind: "Field", name: { kind: "Name", value: "position" } },
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
  ],
} as unknown as DocumentNode<SecretarBoardQuery, SecretarBoardQueryVariables>;
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
      },
    },
  ],
} as unknown as DocumentNode<SecretarBoardsQuery, SecretarBoardsQueryVariables>;
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
          { kind: "Field", name: { kind: "Name", value: "explanation" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefenseProtocolQuery, SecretarDefenseProtocolQueryVariables>;
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
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "ruleSet" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "secretaryVotes" } }],
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
          { kind: "Field", name: { kind: "Name", value: "degree" } },
          { kind: "Field", name: { kind: "Name", value: "degreeTitle" } },
          { kind: "Field", name: { kind: "Name", value: "academicTitle" } },
          { kind: "Field", name: { kind: "Name", value: "position" } },
          { kind: "Field", name: { kind: "Name", value: "specialtyCode" } },
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
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "listSize" } },
          { kind: "Field", name: { kind: "Name", value: "participants" } },
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "quorum" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "met" } },
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
          { kind: "Field", name: { kind: "Name", value: "deadline" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
  ],
} as unknown as DocumentNode<SecretarDefenseQuery, SecretarDefenseQueryVariables>;
export const DefenseProtocolLinkDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DefenseProtocolLink" },
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
                  name: { kind: "Name", value: "protocol" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ProtocolLinks_protocol" } },
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
      name: { kind: "Name", value: "ProtocolLinks_protocol" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CountingProtocol" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [{ kind: "Field", name: { kind: "Name", value: "pdfPath" } }],
      },
    },
  ],
} as unknown as DocumentNode<DefenseProtocolLinkQuery, DefenseProtocolLinkQueryVariables>;
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
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "candidate" } },
                { kind: "Field", name: { kind: "Name", value: "thesisTitle" } },
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
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefensesQuery, SecretarDefensesQueryVariables>;
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
      },
    },
  ],
} as unknown as DocumentNode<SecretarHomeQuery, SecretarHomeQueryVariables>;
export const PollDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Poll" },
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
                { kind: "Field", name: { kind: "Name", value: "deadline" } },
                { kind: "Field", name: { kind: "Name", value: "voted" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "defense" },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PollQuery, PollQueryVariables>;

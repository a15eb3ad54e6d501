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

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

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
  sentAt: string | null;
  sendError: string | null;
  voted: boolean;
  member: { id: string };
};

export type ResultsPanel_ResultPollsFragment = {
  status: PollStatus;
  invited: number;
  voted: number;
  votesFor: number | null;
  votesAgainst: number | null;
  closedAt: string | null;
};

export type ClosePollMutationVariables = Exact<{
  defenseId: string | number;
}>;

export type ClosePollMutation = {
  closePoll: {
    id: string;
    resultPolls: {
      status: PollStatus;
      invited: number;
      voted: number;
      votesFor: number | null;
      votesAgainst: number | null;
      closedAt: string | null;
    };
    invites: Array<{
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string };
    }>;
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
      invited: number;
      voted: number;
      votesFor: number | null;
      votesAgainst: number | null;
      closedAt: string | null;
    };
    invites: Array<{
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string };
    }>;
  } | null;
};

export type SendInvitesMutationVariables = Exact<{
  defenseId: string | number;
  memberIds: Array<string | number> | string | number;
}>;

export type SendInvitesMutation = {
  sendInvites: {
    id: string;
    resultPolls: {
      status: PollStatus;
      invited: number;
      voted: number;
      votesFor: number | null;
      votesAgainst: number | null;
      closedAt: string | null;
    };
    invites: Array<{
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string };
    }>;
  };
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
    resultPolls: { status: PollStatus; invited: number; voted: number };
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
    resultPolls: {
      status: PollStatus;
      invited: number;
      voted: number;
      votesFor: number | null;
      votesAgainst: number | null;
      closedAt: string | null;
    };
    invites: Array<{
      sentAt: string | null;
      sendError: string | null;
      voted: boolean;
      member: { id: string };
    }>;
  } | null;
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
    resultPolls: { status: PollStatus; invited: number; voted: number };
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
    resultPolls: { status: PollStatus; invited: number; voted: number };
  }>;
};

export type PollQueryVariables = Exact<{
  token: string;
}>;

export type PollQuery = {
  poll: {
    status: PollStatus;
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteMembers_InviteFragment, unknown>;
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
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
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
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshDefenseResultsQuery, RefreshDefenseResultsQueryVariables>;
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
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendInvitesMutation, SendInvitesMutationVariables>;
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
                      { kind: "Field", name: { kind: "Name", value: "invited" } },
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
          { kind: "Field", name: { kind: "Name", value: "invited" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
          { kind: "Field", name: { kind: "Name", value: "votesFor" } },
          { kind: "Field", name: { kind: "Name", value: "votesAgainst" } },
          { kind: "Field", name: { kind: "Name", value: "closedAt" } },
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
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "sentAt" } },
          { kind: "Field", name: { kind: "Name", value: "sendError" } },
          { kind: "Field", name: { kind: "Name", value: "voted" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SecretarDefenseQuery, SecretarDefenseQueryVariables>;
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
                      { kind: "Field", name: { kind: "Name", value: "invited" } },
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
                      { kind: "Field", name: { kind: "Name", value: "invited" } },
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

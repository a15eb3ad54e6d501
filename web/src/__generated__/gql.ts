/* eslint-disable */
import * as types from "./graphql.js";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "\n  query Me {\n    me {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n": typeof types.MeDocument;
  "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument;
  "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument;
  "\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n": typeof types.CountingCommission_MemberFragmentDoc;
  "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n  }\n": typeof types.InviteMembers_MemberFragmentDoc;
  "\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n": typeof types.InviteMembers_InviteFragmentDoc;
  "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardCode\n    boardName\n    organization\n    commission {\n      id\n      fio\n    }\n    candidate\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    approvedSize\n    addedForDefense\n    present\n    presentSpecialtyDoctors\n    ballotsIssued\n    ballotsReturned\n    votesFor\n    votesAgainst\n    invalid\n    explanation\n    closedAt\n  }\n": typeof types.ProtocolDocument_ProtocolFragmentDoc;
  "\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n": typeof types.ProtocolLinks_ProtocolFragmentDoc;
  "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    quorum {\n      met\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n  }\n": typeof types.ResultsPanel_ResultPollsFragmentDoc;
  "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n": typeof types.AnnulPollDocument;
  "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n": typeof types.ClosePollDocument;
  "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n": typeof types.RefreshDefenseResultsDocument;
  "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!]) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n": typeof types.ResendInvitesDocument;
  "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n": typeof types.SendInvitesDocument;
  "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n    }\n  }\n": typeof types.SetCountingCommissionDocument;
  "\n  mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n    submitBallot(token: $token, answers: $answers) {\n      accepted\n    }\n  }\n": typeof types.SubmitBallotDocument;
  "\n  query AdminBoards {\n    adminBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n": typeof types.AdminBoardsDocument;
  "\n  query AdminDefenses {\n    adminDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n": typeof types.AdminDefensesDocument;
  "\n  query AdminSecretars {\n    adminSecretars {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.AdminSecretarsDocument;
  "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      id\n      code\n      name\n      organization\n      specialties {\n        code\n        name\n      }\n      members {\n        id\n        fio\n        email\n        degreeTitle\n        academicTitle\n        position\n        specialtyCode\n      }\n    }\n  }\n": typeof types.SecretarBoardDocument;
  "\n  query SecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n": typeof types.SecretarBoardsDocument;
  "\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n": typeof types.SecretarDefenseProtocolDocument;
  "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      board {\n        id\n        code\n        name\n        ruleSet {\n          secretaryVotes\n        }\n        members {\n          ...InviteMembers_member\n        }\n      }\n      candidateMember {\n        id\n      }\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n": typeof types.SecretarDefenseDocument;
  "\n  query DefenseProtocolLink($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n": typeof types.DefenseProtocolLinkDocument;
  "\n  query SecretarDefenses {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n": typeof types.SecretarDefensesDocument;
  "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      defenseAt\n      place\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n": typeof types.SecretarHomeDocument;
  "\n  query Poll($token: String!) {\n    poll(token: $token) {\n      status\n      deadline\n      voted\n      defense {\n        candidate\n        thesisTitle\n        degree\n        scienceBranch\n        specialty {\n          code\n          name\n        }\n        defenseAt\n        place\n        boardCode\n        boardName\n      }\n      questions {\n        id\n        text\n        choices\n      }\n    }\n  }\n": typeof types.PollDocument;
};
const documents: Documents = {
  "\n  query Me {\n    me {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n":
    types.MeDocument,
  "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n":
    types.LoginDocument,
  "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
  "\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n":
    types.CountingCommission_MemberFragmentDoc,
  "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n  }\n":
    types.InviteMembers_MemberFragmentDoc,
  "\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n":
    types.InviteMembers_InviteFragmentDoc,
  "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardCode\n    boardName\n    organization\n    commission {\n      id\n      fio\n    }\n    candidate\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    approvedSize\n    addedForDefense\n    present\n    presentSpecialtyDoctors\n    ballotsIssued\n    ballotsReturned\n    votesFor\n    votesAgainst\n    invalid\n    explanation\n    closedAt\n  }\n":
    types.ProtocolDocument_ProtocolFragmentDoc,
  "\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n":
    types.ProtocolLinks_ProtocolFragmentDoc,
  "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    quorum {\n      met\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n  }\n":
    types.ResultsPanel_ResultPollsFragmentDoc,
  "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n":
    types.AnnulPollDocument,
  "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n":
    types.ClosePollDocument,
  "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n":
    types.RefreshDefenseResultsDocument,
  "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!]) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n":
    types.ResendInvitesDocument,
  "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n":
    types.SendInvitesDocument,
  "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n    }\n  }\n":
    types.SetCountingCommissionDocument,
  "\n  mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n    submitBallot(token: $token, answers: $answers) {\n      accepted\n    }\n  }\n":
    types.SubmitBallotDocument,
  "\n  query AdminBoards {\n    adminBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n":
    types.AdminBoardsDocument,
  "\n  query AdminDefenses {\n    adminDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n":
    types.AdminDefensesDocument,
  "\n  query AdminSecretars {\n    adminSecretars {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n      }\n    }\n  }\n":
    types.AdminSecretarsDocument,
  "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      id\n      code\n      name\n      organization\n      specialties {\n        code\n        name\n      }\n      members {\n        id\n        fio\n        email\n        degreeTitle\n        academicTitle\n        position\n        specialtyCode\n      }\n    }\n  }\n":
    types.SecretarBoardDocument,
  "\n  query SecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n":
    types.SecretarBoardsDocument,
  "\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n":
    types.SecretarDefenseProtocolDocument,
  "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      board {\n        id\n        code\n        name\n        ruleSet {\n          secretaryVotes\n        }\n        members {\n          ...InviteMembers_member\n        }\n      }\n      candidateMember {\n        id\n      }\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n":
    types.SecretarDefenseDocument,
  "\n  query DefenseProtocolLink($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n":
    types.DefenseProtocolLinkDocument,
  "\n  query SecretarDefenses {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n":
    types.SecretarDefensesDocument,
  "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      defenseAt\n      place\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n":
    types.SecretarHomeDocument,
  "\n  query Poll($token: String!) {\n    poll(token: $token) {\n      status\n      deadline\n      voted\n      defense {\n        candidate\n        thesisTitle\n        degree\n        scienceBranch\n        specialty {\n          code\n          name\n        }\n        defenseAt\n        place\n        boardCode\n        boardName\n      }\n      questions {\n        id\n        text\n        choices\n      }\n    }\n  }\n":
    types.PollDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Me {\n    me {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n",
): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      fio\n      roles {\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation Logout {\n    logout\n  }\n",
): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n",
): (typeof documents)["\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n  }\n",
): (typeof documents)["\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n",
): (typeof documents)["\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardCode\n    boardName\n    organization\n    commission {\n      id\n      fio\n    }\n    candidate\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    approvedSize\n    addedForDefense\n    present\n    presentSpecialtyDoctors\n    ballotsIssued\n    ballotsReturned\n    votesFor\n    votesAgainst\n    invalid\n    explanation\n    closedAt\n  }\n",
): (typeof documents)["\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardCode\n    boardName\n    organization\n    commission {\n      id\n      fio\n    }\n    candidate\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    approvedSize\n    addedForDefense\n    present\n    presentSpecialtyDoctors\n    ballotsIssued\n    ballotsReturned\n    votesFor\n    votesAgainst\n    invalid\n    explanation\n    closedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n",
): (typeof documents)["\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    quorum {\n      met\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n  }\n",
): (typeof documents)["\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    quorum {\n      met\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n",
): (typeof documents)["\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!]) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!]) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n    submitBallot(token: $token, answers: $answers) {\n      accepted\n    }\n  }\n",
): (typeof documents)["\n  mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {\n    submitBallot(token: $token, answers: $answers) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminBoards {\n    adminBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminBoards {\n    adminBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminDefenses {\n    adminDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminDefenses {\n    adminDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminSecretars {\n    adminSecretars {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminSecretars {\n    adminSecretars {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      id\n      code\n      name\n      organization\n      specialties {\n        code\n        name\n      }\n      members {\n        id\n        fio\n        email\n        degreeTitle\n        academicTitle\n        position\n        specialtyCode\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      id\n      code\n      name\n      organization\n      specialties {\n        code\n        name\n      }\n      members {\n        id\n        fio\n        email\n        degreeTitle\n        academicTitle\n        position\n        specialtyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      organization\n      memberCount\n      specialties {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      board {\n        id\n        code\n        name\n        ruleSet {\n          secretaryVotes\n        }\n        members {\n          ...InviteMembers_member\n        }\n      }\n      candidateMember {\n        id\n      }\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      thesisTitle\n      degree\n      scienceBranch\n      specialty {\n        code\n        name\n      }\n      defenseAt\n      place\n      board {\n        id\n        code\n        name\n        ruleSet {\n          secretaryVotes\n        }\n        members {\n          ...InviteMembers_member\n        }\n      }\n      candidateMember {\n        id\n      }\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DefenseProtocolLink($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n",
): (typeof documents)["\n  query DefenseProtocolLink($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      protocol {\n        ...ProtocolLinks_protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarDefenses {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarDefenses {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      board {\n        id\n        code\n      }\n      specialty {\n        code\n        name\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      defenseAt\n      place\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      defenseAt\n      place\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Poll($token: String!) {\n    poll(token: $token) {\n      status\n      deadline\n      voted\n      defense {\n        candidate\n        thesisTitle\n        degree\n        scienceBranch\n        specialty {\n          code\n          name\n        }\n        defenseAt\n        place\n        boardCode\n        boardName\n      }\n      questions {\n        id\n        text\n        choices\n      }\n    }\n  }\n",
): (typeof documents)["\n  query Poll($token: String!) {\n    poll(token: $token) {\n      status\n      deadline\n      voted\n      defense {\n        candidate\n        thesisTitle\n        degree\n        scienceBranch\n        specialty {\n          code\n          name\n        }\n        defenseAt\n        place\n        boardCode\n        boardName\n      }\n      questions {\n        id\n        text\n        choices\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

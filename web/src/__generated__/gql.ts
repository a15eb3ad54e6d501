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
  "\n  query RuleSets {\n    ruleSets {\n      code\n      name\n    }\n  }\n": typeof types.RuleSetsDocument;
  "\n  query BoardsPicker($search: String) {\n    adminBoards(search: $search, limit: 10) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.BoardsPickerDocument;
  "\n  fragment CompositionWarnings_warning on CompositionWarning {\n    message\n    source\n  }\n": typeof types.CompositionWarnings_WarningFragmentDoc;
  "\n  fragment AdminBoard_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    memberCount\n    specialties {\n      code\n      name\n    }\n    ruleSet {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n  }\n": typeof types.AdminBoard_BoardFragmentDoc;
  "\n  mutation CreateBoard($input: BoardInput!) {\n    createBoard(input: $input) {\n      ...AdminBoard_board\n    }\n  }\n": typeof types.CreateBoardDocument;
  "\n  mutation UpdateBoard($id: ID!, $input: BoardInput!) {\n    updateBoard(id: $id, input: $input) {\n      ...AdminBoard_board\n    }\n  }\n": typeof types.UpdateBoardDocument;
  "\n  mutation ArchiveBoard($id: ID!, $archived: Boolean!) {\n    archiveBoard(id: $id, archived: $archived) {\n      ...AdminBoard_board\n    }\n  }\n": typeof types.ArchiveBoardDocument;
  "\n  fragment AdminUser_user on UserAccount {\n    id\n    email\n    fio\n    disabled\n    roles {\n      role\n    }\n    boards {\n      id\n      code\n      name\n      archived\n    }\n  }\n": typeof types.AdminUser_UserFragmentDoc;
  "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...AdminUser_user\n    }\n  }\n": typeof types.CreateUserDocument;
  "\n  mutation SetUserRoles($id: ID!, $roles: [Role!]!) {\n    setUserRoles(id: $id, roles: $roles) {\n      ...AdminUser_user\n    }\n  }\n": typeof types.SetUserRolesDocument;
  "\n  mutation SetSecretarBoards($id: ID!, $boardIds: [ID!]!) {\n    setSecretarBoards(id: $id, boardIds: $boardIds) {\n      ...AdminUser_user\n    }\n  }\n": typeof types.SetSecretarBoardsDocument;
  "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUser_user\n    }\n  }\n": typeof types.SetUserDisabledDocument;
  "\n  mutation Archive($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      id\n      archived\n    }\n  }\n": typeof types.ArchiveDocument;
  "\n  fragment CommissionKey_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    code\n    signed\n    manifestCurrent\n    headCode\n    disputes {\n      complainer\n      dealer\n      verdict\n    }\n    decryptions\n    tallied\n    seats {\n      seat\n      member {\n        id\n        fio\n        gender\n      }\n      stage\n      delivery\n      sendError\n      decrypted\n      codeConfirmedAt\n    }\n  }\n": typeof types.CommissionKey_EncryptionFragmentDoc;
  "\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n": typeof types.CountingCommission_MemberFragmentDoc;
  "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    fioGenitive\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n    gender\n    addedForDefense\n  }\n": typeof types.InviteMembers_MemberFragmentDoc;
  "\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n": typeof types.InviteMembers_InviteFragmentDoc;
  "\n  fragment InviteMembers_roll on RollEntry {\n    member {\n      id\n    }\n    fio\n    degree\n    specialtyCode\n    added\n  }\n": typeof types.InviteMembers_RollFragmentDoc;
  "\n  fragment PollActions_defense on Defense {\n    id\n    invites {\n      member {\n        id\n        fio\n      }\n      delivery\n      voted\n    }\n  }\n": typeof types.PollActions_DefenseFragmentDoc;
  "\n  fragment PollSummary_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n    quorum {\n      met\n    }\n  }\n": typeof types.PollSummary_ResultPollsFragmentDoc;
  "\n  fragment PollSummary_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    decryptions\n    tallied\n  }\n": typeof types.PollSummary_EncryptionFragmentDoc;
  "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardName\n    document {\n      title\n      heading\n      dateLine\n      intro\n      rows {\n        label\n        value\n      }\n      tallyTitle\n      tally {\n        label\n        value\n      }\n      decision\n      notes\n      signatures {\n        role\n        name\n      }\n    }\n  }\n": typeof types.ProtocolDocument_ProtocolFragmentDoc;
  "\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n": typeof types.ProtocolLinks_ProtocolFragmentDoc;
  "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    ...PollSummary_resultPolls\n    round\n    approvedSize\n    addedForDefense\n    failed\n    quorum {\n      missing\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n  }\n": typeof types.ResultsPanel_ResultPollsFragmentDoc;
  "\n  fragment ResultsPanel_pollRound on PollRound {\n    round\n    status\n    closedAt\n    annulReason\n  }\n": typeof types.ResultsPanel_PollRoundFragmentDoc;
  "\n  fragment Sitting_defense on Defense {\n    id\n    defenseAt\n    board {\n      id\n      specialties {\n        code\n        name\n      }\n      ruleSet {\n        secretaryVotes\n        addedMembersMax\n      }\n      members {\n        ...InviteMembers_member\n      }\n    }\n    specialty {\n      code\n    }\n    candidateMember {\n      id\n    }\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    pollHistory {\n      ...ResultsPanel_pollRound\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    roll {\n      ...InviteMembers_roll\n    }\n    addedMembers {\n      ...InviteMembers_member\n    }\n    commission {\n      ...CountingCommission_member\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n    votingKeys\n  }\n": typeof types.Sitting_DefenseFragmentDoc;
  "\n  mutation AddDefenseMember($defenseId: ID!, $input: MemberInput!) {\n    addDefenseMember(defenseId: $defenseId, input: $input) {\n      ...InviteMembers_member\n    }\n  }\n": typeof types.AddDefenseMemberDocument;
  "\n  fragment DefenseForm_board on Board {\n    id\n    specialties {\n      code\n      name\n    }\n    members {\n      id\n      fio\n    }\n  }\n": typeof types.DefenseForm_BoardFragmentDoc;
  "\n  query DefenseFormAdminBoards($search: String, $limit: Int) {\n    adminBoards(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.DefenseFormAdminBoardsDocument;
  "\n  query DefenseFormSecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      archived\n    }\n  }\n": typeof types.DefenseFormSecretarBoardsDocument;
  "\n  query DefenseFormAdminBoard($id: ID!) {\n    adminBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n": typeof types.DefenseFormAdminBoardDocument;
  "\n  query DefenseFormSecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n": typeof types.DefenseFormSecretarBoardDocument;
  "\n  fragment DefenseForm_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    opponents\n    leadingOrganization\n    archived\n    board {\n      id\n      code\n      name\n    }\n    candidateMember {\n      id\n      fio\n    }\n  }\n": typeof types.DefenseForm_DefenseFragmentDoc;
  "\n  mutation CreateDefense($input: DefenseInput!) {\n    createDefense(input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n": typeof types.CreateDefenseDocument;
  "\n  mutation UpdateDefense($id: ID!, $input: DefenseInput!) {\n    updateDefense(id: $id, input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n": typeof types.UpdateDefenseDocument;
  "\n  mutation ArchiveDefense($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      ...DefenseForm_defense\n    }\n  }\n": typeof types.ArchiveDefenseDocument;
  "\n  fragment PollActions_ended on Defense {\n    id\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n  }\n": typeof types.PollActions_EndedFragmentDoc;
  "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      ...PollActions_ended\n    }\n  }\n": typeof types.ClosePollDocument;
  "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      ...PollActions_ended\n    }\n  }\n": typeof types.AnnulPollDocument;
  "\n  mutation RecordCodeConfirmation($defenseId: ID!, $memberId: ID!) {\n    recordCodeConfirmation(defenseId: $defenseId, memberId: $memberId) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.RecordCodeConfirmationDocument;
  "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.RefreshDefenseResultsDocument;
  "\n  mutation ReplaceCommissionMember($defenseId: ID!, $memberId: ID!, $replacementId: ID!) {\n    replaceCommissionMember(defenseId: $defenseId, memberId: $memberId, replacementId: $replacementId) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.ReplaceCommissionMemberDocument;
  "\n  mutation ResendCommissionLinks($defenseId: ID!, $memberIds: [ID!]) {\n    resendCommissionLinks(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.ResendCommissionLinksDocument;
  "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!], $revokeOld: Boolean) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds, revokeOld: $revokeOld) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n": typeof types.ResendInvitesDocument;
  "\n  mutation RestartKeyCeremony($defenseId: ID!, $reason: String!) {\n    restartKeyCeremony(defenseId: $defenseId, reason: $reason) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.RestartKeyCeremonyDocument;
  "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String, $sittingDate: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline, sittingDate: $sittingDate) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n      votingKeys\n    }\n  }\n": typeof types.SendInvitesDocument;
  "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.SetCountingCommissionDocument;
  "\n  mutation SetRoll($defenseId: ID!, $memberIds: [ID!]!) {\n    setRoll(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      pollHistory {\n        ...ResultsPanel_pollRound\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n": typeof types.SetRollDocument;
  "\n  query MailboxEnabled {\n    demoMailbox {\n      enabled\n    }\n  }\n": typeof types.MailboxEnabledDocument;
  "\n  fragment MemberRoster_member on BoardMember {\n    id\n    fio\n    email\n    degree\n    degreeTitle\n    academicTitle\n    specialtyCode\n    position\n    archived\n  }\n": typeof types.MemberRoster_MemberFragmentDoc;
  "\n  mutation AddMember($boardId: ID!, $input: MemberInput!) {\n    addMember(boardId: $boardId, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n": typeof types.AddMemberDocument;
  "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n": typeof types.UpdateMemberDocument;
  "\n  mutation ArchiveMember($id: ID!, $archived: Boolean!) {\n    archiveMember(id: $id, archived: $archived) {\n      ...MemberRoster_member\n    }\n  }\n": typeof types.ArchiveMemberDocument;
  "\n  fragment BoardPage_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    specialties {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n    members {\n      ...MemberRoster_member\n    }\n    archivedMembers {\n      ...MemberRoster_member\n    }\n  }\n": typeof types.BoardPage_BoardFragmentDoc;
  "\n  query AdminBoardPage($id: ID!) {\n    adminBoard(id: $id) {\n      ...BoardPage_board\n      ...AdminBoard_board\n      secretaries {\n        id\n        fio\n        email\n      }\n    }\n  }\n": typeof types.AdminBoardPageDocument;
  "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...BoardPage_board\n    }\n  }\n": typeof types.SecretarBoardDocument;
  "\n  fragment BoardRow_board on Board {\n    id\n    code\n    name\n    organization\n    memberCount\n    specialties {\n      code\n      name\n    }\n  }\n": typeof types.BoardRow_BoardFragmentDoc;
  "\n  query AdminBoards(\n    $search: String\n    $archived: Boolean\n    $sort: BoardSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminBoards(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...BoardRow_board\n        archived\n      }\n    }\n  }\n": typeof types.AdminBoardsDocument;
  "\n  query SecretarBoards {\n    secretarBoards {\n      ...BoardRow_board\n    }\n  }\n": typeof types.SecretarBoardsDocument;
  "\n  fragment AdminDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    resultPolls {\n      ...PollSummary_resultPolls\n    }\n    encryption {\n      ...PollSummary_encryption\n    }\n  }\n": typeof types.AdminDefensePage_DefenseFragmentDoc;
  "\n  query AdminDefensePage($id: ID!) {\n    adminDefense(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n": typeof types.AdminDefensePageDocument;
  "\n  subscription AdminDefenseChanged($id: ID!) {\n    adminDefenseChanged(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n": typeof types.AdminDefenseChangedDocument;
  "\n  fragment SecretarDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    ...Sitting_defense\n  }\n": typeof types.SecretarDefensePage_DefenseFragmentDoc;
  "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n": typeof types.SecretarDefenseDocument;
  "\n  subscription SecretarDefenseChanged($id: ID!) {\n    secretarDefenseChanged(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n": typeof types.SecretarDefenseChangedDocument;
  "\n  fragment DefenseRow_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    defenseAt\n    archived\n    board {\n      id\n      code\n    }\n    specialty {\n      code\n      name\n    }\n    resultPolls {\n      status\n      participants\n      voted\n    }\n  }\n": typeof types.DefenseRow_DefenseFragmentDoc;
  "\n  query AdminDefenses(\n    $search: String\n    $archived: Boolean\n    $sort: DefenseSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminDefenses(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...DefenseRow_defense\n      }\n    }\n  }\n": typeof types.AdminDefensesDocument;
  "\n  query SecretarDefenses {\n    secretarDefenses {\n      ...DefenseRow_defense\n    }\n  }\n": typeof types.SecretarDefensesDocument;
  "\n  query AdminDefenseNewBoard($id: ID!) {\n    adminBoard(id: $id) {\n      id\n      code\n      name\n      archived\n    }\n  }\n": typeof types.AdminDefenseNewBoardDocument;
  "\n  query AuditLog(\n    $entity: String\n    $entityId: String\n    $action: [AuditAction!]\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditLog(\n      entity: $entity\n      entityId: $entityId\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        subject\n        before\n        after\n      }\n    }\n  }\n": typeof types.AuditLogDocument;
  "\n  query AdminHome($now: String!) {\n    boards: adminBoards(limit: 1) {\n      total\n    }\n    secretars: adminSecretars(limit: 1) {\n      total\n    }\n    users: adminUsers(limit: 1) {\n      total\n    }\n    upcoming: adminDefenses(from: $now, sort: DEFENSE_AT, direction: ASC, limit: 5) {\n      total\n      items {\n        id\n        candidate\n        defenseAt\n        board {\n          id\n          code\n        }\n      }\n    }\n  }\n": typeof types.AdminHomeDocument;
  "\n  query AdminSecretarPage($id: ID!) {\n    adminSecretar(id: $id) {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n        archived\n      }\n    }\n  }\n": typeof types.AdminSecretarPageDocument;
  "\n  query AdminSecretars($search: String, $offset: Int, $limit: Int) {\n    adminSecretars(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        boards {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminSecretarsDocument;
  "\n  query AdminUserPage($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUser_user\n    }\n  }\n": typeof types.AdminUserPageDocument;
  "\n  query AdminUsers($search: String, $role: Role, $offset: Int, $limit: Int) {\n    adminUsers(search: $search, role: $role, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        disabled\n        roles {\n          role\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument;
  "\n  query DemoMailbox {\n    demoMailbox {\n      enabled\n      letters {\n        id\n        to\n        subject\n        sentAt\n        text\n        links\n      }\n    }\n  }\n": typeof types.DemoMailboxDocument;
  "\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n": typeof types.SecretarDefenseProtocolDocument;
  "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      place\n      archived\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n        deadline\n      }\n      invites {\n        member {\n          id\n          fio\n        }\n        delivery\n        attempts\n        sendError\n        voted\n      }\n    }\n  }\n": typeof types.SecretarHomeDocument;
};
const documents: Documents = {
  "\n  query RuleSets {\n    ruleSets {\n      code\n      name\n    }\n  }\n": types.RuleSetsDocument,
  "\n  query BoardsPicker($search: String) {\n    adminBoards(search: $search, limit: 10) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n":
    types.BoardsPickerDocument,
  "\n  fragment CompositionWarnings_warning on CompositionWarning {\n    message\n    source\n  }\n":
    types.CompositionWarnings_WarningFragmentDoc,
  "\n  fragment AdminBoard_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    memberCount\n    specialties {\n      code\n      name\n    }\n    ruleSet {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n  }\n":
    types.AdminBoard_BoardFragmentDoc,
  "\n  mutation CreateBoard($input: BoardInput!) {\n    createBoard(input: $input) {\n      ...AdminBoard_board\n    }\n  }\n":
    types.CreateBoardDocument,
  "\n  mutation UpdateBoard($id: ID!, $input: BoardInput!) {\n    updateBoard(id: $id, input: $input) {\n      ...AdminBoard_board\n    }\n  }\n":
    types.UpdateBoardDocument,
  "\n  mutation ArchiveBoard($id: ID!, $archived: Boolean!) {\n    archiveBoard(id: $id, archived: $archived) {\n      ...AdminBoard_board\n    }\n  }\n":
    types.ArchiveBoardDocument,
  "\n  fragment AdminUser_user on UserAccount {\n    id\n    email\n    fio\n    disabled\n    roles {\n      role\n    }\n    boards {\n      id\n      code\n      name\n      archived\n    }\n  }\n":
    types.AdminUser_UserFragmentDoc,
  "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...AdminUser_user\n    }\n  }\n":
    types.CreateUserDocument,
  "\n  mutation SetUserRoles($id: ID!, $roles: [Role!]!) {\n    setUserRoles(id: $id, roles: $roles) {\n      ...AdminUser_user\n    }\n  }\n":
    types.SetUserRolesDocument,
  "\n  mutation SetSecretarBoards($id: ID!, $boardIds: [ID!]!) {\n    setSecretarBoards(id: $id, boardIds: $boardIds) {\n      ...AdminUser_user\n    }\n  }\n":
    types.SetSecretarBoardsDocument,
  "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUser_user\n    }\n  }\n":
    types.SetUserDisabledDocument,
  "\n  mutation Archive($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      id\n      archived\n    }\n  }\n":
    types.ArchiveDocument,
  "\n  fragment CommissionKey_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    code\n    signed\n    manifestCurrent\n    headCode\n    disputes {\n      complainer\n      dealer\n      verdict\n    }\n    decryptions\n    tallied\n    seats {\n      seat\n      member {\n        id\n        fio\n        gender\n      }\n      stage\n      delivery\n      sendError\n      decrypted\n      codeConfirmedAt\n    }\n  }\n":
    types.CommissionKey_EncryptionFragmentDoc,
  "\n  fragment CountingCommission_member on BoardMember {\n    id\n    fio\n  }\n":
    types.CountingCommission_MemberFragmentDoc,
  "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    fioGenitive\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n    gender\n    addedForDefense\n  }\n":
    types.InviteMembers_MemberFragmentDoc,
  "\n  fragment InviteMembers_invite on PollInvite {\n    member {\n      id\n      fio\n    }\n    delivery\n    attempts\n    sentAt\n    sendError\n    voted\n  }\n":
    types.InviteMembers_InviteFragmentDoc,
  "\n  fragment InviteMembers_roll on RollEntry {\n    member {\n      id\n    }\n    fio\n    degree\n    specialtyCode\n    added\n  }\n":
    types.InviteMembers_RollFragmentDoc,
  "\n  fragment PollActions_defense on Defense {\n    id\n    invites {\n      member {\n        id\n        fio\n      }\n      delivery\n      voted\n    }\n  }\n":
    types.PollActions_DefenseFragmentDoc,
  "\n  fragment PollSummary_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n    quorum {\n      met\n    }\n  }\n":
    types.PollSummary_ResultPollsFragmentDoc,
  "\n  fragment PollSummary_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    decryptions\n    tallied\n  }\n":
    types.PollSummary_EncryptionFragmentDoc,
  "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardName\n    document {\n      title\n      heading\n      dateLine\n      intro\n      rows {\n        label\n        value\n      }\n      tallyTitle\n      tally {\n        label\n        value\n      }\n      decision\n      notes\n      signatures {\n        role\n        name\n      }\n    }\n  }\n":
    types.ProtocolDocument_ProtocolFragmentDoc,
  "\n  fragment ProtocolLinks_protocol on CountingProtocol {\n    pdfPath\n  }\n":
    types.ProtocolLinks_ProtocolFragmentDoc,
  "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    ...PollSummary_resultPolls\n    round\n    approvedSize\n    addedForDefense\n    failed\n    quorum {\n      missing\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n  }\n":
    types.ResultsPanel_ResultPollsFragmentDoc,
  "\n  fragment ResultsPanel_pollRound on PollRound {\n    round\n    status\n    closedAt\n    annulReason\n  }\n":
    types.ResultsPanel_PollRoundFragmentDoc,
  "\n  fragment Sitting_defense on Defense {\n    id\n    defenseAt\n    board {\n      id\n      specialties {\n        code\n        name\n      }\n      ruleSet {\n        secretaryVotes\n        addedMembersMax\n      }\n      members {\n        ...InviteMembers_member\n      }\n    }\n    specialty {\n      code\n    }\n    candidateMember {\n      id\n    }\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    pollHistory {\n      ...ResultsPanel_pollRound\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    roll {\n      ...InviteMembers_roll\n    }\n    addedMembers {\n      ...InviteMembers_member\n    }\n    commission {\n      ...CountingCommission_member\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n    votingKeys\n  }\n":
    types.Sitting_DefenseFragmentDoc,
  "\n  mutation AddDefenseMember($defenseId: ID!, $input: MemberInput!) {\n    addDefenseMember(defenseId: $defenseId, input: $input) {\n      ...InviteMembers_member\n    }\n  }\n":
    types.AddDefenseMemberDocument,
  "\n  fragment DefenseForm_board on Board {\n    id\n    specialties {\n      code\n      name\n    }\n    members {\n      id\n      fio\n    }\n  }\n":
    types.DefenseForm_BoardFragmentDoc,
  "\n  query DefenseFormAdminBoards($search: String, $limit: Int) {\n    adminBoards(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n":
    types.DefenseFormAdminBoardsDocument,
  "\n  query DefenseFormSecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      archived\n    }\n  }\n":
    types.DefenseFormSecretarBoardsDocument,
  "\n  query DefenseFormAdminBoard($id: ID!) {\n    adminBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n":
    types.DefenseFormAdminBoardDocument,
  "\n  query DefenseFormSecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n":
    types.DefenseFormSecretarBoardDocument,
  "\n  fragment DefenseForm_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    opponents\n    leadingOrganization\n    archived\n    board {\n      id\n      code\n      name\n    }\n    candidateMember {\n      id\n      fio\n    }\n  }\n":
    types.DefenseForm_DefenseFragmentDoc,
  "\n  mutation CreateDefense($input: DefenseInput!) {\n    createDefense(input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n":
    types.CreateDefenseDocument,
  "\n  mutation UpdateDefense($id: ID!, $input: DefenseInput!) {\n    updateDefense(id: $id, input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n":
    types.UpdateDefenseDocument,
  "\n  mutation ArchiveDefense($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      ...DefenseForm_defense\n    }\n  }\n":
    types.ArchiveDefenseDocument,
  "\n  fragment PollActions_ended on Defense {\n    id\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n  }\n":
    types.PollActions_EndedFragmentDoc,
  "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      ...PollActions_ended\n    }\n  }\n":
    types.ClosePollDocument,
  "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      ...PollActions_ended\n    }\n  }\n":
    types.AnnulPollDocument,
  "\n  mutation RecordCodeConfirmation($defenseId: ID!, $memberId: ID!) {\n    recordCodeConfirmation(defenseId: $defenseId, memberId: $memberId) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.RecordCodeConfirmationDocument,
  "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.RefreshDefenseResultsDocument,
  "\n  mutation ReplaceCommissionMember($defenseId: ID!, $memberId: ID!, $replacementId: ID!) {\n    replaceCommissionMember(defenseId: $defenseId, memberId: $memberId, replacementId: $replacementId) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.ReplaceCommissionMemberDocument,
  "\n  mutation ResendCommissionLinks($defenseId: ID!, $memberIds: [ID!]) {\n    resendCommissionLinks(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.ResendCommissionLinksDocument,
  "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!], $revokeOld: Boolean) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds, revokeOld: $revokeOld) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n":
    types.ResendInvitesDocument,
  "\n  mutation RestartKeyCeremony($defenseId: ID!, $reason: String!) {\n    restartKeyCeremony(defenseId: $defenseId, reason: $reason) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.RestartKeyCeremonyDocument,
  "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String, $sittingDate: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline, sittingDate: $sittingDate) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n      votingKeys\n    }\n  }\n":
    types.SendInvitesDocument,
  "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.SetCountingCommissionDocument,
  "\n  mutation SetRoll($defenseId: ID!, $memberIds: [ID!]!) {\n    setRoll(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      pollHistory {\n        ...ResultsPanel_pollRound\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n":
    types.SetRollDocument,
  "\n  query MailboxEnabled {\n    demoMailbox {\n      enabled\n    }\n  }\n": types.MailboxEnabledDocument,
  "\n  fragment MemberRoster_member on BoardMember {\n    id\n    fio\n    email\n    degree\n    degreeTitle\n    academicTitle\n    specialtyCode\n    position\n    archived\n  }\n":
    types.MemberRoster_MemberFragmentDoc,
  "\n  mutation AddMember($boardId: ID!, $input: MemberInput!) {\n    addMember(boardId: $boardId, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n":
    types.AddMemberDocument,
  "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n":
    types.UpdateMemberDocument,
  "\n  mutation ArchiveMember($id: ID!, $archived: Boolean!) {\n    archiveMember(id: $id, archived: $archived) {\n      ...MemberRoster_member\n    }\n  }\n":
    types.ArchiveMemberDocument,
  "\n  fragment BoardPage_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    specialties {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n    members {\n      ...MemberRoster_member\n    }\n    archivedMembers {\n      ...MemberRoster_member\n    }\n  }\n":
    types.BoardPage_BoardFragmentDoc,
  "\n  query AdminBoardPage($id: ID!) {\n    adminBoard(id: $id) {\n      ...BoardPage_board\n      ...AdminBoard_board\n      secretaries {\n        id\n        fio\n        email\n      }\n    }\n  }\n":
    types.AdminBoardPageDocument,
  "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...BoardPage_board\n    }\n  }\n":
    types.SecretarBoardDocument,
  "\n  fragment BoardRow_board on Board {\n    id\n    code\n    name\n    organization\n    memberCount\n    specialties {\n      code\n      name\n    }\n  }\n":
    types.BoardRow_BoardFragmentDoc,
  "\n  query AdminBoards(\n    $search: String\n    $archived: Boolean\n    $sort: BoardSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminBoards(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...BoardRow_board\n        archived\n      }\n    }\n  }\n":
    types.AdminBoardsDocument,
  "\n  query SecretarBoards {\n    secretarBoards {\n      ...BoardRow_board\n    }\n  }\n":
    types.SecretarBoardsDocument,
  "\n  fragment AdminDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    resultPolls {\n      ...PollSummary_resultPolls\n    }\n    encryption {\n      ...PollSummary_encryption\n    }\n  }\n":
    types.AdminDefensePage_DefenseFragmentDoc,
  "\n  query AdminDefensePage($id: ID!) {\n    adminDefense(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n":
    types.AdminDefensePageDocument,
  "\n  subscription AdminDefenseChanged($id: ID!) {\n    adminDefenseChanged(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n":
    types.AdminDefenseChangedDocument,
  "\n  fragment SecretarDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    ...Sitting_defense\n  }\n":
    types.SecretarDefensePage_DefenseFragmentDoc,
  "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n":
    types.SecretarDefenseDocument,
  "\n  subscription SecretarDefenseChanged($id: ID!) {\n    secretarDefenseChanged(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n":
    types.SecretarDefenseChangedDocument,
  "\n  fragment DefenseRow_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    defenseAt\n    archived\n    board {\n      id\n      code\n    }\n    specialty {\n      code\n      name\n    }\n    resultPolls {\n      status\n      participants\n      voted\n    }\n  }\n":
    types.DefenseRow_DefenseFragmentDoc,
  "\n  query AdminDefenses(\n    $search: String\n    $archived: Boolean\n    $sort: DefenseSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminDefenses(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...DefenseRow_defense\n      }\n    }\n  }\n":
    types.AdminDefensesDocument,
  "\n  query SecretarDefenses {\n    secretarDefenses {\n      ...DefenseRow_defense\n    }\n  }\n":
    types.SecretarDefensesDocument,
  "\n  query AdminDefenseNewBoard($id: ID!) {\n    adminBoard(id: $id) {\n      id\n      code\n      name\n      archived\n    }\n  }\n":
    types.AdminDefenseNewBoardDocument,
  "\n  query AuditLog(\n    $entity: String\n    $entityId: String\n    $action: [AuditAction!]\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditLog(\n      entity: $entity\n      entityId: $entityId\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        subject\n        before\n        after\n      }\n    }\n  }\n":
    types.AuditLogDocument,
  "\n  query AdminHome($now: String!) {\n    boards: adminBoards(limit: 1) {\n      total\n    }\n    secretars: adminSecretars(limit: 1) {\n      total\n    }\n    users: adminUsers(limit: 1) {\n      total\n    }\n    upcoming: adminDefenses(from: $now, sort: DEFENSE_AT, direction: ASC, limit: 5) {\n      total\n      items {\n        id\n        candidate\n        defenseAt\n        board {\n          id\n          code\n        }\n      }\n    }\n  }\n":
    types.AdminHomeDocument,
  "\n  query AdminSecretarPage($id: ID!) {\n    adminSecretar(id: $id) {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n        archived\n      }\n    }\n  }\n":
    types.AdminSecretarPageDocument,
  "\n  query AdminSecretars($search: String, $offset: Int, $limit: Int) {\n    adminSecretars(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        boards {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n":
    types.AdminSecretarsDocument,
  "\n  query AdminUserPage($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUser_user\n    }\n  }\n":
    types.AdminUserPageDocument,
  "\n  query AdminUsers($search: String, $role: Role, $offset: Int, $limit: Int) {\n    adminUsers(search: $search, role: $role, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        disabled\n        roles {\n          role\n        }\n      }\n    }\n  }\n":
    types.AdminUsersDocument,
  "\n  query DemoMailbox {\n    demoMailbox {\n      enabled\n      letters {\n        id\n        to\n        subject\n        sentAt\n        text\n        links\n      }\n    }\n  }\n":
    types.DemoMailboxDocument,
  "\n  query SecretarDefenseProtocol($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      candidate\n      protocol {\n        pdfPath\n        ...ProtocolDocument_protocol\n      }\n    }\n  }\n":
    types.SecretarDefenseProtocolDocument,
  "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      place\n      archived\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n        deadline\n      }\n      invites {\n        member {\n          id\n          fio\n        }\n        delivery\n        attempts\n        sendError\n        voted\n      }\n    }\n  }\n":
    types.SecretarHomeDocument,
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
  source: "\n  query RuleSets {\n    ruleSets {\n      code\n      name\n    }\n  }\n",
): (typeof documents)["\n  query RuleSets {\n    ruleSets {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query BoardsPicker($search: String) {\n    adminBoards(search: $search, limit: 10) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  query BoardsPicker($search: String) {\n    adminBoards(search: $search, limit: 10) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment CompositionWarnings_warning on CompositionWarning {\n    message\n    source\n  }\n",
): (typeof documents)["\n  fragment CompositionWarnings_warning on CompositionWarning {\n    message\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment AdminBoard_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    memberCount\n    specialties {\n      code\n      name\n    }\n    ruleSet {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n  }\n",
): (typeof documents)["\n  fragment AdminBoard_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    memberCount\n    specialties {\n      code\n      name\n    }\n    ruleSet {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateBoard($input: BoardInput!) {\n    createBoard(input: $input) {\n      ...AdminBoard_board\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateBoard($input: BoardInput!) {\n    createBoard(input: $input) {\n      ...AdminBoard_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateBoard($id: ID!, $input: BoardInput!) {\n    updateBoard(id: $id, input: $input) {\n      ...AdminBoard_board\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateBoard($id: ID!, $input: BoardInput!) {\n    updateBoard(id: $id, input: $input) {\n      ...AdminBoard_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ArchiveBoard($id: ID!, $archived: Boolean!) {\n    archiveBoard(id: $id, archived: $archived) {\n      ...AdminBoard_board\n    }\n  }\n",
): (typeof documents)["\n  mutation ArchiveBoard($id: ID!, $archived: Boolean!) {\n    archiveBoard(id: $id, archived: $archived) {\n      ...AdminBoard_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment AdminUser_user on UserAccount {\n    id\n    email\n    fio\n    disabled\n    roles {\n      role\n    }\n    boards {\n      id\n      code\n      name\n      archived\n    }\n  }\n",
): (typeof documents)["\n  fragment AdminUser_user on UserAccount {\n    id\n    email\n    fio\n    disabled\n    roles {\n      role\n    }\n    boards {\n      id\n      code\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...AdminUser_user\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      ...AdminUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetUserRoles($id: ID!, $roles: [Role!]!) {\n    setUserRoles(id: $id, roles: $roles) {\n      ...AdminUser_user\n    }\n  }\n",
): (typeof documents)["\n  mutation SetUserRoles($id: ID!, $roles: [Role!]!) {\n    setUserRoles(id: $id, roles: $roles) {\n      ...AdminUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetSecretarBoards($id: ID!, $boardIds: [ID!]!) {\n    setSecretarBoards(id: $id, boardIds: $boardIds) {\n      ...AdminUser_user\n    }\n  }\n",
): (typeof documents)["\n  mutation SetSecretarBoards($id: ID!, $boardIds: [ID!]!) {\n    setSecretarBoards(id: $id, boardIds: $boardIds) {\n      ...AdminUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUser_user\n    }\n  }\n",
): (typeof documents)["\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation Archive($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      id\n      archived\n    }\n  }\n",
): (typeof documents)["\n  mutation Archive($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment CommissionKey_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    code\n    signed\n    manifestCurrent\n    headCode\n    disputes {\n      complainer\n      dealer\n      verdict\n    }\n    decryptions\n    tallied\n    seats {\n      seat\n      member {\n        id\n        fio\n        gender\n      }\n      stage\n      delivery\n      sendError\n      decrypted\n      codeConfirmedAt\n    }\n  }\n",
): (typeof documents)["\n  fragment CommissionKey_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    code\n    signed\n    manifestCurrent\n    headCode\n    disputes {\n      complainer\n      dealer\n      verdict\n    }\n    decryptions\n    tallied\n    seats {\n      seat\n      member {\n        id\n        fio\n        gender\n      }\n      stage\n      delivery\n      sendError\n      decrypted\n      codeConfirmedAt\n    }\n  }\n"];
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
  source: "\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    fioGenitive\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n    gender\n    addedForDefense\n  }\n",
): (typeof documents)["\n  fragment InviteMembers_member on BoardMember {\n    id\n    fio\n    fioGenitive\n    degree\n    degreeTitle\n    academicTitle\n    position\n    specialtyCode\n    gender\n    addedForDefense\n  }\n"];
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
  source: "\n  fragment InviteMembers_roll on RollEntry {\n    member {\n      id\n    }\n    fio\n    degree\n    specialtyCode\n    added\n  }\n",
): (typeof documents)["\n  fragment InviteMembers_roll on RollEntry {\n    member {\n      id\n    }\n    fio\n    degree\n    specialtyCode\n    added\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PollActions_defense on Defense {\n    id\n    invites {\n      member {\n        id\n        fio\n      }\n      delivery\n      voted\n    }\n  }\n",
): (typeof documents)["\n  fragment PollActions_defense on Defense {\n    id\n    invites {\n      member {\n        id\n        fio\n      }\n      delivery\n      voted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PollSummary_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n    quorum {\n      met\n    }\n  }\n",
): (typeof documents)["\n  fragment PollSummary_resultPolls on ResultPolls {\n    status\n    listSize\n    participants\n    invited\n    voted\n    deadline\n    closedAt\n    votesFor\n    votesAgainst\n    notReturned\n    decision\n    explanation\n    annulReason\n    quorum {\n      met\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PollSummary_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    decryptions\n    tallied\n  }\n",
): (typeof documents)["\n  fragment PollSummary_encryption on PollEncryption {\n    electionId\n    trustees\n    threshold\n    publicKey\n    decryptions\n    tallied\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardName\n    document {\n      title\n      heading\n      dateLine\n      intro\n      rows {\n        label\n        value\n      }\n      tallyTitle\n      tally {\n        label\n        value\n      }\n      decision\n      notes\n      signatures {\n        role\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  fragment ProtocolDocument_protocol on CountingProtocol {\n    boardName\n    document {\n      title\n      heading\n      dateLine\n      intro\n      rows {\n        label\n        value\n      }\n      tallyTitle\n      tally {\n        label\n        value\n      }\n      decision\n      notes\n      signatures {\n        role\n        name\n      }\n    }\n  }\n"];
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
  source: "\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    ...PollSummary_resultPolls\n    round\n    approvedSize\n    addedForDefense\n    failed\n    quorum {\n      missing\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n  }\n",
): (typeof documents)["\n  fragment ResultsPanel_resultPolls on ResultPolls {\n    ...PollSummary_resultPolls\n    round\n    approvedSize\n    addedForDefense\n    failed\n    quorum {\n      missing\n      list {\n        met\n        present\n        required\n        listSize\n      }\n      specialty {\n        met\n        present\n        required\n        specialtyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ResultsPanel_pollRound on PollRound {\n    round\n    status\n    closedAt\n    annulReason\n  }\n",
): (typeof documents)["\n  fragment ResultsPanel_pollRound on PollRound {\n    round\n    status\n    closedAt\n    annulReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment Sitting_defense on Defense {\n    id\n    defenseAt\n    board {\n      id\n      specialties {\n        code\n        name\n      }\n      ruleSet {\n        secretaryVotes\n        addedMembersMax\n      }\n      members {\n        ...InviteMembers_member\n      }\n    }\n    specialty {\n      code\n    }\n    candidateMember {\n      id\n    }\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    pollHistory {\n      ...ResultsPanel_pollRound\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    roll {\n      ...InviteMembers_roll\n    }\n    addedMembers {\n      ...InviteMembers_member\n    }\n    commission {\n      ...CountingCommission_member\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n    votingKeys\n  }\n",
): (typeof documents)["\n  fragment Sitting_defense on Defense {\n    id\n    defenseAt\n    board {\n      id\n      specialties {\n        code\n        name\n      }\n      ruleSet {\n        secretaryVotes\n        addedMembersMax\n      }\n      members {\n        ...InviteMembers_member\n      }\n    }\n    specialty {\n      code\n    }\n    candidateMember {\n      id\n    }\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    pollHistory {\n      ...ResultsPanel_pollRound\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    roll {\n      ...InviteMembers_roll\n    }\n    addedMembers {\n      ...InviteMembers_member\n    }\n    commission {\n      ...CountingCommission_member\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n    votingKeys\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AddDefenseMember($defenseId: ID!, $input: MemberInput!) {\n    addDefenseMember(defenseId: $defenseId, input: $input) {\n      ...InviteMembers_member\n    }\n  }\n",
): (typeof documents)["\n  mutation AddDefenseMember($defenseId: ID!, $input: MemberInput!) {\n    addDefenseMember(defenseId: $defenseId, input: $input) {\n      ...InviteMembers_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment DefenseForm_board on Board {\n    id\n    specialties {\n      code\n      name\n    }\n    members {\n      id\n      fio\n    }\n  }\n",
): (typeof documents)["\n  fragment DefenseForm_board on Board {\n    id\n    specialties {\n      code\n      name\n    }\n    members {\n      id\n      fio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DefenseFormAdminBoards($search: String, $limit: Int) {\n    adminBoards(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  query DefenseFormAdminBoards($search: String, $limit: Int) {\n    adminBoards(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DefenseFormSecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      archived\n    }\n  }\n",
): (typeof documents)["\n  query DefenseFormSecretarBoards {\n    secretarBoards {\n      id\n      code\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DefenseFormAdminBoard($id: ID!) {\n    adminBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n",
): (typeof documents)["\n  query DefenseFormAdminBoard($id: ID!) {\n    adminBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DefenseFormSecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n",
): (typeof documents)["\n  query DefenseFormSecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...DefenseForm_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment DefenseForm_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    opponents\n    leadingOrganization\n    archived\n    board {\n      id\n      code\n      name\n    }\n    candidateMember {\n      id\n      fio\n    }\n  }\n",
): (typeof documents)["\n  fragment DefenseForm_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    degree\n    scienceBranch\n    specialty {\n      code\n      name\n    }\n    defenseAt\n    place\n    opponents\n    leadingOrganization\n    archived\n    board {\n      id\n      code\n      name\n    }\n    candidateMember {\n      id\n      fio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateDefense($input: DefenseInput!) {\n    createDefense(input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateDefense($input: DefenseInput!) {\n    createDefense(input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateDefense($id: ID!, $input: DefenseInput!) {\n    updateDefense(id: $id, input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateDefense($id: ID!, $input: DefenseInput!) {\n    updateDefense(id: $id, input: $input) {\n      ...DefenseForm_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ArchiveDefense($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      ...DefenseForm_defense\n    }\n  }\n",
): (typeof documents)["\n  mutation ArchiveDefense($id: ID!, $archived: Boolean!) {\n    archiveDefense(id: $id, archived: $archived) {\n      ...DefenseForm_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PollActions_ended on Defense {\n    id\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n  }\n",
): (typeof documents)["\n  fragment PollActions_ended on Defense {\n    id\n    resultPolls {\n      ...ResultsPanel_resultPolls\n    }\n    invites {\n      ...InviteMembers_invite\n    }\n    protocol {\n      ...ProtocolLinks_protocol\n    }\n    encryption {\n      ...CommissionKey_encryption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      ...PollActions_ended\n    }\n  }\n",
): (typeof documents)["\n  mutation ClosePoll($defenseId: ID!) {\n    closePoll(defenseId: $defenseId) {\n      ...PollActions_ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      ...PollActions_ended\n    }\n  }\n",
): (typeof documents)["\n  mutation AnnulPoll($defenseId: ID!, $reason: String!) {\n    annulPoll(defenseId: $defenseId, reason: $reason) {\n      ...PollActions_ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RecordCodeConfirmation($defenseId: ID!, $memberId: ID!) {\n    recordCodeConfirmation(defenseId: $defenseId, memberId: $memberId) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation RecordCodeConfirmation($defenseId: ID!, $memberId: ID!) {\n    recordCodeConfirmation(defenseId: $defenseId, memberId: $memberId) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  query RefreshDefenseResults($id: ID!) {\n    secretarDefense(id: $id) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ReplaceCommissionMember($defenseId: ID!, $memberId: ID!, $replacementId: ID!) {\n    replaceCommissionMember(defenseId: $defenseId, memberId: $memberId, replacementId: $replacementId) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ReplaceCommissionMember($defenseId: ID!, $memberId: ID!, $replacementId: ID!) {\n    replaceCommissionMember(defenseId: $defenseId, memberId: $memberId, replacementId: $replacementId) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ResendCommissionLinks($defenseId: ID!, $memberIds: [ID!]) {\n    resendCommissionLinks(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ResendCommissionLinks($defenseId: ID!, $memberIds: [ID!]) {\n    resendCommissionLinks(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!], $revokeOld: Boolean) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds, revokeOld: $revokeOld) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ResendInvites($defenseId: ID!, $memberIds: [ID!], $revokeOld: Boolean) {\n    resendInvites(defenseId: $defenseId, memberIds: $memberIds, revokeOld: $revokeOld) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RestartKeyCeremony($defenseId: ID!, $reason: String!) {\n    restartKeyCeremony(defenseId: $defenseId, reason: $reason) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation RestartKeyCeremony($defenseId: ID!, $reason: String!) {\n    restartKeyCeremony(defenseId: $defenseId, reason: $reason) {\n      id\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String, $sittingDate: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline, sittingDate: $sittingDate) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n      votingKeys\n    }\n  }\n",
): (typeof documents)["\n  mutation SendInvites($defenseId: ID!, $memberIds: [ID!]!, $deadline: String, $sittingDate: String) {\n    sendInvites(defenseId: $defenseId, memberIds: $memberIds, deadline: $deadline, sittingDate: $sittingDate) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n      votingKeys\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SetCountingCommission($defenseId: ID!, $memberIds: [ID!]!) {\n    setCountingCommission(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      commission {\n        ...CountingCommission_member\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetRoll($defenseId: ID!, $memberIds: [ID!]!) {\n    setRoll(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      pollHistory {\n        ...ResultsPanel_pollRound\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SetRoll($defenseId: ID!, $memberIds: [ID!]!) {\n    setRoll(defenseId: $defenseId, memberIds: $memberIds) {\n      id\n      resultPolls {\n        ...ResultsPanel_resultPolls\n      }\n      roll {\n        ...InviteMembers_roll\n      }\n      commission {\n        ...CountingCommission_member\n      }\n      invites {\n        ...InviteMembers_invite\n      }\n      pollHistory {\n        ...ResultsPanel_pollRound\n      }\n      encryption {\n        ...CommissionKey_encryption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MailboxEnabled {\n    demoMailbox {\n      enabled\n    }\n  }\n",
): (typeof documents)["\n  query MailboxEnabled {\n    demoMailbox {\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MemberRoster_member on BoardMember {\n    id\n    fio\n    email\n    degree\n    degreeTitle\n    academicTitle\n    specialtyCode\n    position\n    archived\n  }\n",
): (typeof documents)["\n  fragment MemberRoster_member on BoardMember {\n    id\n    fio\n    email\n    degree\n    degreeTitle\n    academicTitle\n    specialtyCode\n    position\n    archived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AddMember($boardId: ID!, $input: MemberInput!) {\n    addMember(boardId: $boardId, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n",
): (typeof documents)["\n  mutation AddMember($boardId: ID!, $input: MemberInput!) {\n    addMember(boardId: $boardId, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateMember($id: ID!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRoster_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ArchiveMember($id: ID!, $archived: Boolean!) {\n    archiveMember(id: $id, archived: $archived) {\n      ...MemberRoster_member\n    }\n  }\n",
): (typeof documents)["\n  mutation ArchiveMember($id: ID!, $archived: Boolean!) {\n    archiveMember(id: $id, archived: $archived) {\n      ...MemberRoster_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment BoardPage_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    specialties {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n    members {\n      ...MemberRoster_member\n    }\n    archivedMembers {\n      ...MemberRoster_member\n    }\n  }\n",
): (typeof documents)["\n  fragment BoardPage_board on Board {\n    id\n    code\n    name\n    organization\n    archived\n    specialties {\n      code\n      name\n    }\n    approvedSize\n    approvedOrder\n    approvedOn\n    compositionWarnings {\n      ...CompositionWarnings_warning\n    }\n    members {\n      ...MemberRoster_member\n    }\n    archivedMembers {\n      ...MemberRoster_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminBoardPage($id: ID!) {\n    adminBoard(id: $id) {\n      ...BoardPage_board\n      ...AdminBoard_board\n      secretaries {\n        id\n        fio\n        email\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminBoardPage($id: ID!) {\n    adminBoard(id: $id) {\n      ...BoardPage_board\n      ...AdminBoard_board\n      secretaries {\n        id\n        fio\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...BoardPage_board\n    }\n  }\n",
): (typeof documents)["\n  query SecretarBoard($id: ID!) {\n    secretarBoard(id: $id) {\n      ...BoardPage_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment BoardRow_board on Board {\n    id\n    code\n    name\n    organization\n    memberCount\n    specialties {\n      code\n      name\n    }\n  }\n",
): (typeof documents)["\n  fragment BoardRow_board on Board {\n    id\n    code\n    name\n    organization\n    memberCount\n    specialties {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminBoards(\n    $search: String\n    $archived: Boolean\n    $sort: BoardSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminBoards(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...BoardRow_board\n        archived\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminBoards(\n    $search: String\n    $archived: Boolean\n    $sort: BoardSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminBoards(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...BoardRow_board\n        archived\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarBoards {\n    secretarBoards {\n      ...BoardRow_board\n    }\n  }\n",
): (typeof documents)["\n  query SecretarBoards {\n    secretarBoards {\n      ...BoardRow_board\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment AdminDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    resultPolls {\n      ...PollSummary_resultPolls\n    }\n    encryption {\n      ...PollSummary_encryption\n    }\n  }\n",
): (typeof documents)["\n  fragment AdminDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    resultPolls {\n      ...PollSummary_resultPolls\n    }\n    encryption {\n      ...PollSummary_encryption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminDefensePage($id: ID!) {\n    adminDefense(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n",
): (typeof documents)["\n  query AdminDefensePage($id: ID!) {\n    adminDefense(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription AdminDefenseChanged($id: ID!) {\n    adminDefenseChanged(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n",
): (typeof documents)["\n  subscription AdminDefenseChanged($id: ID!) {\n    adminDefenseChanged(id: $id) {\n      ...AdminDefensePage_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment SecretarDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    ...Sitting_defense\n  }\n",
): (typeof documents)["\n  fragment SecretarDefensePage_defense on Defense {\n    id\n    ...DefenseForm_defense\n    ...Sitting_defense\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n",
): (typeof documents)["\n  query SecretarDefense($id: ID!) {\n    secretarDefense(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription SecretarDefenseChanged($id: ID!) {\n    secretarDefenseChanged(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n",
): (typeof documents)["\n  subscription SecretarDefenseChanged($id: ID!) {\n    secretarDefenseChanged(id: $id) {\n      ...SecretarDefensePage_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment DefenseRow_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    defenseAt\n    archived\n    board {\n      id\n      code\n    }\n    specialty {\n      code\n      name\n    }\n    resultPolls {\n      status\n      participants\n      voted\n    }\n  }\n",
): (typeof documents)["\n  fragment DefenseRow_defense on Defense {\n    id\n    candidate\n    thesisTitle\n    defenseAt\n    archived\n    board {\n      id\n      code\n    }\n    specialty {\n      code\n      name\n    }\n    resultPolls {\n      status\n      participants\n      voted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminDefenses(\n    $search: String\n    $archived: Boolean\n    $sort: DefenseSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminDefenses(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...DefenseRow_defense\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminDefenses(\n    $search: String\n    $archived: Boolean\n    $sort: DefenseSort\n    $direction: SortDirection\n    $offset: Int\n    $limit: Int\n  ) {\n    adminDefenses(\n      search: $search\n      archived: $archived\n      sort: $sort\n      direction: $direction\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        ...DefenseRow_defense\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SecretarDefenses {\n    secretarDefenses {\n      ...DefenseRow_defense\n    }\n  }\n",
): (typeof documents)["\n  query SecretarDefenses {\n    secretarDefenses {\n      ...DefenseRow_defense\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminDefenseNewBoard($id: ID!) {\n    adminBoard(id: $id) {\n      id\n      code\n      name\n      archived\n    }\n  }\n",
): (typeof documents)["\n  query AdminDefenseNewBoard($id: ID!) {\n    adminBoard(id: $id) {\n      id\n      code\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AuditLog(\n    $entity: String\n    $entityId: String\n    $action: [AuditAction!]\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditLog(\n      entity: $entity\n      entityId: $entityId\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        subject\n        before\n        after\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AuditLog(\n    $entity: String\n    $entityId: String\n    $action: [AuditAction!]\n    $from: String\n    $to: String\n    $offset: Int\n    $limit: Int\n  ) {\n    auditLog(\n      entity: $entity\n      entityId: $entityId\n      action: $action\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      totalExact\n      items {\n        id\n        at\n        actor\n        action\n        entity\n        entityId\n        subject\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminHome($now: String!) {\n    boards: adminBoards(limit: 1) {\n      total\n    }\n    secretars: adminSecretars(limit: 1) {\n      total\n    }\n    users: adminUsers(limit: 1) {\n      total\n    }\n    upcoming: adminDefenses(from: $now, sort: DEFENSE_AT, direction: ASC, limit: 5) {\n      total\n      items {\n        id\n        candidate\n        defenseAt\n        board {\n          id\n          code\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminHome($now: String!) {\n    boards: adminBoards(limit: 1) {\n      total\n    }\n    secretars: adminSecretars(limit: 1) {\n      total\n    }\n    users: adminUsers(limit: 1) {\n      total\n    }\n    upcoming: adminDefenses(from: $now, sort: DEFENSE_AT, direction: ASC, limit: 5) {\n      total\n      items {\n        id\n        candidate\n        defenseAt\n        board {\n          id\n          code\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminSecretarPage($id: ID!) {\n    adminSecretar(id: $id) {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n        archived\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminSecretarPage($id: ID!) {\n    adminSecretar(id: $id) {\n      id\n      fio\n      email\n      boards {\n        id\n        code\n        name\n        archived\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminSecretars($search: String, $offset: Int, $limit: Int) {\n    adminSecretars(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        boards {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminSecretars($search: String, $offset: Int, $limit: Int) {\n    adminSecretars(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        boards {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminUserPage($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUser_user\n    }\n  }\n",
): (typeof documents)["\n  query AdminUserPage($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminUsers($search: String, $role: Role, $offset: Int, $limit: Int) {\n    adminUsers(search: $search, role: $role, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        disabled\n        roles {\n          role\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminUsers($search: String, $role: Role, $offset: Int, $limit: Int) {\n    adminUsers(search: $search, role: $role, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        fio\n        email\n        disabled\n        roles {\n          role\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DemoMailbox {\n    demoMailbox {\n      enabled\n      letters {\n        id\n        to\n        subject\n        sentAt\n        text\n        links\n      }\n    }\n  }\n",
): (typeof documents)["\n  query DemoMailbox {\n    demoMailbox {\n      enabled\n      letters {\n        id\n        to\n        subject\n        sentAt\n        text\n        links\n      }\n    }\n  }\n"];
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
  source: "\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      place\n      archived\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n        deadline\n      }\n      invites {\n        member {\n          id\n          fio\n        }\n        delivery\n        attempts\n        sendError\n        voted\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SecretarHome {\n    secretarDefenses {\n      id\n      candidate\n      thesisTitle\n      defenseAt\n      place\n      archived\n      board {\n        id\n        code\n      }\n      resultPolls {\n        status\n        participants\n        voted\n        deadline\n      }\n      invites {\n        member {\n          id\n          fio\n        }\n        delivery\n        attempts\n        sendError\n        voted\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

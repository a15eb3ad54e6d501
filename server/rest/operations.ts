// GraphQL documents that the REST /api/v1 routes execute. Field selections are shared
// fragments, so a REST answer has the same shape wherever the same object appears.

const USER = "fragment RestUser on User { id email fio roles { role } }";
const BOARD =
  "fragment RestBoard on Board { id code name organization specialties { code name } memberCount }";
const MEMBER =
  "fragment RestMember on BoardMember { id fio email degree degreeTitle academicTitle specialtyCode position }";
const RESULT = `fragment RestResult on ResultPolls {
  status round listSize approvedSize addedForDefense participants invited failed voted deadline closedAt
  quorum { met missing list { met present required listSize } specialty { met present required specialtyCode } }
  votesFor votesAgainst notReturned decision explanation annulReason
}`;
const DEFENSE = `fragment RestDefense on Defense {
  id candidate thesisTitle degree scienceBranch specialty { code name } defenseAt place
  board { id code name }
}`;
const DEFENSE_FULL = `fragment RestDefenseFull on Defense {
  ...RestDefense
  resultPolls { ...RestResult }
  invites { member { id fio } delivery attempts sentAt sendError voted }
  commission { id fio }
  roll { member { id } fio degree degreeTitle specialtyCode position added }
  addedMembers { ...RestMember }
  board { ...RestBoard members { ...RestMember } }
}`;
const SECRETAR = "fragment RestSecretar on Secretar { id email fio boards { ...RestBoard } }";

const PROTOCOL = `fragment RestProtocol on CountingProtocol {
  boardCode boardName organization commission { id fio } candidate degree scienceBranch specialty { code name }
  defenseAt approvedSize addedForDefense present presentSpecialtyDoctors ballotsIssued ballotsReturned
  votesFor votesAgainst invalid decision explanation closedAt pdfPath place ballotsUnissued
  document { title heading dateLine intro rows { label value } tallyTitle tally { label value } decision notes signatures { role name } }
}`;

const PROOF = "fragment RestProof on ProofPair { challenge response }";
const RECORD = `fragment RestRecord on ElectionRecord {
  format
  election { id group question board round participants threshold trustees }
  trustees { seat name commitments proof { ...RestProof } }
  publicKey
  ballots { alpha beta proof { ...RestProof } }
  usedInvites
  tally { alpha beta }
  partialDecryptions { seat factor proof { ...RestProof } }
  result { for against }
}`;
const TASK = `fragment RestTask on CommissionTask {
  seat memberName trustees threshold electionId status
  defense { candidate thesisTitle degree scienceBranch specialty { code name } defenseAt place boardCode boardName }
  deviceKeys
  dealings { seat commitments proof { ...RestProof } share { to ephemeral value } }
  confirmed publicKey decrypted tallied
}`;

const withFragments = (body: string, ...fragments: string[]) => [body, ...fragments].join("\n");

/** The operations, by the REST route that runs them. */
export const ops = {
  login: withFragments(
    "mutation RestLogin($email: String!, $password: String!) { login(email: $email, password: $password) { ...RestUser } }",
    USER,
  ),
  logout: "mutation RestLogout { logout }",
  me: withFragments("query RestMe { me { ...RestUser } }", USER),

  adminBoards: withFragments(
    `query RestAdminBoards($search: String, $archived: Boolean, $sort: BoardSort, $direction: SortDirection, $offset: Int, $limit: Int) {
      adminBoards(search: $search, archived: $archived, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
        items { ...RestBoard } total totalExact
      }
    }`,
    BOARD,
  ),
  adminBoard: withFragments(
    "query RestAdminBoard($id: ID!) { adminBoard(id: $id) { ...RestBoard members { ...RestMember } } }",
    BOARD,
    MEMBER,
  ),
  adminDefenses: withFragments(
    `query RestAdminDefenses($search: String, $boardId: ID, $from: String, $to: String, $archived: Boolean, $sort: DefenseSort, $direction: SortDirection, $offset: Int, $limit: Int) {
      adminDefenses(search: $search, boardId: $boardId, from: $from, to: $to, archived: $archived, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
        items { ...RestDefense resultPolls { ...RestResult } } total totalExact
      }
    }`,
    DEFENSE,
    RESULT,
  ),
  adminDefense: withFragments(
    "query RestAdminDefense($id: ID!) { adminDefense(id: $id) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  adminSecretars: withFragments(
    `query RestAdminSecretars($search: String, $offset: Int, $limit: Int) {
      adminSecretars(search: $search, offset: $offset, limit: $limit) { items { ...RestSecretar } total }
    }`,
    SECRETAR,
    BOARD,
  ),
  auditLogCsv: `query RestAuditCsv($entity: String, $entityId: String, $action: String, $from: String, $to: String) {
    auditLogCsv(entity: $entity, entityId: $entityId, action: $action, from: $from, to: $to)
  }`,
  register: "mutation RestRegister($input: RegisterInput!) { register(input: $input) { message } }",
  confirmRegistration: withFragments(
    "mutation RestConfirmRegistration($token: String!) { confirmRegistration(token: $token) { ...RestUser } }",
    USER,
  ),
  requestPasswordReset:
    "mutation RestRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }",
  resetPassword:
    "mutation RestResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }",
  adminSecretar: withFragments(
    "query RestAdminSecretar($id: ID!) { adminSecretar(id: $id) { ...RestSecretar } }",
    SECRETAR,
    BOARD,
  ),

  secretarBoards: withFragments("query RestSecretarBoards { secretarBoards { ...RestBoard } }", BOARD),
  secretarBoard: withFragments(
    "query RestSecretarBoard($id: ID!) { secretarBoard(id: $id) { ...RestBoard members { ...RestMember } } }",
    BOARD,
    MEMBER,
  ),
  secretarDefenses: withFragments(
    "query RestSecretarDefenses { secretarDefenses { ...RestDefense resultPolls { ...RestResult } } secretarBoards { ...RestBoard } }",
    DEFENSE,
    RESULT,
    BOARD,
  ),
  secretarDefense: withFragments(
    "query RestSecretarDefense($id: ID!) { secretarDefense(id: $id) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  sendInvites: withFragments(
    "mutation RestSendInvites($id: ID!, $memberIds: [ID!]!) { sendInvites(defenseId: $id, memberIds: $memberIds) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  closePoll: withFragments(
    "mutation RestClosePoll($id: ID!) { closePoll(defenseId: $id) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),

  resendInvites: withFragments(
    "mutation RestResendInvites($id: ID!, $memberIds: [ID!]) { resendInvites(defenseId: $id, memberIds: $memberIds) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  annulPoll: withFragments(
    "mutation RestAnnulPoll($id: ID!, $reason: String!) { annulPoll(defenseId: $id, reason: $reason) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  setCountingCommission: withFragments(
    "mutation RestCommission($id: ID!, $memberIds: [ID!]!) { setCountingCommission(defenseId: $id, memberIds: $memberIds) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    RESULT,
    BOARD,
    MEMBER,
  ),
  protocol: `query RestProtocol($id: ID!) { secretarDefense(id: $id) { protocol { ...RestProtocol } } }
    ${PROTOCOL}`,
  adminProtocol: `query RestAdminProtocol($id: ID!) { adminDefense(id: $id) { protocol { ...RestProtocol } } }
    ${PROTOCOL}`,

  previewMemberImport: `mutation RestPreviewImport($id: ID!, $file: String!) {
    previewMemberImport(boardId: $id, file: $file) { encoding delimiter errorCount rows { line fio email error } }
  }`,
  importMembers: withFragments(
    "mutation RestImport($id: ID!, $file: String!) { importMembers(boardId: $id, file: $file) { ...RestMember } }",
    MEMBER,
  ),

  poll: `query RestPoll($token: String!) {
    poll(token: $token) {
      status voted deadline
      defense { candidate thesisTitle degree scienceBranch specialty { code name } defenseAt place boardCode boardName }
      questions { id text choices }
    }
  }`,
  setRoll: withFragments(
    "mutation RestSetRoll($id: ID!, $memberIds: [ID!]!) { setRoll(defenseId: $id, memberIds: $memberIds) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    BOARD,
    MEMBER,
    RESULT,
  ),
  addDefenseMember: withFragments(
    "mutation RestAddDefenseMember($id: ID!, $input: MemberInput!) { addDefenseMember(defenseId: $id, input: $input) { ...RestMember } }",
    MEMBER,
  ),
  submitBallot:
    "mutation RestSubmitBallot($token: String!, $answers: [AnswerInput!]!) { submitBallot(token: $token, answers: $answers) { accepted tracker } }",
  pollRecord: withFragments(
    "query RestPollRecord($token: String!) { poll(token: $token) { record { ...RestRecord } } }",
    RECORD,
    PROOF,
  ),
  secretarRecord: withFragments(
    "query RestSecretarRecord($id: ID!) { secretarDefense(id: $id) { electionRecord { ...RestRecord } } }",
    RECORD,
    PROOF,
  ),
  adminRecord: withFragments(
    "query RestAdminRecord($id: ID!) { adminDefense(id: $id) { electionRecord { ...RestRecord } } }",
    RECORD,
    PROOF,
  ),
  commissionTask: withFragments(
    "query RestCommissionTask($token: String!) { commissionTask(token: $token) { ...RestTask record { ...RestRecord } } }",
    TASK,
    RECORD,
    PROOF,
  ),
  registerCommissionDevice: withFragments(
    "mutation RestRegisterDevice($token: String!, $publicKey: String!, $proof: ProofInput!) { registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) { ...RestTask } }",
    TASK,
    PROOF,
  ),
  submitDealing: withFragments(
    "mutation RestSubmitDealing($token: String!, $dealing: DealingInput!) { submitDealing(token: $token, dealing: $dealing) { ...RestTask } }",
    TASK,
    PROOF,
  ),
  confirmKeyShare: withFragments(
    "mutation RestConfirmKeyShare($token: String!, $verificationKey: String!) { confirmKeyShare(token: $token, verificationKey: $verificationKey) { ...RestTask } }",
    TASK,
    PROOF,
  ),
  reportDealing: withFragments(
    "mutation RestReportDealing($token: String!, $seat: Int!) { reportDealing(token: $token, seat: $seat) { ...RestTask } }",
    TASK,
    PROOF,
  ),
  submitPartialDecryption: withFragments(
    "mutation RestSubmitPartial($token: String!, $factor: String!, $proof: ProofInput!) { submitPartialDecryption(token: $token, factor: $factor, proof: $proof) { ...RestTask } }",
    TASK,
    PROOF,
  ),
  resendCommissionLinks: withFragments(
    "mutation RestResendCommissionLinks($id: ID!, $memberIds: [ID!]) { resendCommissionLinks(defenseId: $id, memberIds: $memberIds) { ...RestDefenseFull } }",
    DEFENSE,
    DEFENSE_FULL,
    BOARD,
    MEMBER,
    RESULT,
  ),
} as const;

import type { GraphQLResolveInfo } from "graphql";
import type { UserRow } from "../auth/user.table.ts";
import type { BoardRow, MemberRow, RuleSetRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { InviteRow } from "../polls/poll.table.ts";
import type { MemberPoll, MemberPollDefense } from "../polls/ballot.service.ts";
import type { ProtocolData } from "../polls/protocol.service.ts";
import type { PollResult } from "../polls/tally.ts";
import type { Context } from "../graphql/context.ts";
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** An answer to one ballot question. */
export type AnswerInput = {
  choice: Choice;
  questionId: Scalars["ID"]["input"];
};

/** Confirmation that a ballot was stored (after COMMIT). */
export type BallotReceipt = {
  __typename?: "BallotReceipt";
  accepted: Scalars["Boolean"]["output"];
};

/** A dissertation council (диссертационный совет). */
export type Board = {
  __typename?: "Board";
  /** Council code (шифр), e.g. `24.2.327.01`. */
  code: Scalars["String"]["output"];
  id: Scalars["ID"]["output"];
  memberCount: Scalars["Int"]["output"];
  /** The current списочный состав, ordered: chairman, deputies, secretary, members by name. */
  members: Array<BoardMember>;
  name: Scalars["String"]["output"];
  /** The organization that hosts the council. */
  organization: Scalars["String"]["output"];
  /** The voting rules the council applies. */
  ruleSet: RuleSet;
  specialties: Array<Specialty>;
};

/** A member of a council's списочный состав. */
export type BoardMember = {
  __typename?: "BoardMember";
  /** Academic title (профессор, доцент), if any. */
  academicTitle: Maybe<Scalars["String"]["output"]>;
  degree: AcademicDegree;
  /** Degree as written, e.g. «доктор физико-математических наук». */
  degreeTitle: Scalars["String"]["output"];
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  id: Scalars["ID"]["output"];
  position: MemberPosition;
  /** Specialty code the member represents on the council. */
  specialtyCode: Scalars["String"]["output"];
};

/** A ballot choice. */
export type Choice =
  /** «Против». */
  | "AGAINST"
  /** «За». */
  | "FOR";

/**
 * Протокол счетной комиссии of a closed vote, with the fields the regulation lists. Its numbers
 * come from the same tally as resultPolls.
 */
export type CountingProtocol = {
  __typename?: "CountingProtocol";
  /** Members added to the council for this defense. */
  addedForDefense: Scalars["Int"]["output"];
  /** Состав совета утвержден в количестве: the списочный состав. */
  approvedSize: Scalars["Int"]["output"];
  ballotsIssued: Scalars["Int"]["output"];
  ballotsReturned: Scalars["Int"]["output"];
  boardCode: Scalars["String"]["output"];
  boardName: Scalars["String"]["output"];
  candidate: Scalars["String"]["output"];
  closedAt: Scalars["String"]["output"];
  /** The счетная комиссия (at least 3 participants). */
  commission: Array<BoardMember>;
  decision: Decision;
  defenseAt: Scalars["String"]["output"];
  degree: DefenseDegree;
  explanation: Scalars["String"]["output"];
  /** An electronic ballot cannot be spoiled: always 0. */
  invalid: Scalars["Int"]["output"];
  organization: Scalars["String"]["output"];
  /** Where to download the PDF (an /api/v1 path; same session). */
  pdfPath: Scalars["String"]["output"];
  /** Members present (participants). */
  present: Scalars["Int"]["output"];
  /** Of them, doctors of science of the defense's specialty. */
  presentSpecialtyDoctors: Scalars["Int"]["output"];
  scienceBranch: Scalars["String"]["output"];
  specialty: Specialty;
  votesAgainst: Scalars["Int"]["output"];
  votesFor: Scalars["Int"]["output"];
};

/** The outcome of a closed vote. */
export type Decision =
  /** Fewer than that voted «за». */
  | "NEGATIVE"
  /** The sitting had no quorum, so there is no decision. */
  | "NO_QUORUM"
  /** At least the rule set's share (2/3) of the participants voted «за». */
  | "POSITIVE";

/** A thesis defense (защита диссертации). */
export type Defense = {
  __typename?: "Defense";
  board: Board;
  /** Соискатель: full name of the candidate. */
  candidate: Scalars["String"]["output"];
  /** The board member who is the соискатель, if any: they cannot take part in the vote. */
  candidateMember: Maybe<BoardMember>;
  /** The счетная комиссия chosen for this defense's vote (participants only). */
  commission: Array<BoardMember>;
  /** Date and time of the sitting, ISO 8601. */
  defenseAt: Scalars["String"]["output"];
  degree: DefenseDegree;
  id: Scalars["ID"]["output"];
  /** One entry per invited member: delivery and whether they have voted, never how. */
  invites: Array<PollInvite>;
  place: Maybe<Scalars["String"]["output"]>;
  /** The протокол счетной комиссии; null until the poll is closed. */
  protocol: Maybe<CountingProtocol>;
  /** The secret vote's turnout and, once the poll is closed, its tally. */
  resultPolls: ResultPolls;
  /** Отрасль науки, e.g. «физико-математических наук». */
  scienceBranch: Scalars["String"]["output"];
  specialty: Specialty;
  thesisTitle: Scalars["String"]["output"];
};

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

/** Participants against the share of the списочный состав the rule set requires. */
export type ListQuorum = {
  __typename?: "ListQuorum";
  listSize: Scalars["Int"]["output"];
  met: Scalars["Boolean"]["output"];
  /** Members taking part (the participants). */
  present: Scalars["Int"]["output"];
  /** Participants required: ceil(listSize × listQuorumNum / listQuorumDen). */
  required: Scalars["Int"]["output"];
};

/** Position of a member within the council. */
export type MemberPosition = "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "MEMBER" | "SECRETARY";

export type Mutation = {
  __typename?: "Mutation";
  /** Records the vote as annulled with a reason (kept, not deleted). Open links stop working. */
  annulPoll: Defense;
  /** Closes the defense's poll: no more ballots; the tally becomes visible. A closed poll cannot reopen. */
  closePoll: Defense;
  /** Signs in with email and password; sets the session cookie. */
  login: User;
  /** Ends the current session. Always true. */
  logout: Scalars["Boolean"]["output"];
  /**
   * Sends a fresh link to the given participants, or to every participant who has not voted
   * when `memberIds` is omitted. Old links stop working at once.
   */
  resendInvites: Defense;
  /**
   * Makes the selected members participants of the defense's secret vote, opens the poll
   * and queues an invite email to each. A member already invited who has not voted gets a
   * fresh link (the old one stops working at once); members who have voted are left alone.
   * `deadline` (ISO 8601, in the future) is set when the poll opens.
   */
  sendInvites: Defense;
  /** Chooses the счетная комиссия: at least 3 participants of the vote. */
  setCountingCommission: Defense;
  /** Casts the member's secret ballot. A token votes once. */
  submitBallot: BallotReceipt;
};

export type MutationAnnulPollArgs = {
  defenseId: Scalars["ID"]["input"];
  reason: Scalars["String"]["input"];
};

export type MutationClosePollArgs = {
  defenseId: Scalars["ID"]["input"];
};

export type MutationLoginArgs = {
  email: Scalars["String"]["input"];
  password: Scalars["String"]["input"];
};

export type MutationResendInvitesArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds?: InputMaybe<Array<Scalars["ID"]["input"]>>;
};

export type MutationSendInvitesArgs = {
  deadline?: InputMaybe<Scalars["String"]["input"]>;
  defenseId: Scalars["ID"]["input"];
  memberIds: Array<Scalars["ID"]["input"]>;
};

export type MutationSetCountingCommissionArgs = {
  defenseId: Scalars["ID"]["input"];
  memberIds: Array<Scalars["ID"]["input"]>;
};

export type MutationSubmitBallotArgs = {
  answers: Array<AnswerInput>;
  token: Scalars["String"]["input"];
};

/** What a member sees when opening their token link. Opening it consumes nothing. */
export type Poll = {
  __typename?: "Poll";
  /** When the poll closes by itself, ISO 8601, if set. */
  deadline: Maybe<Scalars["String"]["output"]>;
  defense: PollDefense;
  questions: Array<PollQuestion>;
  status: PollStatus;
  /** Whether this token has already been used to vote. */
  voted: Scalars["Boolean"]["output"];
};

/** The public facts of a defense, as a member sees them on the ballot. */
export type PollDefense = {
  __typename?: "PollDefense";
  boardCode: Scalars["String"]["output"];
  boardName: Scalars["String"]["output"];
  candidate: Scalars["String"]["output"];
  defenseAt: Scalars["String"]["output"];
  degree: DefenseDegree;
  place: Maybe<Scalars["String"]["output"]>;
  scienceBranch: Scalars["String"]["output"];
  specialty: Specialty;
  thesisTitle: Scalars["String"]["output"];
};

/** An invite of one member to one defense's vote. */
export type PollInvite = {
  __typename?: "PollInvite";
  /** Delivery attempts so far. */
  attempts: Scalars["Int"]["output"];
  delivery: InviteDelivery;
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
  choices: Array<Choice>;
  id: Scalars["ID"]["output"];
  text: Scalars["String"]["output"];
};

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

export type Query = {
  __typename?: "Query";
  adminBoard: Maybe<Board>;
  /** All councils. */
  adminBoards: Array<Board>;
  adminDefense: Maybe<Defense>;
  /** All defenses, newest first. */
  adminDefenses: Array<Defense>;
  adminSecretar: Maybe<Secretar>;
  /** Users holding the secretar role. */
  adminSecretars: Array<Secretar>;
  /** The signed-in user, or null for a guest. */
  me: Maybe<User>;
  /** The ballot behind a member's token link. Reading it consumes nothing. */
  poll: Maybe<Poll>;
  /** One council the signed-in secretary runs; NOT_FOUND for any other. */
  secretarBoard: Maybe<Board>;
  /** The councils the signed-in secretary runs. */
  secretarBoards: Array<Board>;
  /** One defense of the secretary's councils; NOT_FOUND for any other. */
  secretarDefense: Maybe<Defense>;
  /** Defenses of the secretary's councils, soonest first. */
  secretarDefenses: Array<Defense>;
};

export type QueryAdminBoardArgs = {
  id: Scalars["ID"]["input"];
};

export type QueryAdminDefenseArgs = {
  id: Scalars["ID"]["input"];
};

export type QueryAdminSecretarArgs = {
  id: Scalars["ID"]["input"];
};

export type QueryPollArgs = {
  token: Scalars["String"]["input"];
};

export type QuerySecretarBoardArgs = {
  id: Scalars["ID"]["input"];
};

export type QuerySecretarDefenseArgs = {
  id: Scalars["ID"]["input"];
};

/** Whether the sitting is valid, and why. */
export type Quorum = {
  __typename?: "Quorum";
  list: ListQuorum;
  met: Scalars["Boolean"]["output"];
  specialty: SpecialtyQuorum;
};

/**
 * Turnout of a defense's secret vote, and its tally once closed. While the poll is open only
 * turnout is given: with few voters a partial tally would reveal votes.
 */
export type ResultPolls = {
  __typename?: "ResultPolls";
  /** Why the vote was annulled; null unless annulled. */
  annulReason: Maybe<Scalars["String"]["output"]>;
  /** When the poll was closed, ISO 8601. */
  closedAt: Maybe<Scalars["String"]["output"]>;
  /** When the poll closes by itself, ISO 8601; null: only the secretary closes it. */
  deadline: Maybe<Scalars["String"]["output"]>;
  /** null unless closed. */
  decision: Maybe<Decision>;
  /** The decision in Russian, e.g. «За — 14 из 18 участвовавших, требуется не менее 12…»; null unless closed. */
  explanation: Maybe<Scalars["String"]["output"]>;
  /** Invites delivered to the mail server. */
  invited: Scalars["Int"]["output"];
  /** Members on the списочный состав (frozen when the poll closes). */
  listSize: Scalars["Int"]["output"];
  /** Participants who cast no ballot; null unless closed. */
  notReturned: Maybe<Scalars["Int"]["output"]>;
  /** Members the secretary selected to take part (each has an invite). */
  participants: Scalars["Int"]["output"];
  quorum: Quorum;
  status: PollStatus;
  /** Ballots received. */
  voted: Scalars["Int"]["output"];
  /** Ballots «против»; null unless closed. */
  votesAgainst: Maybe<Scalars["Int"]["output"]>;
  /** Ballots «за»; null unless closed. */
  votesFor: Maybe<Scalars["Int"]["output"]>;
};

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

/**
 * A council's voting rules, as data (default: Положение о совете по защите диссертаций,
 * приказ Минобрнауки России № 1093). All thresholds are integer ratios.
 */
export type RuleSet = {
  __typename?: "RuleSet";
  code: Scalars["String"]["output"];
  /** Share of participants who must vote «за»: denominator (1093: 3). */
  decisionDen: Scalars["Int"]["output"];
  /** Share of participants who must vote «за»: numerator (1093: 2). */
  decisionNum: Scalars["Int"]["output"];
  /** Share of the списочный состав that must take part: denominator (1093: 3). */
  listQuorumDen: Scalars["Int"]["output"];
  /** Share of the списочный состав that must take part: numerator (1093: 2). */
  listQuorumNum: Scalars["Int"]["output"];
  name: Scalars["String"]["output"];
  /** Whether the council's ученый секретарь may take part in the vote. */
  secretaryVotes: Scalars["Boolean"]["output"];
  /** Doctors of science of the defense's specialty required among participants, кандидатская (1093: 3). */
  specialtyDoctorsCandidate: Scalars["Int"]["output"];
  /** The same for a докторская (1093: 5). */
  specialtyDoctorsDoctoral: Scalars["Int"]["output"];
};

/** A secretary and the councils they run. */
export type Secretar = {
  __typename?: "Secretar";
  boards: Array<Board>;
  email: Scalars["String"]["output"];
  fio: Scalars["String"]["output"];
  id: Scalars["ID"]["output"];
};

/** A scientific specialty in the current nomenclature, e.g. `1.2.2` «Математическое моделирование…». */
export type Specialty = {
  __typename?: "Specialty";
  code: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
};

/** Doctors of science of the defense's specialty among participants against those required. */
export type SpecialtyQuorum = {
  __typename?: "SpecialtyQuorum";
  met: Scalars["Boolean"]["output"];
  present: Scalars["Int"]["output"];
  required: Scalars["Int"]["output"];
  specialtyCode: Scalars["String"]["output"];
};

/** A signed-in staff user. */
export type User = {
  __typename?: "User";
  email: Scalars["String"]["output"];
  /** Full name (ФИО). */
  fio: Scalars["String"]["output"];
  id: Scalars["ID"]["output"];
  roles: Array<UserRole>;
};

/** One entry of a user's role list (the spec's `roles[].role`). */
export type UserRole = {
  __typename?: "UserRole";
  role: Role;
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
  BallotReceipt: ResolverTypeWrapper<BallotReceipt>;
  Board: ResolverTypeWrapper<BoardRow>;
  BoardMember: ResolverTypeWrapper<MemberRow>;
  Boolean: ResolverTypeWrapper<Scalars["Boolean"]["output"]>;
  Choice: Choice;
  CountingProtocol: ResolverTypeWrapper<ProtocolData>;
  Decision: Decision;
  Defense: ResolverTypeWrapper<DefenseRow>;
  DefenseDegree: DefenseDegree;
  ID: ResolverTypeWrapper<Scalars["ID"]["output"]>;
  Int: ResolverTypeWrapper<Scalars["Int"]["output"]>;
  InviteDelivery: InviteDelivery;
  ListQuorum: ResolverTypeWrapper<ListQuorum>;
  MemberPosition: MemberPosition;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Poll: ResolverTypeWrapper<MemberPoll>;
  PollDefense: ResolverTypeWrapper<MemberPollDefense>;
  PollInvite: ResolverTypeWrapper<InviteRow>;
  PollQuestion: ResolverTypeWrapper<PollQuestion>;
  PollStatus: PollStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quorum: ResolverTypeWrapper<Quorum>;
  ResultPolls: ResolverTypeWrapper<PollResult>;
  Role: Role;
  RuleSet: ResolverTypeWrapper<RuleSetRow>;
  Secretar: ResolverTypeWrapper<UserRow>;
  Specialty: ResolverTypeWrapper<Specialty>;
  SpecialtyQuorum: ResolverTypeWrapper<SpecialtyQuorum>;
  String: ResolverTypeWrapper<Scalars["String"]["output"]>;
  User: ResolverTypeWrapper<UserRow>;
  UserRole: ResolverTypeWrapper<UserRole>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AnswerInput: AnswerInput;
  BallotReceipt: BallotReceipt;
  Board: BoardRow;
  BoardMember: MemberRow;
  Boolean: Scalars["Boolean"]["output"];
  CountingProtocol: ProtocolData;
  Defense: DefenseRow;
  ID: Scalars["ID"]["output"];
  Int: Scalars["Int"]["output"];
  ListQuorum: ListQuorum;
  Mutation: Record<PropertyKey, never>;
  Poll: MemberPoll;
  PollDefense: MemberPollDefense;
  PollInvite: InviteRow;
  PollQuestion: PollQuestion;
  Query: Record<PropertyKey, never>;
  Quorum: Quorum;
  ResultPolls: PollResult;
  RuleSet: RuleSetRow;
  Secretar: UserRow;
  Specialty: Specialty;
  SpecialtyQuorum: SpecialtyQuorum;
  String: Scalars["String"]["output"];
  User: UserRow;
  UserRole: UserRole;
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

export type BallotReceiptResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["BallotReceipt"] = ResolversParentTypes["BallotReceipt"],
> = ResolversObject<{
  accepted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
}>;

export type BoardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Board"] = ResolversParentTypes["Board"],
> = ResolversObject<{
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  ruleSet?: Resolver<ResolversTypes["RuleSet"], ParentType, ContextType>;
  specialties?: Resolver<Array<ResolversTypes["Specialty"]>, ParentType, ContextType>;
}>;

export type BoardMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["BoardMember"] = ResolversParentTypes["BoardMember"],
> = ResolversObject<{
  academicTitle?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["AcademicDegree"], ParentType, ContextType>;
  degreeTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["MemberPosition"], ParentType, ContextType>;
  specialtyCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type CountingProtocolResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["CountingProtocol"] = ResolversParentTypes["CountingProtocol"],
> = ResolversObject<{
  addedForDefense?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  approvedSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ballotsIssued?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ballotsReturned?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  boardCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  commission?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes["Decision"], ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  present?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  presentSpecialtyDoctors?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  votesAgainst?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  votesFor?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
}>;

export type DefenseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Defense"] = ResolversParentTypes["Defense"],
> = ResolversObject<{
  board?: Resolver<ResolversTypes["Board"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  candidateMember?: Resolver<Maybe<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  commission?: Resolver<Array<ResolversTypes["BoardMember"]>, ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes["PollInvite"]>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  protocol?: Resolver<Maybe<ResolversTypes["CountingProtocol"]>, ParentType, ContextType>;
  resultPolls?: Resolver<ResolversTypes["ResultPolls"], ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
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

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Mutation"] = ResolversParentTypes["Mutation"],
> = ResolversObject<{
  annulPoll?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationAnnulPollArgs, "defenseId" | "reason">
  >;
  closePoll?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationClosePollArgs, "defenseId">
  >;
  login?: Resolver<
    ResolversTypes["User"],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, "email" | "password">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  resendInvites?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationResendInvitesArgs, "defenseId">
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
  submitBallot?: Resolver<
    ResolversTypes["BallotReceipt"],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitBallotArgs, "answers" | "token">
  >;
}>;

export type PollResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Poll"] = ResolversParentTypes["Poll"],
> = ResolversObject<{
  deadline?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  defense?: Resolver<ResolversTypes["PollDefense"], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes["PollQuestion"]>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
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
  adminBoards?: Resolver<Array<ResolversTypes["Board"]>, ParentType, ContextType>;
  adminDefense?: Resolver<
    Maybe<ResolversTypes["Defense"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminDefenseArgs, "id">
  >;
  adminDefenses?: Resolver<Array<ResolversTypes["Defense"]>, ParentType, ContextType>;
  adminSecretar?: Resolver<
    Maybe<ResolversTypes["Secretar"]>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminSecretarArgs, "id">
  >;
  adminSecretars?: Resolver<Array<ResolversTypes["Secretar"]>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
  poll?: Resolver<
    Maybe<ResolversTypes["Poll"]>,
    ParentType,
    ContextType,
    RequireFields<QueryPollArgs, "token">
  >;
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
  specialty?: Resolver<ResolversTypes["SpecialtyQuorum"], ParentType, ContextType>;
}>;

export type ResultPollsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ResultPolls"] = ResolversParentTypes["ResultPolls"],
> = ResolversObject<{
  annulReason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes["Decision"]>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  invited?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  notReturned?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  participants?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  quorum?: Resolver<ResolversTypes["Quorum"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  votesAgainst?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  votesFor?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
}>;

export type RuleSetResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["RuleSet"] = ResolversParentTypes["RuleSet"],
> = ResolversObject<{
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  decisionDen?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  decisionNum?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listQuorumDen?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  listQuorumNum?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  secretaryVotes?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  specialtyDoctorsCandidate?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  specialtyDoctorsDoctoral?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
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

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["User"] = ResolversParentTypes["User"],
> = ResolversObject<{
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes["UserRole"]>, ParentType, ContextType>;
}>;

export type UserRoleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["UserRole"] = ResolversParentTypes["UserRole"],
> = ResolversObject<{
  role?: Resolver<ResolversTypes["Role"], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  BallotReceipt?: BallotReceiptResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardMember?: BoardMemberResolvers<ContextType>;
  CountingProtocol?: CountingProtocolResolvers<ContextType>;
  Defense?: DefenseResolvers<ContextType>;
  ListQuorum?: ListQuorumResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Poll?: PollResolvers<ContextType>;
  PollDefense?: PollDefenseResolvers<ContextType>;
  PollInvite?: PollInviteResolvers<ContextType>;
  PollQuestion?: PollQuestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quorum?: QuorumResolvers<ContextType>;
  ResultPolls?: ResultPollsResolvers<ContextType>;
  RuleSet?: RuleSetResolvers<ContextType>;
  Secretar?: SecretarResolvers<ContextType>;
  Specialty?: SpecialtyResolvers<ContextType>;
  SpecialtyQuorum?: SpecialtyQuorumResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;

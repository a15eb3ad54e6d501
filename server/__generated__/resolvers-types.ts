import type { GraphQLResolveInfo } from "graphql";
import type { UserRow } from "../auth/user.table.ts";
import type { BoardRow, MemberRow } from "../boards/board.table.ts";
import type { DefenseRow } from "../defenses/defense.table.ts";
import type { InviteRow } from "../polls/poll.table.ts";
import type { MemberPoll, MemberPollDefense } from "../polls/poll.service.ts";
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

/** A thesis defense (защита диссертации). */
export type Defense = {
  __typename?: "Defense";
  board: Board;
  /** Соискатель: full name of the candidate. */
  candidate: Scalars["String"]["output"];
  /** Date and time of the sitting, ISO 8601. */
  defenseAt: Scalars["String"]["output"];
  degree: DefenseDegree;
  id: Scalars["ID"]["output"];
  /** One entry per invited member: delivery and whether they have voted, never how. */
  invites: Array<PollInvite>;
  place: Maybe<Scalars["String"]["output"]>;
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

/** Position of a member within the council. */
export type MemberPosition = "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "MEMBER" | "SECRETARY";

export type Mutation = {
  __typename?: "Mutation";
  /** Closes the defense's poll: no more ballots; the tally becomes visible. */
  closePoll: Defense;
  /** Signs in with email and password; sets the session cookie. */
  login: User;
  /** Ends the current session. Always true. */
  logout: Scalars["Boolean"]["output"];
  /**
   * Invites the selected members of the defense's council to the secret vote and
   * opens the poll. A member already invited who has not voted gets a fresh link
   * (the old one stops working); members who have voted are left alone.
   */
  sendInvites: Defense;
  /** Casts the member's secret ballot. A token votes once. */
  submitBallot: BallotReceipt;
};

export type MutationClosePollArgs = {
  defenseId: Scalars["ID"]["input"];
};

export type MutationLoginArgs = {
  email: Scalars["String"]["input"];
  password: Scalars["String"]["input"];
};

export type MutationSendInvitesArgs = {
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
  member: BoardMember;
  /** The last delivery error, if sending failed. */
  sendError: Maybe<Scalars["String"]["output"]>;
  /** When the email was handed to the mail server, ISO 8601; null if not (yet) sent. */
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

/** State of a defense's secret vote. */
export type PollStatus =
  /** Voting ended; the tally is final. */
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

/** Turnout of a defense's secret vote, and its tally once closed. */
export type ResultPolls = {
  __typename?: "ResultPolls";
  /** When the poll was closed, ISO 8601. */
  closedAt: Maybe<Scalars["String"]["output"]>;
  /** Members invited to vote. */
  invited: Scalars["Int"]["output"];
  status: PollStatus;
  /** Ballots received. */
  voted: Scalars["Int"]["output"];
  /** Ballots «против»; null while the poll is open. */
  votesAgainst: Maybe<Scalars["Int"]["output"]>;
  /** Ballots «за»; null while the poll is open, so a partial tally reveals no vote. */
  votesFor: Maybe<Scalars["Int"]["output"]>;
};

/** Staff roles. A user with neither is a plain authenticated user. */
export type Role =
  /** Администратор: manages councils, defenses and secretaries. */
  | "ADMIN"
  /** Ученый секретарь: runs the defenses of the councils assigned to them. */
  | "SECRETAR";

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
  Defense: ResolverTypeWrapper<DefenseRow>;
  DefenseDegree: DefenseDegree;
  ID: ResolverTypeWrapper<Scalars["ID"]["output"]>;
  Int: ResolverTypeWrapper<Scalars["Int"]["output"]>;
  MemberPosition: MemberPosition;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Poll: ResolverTypeWrapper<MemberPoll>;
  PollDefense: ResolverTypeWrapper<MemberPollDefense>;
  PollInvite: ResolverTypeWrapper<InviteRow>;
  PollQuestion: ResolverTypeWrapper<PollQuestion>;
  PollStatus: PollStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResultPolls: ResolverTypeWrapper<PollResult>;
  Role: Role;
  Secretar: ResolverTypeWrapper<UserRow>;
  Specialty: ResolverTypeWrapper<Specialty>;
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
  Defense: DefenseRow;
  ID: Scalars["ID"]["output"];
  Int: Scalars["Int"]["output"];
  Mutation: Record<PropertyKey, never>;
  Poll: MemberPoll;
  PollDefense: MemberPollDefense;
  PollInvite: InviteRow;
  PollQuestion: PollQuestion;
  Query: Record<PropertyKey, never>;
  ResultPolls: PollResult;
  Secretar: UserRow;
  Specialty: Specialty;
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

export type DefenseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Defense"] = ResolversParentTypes["Defense"],
> = ResolversObject<{
  board?: Resolver<ResolversTypes["Board"], ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  defenseAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  degree?: Resolver<ResolversTypes["DefenseDegree"], ParentType, ContextType>;
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes["PollInvite"]>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  resultPolls?: Resolver<ResolversTypes["ResultPolls"], ParentType, ContextType>;
  scienceBranch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes["Specialty"], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
}>;

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["Mutation"] = ResolversParentTypes["Mutation"],
> = ResolversObject<{
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
  sendInvites?: Resolver<
    ResolversTypes["Defense"],
    ParentType,
    ContextType,
    RequireFields<MutationSendInvitesArgs, "defenseId" | "memberIds">
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

export type ResultPollsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes["ResultPolls"] = ResolversParentTypes["ResultPolls"],
> = ResolversObject<{
  closedAt?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  invited?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PollStatus"], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  votesAgainst?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  votesFor?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
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
  Defense?: DefenseResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Poll?: PollResolvers<ContextType>;
  PollDefense?: PollDefenseResolvers<ContextType>;
  PollInvite?: PollInviteResolvers<ContextType>;
  PollQuestion?: PollQuestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResultPolls?: ResultPollsResolvers<ContextType>;
  Secretar?: SecretarResolvers<ContextType>;
  Specialty?: SpecialtyResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;

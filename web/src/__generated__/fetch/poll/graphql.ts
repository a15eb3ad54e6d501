/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
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

/** An encrypted ballot as the member's browser sends it (docs/RECORD.md, «Ballot»). */
export type EncryptedBallotInput = {
  /** g^r: a ristretto255 point, 64 lowercase hex characters. */
  alpha: string;
  /** g^choice · publicKey^r: a ristretto255 point, 64 lowercase hex characters. */
  beta: string;
  /** The disjunctive proof: exactly two pairs, for choice 0 and for choice 1. */
  proof: Array<ProofInput>;
};

/** State of a defense's secret vote: DRAFT → OPEN → CLOSED; a wrongly run vote is ANNULLED (and a new round may follow). */
export type PollStatus =
  /** The vote was annulled with a reason; it is kept, not deleted, and has no decision. */
  | "ANNULLED"
  /** Voting ended (closed by the secretary, by its deadline, or when every participant voted); the commission then decrypts the count. */
  | "CLOSED"
  /** The sitting is being prepared: the roll and the commission are chosen; no ballot yet. */
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
    encryption: { electionId: string; publicKey: string } | null;
  } | null;
};

export type SubmitBallotMutationVariables = Exact<{
  token: string;
  answers: Array<AnswerInput> | AnswerInput;
}>;

export type SubmitBallotMutation = { submitBallot: { accepted: boolean; tracker: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>["__apiType"]>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PollDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Poll($token: String!) {
  poll(token: $token) {
    status
    deadline
    voted
    defense {
      candidate
      thesisTitle
      degree
      scienceBranch
      specialty {
        code
        name
      }
      defenseAt
      place
      boardCode
      boardName
    }
    questions {
      id
      text
      choices
    }
    encryption {
      electionId
      publicKey
    }
  }
}
    `) as unknown as TypedDocumentString<PollQuery, PollQueryVariables>;
export const SubmitBallotDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {
  submitBallot(token: $token, answers: $answers) {
    accepted
    tracker
  }
}
    `) as unknown as TypedDocumentString<SubmitBallotMutation, SubmitBallotMutationVariables>;

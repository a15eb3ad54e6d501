/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
export type ElectionRecord_FileFragment = {
  format: string;
  publicKey: string;
  usedInvites: number;
  election: {
    id: string;
    group: string;
    question: string;
    board: string;
    round: number;
    participants: number;
    threshold: number;
    trustees: number;
  };
  trustees: Array<{
    seat: number;
    name: string;
    commitments: Array<string>;
    proof: { challenge: string; response: string };
  }>;
  ballots: Array<{ alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> }>;
  tally: { alpha: string; beta: string } | null;
  partialDecryptions: Array<{ seat: number; factor: string; proof: { challenge: string; response: string } }>;
  result: { for: number; against: number } | null;
};

export type PollRecordQueryVariables = Exact<{
  token: string;
}>;

export type PollRecordQuery = {
  poll: {
    record: {
      format: string;
      publicKey: string;
      usedInvites: number;
      election: {
        id: string;
        group: string;
        question: string;
        board: string;
        round: number;
        participants: number;
        threshold: number;
        trustees: number;
      };
      trustees: Array<{
        seat: number;
        name: string;
        commitments: Array<string>;
        proof: { challenge: string; response: string };
      }>;
      ballots: Array<{ alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> }>;
      tally: { alpha: string; beta: string } | null;
      partialDecryptions: Array<{
        seat: number;
        factor: string;
        proof: { challenge: string; response: string };
      }>;
      result: { for: number; against: number } | null;
    } | null;
  } | null;
};

export type CommissionRecordQueryVariables = Exact<{
  token: string;
}>;

export type CommissionRecordQuery = {
  commissionTask: {
    record: {
      format: string;
      publicKey: string;
      usedInvites: number;
      election: {
        id: string;
        group: string;
        question: string;
        board: string;
        round: number;
        participants: number;
        threshold: number;
        trustees: number;
      };
      trustees: Array<{
        seat: number;
        name: string;
        commitments: Array<string>;
        proof: { challenge: string; response: string };
      }>;
      ballots: Array<{ alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> }>;
      tally: { alpha: string; beta: string } | null;
      partialDecryptions: Array<{
        seat: number;
        factor: string;
        proof: { challenge: string; response: string };
      }>;
      result: { for: number; against: number } | null;
    } | null;
  } | null;
};

export type SecretarElectionRecordQueryVariables = Exact<{
  id: string | number;
}>;

export type SecretarElectionRecordQuery = {
  secretarDefense: {
    electionRecord: {
      format: string;
      publicKey: string;
      usedInvites: number;
      election: {
        id: string;
        group: string;
        question: string;
        board: string;
        round: number;
        participants: number;
        threshold: number;
        trustees: number;
      };
      trustees: Array<{
        seat: number;
        name: string;
        commitments: Array<string>;
        proof: { challenge: string; response: string };
      }>;
      ballots: Array<{ alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> }>;
      tally: { alpha: string; beta: string } | null;
      partialDecryptions: Array<{
        seat: number;
        factor: string;
        proof: { challenge: string; response: string };
      }>;
      result: { for: number; against: number } | null;
    } | null;
  } | null;
};

export type AdminElectionRecordQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminElectionRecordQuery = {
  adminDefense: {
    electionRecord: {
      format: string;
      publicKey: string;
      usedInvites: number;
      election: {
        id: string;
        group: string;
        question: string;
        board: string;
        round: number;
        participants: number;
        threshold: number;
        trustees: number;
      };
      trustees: Array<{
        seat: number;
        name: string;
        commitments: Array<string>;
        proof: { challenge: string; response: string };
      }>;
      ballots: Array<{ alpha: string; beta: string; proof: Array<{ challenge: string; response: string }> }>;
      tally: { alpha: string; beta: string } | null;
      partialDecryptions: Array<{
        seat: number;
        factor: string;
        proof: { challenge: string; response: string };
      }>;
      result: { for: number; against: number } | null;
    } | null;
  } | null;
};

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
export const ElectionRecord_FileFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment ElectionRecord_file on ElectionRecord {
  format
  election {
    id
    group
    question
    board
    round
    participants
    threshold
    trustees
  }
  trustees {
    seat
    name
    commitments
    proof {
      challenge
      response
    }
  }
  publicKey
  ballots {
    alpha
    beta
    proof {
      challenge
      response
    }
  }
  usedInvites
  tally {
    alpha
    beta
  }
  partialDecryptions {
    seat
    factor
    proof {
      challenge
      response
    }
  }
  result {
    for
    against
  }
}
    `,
  { fragmentName: "ElectionRecord_file" },
) as unknown as TypedDocumentString<ElectionRecord_FileFragment, unknown>;
export const PollRecordDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PollRecord($token: String!) {
  poll(token: $token) {
    record {
      ...ElectionRecord_file
    }
  }
}
    fragment ElectionRecord_file on ElectionRecord {
  format
  election {
    id
    group
    question
    board
    round
    participants
    threshold
    trustees
  }
  trustees {
    seat
    name
    commitments
    proof {
      challenge
      response
    }
  }
  publicKey
  ballots {
    alpha
    beta
    proof {
      challenge
      response
    }
  }
  usedInvites
  tally {
    alpha
    beta
  }
  partialDecryptions {
    seat
    factor
    proof {
      challenge
      response
    }
  }
  result {
    for
    against
  }
}`) as unknown as TypedDocumentString<PollRecordQuery, PollRecordQueryVariables>;
export const CommissionRecordDocument = /*#__PURE__*/ new TypedDocumentString(`
    query CommissionRecord($token: String!) {
  commissionTask(token: $token) {
    record {
      ...ElectionRecord_file
    }
  }
}
    fragment ElectionRecord_file on ElectionRecord {
  format
  election {
    id
    group
    question
    board
    round
    participants
    threshold
    trustees
  }
  trustees {
    seat
    name
    commitments
    proof {
      challenge
      response
    }
  }
  publicKey
  ballots {
    alpha
    beta
    proof {
      challenge
      response
    }
  }
  usedInvites
  tally {
    alpha
    beta
  }
  partialDecryptions {
    seat
    factor
    proof {
      challenge
      response
    }
  }
  result {
    for
    against
  }
}`) as unknown as TypedDocumentString<CommissionRecordQuery, CommissionRecordQueryVariables>;
export const SecretarElectionRecordDocument = /*#__PURE__*/ new TypedDocumentString(`
    query SecretarElectionRecord($id: ID!) {
  secretarDefense(id: $id) {
    electionRecord {
      ...ElectionRecord_file
    }
  }
}
    fragment ElectionRecord_file on ElectionRecord {
  format
  election {
    id
    group
    question
    board
    round
    participants
    threshold
    trustees
  }
  trustees {
    seat
    name
    commitments
    proof {
      challenge
      response
    }
  }
  publicKey
  ballots {
    alpha
    beta
    proof {
      challenge
      response
    }
  }
  usedInvites
  tally {
    alpha
    beta
  }
  partialDecryptions {
    seat
    factor
    proof {
      challenge
      response
    }
  }
  result {
    for
    against
  }
}`) as unknown as TypedDocumentString<SecretarElectionRecordQuery, SecretarElectionRecordQueryVariables>;
export const AdminElectionRecordDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminElectionRecord($id: ID!) {
  adminDefense(id: $id) {
    electionRecord {
      ...ElectionRecord_file
    }
  }
}
    fragment ElectionRecord_file on ElectionRecord {
  format
  election {
    id
    group
    question
    board
    round
    participants
    threshold
    trustees
  }
  trustees {
    seat
    name
    commitments
    proof {
      challenge
      response
    }
  }
  publicKey
  ballots {
    alpha
    beta
    proof {
      challenge
      response
    }
  }
  usedInvites
  tally {
    alpha
    beta
  }
  partialDecryptions {
    seat
    factor
    proof {
      challenge
      response
    }
  }
  result {
    for
    against
  }
}`) as unknown as TypedDocumentString<AdminElectionRecordQuery, AdminElectionRecordQueryVariables>;

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

export type Record_ProofFragment = { challenge: string; response: string };

export type Record_ManifestFragment = {
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

export type Record_DealingFragment = {
  commitments: Array<string>;
  proof: { challenge: string; response: string };
  shares: Array<{ to: number; ephemeral: string; value: string }>;
  signature: { challenge: string; response: string };
};

export type Record_SeatFragment = {
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

export type Election_HeaderFragment = {
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

export type ElectionRecord_FileFragment = {
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

export type ElectionRecordQueryVariables = Exact<{
  electionId: string | number;
}>;

export type ElectionRecordQuery = {
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
export const Record_ManifestFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Record_manifest on ElectionManifest {
  format
  electionId
  group
  council {
    code
    name
    organization
  }
  defense {
    id
    candidate
    thesisTitle
    degree
    scienceBranch
    specialty {
      code
      name
    }
  }
  question
  round
  roll
  credentials
  commission
  thresholdRule
  threshold
}
    `,
  { fragmentName: "Record_manifest" },
) as unknown as TypedDocumentString<Record_ManifestFragment, unknown>;
export const Record_ProofFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Record_proof on ProofPair {
  challenge
  response
}
    `,
  { fragmentName: "Record_proof" },
) as unknown as TypedDocumentString<Record_ProofFragment, unknown>;
export const Record_DealingFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Record_dealing on Dealing {
  commitments
  proof {
    ...Record_proof
  }
  shares {
    to
    ephemeral
    value
  }
  signature {
    ...Record_proof
  }
}
    fragment Record_proof on ProofPair {
  challenge
  response
}`,
  { fragmentName: "Record_dealing" },
) as unknown as TypedDocumentString<Record_DealingFragment, unknown>;
export const Record_SeatFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Record_seat on RecordSeat {
  seat
  deviceKey
  nonceCommitment
  deviceProof {
    ...Record_proof
  }
  dealing {
    ...Record_dealing
  }
  verificationKey
  nonce
  signature {
    ...Record_proof
  }
}
    fragment Record_proof on ProofPair {
  challenge
  response
}
fragment Record_dealing on Dealing {
  commitments
  proof {
    ...Record_proof
  }
  shares {
    to
    ephemeral
    value
  }
  signature {
    ...Record_proof
  }
}`,
  { fragmentName: "Record_seat" },
) as unknown as TypedDocumentString<Record_SeatFragment, unknown>;
export const Election_HeaderFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Election_header on Election {
  manifest {
    ...Record_manifest
  }
  ceremony {
    ...Record_seat
  }
  publicKey
  fingerprint
  code
}
    fragment Record_proof on ProofPair {
  challenge
  response
}
fragment Record_manifest on ElectionManifest {
  format
  electionId
  group
  council {
    code
    name
    organization
  }
  defense {
    id
    candidate
    thesisTitle
    degree
    scienceBranch
    specialty {
      code
      name
    }
  }
  question
  round
  roll
  credentials
  commission
  thresholdRule
  threshold
}
fragment Record_dealing on Dealing {
  commitments
  proof {
    ...Record_proof
  }
  shares {
    to
    ephemeral
    value
  }
  signature {
    ...Record_proof
  }
}
fragment Record_seat on RecordSeat {
  seat
  deviceKey
  nonceCommitment
  deviceProof {
    ...Record_proof
  }
  dealing {
    ...Record_dealing
  }
  verificationKey
  nonce
  signature {
    ...Record_proof
  }
}`,
  { fragmentName: "Election_header" },
) as unknown as TypedDocumentString<Election_HeaderFragment, unknown>;
export const ElectionRecord_FileFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment ElectionRecord_file on ElectionRecord {
  format
  manifest {
    ...Record_manifest
  }
  ceremony {
    ...Record_seat
  }
  publicKey
  fingerprint
  code
  lateCredentials
  revokedCredentials
  ballots {
    alpha
    beta
    proof {
      ...Record_proof
    }
    credential
    signature {
      ...Record_proof
    }
  }
  head
  headCode
  voted
  spoiled {
    format
    fingerprint
    code
    publicKey
    ballot {
      alpha
      beta
      proof {
        ...Record_proof
      }
    }
    vote
    randomness
  }
  tally {
    alpha
    beta
  }
  confirmations {
    credential
    signature {
      ...Record_proof
    }
  }
  partialDecryptions {
    seat
    factor
    proof {
      ...Record_proof
    }
  }
  result {
    for
    against
  }
}
    fragment Record_proof on ProofPair {
  challenge
  response
}
fragment Record_manifest on ElectionManifest {
  format
  electionId
  group
  council {
    code
    name
    organization
  }
  defense {
    id
    candidate
    thesisTitle
    degree
    scienceBranch
    specialty {
      code
      name
    }
  }
  question
  round
  roll
  credentials
  commission
  thresholdRule
  threshold
}
fragment Record_dealing on Dealing {
  commitments
  proof {
    ...Record_proof
  }
  shares {
    to
    ephemeral
    value
  }
  signature {
    ...Record_proof
  }
}
fragment Record_seat on RecordSeat {
  seat
  deviceKey
  nonceCommitment
  deviceProof {
    ...Record_proof
  }
  dealing {
    ...Record_dealing
  }
  verificationKey
  nonce
  signature {
    ...Record_proof
  }
}`,
  { fragmentName: "ElectionRecord_file" },
) as unknown as TypedDocumentString<ElectionRecord_FileFragment, unknown>;
export const ElectionRecordDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ElectionRecord($electionId: ID!) {
  electionRecord(electionId: $electionId) {
    ...ElectionRecord_file
  }
}
    fragment Record_proof on ProofPair {
  challenge
  response
}
fragment Record_manifest on ElectionManifest {
  format
  electionId
  group
  council {
    code
    name
    organization
  }
  defense {
    id
    candidate
    thesisTitle
    degree
    scienceBranch
    specialty {
      code
      name
    }
  }
  question
  round
  roll
  credentials
  commission
  thresholdRule
  threshold
}
fragment Record_dealing on Dealing {
  commitments
  proof {
    ...Record_proof
  }
  shares {
    to
    ephemeral
    value
  }
  signature {
    ...Record_proof
  }
}
fragment Record_seat on RecordSeat {
  seat
  deviceKey
  nonceCommitment
  deviceProof {
    ...Record_proof
  }
  dealing {
    ...Record_dealing
  }
  verificationKey
  nonce
  signature {
    ...Record_proof
  }
}
fragment ElectionRecord_file on ElectionRecord {
  format
  manifest {
    ...Record_manifest
  }
  ceremony {
    ...Record_seat
  }
  publicKey
  fingerprint
  code
  lateCredentials
  revokedCredentials
  ballots {
    alpha
    beta
    proof {
      ...Record_proof
    }
    credential
    signature {
      ...Record_proof
    }
  }
  head
  headCode
  voted
  spoiled {
    format
    fingerprint
    code
    publicKey
    ballot {
      alpha
      beta
      proof {
        ...Record_proof
      }
    }
    vote
    randomness
  }
  tally {
    alpha
    beta
  }
  confirmations {
    credential
    signature {
      ...Record_proof
    }
  }
  partialDecryptions {
    seat
    factor
    proof {
      ...Record_proof
    }
  }
  result {
    for
    against
  }
}`) as unknown as TypedDocumentString<ElectionRecordQuery, ElectionRecordQueryVariables>;

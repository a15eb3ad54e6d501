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

/** An encrypted ballot as the member's browser sends it (docs/RECORD.md §8.1), signed with the member's voting credential. */
export type EncryptedBallotInput = {
  /** g^r: a ristretto255 point, 64 lowercase hex characters. */
  alpha: string;
  /** g^choice · publicKey^r: a ristretto255 point, 64 lowercase hex characters. */
  beta: string;
  /** The member's public voting credential (`Poll.credential`): the ballot is refused under any other. */
  credential: string;
  /** The disjunctive proof: exactly two pairs, for choice 0 and for choice 1. */
  proof: Array<ProofInput>;
  /** Schnorr signature with the private credential over H_E and the whole ballot. */
  signature: ProofInput;
};

/** Where a defense's vote stands after an annulled round, for one member. */
export type NewRound =
  /** A new vote has this member on its roll: its link came in a new letter. */
  | "INVITED"
  /** No new vote has been prepared yet. */
  | "NONE"
  /** A new vote is being prepared, without this member on its roll so far. */
  | "PREPARED";

/** State of a defense's secret vote: DRAFT → OPEN → CLOSED; a wrongly run vote is ANNULLED (and a new round may follow). */
export type PollStatus =
  /** The vote was annulled with a reason; it is kept, not deleted, and has no decision. */
  | "ANNULLED"
  /** Voting ended (closed by the secretary, by its deadline, or when every participant voted); the commission then decrypts the count. */
  | "CLOSED"
  /** The sitting is being prepared: the roll and the commission are chosen; no ballot yet (the roll's members already have their links, to make their voting keys). */
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

/** An encrypted ballot without a signature: an audited ballot's. */
export type SealedBallotInput = {
  /** g^r, 64 lowercase hex characters. */
  alpha: string;
  /** g^choice · publicKey^r, 64 lowercase hex characters. */
  beta: string;
  /** The disjunctive proof: exactly two pairs. */
  proof: Array<ProofInput>;
};

/** An audited (spoiled) ballot as the voter's device reveals it (docs/RECORD.md §13): never cast. */
export type SpoiledBallotInput = {
  /** The ballot that was shown, never cast. */
  ballot: SealedBallotInput;
  /** H_E's short code, as the device showed it. */
  code: string;
  /** H_E the ballot was encrypted for. */
  fingerprint: string;
  /** Always `dissovet-spoiled/2`. */
  format: string;
  /** The election key. */
  publicKey: string;
  /** The revealed encryption randomness, a scalar, 64 lowercase hex characters. */
  randomness: string;
  /** The revealed choice: 1 «за», 0 «против». */
  vote: number;
};

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

export type Poll_PollFragment = {
  status: PollStatus;
  deadline: string | null;
  voted: boolean;
  rollIndex: number | null;
  counted: boolean;
  credential: string | null;
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
  election: {
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
  } | null;
  annulled: { reason: string; newRound: NewRound } | null;
};

export type PollQueryVariables = Exact<{
  token: string;
}>;

export type PollQuery = {
  poll: {
    status: PollStatus;
    deadline: string | null;
    voted: boolean;
    rollIndex: number | null;
    counted: boolean;
    credential: string | null;
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
    election: {
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
    } | null;
    annulled: { reason: string; newRound: NewRound } | null;
  } | null;
};

export type PollChangedSubscriptionVariables = Exact<{
  token: string;
}>;

export type PollChangedSubscription = {
  pollChanged: {
    status: PollStatus;
    deadline: string | null;
    voted: boolean;
    rollIndex: number | null;
    counted: boolean;
    credential: string | null;
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
    election: {
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
    } | null;
    annulled: { reason: string; newRound: NewRound } | null;
  };
};

export type SubmitBallotMutationVariables = Exact<{
  token: string;
  answers: Array<AnswerInput> | AnswerInput;
}>;

export type SubmitBallotMutation = {
  submitBallot: { accepted: boolean; tracker: string; position: number; head: string; headCode: string };
};

export type RegisterVotingCredentialMutationVariables = Exact<{
  token: string;
  credential: string;
  replace?: boolean | null | undefined;
}>;

export type RegisterVotingCredentialMutation = {
  registerVotingCredential: {
    status: PollStatus;
    deadline: string | null;
    voted: boolean;
    rollIndex: number | null;
    counted: boolean;
    credential: string | null;
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
    election: {
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
    } | null;
    annulled: { reason: string; newRound: NewRound } | null;
  };
};

export type ConfirmBallotFoundMutationVariables = Exact<{
  token: string;
  signature: ProofInput;
}>;

export type ConfirmBallotFoundMutation = { confirmBallotFound: { confirmed: number; ballots: number } };

export type PublishSpoiledBallotMutationVariables = Exact<{
  token: string;
  ballot: SpoiledBallotInput;
}>;

export type PublishSpoiledBallotMutation = { publishSpoiledBallot: boolean };

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
export const Poll_PollFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment Poll_poll on Poll {
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
  election {
    ...Election_header
  }
  rollIndex
  counted
  credential
  annulled {
    reason
    newRound
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
}`,
  { fragmentName: "Poll_poll" },
) as unknown as TypedDocumentString<Poll_PollFragment, unknown>;
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
export const PollDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Poll($token: String!) {
  poll(token: $token) {
    ...Poll_poll
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
fragment Poll_poll on Poll {
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
  election {
    ...Election_header
  }
  rollIndex
  counted
  credential
  annulled {
    reason
    newRound
  }
}`) as unknown as TypedDocumentString<PollQuery, PollQueryVariables>;
export const PollChangedDocument = /*#__PURE__*/ new TypedDocumentString(`
    subscription PollChanged($token: String!) {
  pollChanged(token: $token) {
    ...Poll_poll
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
fragment Poll_poll on Poll {
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
  election {
    ...Election_header
  }
  rollIndex
  counted
  credential
  annulled {
    reason
    newRound
  }
}`) as unknown as TypedDocumentString<PollChangedSubscription, PollChangedSubscriptionVariables>;
export const SubmitBallotDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SubmitBallot($token: String!, $answers: [AnswerInput!]!) {
  submitBallot(token: $token, answers: $answers) {
    accepted
    tracker
    position
    head
    headCode
  }
}
    `) as unknown as TypedDocumentString<SubmitBallotMutation, SubmitBallotMutationVariables>;
export const RegisterVotingCredentialDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RegisterVotingCredential($token: String!, $credential: String!, $replace: Boolean) {
  registerVotingCredential(
    token: $token
    credential: $credential
    replace: $replace
  ) {
    ...Poll_poll
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
fragment Poll_poll on Poll {
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
  election {
    ...Election_header
  }
  rollIndex
  counted
  credential
  annulled {
    reason
    newRound
  }
}`) as unknown as TypedDocumentString<
  RegisterVotingCredentialMutation,
  RegisterVotingCredentialMutationVariables
>;
export const ConfirmBallotFoundDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmBallotFound($token: String!, $signature: ProofInput!) {
  confirmBallotFound(token: $token, signature: $signature) {
    confirmed
    ballots
  }
}
    `) as unknown as TypedDocumentString<ConfirmBallotFoundMutation, ConfirmBallotFoundMutationVariables>;
export const PublishSpoiledBallotDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation PublishSpoiledBallot($token: String!, $ballot: SpoiledBallotInput!) {
  publishSpoiledBallot(token: $token, ballot: $ballot)
}
    `) as unknown as TypedDocumentString<PublishSpoiledBallotMutation, PublishSpoiledBallotMutationVariables>;

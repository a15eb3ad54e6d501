/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
/** A seat's dealing (docs/RECORD.md §6). */
export type DealingInput = {
  /** Feldman commitments g^(a_k), k = 0 … threshold − 1. */
  commitments: Array<string>;
  /** Proof of knowledge of a_0. */
  proof: ProofInput;
  /** One encrypted share per seat, seats 1 … n in order (including the dealer's own). */
  shares: Array<EncryptedShareInput>;
  /** Schnorr signature of the dealer's device key on the rest of the dealing (docs/RECORD.md §6.2). */
  signature: ProofInput;
};

/** The degree a thesis is defended for. */
export type DefenseDegree =
  /** Кандидат наук. */
  | "CANDIDATE"
  /** Доктор наук. */
  | "DOCTOR";

/** A share of the key encrypted to one device. */
export type EncryptedShareInput = {
  /** g^e, 64 lowercase hex characters. */
  ephemeral: string;
  /** The recipient's seat. */
  to: number;
  /** The share plus the pad, 64 lowercase hex characters. */
  value: string;
};

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

/** A dealer's answer to a complaint. */
export type ShareRevealInput = {
  /** The encryption nonce e, a scalar, 64 lowercase hex characters. */
  nonce: string;
  /** The share, a scalar, 64 lowercase hex characters. */
  share: string;
  /** Schnorr signature of the dealer's device key on the answer (docs/RECORD.md §6.4). */
  signature: ProofInput;
  /** The complaining seat. */
  to: number;
};

export type CommissionTask_TaskFragment = {
  seat: number;
  memberName: string;
  electionId: string;
  status: PollStatus;
  decrypted: boolean;
  tallied: boolean;
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
  ceremony: {
    publicKey: string | null;
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
    seats: Array<{
      seat: number;
      deviceKey: string | null;
      nonceCommitment: string | null;
      verificationKey: string | null;
      nonce: string | null;
      deviceProof: { challenge: string; response: string } | null;
      dealing: {
        commitments: Array<string>;
        proof: { challenge: string; response: string };
        shares: Array<{ to: number; ephemeral: string; value: string }>;
        signature: { challenge: string; response: string };
      } | null;
      signature: { challenge: string; response: string } | null;
      complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
      reveals: Array<{
        to: number;
        share: string;
        nonce: string;
        signature: { challenge: string; response: string };
      }>;
    }>;
  } | null;
};

export type CommissionTaskQueryVariables = Exact<{
  token: string;
}>;

export type CommissionTaskQuery = {
  commissionTask: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  } | null;
};

export type CommissionTaskChangedSubscriptionVariables = Exact<{
  token: string;
}>;

export type CommissionTaskChangedSubscription = {
  commissionTaskChanged: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type RegisterCommissionDeviceMutationVariables = Exact<{
  token: string;
  publicKey: string;
  nonceCommitment: string;
  proof: ProofInput;
}>;

export type RegisterCommissionDeviceMutation = {
  registerCommissionDevice: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type SubmitDealingMutationVariables = Exact<{
  token: string;
  dealing: DealingInput;
}>;

export type SubmitDealingMutation = {
  submitDealing: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type ConfirmKeyShareMutationVariables = Exact<{
  token: string;
  verificationKey: string;
  nonce: string;
}>;

export type ConfirmKeyShareMutation = {
  confirmKeyShare: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type FileComplaintMutationVariables = Exact<{
  token: string;
  dealer: number;
  signature: ProofInput;
}>;

export type FileComplaintMutation = {
  fileComplaint: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type AnswerComplaintsMutationVariables = Exact<{
  token: string;
  reveals: Array<ShareRevealInput> | ShareRevealInput;
}>;

export type AnswerComplaintsMutation = {
  answerComplaints: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type SignElectionMutationVariables = Exact<{
  token: string;
  signature: ProofInput;
}>;

export type SignElectionMutation = {
  signElection: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
};

export type SubmitPartialDecryptionMutationVariables = Exact<{
  token: string;
  factor: string;
  proof: ProofInput;
}>;

export type SubmitPartialDecryptionMutation = {
  submitPartialDecryption: {
    seat: number;
    memberName: string;
    electionId: string;
    status: PollStatus;
    decrypted: boolean;
    tallied: boolean;
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
    ceremony: {
      publicKey: string | null;
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
      seats: Array<{
        seat: number;
        deviceKey: string | null;
        nonceCommitment: string | null;
        verificationKey: string | null;
        nonce: string | null;
        deviceProof: { challenge: string; response: string } | null;
        dealing: {
          commitments: Array<string>;
          proof: { challenge: string; response: string };
          shares: Array<{ to: number; ephemeral: string; value: string }>;
          signature: { challenge: string; response: string };
        } | null;
        signature: { challenge: string; response: string } | null;
        complaint: { dealer: number; signature: { challenge: string; response: string } } | null;
        reveals: Array<{
          to: number;
          share: string;
          nonce: string;
          signature: { challenge: string; response: string };
        }>;
      }>;
    } | null;
  };
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
export const CommissionTask_TaskFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`,
  { fragmentName: "CommissionTask_task" },
) as unknown as TypedDocumentString<CommissionTask_TaskFragment, unknown>;
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
export const CommissionTaskDocument = /*#__PURE__*/ new TypedDocumentString(`
    query CommissionTask($token: String!) {
  commissionTask(token: $token) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<CommissionTaskQuery, CommissionTaskQueryVariables>;
export const CommissionTaskChangedDocument = /*#__PURE__*/ new TypedDocumentString(`
    subscription CommissionTaskChanged($token: String!) {
  commissionTaskChanged(token: $token) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<
  CommissionTaskChangedSubscription,
  CommissionTaskChangedSubscriptionVariables
>;
export const RegisterCommissionDeviceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RegisterCommissionDevice($token: String!, $publicKey: String!, $nonceCommitment: String!, $proof: ProofInput!) {
  registerCommissionDevice(
    token: $token
    publicKey: $publicKey
    nonceCommitment: $nonceCommitment
    proof: $proof
  ) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<
  RegisterCommissionDeviceMutation,
  RegisterCommissionDeviceMutationVariables
>;
export const SubmitDealingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SubmitDealing($token: String!, $dealing: DealingInput!) {
  submitDealing(token: $token, dealing: $dealing) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<SubmitDealingMutation, SubmitDealingMutationVariables>;
export const ConfirmKeyShareDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmKeyShare($token: String!, $verificationKey: String!, $nonce: String!) {
  confirmKeyShare(token: $token, verificationKey: $verificationKey, nonce: $nonce) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<ConfirmKeyShareMutation, ConfirmKeyShareMutationVariables>;
export const FileComplaintDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation FileComplaint($token: String!, $dealer: Int!, $signature: ProofInput!) {
  fileComplaint(token: $token, dealer: $dealer, signature: $signature) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<FileComplaintMutation, FileComplaintMutationVariables>;
export const AnswerComplaintsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AnswerComplaints($token: String!, $reveals: [ShareRevealInput!]!) {
  answerComplaints(token: $token, reveals: $reveals) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<AnswerComplaintsMutation, AnswerComplaintsMutationVariables>;
export const SignElectionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SignElection($token: String!, $signature: ProofInput!) {
  signElection(token: $token, signature: $signature) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<SignElectionMutation, SignElectionMutationVariables>;
export const SubmitPartialDecryptionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {
  submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  electionId
  status
  decrypted
  tallied
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
  ceremony {
    manifest {
      ...Record_manifest
    }
    seats {
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
      complaint {
        dealer
        signature {
          ...Record_proof
        }
      }
      reveals {
        to
        share
        nonce
        signature {
          ...Record_proof
        }
      }
    }
    publicKey
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
}`) as unknown as TypedDocumentString<
  SubmitPartialDecryptionMutation,
  SubmitPartialDecryptionMutationVariables
>;
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

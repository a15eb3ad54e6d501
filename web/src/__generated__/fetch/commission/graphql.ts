/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
/** A trustee's dealing (docs/RECORD.md, «Key ceremony»). */
export type DealingInput = {
  /** Feldman commitments g^(a_k), k = 0 … threshold − 1. */
  commitments: Array<string>;
  /** Proof of knowledge of a_0. */
  proof: ProofInput;
  /** One encrypted share per seat, seats 1 … n in order (including the dealer's own). */
  shares: Array<EncryptedShareInput>;
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

export type CommissionTask_TaskFragment = {
  seat: number;
  memberName: string;
  trustees: number;
  threshold: number;
  electionId: string;
  status: PollStatus;
  deviceKeys: Array<string | null>;
  confirmed: Array<number>;
  publicKey: string | null;
  decrypted: boolean;
  tallied: boolean;
  dealings: Array<{
    seat: number;
    commitments: Array<string>;
    proof: { challenge: string; response: string };
    share: { to: number; ephemeral: string; value: string };
  } | null>;
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
};

export type CommissionTaskQueryVariables = Exact<{
  token: string;
}>;

export type CommissionTaskQuery = {
  commissionTask: {
    seat: number;
    memberName: string;
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
  } | null;
};

export type RegisterCommissionDeviceMutationVariables = Exact<{
  token: string;
  publicKey: string;
  proof: ProofInput;
}>;

export type RegisterCommissionDeviceMutation = {
  registerCommissionDevice: {
    seat: number;
    memberName: string;
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
  };
};

export type ConfirmKeyShareMutationVariables = Exact<{
  token: string;
  verificationKey: string;
}>;

export type ConfirmKeyShareMutation = {
  confirmKeyShare: {
    seat: number;
    memberName: string;
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
  };
};

export type ReportDealingMutationVariables = Exact<{
  token: string;
  seat: number;
}>;

export type ReportDealingMutation = {
  reportDealing: {
    seat: number;
    memberName: string;
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
    trustees: number;
    threshold: number;
    electionId: string;
    status: PollStatus;
    deviceKeys: Array<string | null>;
    confirmed: Array<number>;
    publicKey: string | null;
    decrypted: boolean;
    tallied: boolean;
    dealings: Array<{
      seat: number;
      commitments: Array<string>;
      proof: { challenge: string; response: string };
      share: { to: number; ephemeral: string; value: string };
    } | null>;
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
  };
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
export const CommissionTask_TaskFragmentDoc = /*#__PURE__*/ new TypedDocumentString(
  `
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}
    `,
  { fragmentName: "CommissionTask_task" },
) as unknown as TypedDocumentString<CommissionTask_TaskFragment, unknown>;
export const CommissionTaskDocument = /*#__PURE__*/ new TypedDocumentString(`
    query CommissionTask($token: String!) {
  commissionTask(token: $token) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}`) as unknown as TypedDocumentString<CommissionTaskQuery, CommissionTaskQueryVariables>;
export const RegisterCommissionDeviceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RegisterCommissionDevice($token: String!, $publicKey: String!, $proof: ProofInput!) {
  registerCommissionDevice(token: $token, publicKey: $publicKey, proof: $proof) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}`) as unknown as TypedDocumentString<SubmitDealingMutation, SubmitDealingMutationVariables>;
export const ConfirmKeyShareDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmKeyShare($token: String!, $verificationKey: String!) {
  confirmKeyShare(token: $token, verificationKey: $verificationKey) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}`) as unknown as TypedDocumentString<ConfirmKeyShareMutation, ConfirmKeyShareMutationVariables>;
export const ReportDealingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ReportDealing($token: String!, $seat: Int!) {
  reportDealing(token: $token, seat: $seat) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}`) as unknown as TypedDocumentString<ReportDealingMutation, ReportDealingMutationVariables>;
export const SubmitPartialDecryptionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SubmitPartialDecryption($token: String!, $factor: String!, $proof: ProofInput!) {
  submitPartialDecryption(token: $token, factor: $factor, proof: $proof) {
    ...CommissionTask_task
  }
}
    fragment CommissionTask_task on CommissionTask {
  seat
  memberName
  trustees
  threshold
  electionId
  status
  deviceKeys
  dealings {
    seat
    commitments
    proof {
      challenge
      response
    }
    share {
      to
      ephemeral
      value
    }
  }
  confirmed
  publicKey
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
}`) as unknown as TypedDocumentString<
  SubmitPartialDecryptionMutation,
  SubmitPartialDecryptionMutationVariables
>;

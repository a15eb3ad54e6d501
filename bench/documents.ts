// The GraphQL documents the benchmark sends, its own (it imports nothing from web/src): the
// secretary's defense page query as the web app sends it (web/src/routes/desk/secretar/
// defenses/[id].tsx with its fragments, printed), typed here by its variables. Checked
// against schema.graphql before a run, so a schema change that breaks it stops the run
// rather than measuring errors.

import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { root } from "./config.ts";

/** A GraphQL operation: its name, its text, and (as a type only) its variables. */
export interface Operation<Variables> {
  operationName: string;
  query: string;
  /** Never set: carries the variables' type. */
  readonly variables?: Variables;
}

/** The JSON body of a POST /graphql running `op` with `variables`. */
export function graphqlBody<V>(op: Operation<V>, variables: V): string {
  return JSON.stringify({ operationName: op.operationName, query: op.query, variables });
}

/** Throws when `op` is not valid against the server's schema (schema.graphql). */
export function checkOperation<V>(op: Operation<V>): void {
  const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));
  const errors = validate(schema, parse(op.query));
  if (errors.length)
    throw new Error(`${op.operationName} no longer fits schema.graphql:\n${errors.map(String).join("\n")}`);
}

/** The secretary's defense page (R-GQL, and the page R-REST answers). */
export const SecretarDefense: Operation<{ id: string }> = {
  operationName: "SecretarDefense",
  // The text exactly as graphql-js prints the web app's document.
  query: `query SecretarDefense($id: ID!) {
  secretarDefense(id: $id) {
    ...DefenseForm_defense
    board {
      id
      code
      name
      specialties {
        code
        name
      }
      ruleSet {
        secretaryVotes
        addedMembersMax
      }
      members {
        ...InviteMembers_member
      }
    }
    specialty {
      code
    }
    candidateMember {
      id
    }
    resultPolls {
      ...ResultsPanel_resultPolls
    }
    pollHistory {
      ...ResultsPanel_pollRound
    }
    invites {
      ...InviteMembers_invite
    }
    roll {
      ...InviteMembers_roll
    }
    addedMembers {
      ...InviteMembers_member
    }
    commission {
      ...CountingCommission_member
    }
    protocol {
      ...ProtocolLinks_protocol
    }
    encryption {
      ...CommissionKey_encryption
    }
  }
}

fragment DefenseForm_defense on Defense {
  id
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
  opponents
  leadingOrganization
  archived
  board {
    id
    code
    name
  }
  candidateMember {
    id
    fio
  }
}

fragment InviteMembers_member on BoardMember {
  id
  fio
  degree
  degreeTitle
  academicTitle
  position
  specialtyCode
  gender
  addedForDefense
}

fragment ResultsPanel_resultPolls on ResultPolls {
  status
  round
  listSize
  approvedSize
  addedForDefense
  participants
  invited
  failed
  voted
  quorum {
    met
    missing
    list {
      met
      present
      required
      listSize
    }
    specialty {
      met
      present
      required
      specialtyCode
    }
  }
  deadline
  closedAt
  votesFor
  votesAgainst
  notReturned
  decision
  explanation
  annulReason
}

fragment ResultsPanel_pollRound on PollRound {
  round
  status
  closedAt
  annulReason
}

fragment InviteMembers_invite on PollInvite {
  member {
    id
    fio
  }
  delivery
  attempts
  sentAt
  sendError
  voted
}

fragment InviteMembers_roll on RollEntry {
  member {
    id
  }
  fio
  degree
  specialtyCode
  added
}

fragment CountingCommission_member on BoardMember {
  id
  fio
}

fragment ProtocolLinks_protocol on CountingProtocol {
  pdfPath
}

fragment CommissionKey_encryption on PollEncryption {
  electionId
  trustees
  threshold
  publicKey
  decryptions
  tallied
  seats {
    seat
    member {
      id
      fio
    }
    stage
    delivery
    sendError
    decrypted
  }
}`,
};

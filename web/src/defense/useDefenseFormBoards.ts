import { useQuery } from "@apollo/client/react";
import { graphql } from "../__generated__";
import { useDebounced } from "../lib/useDebounced.ts";

/** Who fills in the defense form: the admin picks any council, a secretary one of theirs. */
export type DefenseFormScope = "admin" | "secretar";

/** A council to choose in the form. */
export interface BoardChoice {
  id: string;
  code: string;
  name: string;
}

/** What the form needs of the chosen council: its specialties and members. */
export interface BoardDetails {
  specialties: readonly { code: string; name: string }[];
  members: readonly { id: string; fio: string }[];
}

/** How many councils the admin's search offers at once. */
const CHOICES_LIMIT = 20;

const AdminBoardChoicesQuery = graphql(`
  query DefenseFormAdminBoards($search: String, $limit: Int) {
    adminBoards(search: $search, limit: $limit) {
      total
      items {
        id
        code
        name
      }
    }
  }
`);

const SecretarBoardChoicesQuery = graphql(`
  query DefenseFormSecretarBoards {
    secretarBoards {
      id
      code
      name
      archived
    }
  }
`);

const AdminBoardDetailsQuery = graphql(`
  query DefenseFormAdminBoard($id: ID!) {
    adminBoard(id: $id) {
      id
      specialties {
        code
        name
      }
      members {
        id
        fio
      }
    }
  }
`);

const SecretarBoardDetailsQuery = graphql(`
  query DefenseFormSecretarBoard($id: ID!) {
    secretarBoard(id: $id) {
      id
      specialties {
        code
        name
      }
      members {
        id
        fio
      }
    }
  }
`);

/**
 * The councils to choose from: for a secretary every council they run (not archived), for the
 * admin the first 20 current councils matching `search` (debounced).
 * @returns `{ boards, more }`; `more` is how many further matches the search leaves out
 */
export function useBoardChoices(
  scope: DefenseFormScope,
  search: string,
): { boards: BoardChoice[]; more: number } {
  const text = useDebounced(search.trim());
  const admin = useQuery(AdminBoardChoicesQuery, {
    variables: { search: text || null, limit: CHOICES_LIMIT },
    skip: scope !== "admin",
  });
  const secretar = useQuery(SecretarBoardChoicesQuery, { skip: scope !== "secretar" });
  if (scope === "admin") {
    const page = admin.data?.adminBoards ?? admin.previousData?.adminBoards;
    const boards = page?.items ?? [];
    return { boards, more: Math.max(0, (page?.total ?? 0) - boards.length) };
  }
  return { boards: (secretar.data?.secretarBoards ?? []).filter((b) => !b.archived), more: 0 };
}

/** The chosen council's specialties and members; null until loaded or when nothing is chosen. */
export function useBoardDetails(scope: DefenseFormScope, boardId: string): BoardDetails | null {
  const admin = useQuery(AdminBoardDetailsQuery, {
    variables: { id: boardId },
    skip: scope !== "admin" || !boardId,
  });
  const secretar = useQuery(SecretarBoardDetailsQuery, {
    variables: { id: boardId },
    skip: scope !== "secretar" || !boardId,
  });
  if (!boardId) return null;
  return (scope === "admin" ? admin.data?.adminBoard : secretar.data?.secretarBoard) ?? null;
}

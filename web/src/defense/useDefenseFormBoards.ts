import { useQuery } from "@apollo/client/react";
import { graphql } from "../__generated__";
import type { DefenseForm_BoardFragment } from "../__generated__/graphql";
import type { DeskArea } from "../layouts/deskAreas.ts";
import { useDebounced } from "../lib/useDebounced.ts";

/** A council to choose in the form. */
export interface BoardChoice {
  id: string;
  code: string;
  name: string;
}

/** What the form needs of the chosen council: its specialties and members. */
export const DefenseForm_board = graphql(`
  fragment DefenseForm_board on Board {
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
`);

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
      ...DefenseForm_board
    }
  }
`);

const SecretarBoardDetailsQuery = graphql(`
  query DefenseFormSecretarBoard($id: ID!) {
    secretarBoard(id: $id) {
      ...DefenseForm_board
    }
  }
`);

/**
 * The councils to choose from: for a secretary every council they run (not archived), for the
 * admin the first 20 current councils matching `search` (debounced).
 * @returns `{ boards, more }`; `more` is how many further matches the search leaves out
 */
export function useBoardChoices(area: DeskArea, search: string): { boards: BoardChoice[]; more: number } {
  const text = useDebounced(search.trim());
  const admin = useQuery(AdminBoardChoicesQuery, {
    variables: { search: text || null, limit: CHOICES_LIMIT },
    skip: area !== "admin",
  });
  const secretar = useQuery(SecretarBoardChoicesQuery, { skip: area !== "secretar" });
  if (area === "admin") {
    const page = admin.data?.adminBoards ?? admin.previousData?.adminBoards;
    const boards = page?.items ?? [];
    return { boards, more: Math.max(0, (page?.total ?? 0) - boards.length) };
  }
  return { boards: (secretar.data?.secretarBoards ?? []).filter((b) => !b.archived), more: 0 };
}

/** The chosen council's specialties and members; null until loaded or when nothing is chosen. */
export function useBoardDetails(area: DeskArea, boardId: string): DefenseForm_BoardFragment | null {
  const admin = useQuery(AdminBoardDetailsQuery, {
    variables: { id: boardId },
    skip: area !== "admin" || !boardId,
  });
  const secretar = useQuery(SecretarBoardDetailsQuery, {
    variables: { id: boardId },
    skip: area !== "secretar" || !boardId,
  });
  if (!boardId) return null;
  return (area === "admin" ? admin.data?.adminBoard : secretar.data?.secretarBoard) ?? null;
}

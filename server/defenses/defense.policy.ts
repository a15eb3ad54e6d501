import { managesBoard, runsBoard } from "../boards/board.policy.ts";
import type { Actor } from "../lib/actor.ts";
import type { Db } from "../lib/database.ts";
import { fail } from "../lib/errors.ts";
import { findDefenseById } from "./defense.repository.ts";
import type { DefenseRow } from "./defense.table.ts";

/**
 * Ownership of defenses, in one place; called by services only. A defense belongs to its
 * council, so the council's rules apply (boards/board.policy.ts); any other defense is
 * answered NOT_FOUND, never FORBIDDEN, so its id is not confirmed.
 */

const notFound = () => fail.notFound("Защита не найдена.");

/**
 * A defense of a council the actor runs as secretary: the one who prepares and runs its vote.
 * @throws AppError NOT_FOUND «Защита не найдена.» for a guest, any other defense or an unknown id
 */
export async function loadOwnDefense(db: Db, actor: Actor | null, defenseId: number): Promise<DefenseRow> {
  const defense = actor ? await findDefenseById(db, defenseId) : undefined;
  if (!defense || !runsBoard(actor, defense.board_id)) throw notFound();
  return defense;
}

/**
 * A defense the actor may change: any for an admin, one of their councils' for a secretary.
 * @throws AppError NOT_FOUND «Защита не найдена.» for a guest, any other defense or an unknown id
 */
export async function loadManagedDefense(
  db: Db,
  actor: Actor | null,
  defenseId: number,
): Promise<DefenseRow> {
  const defense = actor ? await findDefenseById(db, defenseId) : undefined;
  if (!defense || !managesBoard(actor, defense.board_id)) throw notFound();
  return defense;
}

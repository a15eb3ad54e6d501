import { CommissionTaskChangedDocument } from "../__generated__/fetch/commission/graphql";
import { follow, type LiveHandlers } from "../lib/live.ts";
import type { CommissionTask } from "./commission.api.ts";

/**
 * Follows the task behind a commission link as it changes (lib/live.ts): another device's
 * step, the vote opened or closed, the ceremony restarted, the link replaced (NOT_FOUND).
 * @returns stop
 */
export function followTask(token: string, handlers: LiveHandlers<CommissionTask>): () => void {
  return follow(
    CommissionTaskChangedDocument,
    { token },
    {
      ...handlers,
      next: (data) => handlers.next(data.commissionTaskChanged),
    },
  );
}

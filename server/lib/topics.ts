/**
 * A defense's topic on the events channel (`database.events.ts` announces it, `events.ts`
 * pokes its listeners, a live field follows it): every change of its sitting, poll, ceremony
 * or board, as `defense:<id>`.
 */
export const defenseTopic = (defenseId: number) => `defense:${defenseId}`;

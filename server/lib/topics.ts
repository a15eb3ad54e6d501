/**
 * The topics of the events channel (`database.events.ts` announces them in the transaction of a
 * change, `events.ts` pokes their listeners, a live field follows the ones its page shows). A
 * topic names what changed, never the data: a listener reads the state afresh, through the same
 * checks as any read.
 */

/**
 * What of a defense's sitting a change touches; a page follows only the parts it shows
 * (`liveField`'s topics), so that, say, a ballot accepted reads the secretary's page again and
 * none of the 21 ballots:
 * - `sitting`: the defense's details and its vote's state (opened, closed, annulled, the deadline);
 * - `roll`: the явочный лист and the members added for the defense, the invites issued or replaced;
 * - `commission`: the счетная комиссия, its key ceremony, its links, the decryption of the count;
 * - `ballots`: a ballot accepted (the turnout);
 * - `letters`: a letter delivered or refused (the desk's delivery column).
 */
export const DEFENSE_PARTS = ["sitting", "roll", "commission", "ballots", "letters"] as const;
export type DefensePart = (typeof DEFENSE_PARTS)[number];

/** The topic of one part of defense `defenseId`'s sitting, e.g. `defense:12:ballots`. */
export const defenseTopic = (defenseId: number, part: DefensePart) => `defense:${defenseId}:${part}`;

/**
 * The topic of a user's access: their sessions ended (logout, password reset, disabled), their
 * roles or councils changed, an API token of theirs revoked. Every stream of theirs reads again
 * at once, through the checks that then refuse it.
 */
export const userTopic = (userId: number) => `user:${userId}`;

/**
 * The topic of one link by its token's hash (`hashToken`, as stored): its ballot accepted (the
 * ballot page's «вы проголосовали», in another tab too), without waking the other ballots.
 */
export const linkTopic = (tokenHash: string) => `link:${tokenHash}`;

import { accountLetter } from "../auth/account.delivery.ts";
import { commissionLetter } from "../polls/commission.delivery.ts";
import { inviteLetter } from "../polls/invite.delivery.ts";
import { reminderLetter } from "../polls/reminder.delivery.ts";
import type { LetterKind } from "./outbox.ts";

/** Every kind of letter the outbox sends (a new letter is a template, a kind, and a line here). */
export const LETTER_KINDS = [
  inviteLetter,
  commissionLetter,
  accountLetter,
  reminderLetter,
] as LetterKind<object>[];

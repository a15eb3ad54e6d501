import { manifestDigest } from "../../../shared/ballot/index.ts";
import { COMMISSION_MIN } from "../../../shared/council.ts";
import { count, MEMBERS_GENITIVE, type PluralForms, pluralForm } from "../../../shared/plural.ts";
import { findBoardsByIds, findMembersByIds, findRuleSetsByBoardIds } from "../../boards/board.repository.ts";
import type { DefenseRow } from "../../defenses/defense.table.ts";
import type { Db } from "../../lib/database.ts";
import { fail } from "../../lib/errors.ts";
import { sentence, shortFio } from "../../lib/russian.ts";
import { findCommissionIds, findTrustees } from "../commission.repository.ts";
import { buildManifest } from "../election.ts";
import { countPolls, markPollOpen } from "../poll.repository.ts";
import type { PollRow } from "../poll.table.ts";
import { findParticipantIds, putOnRoll } from "../roll.repository.ts";
import { toPollResult } from "../tally.ts";

/** The verb after «N из M» agrees with N: «подтвердил 1 из 3», «подтвердили 2 из 3». */
const CONFIRMED: PluralForms = ["подтвердил", "подтвердили", "подтвердили"];

/**
 * Opens the ballot of a DRAFT poll inside the caller's transaction, if the sitting is valid
 * (правомочно): the roll meets the list quorum and the specialty quorum of the rule set, a
 * счетная комиссия of at least {@link COMMISSION_MIN} members of the roll has been elected, and
 * its devices have sealed the election key: every seat signed the fingerprint, the secretary
 * recorded each member's spoken «совпал» (`recordCodeConfirmation`), and the manifest still says
 * what the database says (the question, the council, the roll, the commission;
 * docs/RECORD.md §5). The roll is copied once more from the members and frozen, with the
 * council's approved size, code, name, organisation and approving order, the members added for
 * the defense and the rule set (docs/DOMAIN.md, «The sitting»).
 * @throws CONFLICT (no quorum, naming what is missing; no commission; no sealed key; a member's
 *   spoken confirmation of the code not recorded; a manifest out of date; a member left the council)
 */
export async function openBallot(
  tx: Db,
  defense: DefenseRow,
  poll: PollRow,
  deadline: Date | null,
): Promise<void> {
  const counts = (await countPolls(tx, [defense.id])).get(defense.id);
  if (!counts) throw fail.notFound("Защита не найдена.");
  const result = toPollResult(counts);
  if (!result.quorum.met) {
    throw fail.conflict(
      `Заседание неправомочно, голосование не открыть. ${result.quorum.missing ?? ""} Отметьте присутствующих в явочном листе.`.trim(),
    );
  }
  const commission = await findCommissionIds(tx, poll.id);
  if (commission.length < COMMISSION_MIN) {
    throw fail.conflict(
      `Сначала изберите счетную комиссию: не менее ${count(COMMISSION_MIN, MEMBERS_GENITIVE)} совета из явочного листа, первым — председатель.`,
    );
  }
  const roll = await findParticipantIds(tx, poll.id);
  const members = await findMembersByIds(tx, roll);
  const gone = members.filter((m) => m.archived_at !== null);
  if (gone.length > 0) {
    throw fail.conflict(
      `Выведены из состава совета, исключите их из явочного листа: ${gone.map((m) => m.fio).join(", ")}.`,
    );
  }
  await putOnRoll(tx, poll.id, members);
  if (!poll.fingerprint || !poll.manifest) {
    const seats = await findTrustees(tx, poll.id);
    const signed = seats.filter((t) => t.signature !== null).length;
    throw fail.conflict(
      `Ключ счетной комиссии еще не сформирован (код голосования ${pluralForm(signed, CONFIRMED)} ${signed} из ${seats.length}): каждый член комиссии открывает свою ссылку из письма и подтверждает код, который зачитывает председатель комиссии.`,
    );
  }
  // The devices' signatures say what the devices did; the members' own words, recorded by the
  // secretary, are what only the sitting hears (puppet seats: docs/SECURITY.md).
  const unheard = (await findTrustees(tx, poll.id)).filter((t) => t.code_confirmed_at === null);
  if (unheard.length > 0) {
    throw fail.conflict(
      `Запишите, что каждый член счетной комиссии сказал вслух, что код совпал («Сказал: совпал» рядом с его фамилией). Не записано: ${sentence(unheard.map((t) => shortFio(t.fio)).join(", "))} Если кто-то сказал, что код другой, голосование не открывайте: начните формирование ключа заново.`,
    );
  }
  const now = await buildManifest(tx, poll, poll.manifest.electionId, poll.manifest.credentials);
  if (!now || manifestDigest(now) !== manifestDigest(poll.manifest)) {
    throw fail.conflict(
      "После того как комиссия сформировала ключ, изменились сведения о защите, совете или явочном листе: они входят в отпечаток голосования. Сформируйте ключ заново («Начать формирование ключа заново»).",
    );
  }
  const [rules] = await findRuleSetsByBoardIds(tx, [defense.board_id]);
  if (!rules) throw fail.notFound("Правила голосования совета не найдены.");
  const [board] = await findBoardsByIds(tx, [defense.board_id]);
  if (!board) throw fail.notFound("Совет не найден.");
  await markPollOpen(tx, poll.id, {
    board: {
      code: board.code,
      name: board.name,
      organization: board.organization,
      approvedOrder: board.approved_order,
      approvedOn: board.approved_on,
    },
    deadline,
    approvedSize: result.approvedSize,
    addedCount: result.addedForDefense,
    listSize: result.listSize,
    ruleSetCode: rules.code,
  });
}

// `npm run verify-record <file>`: re-checks an election record (docs/RECORD.md) with nothing
// but the file: the manifest, the key ceremony and the commission's signatures, every ballot's
// proof, the urn's chain, the roll's marks, the sum and the decrypted count; it prints the
// election's code and the urn's code to compare with the protocol.
// `npm run verify-record -- --audit <spoiled ballot> [record]`: checks a ballot a member audited
// instead of casting (Benaloh's challenge, docs/RECORD.md §13), against the record if given.
// Exits 0 when everything holds, 1 on any failure (each printed, in Russian), 2 when a file
// cannot be read.

import { readFileSync } from "node:fs";
import { checkSpoiled, type ElectionRecord, verifyRecord } from "../../shared/ballot/index.ts";
import { count } from "../../shared/plural.ts";

const USAGE =
  "Использование: npm run verify-record <файл записи голосования .json>\n" +
  "               npm run verify-record -- --audit <проверочный бюллетень .json> [<запись голосования .json>]";

function read(file: string | undefined): unknown {
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    console.error(`Не удалось прочитать ${file}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  }
}

function fail(what: string, errors: string[]): never {
  console.error(`${what} (${count(errors.length, ["ошибка", "ошибки", "ошибок"])}):`);
  for (const e of errors) console.error(`  ${e}`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args[0] === "--audit") {
  const spoiled = read(args[1]);
  const record = args[2] ? (read(args[2]) as ElectionRecord) : null;
  if (record) {
    const whole = verifyRecord(record);
    if (!whole.ok) fail("Запись голосования не прошла проверку", whole.errors);
  }
  const { ok, errors } = checkSpoiled(spoiled, record);
  if (!ok) fail("Проверочный бюллетень не прошел проверку", errors);
  const s = spoiled as { vote: 0 | 1; code: string };
  console.log(
    `Проверочный бюллетень верен: в нем зашифровано «${s.vote === 1 ? "за" : "против"}», код голосования ${s.code}${record ? "; в урне его нет" : ""}.`,
  );
} else {
  const record = read(args[0]);
  const { ok, errors } = verifyRecord(record);
  if (!ok) fail("Проверка не пройдена", errors);
  const r = record as ElectionRecord;
  const result = r.result
    ? `«за» — ${r.result.for}, «против» — ${r.result.against}`
    : "подсчет еще не завершен";
  console.log(
    `Проверка пройдена: ${count(r.ballots.length, ["бюллетень", "бюллетеня", "бюллетеней"])}, ${result}. Код голосования ${r.code}, код урны ${r.headCode}.`,
  );
}

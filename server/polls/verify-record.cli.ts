// `npm run verify-record <file>`: re-checks an election record (docs/RECORD.md) with nothing
// but the file: every proof, the public key, the sum of the ballots and the decrypted count.
// Exits 0 when everything holds, 1 on any failure (each printed), 2 when the file cannot be read.

import { readFileSync } from "node:fs";
import { verifyRecord } from "../../shared/ballot/index.ts";

const file = process.argv[2];
if (!file) {
  console.error("Использование: npm run verify-record <файл записи голосования .json>");
  process.exit(2);
}
let record: unknown;
try {
  record = JSON.parse(readFileSync(file, "utf8"));
} catch (err) {
  console.error(`Не удалось прочитать ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
const { ok, errors } = verifyRecord(record);
const r = record as { ballots?: unknown[]; result?: { for: number; against: number } | null };
if (!ok) {
  console.error(`Проверка не пройдена (${errors.length}):`);
  for (const e of errors) console.error(`  ${e}`);
  process.exit(1);
}
const result = r.result
  ? `, «за» — ${r.result.for}, «против» — ${r.result.against}`
  : ", подсчет еще не завершен";
console.log(`Проверка пройдена: бюллетеней ${r.ballots?.length ?? 0}${result}.`);

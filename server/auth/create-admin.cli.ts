// `npm run create-admin -- <email> "<ФИО>"` with the password in ADMIN_PASSWORD: the first
// administrator of a database without the demo (DEMO=0), or another one later.

import { z } from "zod";
import { loadConfig } from "../lib/config.ts";
import { openDatabase } from "../lib/database.ts";
import { email, fio } from "../lib/fields.ts";
import { migrateToLatest } from "../lib/migrate.ts";
import { hashPassword } from "../lib/password.ts";
import { parseInput } from "../lib/validation.ts";
import { newPassword } from "./password.validation.ts";
import { findUserByEmail, insertUser, replaceRoles } from "./user.repository.ts";

const input = z.object({ email, fio, password: newPassword });

const [argEmail, argFio] = process.argv.slice(2);
const config = loadConfig();
const { db } = openDatabase(config);
try {
  const v = parseInput(input, { email: argEmail, fio: argFio, password: process.env.ADMIN_PASSWORD });
  await migrateToLatest(db);
  const existing = await findUserByEmail(db, v.email);
  if (existing) {
    await replaceRoles(db, existing.id, ["ADMIN"]);
    console.log(`${v.email}: роль администратора назначена существующей учетной записи.`);
  } else {
    await insertUser(
      db,
      { email: v.email, fio: v.fio, password_hash: await hashPassword(v.password), disabled_at: null },
      ["ADMIN"],
    );
    console.log(`${v.email}: создан администратор.`);
  }
} catch (err) {
  const details = (err as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
  console.error(
    `Не удалось: ${err instanceof Error ? err.message : String(err)}${details ? ` ${JSON.stringify(details)}` : ""}`,
  );
  console.error(
    'Использование: ADMIN_PASSWORD=… npm run create-admin -- admin@example.org "Фамилия Имя Отчество"',
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}

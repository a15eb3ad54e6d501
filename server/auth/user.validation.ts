import { z } from "zod";
import { email, fio, id } from "../lib/fields.ts";
import { newPassword } from "./password.validation.ts";

const role = z.enum(["ADMIN", "SECRETAR"], { error: "Роль: администратор или ученый секретарь." });

/** Self-registration: a plain user with no role. */
export const registerInput = z.object({ email, fio, password: newPassword });

/** A user created by an admin, with roles and (for a secretary) the councils they run. */
export const createUserInput = z.object({
  email,
  fio,
  password: newPassword,
  roles: z.array(role).max(2).default([]),
  boardIds: z.array(id).max(50, "Не более 50 советов.").default([]),
});

/** Roles granted by an admin. */
export const rolesInput = z.array(role).max(2);

/** The councils a secretary runs. */
export const boardIdsInput = z.array(id).max(50, "Не более 50 советов.");

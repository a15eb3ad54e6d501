import { accessSync, constants, mkdirSync } from "node:fs";

/**
 * A start-up failure the operator can fix, with its explanation in Russian: printed alone,
 * without a stack, by `npm start` (server/main.ts), which then exits with status 1.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Why a directory cannot be written, by the error code Node reports. */
const dirProblems: Record<string, string> = {
  EACCES: "нет прав",
  EPERM: "нет прав",
  ENOTDIR: "часть пути — файл, а не каталог",
  EROFS: "файловая система только для чтения",
  ENOSPC: "нет места на диске",
};

/**
 * Makes sure `dir` exists and this process may write to it.
 *
 * @param dir absolute path of the data directory (DATA_DIR).
 * @throws StartupError naming the directory and the variable that moves it.
 */
export function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "";
    throw new StartupError(
      `Каталог данных ${dir} недоступен для записи (${dirProblems[code] ?? code}). ` +
        "Дайте права на запись или укажите другой каталог: DATA_DIR=./data npm start",
    );
  }
}

/**
 * The Russian explanation of a failed `listen` on `host:port`, or undefined for an error the
 * operator cannot fix by configuration (then the caller reports it as is).
 *
 * @param err the error `server.listen` emitted (EADDRINUSE, EACCES, EADDRNOTAVAIL…).
 */
export function explainListenError(err: unknown, host: string, port: number): StartupError | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "EADDRINUSE":
      return new StartupError(
        `Порт ${port} уже занят другой программой (возможно, Диссовет уже запущен). ` +
          `Остановите ее или выберите другой порт: PORT=${port === 65535 ? 3001 : port + 1} npm start`,
      );
    case "EACCES":
      return new StartupError(
        `Нет прав открыть порт ${port}: порты ниже 1024 доступны только администратору. ` +
          "Выберите другой порт: PORT=3000 npm start",
      );
    case "EADDRNOTAVAIL":
      return new StartupError(
        `Адрес ${host} не принадлежит этому компьютеру. Укажите другой: HOST=localhost npm start`,
      );
    default:
      return undefined;
  }
}

/**
 * Spec §8: a failed code-chunk load (typically a new release replaced the files the open page
 * refers to) reloads the page, at most once per {@link CHUNK_RELOAD_GUARD_MS}: the time of the
 * reload is kept in sessionStorage, and a second failure within that time shows an error page
 * instead of reloading again.
 */

/** Spec §9: the chunk-error reload guard, in milliseconds. */
const CHUNK_RELOAD_GUARD_MS = 60_000;

/** sessionStorage key holding the time (ms since the epoch) of the last chunk-error reload. */
const CHUNK_RELOAD_KEY = "dissovet:chunk-reload-at";

/** A chunk that failed to load again within the guard time: shown on the 500 error page. */
class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(override readonly cause: unknown) {
    super(
      "Не удалось загрузить часть приложения. Возможно, вышла новая версия или прервалась связь: обновите страницу.",
    );
  }
}

/** Messages of a failed dynamic import in Chromium, Firefox and Safari, and of Vite's CSS preload. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether `error` is a failed chunk download (rather than an error inside the module). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message));
}

let reloadTarget: () => string | null = () => null;

/**
 * Where a reload should go: during a client-side navigation, the page being opened (the router
 * registers it), so that the reload lands where the user was going.
 */
export function setReloadTarget(target: () => string | null): void {
  reloadTarget = target;
}

/** Records a reload now unless one happened within the guard time; false also without storage. */
function claimReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    const now = Date.now();
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Wraps a dynamic import: when the chunk cannot be loaded the page reloads (the promise then
 * never settles); a second failure within the guard time rejects with {@link ChunkLoadError}.
 * Other errors pass through unchanged.
 */
export function guardChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (!claimReload()) throw new ChunkLoadError(error);
      const target = reloadTarget();
      if (target) window.location.assign(target);
      else window.location.reload();
      return new Promise<T>(() => {});
    });
}

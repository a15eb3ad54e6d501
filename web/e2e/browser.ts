import { type Browser, chromium } from "playwright-core";

/** Debian's chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launches headless chromium with the flags this machine's closed network needs, plus
 * `extraArgs` (e.g. `--lang=en-US` for a browser whose language is not Russian).
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

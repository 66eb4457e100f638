/**
 * Finding and launching the system's Chromium for the browser tests. npm cannot download a browser
 * here, so playwright-core drives Debian's chromium (or the one CHROMIUM_PATH names).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** Where Chromium should be: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** The path when a Chromium executable is there, else null. */
export function findChromium(): string | null {
  const candidate = chromiumPath();
  return existsSync(candidate) ? candidate : null;
}

/** The message printed (or thrown on CI) when Chromium is missing. */
export function chromiumMissingMessage(): string {
  return `Chromium not found at ${chromiumPath()}: browser tests skipped (install Debian's chromium)`;
}

/** Flags for a quiet, sandbox-free headless browser that makes no network calls of its own. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** A launched browser context and the temporary profile folder it uses; `close()` removes both. */
export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches Chromium at `executablePath` with a fresh temporary profile (--user-data-dir). Playwright
 * takes the profile folder as the first argument of launchPersistentContext rather than as a flag.
 */
export async function launchChromium(
  executablePath: string,
  viewport = { width: 1280, height: 900 },
): Promise<LaunchedChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), "vowforge-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      timeout: 30_000,
    });
    return {
      context,
      async close() {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}

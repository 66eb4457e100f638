/**
 * Global setup of the "browser" test project (vitest.config.ts): builds the playground (with its sheets
 * page) once, serves it on a free port of 127.0.0.1, and starts one headless Chromium that every
 * browser test file connects to, each in a fresh browser context of its own (tests/helpers/browser-page.ts,
 * `useBrowserPage`). Without Chromium it provides nothing and the suites skip (or fail on CI) as
 * before. Vitest runs this only when a browser test is queued.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildPlayground } from "../../tools/playground/build.mjs";
import { serveStatic } from "../../tools/playground/server.mjs";
import { CHROMIUM_ARGS, findChromium } from "../helpers/chromium";

/** The playground's address (ends with "/") and the shared browser's endpoint. */
export interface SharedBrowser {
  url: string;
  wsEndpoint: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedBrowser: SharedBrowser | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) {
    project.provide("sharedBrowser", null);
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "vowforge-playground-"));
  await buildPlayground({ outDir: dir, quiet: true });
  const server = await serveStatic(dir, 0);
  const browser = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  project.provide("sharedBrowser", { url: server.url, wsEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}

import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Three projects, so a run pays only for what it runs:
 * - unit: every test but the two below (also `npm run test:quick`, with the pack tests);
 * - packs: tests/packs/, which read one build of every pack made once per run
 *   (tests/support/packs-setup.ts; see tests/packs/helpers.ts);
 * - browser: tests/browser/, which share one playground build and one Chromium
 *   (tests/support/browser-setup.ts; see tests/helpers/browser-page.ts).
 * A project's global setup runs only when one of its tests is queued.
 *
 * Workers: vitest's default is one fewer than the cores, to leave one for its main process; on a
 * 2-core machine that is a single worker and the whole run is serial, with the second core mostly idle
 * while a browser test waits on Chromium (which runs in processes of its own) and while the main
 * process (its transforms are a few percent of a run) waits on the worker. So at
 * least two workers; on larger machines the default stands. Test files share nothing a second worker
 * could race on: each writes only into a folder of its own (mkdtemp), the pack and playground builds
 * are made once by the global setups, and each browser suite has a browser context of its own.
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    // A hook's time limit catches a hang, as a test's does. Vitest's default (10 s) is less than a
    // loaded machine takes for the imports some `beforeAll` hooks make (tests/fakes/data-fields.ts
    // `useDataModels` imports every data model): a file's own imports have no limit at all.
    hookTimeout: 60_000,
    // `expect.poll` waits for what a page or an on-demand import does next; vitest's default (1 s) is
    // passed on a loaded machine by a click's re-render or a chunk's first import. Fifteen seconds,
    // as Playwright's own waits in the browser suites (tests/helpers/browser-page.ts): a poll that
    // succeeds returns at once, so only a wait that never ends takes this long.
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/**/*.test.ts"], exclude: ["tests/packs/**", "tests/browser/**"] },
      },
      {
        extends: true,
        test: { name: "packs", include: ["tests/packs/**/*.test.ts"], globalSetup: ["tests/support/packs-setup.ts"] },
      },
      {
        extends: true,
        test: { name: "browser", include: ["tests/browser/**/*.test.ts"], globalSetup: ["tests/support/browser-setup.ts"] },
      },
    ],
  },
});

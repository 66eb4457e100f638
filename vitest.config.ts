import { defineConfig } from "vitest/config";

/**
 * Three projects, so a run pays only for what it runs:
 * - unit: every test but the two below (also `npm run test:quick`, with the pack tests);
 * - packs: tests/packs/, which read one build of every pack made once per run
 *   (tests/support/packs-setup.ts; see tests/packs/helpers.ts);
 * - browser: tests/browser/, which share one playground build and one Chromium
 *   (tests/support/browser-setup.ts; see tests/helpers/browser-page.ts).
 * A project's global setup runs only when one of its tests is queued.
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
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

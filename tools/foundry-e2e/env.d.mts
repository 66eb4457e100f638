export interface FoundryBuildSource {
  /** The environment variable that named it. */
  variable: string;
  kind: "zip" | "dir";
  path: string;
}
export type RunPlan =
  | {
      run: true;
      /** Console lines a maintainer excuses (FOUNDRY_E2E_ALLOW); each stays in the log, marked. */
      allow: RegExp | null;
      builds: FoundryBuildSource[];
      license: string;
      port: number;
      resultsDir: string;
      headed: boolean;
      chromium: string;
      /** The node that runs Foundry (FOUNDRY_NODE); null for the one running this script. */
      node: string | null;
    }
  | { run: false; skipped: string; error?: undefined }
  | { run: false; error: string; skipped?: undefined };
export const BUILD_VARIABLES: readonly string[];
export function planFromEnv(env: Record<string, string | undefined>): RunPlan;

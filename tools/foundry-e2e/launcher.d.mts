import { type FoundryBuildSource } from "./env.mjs";
import { type FoundryVersion } from "./foundry-build.mjs";
export function launchFoundry(input: {
  build: FoundryBuildSource;
  license: string;
  port: number;
  systemDir: string;
  logFile: string;
  /** The node binary that runs Foundry; the one running this script when absent. */
  node?: string | null;
  /** A data folder an earlier launch kept, to start on as it is (the upgrade); a fresh one when absent. */
  dataPath?: string | null;
}): Promise<LaunchedFoundry>;
export interface LaunchedFoundry {
  baseUrl: string;
  version: FoundryVersion;
  dataPath: string;
  close(options?: { keepData?: boolean }): Promise<void>;
}

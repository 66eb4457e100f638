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
}): Promise<{
  baseUrl: string;
  version: FoundryVersion;
  dataPath: string;
  close(options?: { keep?: boolean }): Promise<void>;
}>;

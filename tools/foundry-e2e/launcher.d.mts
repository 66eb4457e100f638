import { type FoundryBuildSource } from "./env.mjs";
import { type FoundryVersion } from "./foundry-build.mjs";
export function launchFoundry(input: {
  build: FoundryBuildSource;
  license: string;
  port: number;
  systemDir: string;
  logFile: string;
}): Promise<{
  baseUrl: string;
  version: FoundryVersion;
  dataPath: string;
  close(options?: { keep?: boolean }): Promise<void>;
}>;

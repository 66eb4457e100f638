/**
 * Global setup of the "packs" test project (vitest.config.ts): builds every pack once for the whole
 * run, twice in fact, each into a folder of its own, and reads the first back from LevelDB with the
 * Foundry CLI. The pack tests read these builds through tests/packs/helpers.ts (`sharedBuild`,
 * `secondBuild`) instead of each building the packs again. Vitest runs this only when a test of the
 * project is queued.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import type { TestProject } from "vitest/node";
import { buildPacks, type BuildResult } from "../../tools/packs/build.mjs";

/** Where a build's folders are: sources, LevelDB packs and (when extracted) the CLI's read-back. */
export interface SharedPackBuild {
  dir: string;
  result: BuildResult;
  /** Folder of the extracted packs (one folder a pack), or null when not extracted. */
  extracted: string | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    packBuilds: { first: SharedPackBuild; second: SharedPackBuild };
  }
}

async function build(dir: string, extract: boolean): Promise<SharedPackBuild> {
  const result = await buildPacks({ out: path.join(dir, "out"), sources: path.join(dir, "src"), log: () => {} });
  if (!extract) return { dir, result, extracted: null };
  const extracted = path.join(dir, "extracted");
  await Promise.all(result.packs.map((pack) => extractPack(pack.out, path.join(extracted, pack.name), { clean: true })));
  return { dir, result, extracted };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), "vowforge-packs-"));
  const first = await build(path.join(dir, "first"), true);
  const second = await build(path.join(dir, "second"), false);
  project.provide("packBuilds", { first, second });
  return () => rm(dir, { recursive: true, force: true });
}

/** The repository's files, for the tests that read the source (sink scans). */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

/** Every file under `dir` (relative to the repository) ending in `ext`, as repository paths. */
export function files(dir: string, ext: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return files(rel, ext);
    return rel.endsWith(ext) ? [rel] : [];
  });
}

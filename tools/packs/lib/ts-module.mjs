/**
 * Imports a TypeScript module of ours from the tools: bundled in memory with esbuild and imported from
 * a data: URL; nothing is written to disk.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Imports a TypeScript module (path relative to the repository root); `purpose` names it in errors. */
export async function importTsModule(entry, purpose) {
  let code;
  try {
    const result = await build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      format: "esm",
      platform: "node",
      write: false,
      logLevel: "silent",
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`cannot compile ${entry} for ${purpose}: ${reason}`);
  }
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

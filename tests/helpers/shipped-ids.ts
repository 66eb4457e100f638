/**
 * The Datasworn ids of the shipped rulesets, as the system's packs would answer them to an import
 * (src/applications/import/known-documents.ts): id → a UUID and name, so a file may link to them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function shippedDocuments(files: readonly string[]): Map<string, { uuid: string; name: string }> {
  const shipped = new Map<string, { uuid: string; name: string }>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object") {
      const id = (node as { _id?: unknown })._id;
      if (typeof id === "string") shipped.set(id, { uuid: `Compendium.vowforge.shipped.Item.${shipped.size}`, name: id });
      Object.values(node).forEach(collect);
    }
  };
  for (const file of files) collect(JSON.parse(readFileSync(require.resolve(file), "utf8")));
  return shipped;
}

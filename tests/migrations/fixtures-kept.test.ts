/**
 * Every value of every migration fixture (stored documents of past schema versions) is kept by the
 * migrations still pending for it: at its place, at its new place, or under `flags.vowforge.retired`
 * (values-kept.ts). Before, a token bar that disagreed with its meter (migrations 4 and 8) was set to
 * the meter and its stored value dropped.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource } from "../../src/migrations/registry";
import { useDataModels } from "../fakes/data-fields";
import { type DocumentSource } from "../../src/migrations/types";
import { lostValues } from "./values-kept";

const models = useDataModels();
const directory = new URL("../fixtures/migrations/", import.meta.url);
const files = readdirSync(directory).filter((name) => name.endsWith(".json"));

describe("migration fixtures", () => {
  it("keep every value they store through the migrations pending for them", () => {
    let values = 0;
    const lost: string[] = [];
    for (const file of files) {
      const version = Number(/-v(\d+)\.json$/.exec(file)?.[1]);
      expect(Number.isInteger(version), file).toBe(true);
      const documents = JSON.parse(readFileSync(new URL(file, directory), "utf8")) as DocumentSource[];
      for (const document of documents) {
        const documentName = Object.hasOwn(models.itemModels, String(document.type)) ? "Item" : "Actor";
        const pending = MIGRATIONS.filter((m) => m.version > version);
        const after = applyUpdate(document, migrateSource(structuredClone(document), documentName, pending));
        values += JSON.stringify({ system: document.system, flags: document.flags }).split(":").length - 1;
        lost.push(
          ...lostValues(document, after).map((value) => `${file} ${String(document.name)}: ${value}`),
        );
      }
    }
    expect(lost).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(values).toBeGreaterThan(150);
  });
});

/**
 * Every migration, run by the runner over unlinked tokens whose deltas hold random subsets of their
 * actor type's fields (tests/migrations/token-delta-cases.ts), keeps the token as the whole document's
 * migration would have it: the token's actor (its base migrated on its own, its delta migrated through
 * the token's actor) ends equal, system and flags, to the migration of the token's actor taken whole, so
 * no value is lost or changed; and nothing is written into a delta that it did not hold unless a value
 * the delta holds causes it (a repair, a value moved to its new place, a mirror of it), or it keeps a
 * replaced value under `flags.vowforge.retired`.
 */
import { isDeepStrictEqual } from "node:util";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installUiFakes } from "../fakes/foundry-ui";
import { syntheticSource } from "../fakes/actor-delta";
import { StoredDocument } from "../fakes/stored-document";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource } from "../../src/migrations/registry";
import { runMigrations, type MigrationDocument } from "../../src/migrations/runner";
import { type DocumentSource, type FlatUpdate } from "../../src/migrations/types";
import { tokenCases, type TokenCase } from "./token-delta-cases";
import { lostValues } from "./values-kept";

beforeEach(() => {
  installUiFakes({});
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

/** An unlinked token's actor: shows its base with the delta over it; `update` writes into the delta. */
class TokenActor implements MigrationDocument {
  documentName = "Actor";
  writes: FlatUpdate = {};
  constructor(
    private base: StoredDocument,
    public delta: DocumentSource,
  ) {}
  get id() {
    return this.base.id;
  }
  get name() {
    return this.base.name;
  }
  get type() {
    return this.base.type;
  }
  toObject() {
    return syntheticSource(this.base.source, this.delta);
  }
  async update(data: FlatUpdate) {
    Object.assign(this.writes, data);
    this.delta = applyUpdate(this.delta, data);
    return this;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Dotted leaf paths of the delta ("system.breaking.marked"); a list or a value is a leaf. */
function heldPaths(delta: TokenCase["delta"]): string[] {
  const out: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (isObject(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    } else out.push(path);
  };
  walk(delta.system, "system");
  walk(delta.flags, "flags");
  return out.filter((p) => p !== "system" && p !== "flags");
}

/** Whether a write at `path` lands on what the delta holds (the same place, inside it, or around it). */
function lands(path: string, held: readonly string[]): boolean {
  const plain = path.replace(/(^|\.)-=/, "$1");
  return held.some((h) => h === plain || plain.startsWith(`${h}.`) || h.startsWith(`${plain}.`));
}

/** The delta without the leaf at `path`, and without the objects left empty around it (its `system` and `flags` stay). */
function without(delta: TokenCase["delta"], path: string): TokenCase["delta"] {
  const copy = structuredClone(delta);
  const [root, ...keys] = path.split(".") as ["system" | "flags", ...string[]];
  const prune = (node: unknown, rest: string[]): void => {
    if (!isObject(node)) return;
    const [key, ...tail] = rest;
    if (tail.length > 0) prune(node[key], tail);
    if (tail.length === 0 || (isObject(node[key]) && Object.keys(node[key]).length === 0)) delete node[key];
  };
  prune(copy[root], keys);
  return copy;
}

/**
 * The flags but for `vowforge.retired`: the token keeps there what its delta's migration replaced, the
 * actor what its own replaced; the whole document's migration cannot tell the two apart, so retired
 * values are checked on the delta itself (values-kept.ts).
 */
function unretired(source: DocumentSource): unknown {
  const flags = structuredClone(source.flags ?? {}) as { vowforge?: Record<string, unknown> };
  if (flags.vowforge) delete flags.vowforge.retired;
  if (flags.vowforge && Object.keys(flags.vowforge).length === 0) delete flags.vowforge;
  return flags;
}

const deltaSource = (c: TokenCase, delta = c.delta): DocumentSource => ({
  _id: c.base._id,
  type: c.type,
  system: delta.system,
  flags: delta.flags,
});

describe("migrations over unlinked tokens' partial deltas", () => {
  const cases = tokenCases(3, 40);

  it("lose nothing and write nothing a delta does not hold, for every actor type", async () => {
    const lost: string[] = [];
    const invented: string[] = [];
    for (const c of cases) {
      const pending = MIGRATIONS.filter((m) => m.version > c.version);
      const whole = syntheticSource(c.base, c.delta);
      const target = applyUpdate(whole, migrateSource(structuredClone(whole), "Actor", pending));
      const base = new StoredDocument("Actor", c.base);
      const token = new TokenActor(base, structuredClone(deltaSource(c)));
      const report = await runMigrations(
        {
          actors: [base],
          items: [],
          packs: [],
          rawActors: [c.base],
          scenes: [
            { id: "scene1", name: "The Hollow", tokens: [{ id: "tok1", actorLink: false, actor: token }] },
          ],
          rawScenes: [{ _id: "scene1", tokens: [{ _id: "tok1", actorLink: false, delta: c.delta }] }],
        },
        pending,
        c.version,
      );
      const name = `${c.type} v${c.version} base ${JSON.stringify(c.base.system)} delta ${JSON.stringify(c.delta)}`;
      const after = syntheticSource(base.source, token.delta);
      const kept = lostValues(deltaSource(c), after);
      if (report.failed.length > 0) lost.push(`${name}: failed ${report.failed[0].error}`);
      else if (
        !isDeepStrictEqual(after.system, target.system) ||
        !isDeepStrictEqual(unretired(after), unretired(target))
      )
        lost.push(
          `${name}\n  token ${JSON.stringify(after.system)}\n  whole ${JSON.stringify(target.system)}`,
        );
      else if (kept.length > 0) lost.push(`${name}: the delta lost ${kept.join(", ")}`);
      const held = heldPaths(c.delta);
      for (const [path, value] of Object.entries(token.writes)) {
        if (path.startsWith("flags.vowforge.retired.") || lands(path, held)) continue;
        // A write to a place the delta does not hold must come from values it holds: without one of
        // them, or without all of them (a write several call for), the delta's migration does not make it.
        const context = { delta: { base: c.base } };
        const writes = (delta: TokenCase["delta"]) => {
          const step = migrateSource(deltaSource(c, delta), "Actor", pending, context);
          return Object.hasOwn(step, path) && isDeepStrictEqual(step[path], value);
        };
        const bare = held.reduce((delta, h) => without(delta, h), c.delta);
        const caused = !writes(bare) || held.some((h) => !writes(without(c.delta, h)));
        if (!caused) invented.push(`${name}: wrote ${path} = ${JSON.stringify(value)}`);
      }
    }
    expect({
      lost: lost.length,
      invented: invented.length,
      examples: [...invented, ...lost].slice(0, 8),
    }).toEqual({
      lost: 0,
      invented: 0,
      examples: [],
    });
    // Every type is reached, with empty deltas and deltas holding a little or much.
    expect(cases.length).toBe(8 * 40);
    expect(cases.filter((c) => Object.keys(c.delta.system).length === 0).length).toBeGreaterThan(20);
  });
});

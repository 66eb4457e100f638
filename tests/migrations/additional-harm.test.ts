/**
 * Migration 16: a world copy of Starforged's Endure Harm, Endure Stress, Companion Takes a Hit or
 * Withstand Damage (Sundered Isles' too) stored before the miss's additional -1 went to Lose Momentum
 * at 0 (SF-28) gets the effects its pack now ships, the old ones retired and its adds kept; a current
 * copy, a GM's own edit that already sends it to Lose Momentum and every other move are left alone,
 * and a second run finds nothing to do. Through the runner: a world item, an actor's item and the
 * item an unlinked token's delta holds whole.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installUiFakes } from "../fakes/foundry-ui";
import { additionalHarm, ADDITIONAL_HARM_MOVES } from "../../src/migrations/016-additional-harm";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, pendingMigrations } from "../../src/migrations/registry";
import { runMigrations } from "../../src/migrations/runner";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";
import { type DocumentSource } from "../../src/migrations/types";
import { documentEffects } from "../../src/rules/effects/moves";
import { lostValues } from "./values-kept";
import { shippedEffectsWorld } from "./shipped-effects-world";

beforeEach(() => {
  installUiFakes({});
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

/** Copies of the five moves as stored at version 15 (the effects shipped then: a plain -1 on the meter). */
const STALE = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/moves-v15.json", import.meta.url), "utf8"),
) as DocumentSource[];
const effectsOf = (source: DocumentSource) => (source.system as { effects: Record<string, unknown> }).effects;
const idOf = (source: DocumentSource) => (source.system as { dataswornId: string }).dataswornId;
const HARM = "move:starforged/suffer/endure_harm";

function storedMove(dataswornId: string, effects?: unknown, _id = "endureHarm00001"): DocumentSource {
  return {
    _id,
    name: "Endure Harm",
    type: "move",
    system: { ruleset: "starforged", dataswornId, rollType: "action", ...(effects === undefined ? {} : { effects }) },
    flags: {},
  };
}

/** The miss's first choice's first option: what "suffer an additional -1" does. */
const additionalOf = (effects: unknown) =>
  (effects as { miss: Array<{ options: Array<{ effects: unknown[] }> }> }).miss[0].options[0].effects[0];

describe("migration 16: Starforged suffer moves' additional -1 at 0 goes to Lose Momentum", () => {
  it("is registered as version 16, for moves, and is the schema version", () => {
    expect(MIGRATIONS.find((m) => m.version === 16)).toBe(additionalHarm);
    expect([additionalHarm.documentName, additionalHarm.types]).toEqual(["Item", ["move"]]);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(16);
  });

  it("the fixture holds each move as shipped at version 15, a plain -1", () => {
    expect(STALE.map(idOf)).toEqual(ADDITIONAL_HARM_MOVES);
    expect(STALE.map((s) => (additionalOf(effectsOf(s)) as { type: string }).type)).toEqual(["meter", "meter", "meter", "meter", "meter"]);
  });

  it("gives each stale copy the effects its pack ships, keeping the old ones under retired", () => {
    for (const stale of STALE) {
      const id = idOf(stale);
      const update = additionalHarm.migrate(stale);
      expect(update, id).toEqual({ "system.effects": documentEffects(id), "flags.vowforge.retired.effects": effectsOf(stale) });
      expect(additionalOf(update["system.effects"]), id).toMatchObject({ type: "when", otherwise: [{ type: "suffer", move: "momentum", amount: 1 }] });
      expect(lostValues(stale, applyUpdate(stale, update)), id).toEqual([]);
    }
  });

  it("keeps the adds the copy holds, and retires nothing for a copy stored without effects", () => {
    const adds = [{ id: "shareBond", add: 1 }];
    const old = { ...effectsOf(STALE[0]), adds };
    expect(additionalHarm.migrate(storedMove(HARM, old))).toEqual({
      "system.effects": { ...documentEffects(HARM), adds },
      "flags.vowforge.retired.effects": old,
    });
    expect(additionalHarm.migrate(storedMove(HARM))).toEqual({ "system.effects": documentEffects(HARM) });
    expect(additionalHarm.migrate(storedMove(HARM, {}))).toEqual({ "system.effects": documentEffects(HARM) });
  });

  it("leaves a current copy, a GM's edit that already sends the loss to Lose Momentum, and every other move alone", () => {
    for (const id of ADDITIONAL_HARM_MOVES) expect(additionalHarm.migrate(storedMove(id, documentEffects(id))), id).toEqual({});
    // A GM's own: Lose Momentum (-2) at 0 in place of the plain -1.
    const edited = structuredClone(effectsOf(STALE[0])) as { miss: Array<{ options: Array<{ effects: unknown[] }> }> };
    edited.miss[0].options[0].effects = [
      { type: "when", test: { atZero: "health" }, then: [{ type: "suffer", move: "momentum", amount: 2 }], otherwise: [{ type: "meter", meter: "health", amount: -1 }] },
    ];
    expect(additionalHarm.migrate(storedMove(HARM, edited))).toEqual({});
    // Ironsworn's Endure Harm, a move of another name, a homebrew move without an id.
    expect(additionalHarm.migrate(storedMove("move:classic/suffer/endure_harm", effectsOf(STALE[0])))).toEqual({});
    expect(additionalHarm.migrate(storedMove("move:starforged/suffer/lose_momentum", effectsOf(STALE[0])))).toEqual({});
    expect(additionalHarm.migrate({ ...storedMove(HARM, effectsOf(STALE[0])), system: { effects: effectsOf(STALE[0]) } })).toEqual({});
  });

  it("run twice, needs nothing more", () => {
    for (const old of STALE) expect(additionalHarm.migrate(applyUpdate(old, additionalHarm.migrate(old)))).toEqual({});
  });
});

describe("migration 16 through the runner", () => {
  const OLD = effectsOf(STALE[0]);

  it("updates a world item, an actor's item and the item an unlinked token's delta holds; a second run writes nothing", async () => {
    const { stale, current, showsBase, input, stored } = shippedEffectsWorld((effects, id) => storedMove(HARM, effects, id), OLD, documentEffects(HARM));
    const pending = pendingMigrations(15);
    const report = await runMigrations(input, pending, 15);
    expect(report).toMatchObject({ from: 15, to: SCHEMA_VERSION, updated: 3, failed: [] });
    for (const item of stale) {
      expect(item.updates).toEqual([{ "system.effects": documentEffects(HARM), "flags.vowforge.retired.effects": OLD }]);
      expect((item.source.system as { effects: unknown }).effects).toEqual(documentEffects(HARM));
    }
    expect(current.updates).toEqual([]);
    expect(showsBase.updates).toEqual([]);

    const again = await runMigrations(stored(), pending, 15);
    expect(again.updated).toBe(0);
  });
});

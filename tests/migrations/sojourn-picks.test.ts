/**
 * Migration 15: a world copy of Starforged's Sojourn stored before its picks carried their recover
 * moves' strong hits (SF-26) gets the effects its pack now ships, the old ones retired and its adds
 * kept; a current copy, a GM's own edit that carries them and every other move are left alone, and a
 * second run finds nothing to do. Through the runner: a world item, an actor's item and the item an
 * unlinked token's delta holds whole.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installUiFakes } from "../fakes/foundry-ui";
import { sojournPicks, STARFORGED_SOJOURN } from "../../src/migrations/015-sojourn-picks";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
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

const RECOVER = "move:starforged/recover/";

/**
 * Copies of Starforged's Sojourn stored at version 14: as migration 10 stored it (each pick names its
 * recover move, nothing more), the same with an add of the GM's, and a GM's own edit carrying a pick's
 * effects (three picks on a strong hit, Heal's strong hit +4 health).
 */
const [STALE, WITH_ADD, EDITED] = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/moves-v14.json", import.meta.url), "utf8"),
) as DocumentSource[];
const effectsOf = (source: DocumentSource) => (source.system as { effects: Record<string, unknown> }).effects;
const OLD = effectsOf(STALE);

function storedMove(dataswornId: string, effects?: unknown, _id = "sojourn000000001"): DocumentSource {
  return {
    _id,
    name: "Sojourn",
    type: "move",
    system: { ruleset: "starforged", dataswornId, rollType: "action", ...(effects === undefined ? {} : { effects }) },
    flags: {},
  };
}

/** Every automatic pick the effects hold, as [move, whether it carries effects, during]. */
function picks(effects: unknown): Array<[unknown, boolean, unknown]> {
  const strong = (effects as { strongHit: Array<{ options: Array<{ effects: Array<Record<string, unknown>> }> }> }).strongHit;
  return strong[0].options.map((o) => [o.effects[0].move, Array.isArray(o.effects[0].effects), o.effects[0].during]);
}

describe("migration 15: Starforged's Sojourn picks carry their recover moves' strong hits", () => {
  it("is registered as version 15, for moves", () => {
    expect(MIGRATIONS.find((m) => m.version === 15)).toBe(sojournPicks);
    expect([sojournPicks.documentName, sojournPicks.types]).toEqual(["Item", ["move"]]);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(15);
  });

  it("gives a stale copy the effects its pack ships, keeping the old ones under retired", () => {
    const update = sojournPicks.migrate(STALE);
    expect(update).toEqual({ "system.effects": documentEffects(STARFORGED_SOJOURN), "flags.vowforge.retired.effects": OLD });
    expect(picks(OLD).every(([, carried]) => !carried)).toBe(true);
    expect(picks(update["system.effects"])).toEqual(
      ["heal", "hearten", "repair", "resupply"].map((m) => [`${RECOVER}${m}`, true, "sojourn"]),
    );
    expect(lostValues(STALE, applyUpdate(STALE, update))).toEqual([]);
  });

  it("keeps the adds the copy holds, and retires nothing for a copy stored without effects", () => {
    const { adds } = effectsOf(WITH_ADD);
    expect(adds).toEqual([{ id: "shareBond", add: 1 }]);
    expect(sojournPicks.migrate(WITH_ADD)).toEqual({
      "system.effects": { ...documentEffects(STARFORGED_SOJOURN), adds },
      "flags.vowforge.retired.effects": effectsOf(WITH_ADD),
    });
    expect(sojournPicks.migrate(storedMove(STARFORGED_SOJOURN))).toEqual({ "system.effects": documentEffects(STARFORGED_SOJOURN) });
    expect(sojournPicks.migrate(storedMove(STARFORGED_SOJOURN, {}))).toEqual({ "system.effects": documentEffects(STARFORGED_SOJOURN) });
  });

  it("leaves a current copy, a GM's edit that carries picks' effects, and every other move alone", () => {
    expect(sojournPicks.migrate(storedMove(STARFORGED_SOJOURN, documentEffects(STARFORGED_SOJOURN)))).toEqual({});
    expect(picks(effectsOf(EDITED))[0]).toEqual([`${RECOVER}heal`, true, undefined]);
    expect(sojournPicks.migrate(EDITED)).toEqual({});
    // Ironsworn's Sojourn (its picks are effects of its own), a recover move, a homebrew move without an id.
    expect(sojournPicks.migrate(storedMove("move:classic/relationship/sojourn", OLD))).toEqual({});
    expect(sojournPicks.migrate(storedMove(`${RECOVER}heal`, OLD))).toEqual({});
    expect(sojournPicks.migrate({ ...storedMove(STARFORGED_SOJOURN, OLD), system: { effects: OLD } })).toEqual({});
  });

  it("finds the copy by an id stored before Datasworn 0.1.0 too", () => {
    const older = storedMove("starforged/moves/connection/sojourn", OLD);
    const update = migrateSource(older, "Item", pendingMigrations(14));
    expect(update["system.effects"]).toEqual(documentEffects(STARFORGED_SOJOURN));
    // From before migration 10 the effects come from migration 10 and this one finds them current.
    const before10 = migrateSource(storedMove("starforged/moves/connection/sojourn"), "Item", pendingMigrations(9));
    expect(before10["system.effects"]).toEqual(documentEffects(STARFORGED_SOJOURN));
    expect(sojournPicks.migrate(applyUpdate(storedMove(STARFORGED_SOJOURN), before10))).toEqual({});
  });

  it("run twice, needs nothing more", () => {
    for (const old of [STALE, WITH_ADD, EDITED]) {
      expect(sojournPicks.migrate(applyUpdate(old, sojournPicks.migrate(old)))).toEqual({});
    }
  });
});

describe("migration 15 through the runner", () => {
  it("updates a world item, an actor's item and the item an unlinked token's delta holds; a second run writes nothing", async () => {
    const { stale, current, showsBase, input, stored } = shippedEffectsWorld(
      (effects, id) => storedMove(STARFORGED_SOJOURN, effects, id),
      OLD,
      documentEffects(STARFORGED_SOJOURN),
    );
    const pending = pendingMigrations(14);
    const report = await runMigrations(input, pending, 14);
    expect(report).toMatchObject({ from: 14, to: SCHEMA_VERSION, updated: 3, failed: [] });
    for (const item of stale) {
      expect(item.updates).toEqual([{ "system.effects": documentEffects(STARFORGED_SOJOURN), "flags.vowforge.retired.effects": OLD }]);
      expect((item.source.system as { effects: unknown }).effects).toEqual(documentEffects(STARFORGED_SOJOURN));
      expect((item.source.flags as { vowforge: { retired: { effects: unknown } } }).vowforge.retired.effects).toEqual(OLD);
    }
    expect(current.updates).toEqual([]);
    expect(showsBase.updates).toEqual([]);

    // The next load reads the world as stored now.
    const again = await runMigrations(stored(), pending, 14);
    expect(again.updated).toBe(0);
  });
});

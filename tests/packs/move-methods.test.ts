/**
 * Moves keep how each trigger condition rolls: every Datasworn condition's roll method, read back from
 * the built packs and compared with the Datasworn data itself.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKS as GENERATED } from "../../tools/packs/build.mjs";
import { sharedBuild, type Built } from "./helpers";
import { ROLL_RULINGS } from "../../src/rules/effects/moves";

interface ConditionOption {
  using: string;
  key: string;
  label: string;
  value: number;
}

interface RollCondition {
  rollMethod: string;
  label: string;
  rollOptions: ConditionOption[];
}

interface DataswornCondition {
  method: string | null;
  text?: string;
  roll_options?: Array<{ using: string; value?: number; label?: string }> | null;
}

interface DataswornMove {
  _id: string;
  name: string;
  roll_type: string;
  trigger: { conditions?: DataswornCondition[] | null };
}

const PACKS = {
  "ironsworn-moves": "../../node_modules/@datasworn/ironsworn-classic/json/classic.json",
  "starforged-moves": "../../node_modules/@datasworn/starforged/json/starforged.json",
} as const;

/** Every move of a Datasworn ruleset's `moves` collections. */
function dataswornMoves(file: string): DataswornMove[] {
  const data = JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as { moves: unknown };
  const found: DataswornMove[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.type === "move" && typeof record._id === "string") found.push(record as unknown as DataswornMove);
    Object.values(record).forEach(walk);
  };
  walk(data.moves);
  return found;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

let built: Built;

beforeAll(async () => {
  built = await sharedBuild();
}, 120_000);

afterAll(async () => {
  await built?.cleanup();
});

function conditionsOf(pack: keyof typeof PACKS): Map<string, { name: string; rollType: string; conditions: RollCondition[] }> {
  return new Map(
    built.leveldb[pack].map((doc) => {
      const system = doc.system as unknown as { dataswornId: string; rollType: string; rollConditions: RollCondition[] };
      return [system.dataswornId, { name: doc.name, rollType: system.rollType, conditions: system.rollConditions }];
    }),
  );
}

describe.each(Object.keys(PACKS) as (keyof typeof PACKS)[])("%s: roll methods", (pack) => {
  const moves = dataswornMoves(PACKS[pack]);
  // A move whose roll follows a ruling (docs/rulings.md) is checked against the ruling below, not the text.
  const rolled = moves.filter((m) => m.roll_type !== "no_roll" && !(m._id in ROLL_RULINGS));
  const special = rolled.filter((m) => (m.trigger.conditions ?? []).some((c) => c.method !== "player_choice"));

  it("every rolled move keeps one condition per Datasworn condition, with its method, text and options", () => {
    const ours = conditionsOf(pack);
    for (const move of rolled) {
      const found = ours.get(move._id);
      expect(found, move._id).toBeDefined();
      const theirs = move.trigger.conditions ?? [];
      expect(found?.conditions.map((c) => c.rollMethod), move.name).toEqual(theirs.map((c) => camel(String(c.method))));
      expect(found?.conditions.map((c) => c.label), move.name).toEqual(theirs.map((c) => c.text ?? ""));
      expect(found?.conditions.map((c) => c.rollOptions.length), move.name).toEqual(theirs.map((c) => (c.roll_options ?? []).length));
    }
  });

  it("every move whose method is not a player choice keeps it (counted against Datasworn)", () => {
    const ours = conditionsOf(pack);
    const kept = [...ours.entries()].filter(
      ([id, m]) => !(id in ROLL_RULINGS) && m.conditions.some((c) => c.rollMethod !== "playerChoice"),
    );
    expect(special.length).toBeGreaterThan(0);
    expect(kept.map(([id]) => id).sort()).toEqual(special.map((m) => m._id).sort());
    const methodCount = (list: string[]) => list.reduce<Record<string, number>>((acc, m) => ({ ...acc, [m]: (acc[m] ?? 0) + 1 }), {});
    expect(methodCount(kept.flatMap(([, m]) => m.conditions.map((c) => c.rollMethod)).filter((m) => m !== "playerChoice"))).toEqual(
      methodCount(special.flatMap((m) => (m.trigger.conditions ?? []).map((c) => camel(String(c.method)))).filter((m) => m !== "playerChoice")),
    );
  });

  it("custom options keep their fixed value; other options have none", () => {
    const ours = conditionsOf(pack);
    for (const move of rolled) {
      const theirs = (move.trigger.conditions ?? []).flatMap((c) => c.roll_options ?? []);
      const mine = ours.get(move._id)?.conditions.flatMap((c) => c.rollOptions) ?? [];
      expect(mine.map((o) => o.value), move.name).toEqual(theirs.map((o) => (o.using === "custom" ? o.value : 0)));
    }
  });

  it("moves that roll nothing have no conditions", () => {
    const ours = conditionsOf(pack);
    for (const move of moves.filter((m) => m.roll_type === "no_roll")) {
      expect(ours.get(move._id)?.conditions, move.name).toEqual([]);
    }
  });
});

describe("moves named in the rules", () => {
  it("Endure Harm rolls the higher of health and iron; Heal's own wounds the lower of iron and wits", () => {
    for (const pack of Object.keys(PACKS) as (keyof typeof PACKS)[]) {
      const byName = new Map([...conditionsOf(pack).values()].map((m) => [m.name, m.conditions]));
      const harm = byName.get("Endure Harm") ?? [];
      expect(harm.map((c) => [c.rollMethod, c.rollOptions.map((o) => o.key).sort()])).toEqual([["highest", ["health", "iron"]]]);
      const heal = (byName.get("Heal") ?? []).find((c) => c.rollMethod === "lowest");
      expect(heal?.label).toBe("Mend your own wounds");
      expect(heal?.rollOptions.map((o) => o.key).sort()).toEqual(["iron", "wits"]);
    }
    const sf = new Map([...conditionsOf("starforged-moves").values()].map((m) => [m.name, m.conditions]));
    expect(sf.get("Continue a Legacy")?.map((c) => c.rollMethod)).toEqual(["all"]);
    expect(sf.get("Develop Your Relationship")?.[0].rollOptions.map((o) => [o.key, o.value])).toEqual([
      ["troublesome", 1],
      ["dangerous", 2],
      ["formidable", 3],
      ["extreme", 4],
      ["epic", 5],
    ]);
  });

  it("SF-04: Companion Takes a Hit rolls the higher of heart and the companion's health", () => {
    const sf = new Map([...conditionsOf("starforged-moves").values()].map((m) => [m.name, m.conditions]));
    expect(sf.get("Companion Takes a Hit")?.map((c) => [c.rollMethod, c.rollOptions.map((o) => o.key)])).toEqual([
      ["highest", ["heart", "companionHealth"]],
    ]);
  });

  it("our own rolled moves roll by player choice", () => {
    for (const [pack, docs] of Object.entries(built.leveldb)) {
      // Packs built from Datasworn (the expansions' too) roll as Datasworn says, checked above.
      if (pack in PACKS || GENERATED.some((p) => p.name === pack)) continue;
      for (const doc of docs) {
        if (doc.type !== "move") continue;
        const system = doc.system as unknown as { rollType: string; rollOptions: unknown[]; rollConditions: RollCondition[] };
        if (system.rollType === "none") expect(system.rollConditions, doc.name).toEqual([]);
        else expect(system.rollConditions.map((c) => c.rollMethod), doc.name).toEqual(["playerChoice"]);
      }
    }
  });
});

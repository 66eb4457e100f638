import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { limitsOf } from "../../src/data/range-guard";
import { expandForcedReplacements, specialKeyProblems } from "../../src/data/special-keys";
import { updateProblems } from "../../src/data/update-check";

const models = useDataModels();

/** A stored character as update-check reads it: its `system` is an instance of the model. */
function character() {
  const system = build(models.CharacterModel, {});
  return { type: "character", system };
}

/** Stands in for a Foundry v14 operator object (`_replace(value)`, `_del`): a class instance, not plain data. */
class Operator {
  constructor(readonly value?: unknown) {}
}

describe("Foundry's special update keys", () => {
  it("expands a forced replacement into plain keys and drops deletions", () => {
    expect(
      expandForcedReplacements({ "system.==meters": { health: 55 }, system: { stats: { "-=edge": null } } }),
    ).toEqual({ "system.meters.health": 55 });
  });

  /** Each attack: an update that once passed the check and let Foundry clamp, reset or remove a number. */
  const attacks: Array<[string, Record<string, unknown>]> = [
    ["dotted ==", { "system.==meters": { health: 55 } }],
    ["nested ==", { system: { "==meters": { health: 55 } } }],
    ["== on a leaf", { "system.==momentum": 99 }],
    ["== on the whole system", { "==system": { momentum: 99 } }],
    ["== leaving siblings out", { "system.==meters": { health: 3 } }],
    ["== with an empty group", { "system.==stats": {} }],
    ["== with a number for a group", { "system.==meters": 5 }],
    ["-= on a field", { "system.meters.-=health": null }],
    ["-= on a group", { "system.-=meters": null }],
    ["nested -=", { system: { meters: { "-=spirit": null } } }],
    ["-= on a nested group", { "system.-=legacies": null }],
    ["operator object for a group", { "system.meters": new Operator({ health: 55 }) }],
    ["operator object for a field", { "system.meters.health": new Operator() }],
  ];

  it.each(attacks)("refuses %s", (_name, changes) => {
    expect(updateProblems(character(), changes).length).toBeGreaterThan(0);
  });

  it("gives each refusal a reason and a field label", () => {
    const limits = limitsOf(models.CharacterModel);
    expect(specialKeyProblems(limits, { "system.meters.-=health": null })).toEqual([
      expect.objectContaining({
        path: "system.meters.health",
        reason: "delete",
        label: expect.stringContaining("meters.health"),
      }),
    ]);
    const reset = specialKeyProblems(limits, { "system.==meters": { health: 3 } }).map((p) => p.path);
    expect(reset).toContain("system.meters.spirit");
    expect(reset).not.toContain("system.meters.health");
  });

  it("lets a forced replacement through when it keeps every number within its limits", () => {
    const system = character().system as unknown as { meters: Record<string, number> };
    expect(updateProblems(character(), { "system.==meters": { ...system.meters, health: 2 } })).toEqual([]);
  });

  it("lets a v14 deletion operator through on fields that are not limited numbers", () => {
    // v14 writes `_del` (a ForcedDeletion instance) where v13 wrote a "-=" key (foundryvtt/dnd5e
    // module/documents/item.mjs deleteActivity; Muttley/foundryvtt-fallout issue 751).
    expect(updateProblems(character(), { "flags.vowforge.note": new Operator() })).toEqual([]);
    expect(updateProblems(character(), { system: { notes: new Operator() } })).toEqual([]);
    expect(updateProblems(character(), { "system.meters.health": new Operator() }).length).toBeGreaterThan(0);
    expect(updateProblems(character(), { "system.stats": new Operator() }).length).toBeGreaterThan(0);
  });

  it("leaves special keys outside the model alone (flag deletion)", () => {
    expect(updateProblems(character(), { "flags.vowforge.-=note": null, "system.meters.health": 4 })).toEqual(
      [],
    );
  });
});

describe("a forced replacement of the whole model", () => {
  it("refuses the numbers it leaves out", () => {
    const reset = specialKeyProblems(limitsOf(models.CharacterModel), { "==system": { momentum: 2 } });
    expect(reset.map((p) => p.path)).toEqual(
      expect.arrayContaining(["system.meters.health", "system.stats.edge"]),
    );
    expect(reset.every((p) => p.reason === "reset")).toBe(true);
  });
});

describe("every limited field of every actor and item model, through every special-key form", () => {
  it("accepts none of the writes that would store a clamped, reset or removed number", () => {
    let tried = 0;
    const accepted: string[] = [];
    const catalog = models as unknown as Record<string, unknown>;
    for (const [name, model] of Object.entries(catalog)) {
      if (!name.endsWith("Model") || typeof model !== "function") continue;
      const limits = limitsOf(model).filter((l) => !l.path.includes("*"));
      const document = { type: name === "CharacterModel" ? "character" : name, system: build(model, {}) };
      for (const limit of limits) {
        const keys = limit.path.split(".");
        const field = keys.pop() as string;
        const group = keys.join(".");
        const bad = Number.isFinite(limit.max) ? limit.max + 50 : limit.min - 50;
        const forms: Record<string, unknown>[] = [
          { [`system.${group ? `${group}.` : ""}-=${field}`]: null },
          { [`system.${group ? `${group}.` : ""}==${field}`]: bad },
          group ? { [`system.==${group}`]: { [field]: bad } } : { "==system": { [field]: bad } },
          group ? { system: { [`==${group}`]: { [field]: bad } } } : { system: { [`==${field}`]: bad } },
          group ? { [`system.-=${group}`]: null } : { "system.-=": null, [`system.-=${field}`]: null },
          group
            ? { [`system.${group}`]: new Operator({ [field]: bad }) }
            : { [`system.${field}`]: new Operator(bad) },
        ];
        for (const changes of forms) {
          tried += 1;
          if (updateProblems(document, changes).length === 0)
            accepted.push(`${name} ${JSON.stringify(changes)}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(accepted).toEqual([]);
  });
});

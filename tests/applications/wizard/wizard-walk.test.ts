/**
 * The guided creation's walk without Foundry, on the real pack content: each game's steps, what each
 * step refuses (in the words of the rules), moving back and forth, rows, the background roll, and the
 * plan a finished creation writes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { initialDraft } from "../../../src/applications/wizard/wizard-draft";
import { CreationFlow } from "../../../src/applications/wizard/wizard-flow";
import { buildPlan } from "../../../src/applications/wizard/wizard-plan";
import { type RowList, type WizardGame } from "../../../src/applications/wizard/wizard-types";
import { localize } from "../../helpers/handlebars";
import { answers, asValues, assetUuid, rowsToAdd, type Answer } from "./answers";
import { content, NEW_SYSTEMS, worldFor } from "./creation-world";

beforeAll(() => {
  content();
}, 60_000);

function start(game: WizardGame, system: Record<string, unknown> = NEW_SYSTEMS[game].system, name = "New character") {
  const actor = { name, type: NEW_SYSTEMS[game].type, system };
  return { actor, flow: new CreationFlow(worldFor(game), initialDraft(actor, game)) };
}

/** Fills the current step with `answer` (adding the rows it needs) and presses Next. */
function answer(flow: CreationFlow, values: Answer): boolean {
  for (const [list, count] of rowsToAdd(flow.step, values)) {
    while ((flow.draft[list as RowList] as unknown[]).length < count) flow.addRow(list as RowList);
  }
  flow.read(asValues(values));
  return flow.isLast ? flow.finish() : flow.next();
}

function walk(game: WizardGame) {
  const { actor, flow } = start(game);
  for (const [step, values] of answers(game, flow.world)) {
    expect(flow.step).toBe(step);
    expect(answer(flow, values), `${game} ${step}: ${JSON.stringify(flow.problems)}`).toBe(true);
  }
  return { actor, flow, plan: buildPlan(flow.draft, actor, localize) };
}

describe("each game's steps", () => {
  it.each([
    ["ironsworn", ["game", "identity", "stats", "assets", "bonds", "vow", "review"]],
    ["starforged", ["game", "identity", "paths", "starship", "finalAsset", "stats", "vow", "connections", "review"]],
    ["forgedTies", ["identity", "ftStats", "ftSkills", "partners", "forge", "review"]],
    ["augur", ["identity", "approaches", "expertise", "abilities", "partners", "review"]],
    ["strike", ["identity", "strikeSkills", "ties", "wealth", "review"]],
  ] as const)("%s", (game, steps) => {
    expect(start(game).flow.steps).toEqual(steps);
  });

  it("asks for the game only when the world offers two", () => {
    const actor = { name: "A", type: "character", system: {} };
    const flow = new CreationFlow({ ...worldFor("ironsworn"), games: ["starforged"] }, initialDraft(actor, "starforged"));
    expect(flow.step).toBe("identity");
  });
});

describe("an Ironsworn character", () => {
  it("is written as the rules make one: stats 3,2,2,1,1, three assets, bonds marked, a background vow", () => {
    const { plan, flow } = walk("ironsworn");
    expect(plan.update).toEqual({
      name: "Kaila <the Bold>",
      system: {
        ruleset: "ironsworn",
        stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 },
        pronouns: "she/her",
        notes: "<p>A hunter &amp; tracker.</p><h3>Bonds</h3><ul><li>Ardis, the healer</li><li>Deepwater &lt;village&gt;</li></ul>",
        bonds: { ticks: 2 },
      },
    });
    const world = flow.world;
    expect(plan.items).toEqual([
      { uuid: assetUuid(world, "ironsworn", "Archer"), fields: {} },
      { uuid: assetUuid(world, "ironsworn", "Cave Lion"), fields: {} },
      { uuid: assetUuid(world, "ironsworn", "Bonded"), fields: {} },
      { data: { name: "Avenge my sister", type: "progress", system: { ticks: 0, ruleset: "ironsworn", kind: "vow", rank: "epic" } } },
    ]);
  });

  it("keeps the user on the stats until they are exactly 3, 2, 2, 1, 1", () => {
    const { flow } = start("ironsworn");
    answer(flow, { game: "ironsworn" });
    answer(flow, { name: "Kaila" });
    expect(flow.step).toBe("stats");
    expect(answer(flow, {})).toBe(false);
    expect(flow.problems).toEqual([{ code: "StatArray", field: "stats.edge", data: { values: "3, 2, 2, 1, 1" } }]);
    expect(answer(flow, { "stats.edge": "3", "stats.heart": "3", "stats.iron": "2", "stats.shadow": "1", "stats.wits": "1" })).toBe(false);
    expect(flow.problems[0].field).toBe("stats.heart");
    expect(answer(flow, { "stats.heart": "2" })).toBe(true);
    expect(flow.step).toBe("assets");
  });

  it("wants exactly three assets of the packs in use", () => {
    const { flow } = start("ironsworn");
    for (const [, values] of answers("ironsworn", flow.world).slice(0, 3)) answer(flow, values);
    const two = [assetUuid(flow.world, "ironsworn", "Archer"), assetUuid(flow.world, "ironsworn", "Ironclad")];
    expect(answer(flow, { assets: two })).toBe(false);
    expect(flow.problems).toEqual([{ code: "PickCount", field: "assets", data: { expected: 3, chosen: 2 } }]);
    expect(answer(flow, { assets: [...two, assetUuid(flow.world, "starforged", "Ace")] })).toBe(false);
    expect(flow.problems[0].code).toBe("UnknownAsset");
    expect(answer(flow, { assets: [...two, assetUuid(flow.world, "ironsworn", "Hawk")] })).toBe(true);
  });

  it("takes up to three bonds, none blank", () => {
    const { flow } = start("ironsworn");
    for (const [, values] of answers("ironsworn", flow.world).slice(0, 4)) answer(flow, values);
    expect(flow.step).toBe("bonds");
    expect(flow.addRow("bonds")).toBe(0);
    expect(answer(flow, { "bonds.0": "  " })).toBe(false);
    expect(flow.problems).toEqual([{ code: "Blank", field: "bonds.0", data: { row: 1 } }]);
    flow.addRow("bonds");
    flow.addRow("bonds");
    expect(flow.addRow("bonds")).toBeNull();
    expect(flow.removeRow("bonds", 0)).toBe(true);
    expect(flow.draft.bonds).toHaveLength(2);
    flow.removeRow("bonds", 0);
    flow.removeRow("bonds", 0);
    expect(answer(flow, {})).toBe(true);
  });

  it("wants the background vow written and ranked extreme or epic", () => {
    const { flow } = start("ironsworn");
    for (const [, values] of answers("ironsworn", flow.world).slice(0, 5)) answer(flow, values);
    expect(flow.step).toBe("vow");
    expect(answer(flow, { "vow.title": "", "vow.rank": "dangerous" })).toBe(false);
    expect(flow.problems.map((p) => p.code)).toEqual(["Blank", "VowRank"]);
  });
});

describe("a Starforged character", () => {
  it("is written with its two paths, the named starship, one more asset, a vow and a connection", () => {
    const { plan, flow } = walk("starforged");
    const world = flow.world;
    expect(plan.update.system).toMatchObject({ ruleset: "starforged", callsign: "Needle", stats: { edge: 1, heart: 3, iron: 2, shadow: 1, wits: 2 } });
    expect(plan.items).toEqual([
      { uuid: assetUuid(world, "starforged", "Ace"), fields: {} },
      { uuid: assetUuid(world, "starforged", "Navigator"), fields: {} },
      { uuid: assetUuid(world, "starforged", "Starship"), fields: { name: "Wayfinder" } },
      { uuid: assetUuid(world, "starforged", "Engine Upgrade"), fields: {} },
      { data: { name: "Find the lost colony", type: "progress", system: { ticks: 0, ruleset: "starforged", kind: "vow", rank: "extreme" } } },
      { data: { name: "Sola", type: "progress", system: { ticks: 0, ruleset: "starforged", kind: "connection", rank: "formidable", role: "Pilot" } } },
    ]);
  });

  it("rolls a background on the book's table and takes its two paths", () => {
    const { flow } = start("starforged");
    expect(flow.world.backgrounds).toHaveLength(20);
    for (const [, values] of answers("starforged", flow.world).slice(0, 2)) answer(flow, values);
    expect(flow.rollBackground(9)).toBe(true);
    const background = flow.world.backgrounds[flow.draft.background ?? -1];
    expect(background.label).toBe("Delegate");
    expect(flow.draft.paths.map((uuid) => flow.world.assets.find((a) => a.uuid === uuid)?.name)).toEqual(["Bannersworn", "Diplomat"]);
    expect(flow.rollBackground(0)).toBe(false);
    // Picking a background in the form takes its paths; ticking other boxes afterwards keeps them.
    flow.read(asValues({ background: "19", paths: [] }));
    expect(flow.world.backgrounds[19].label).toBe("Tomb Raider");
    expect(flow.draft.paths).toEqual(flow.world.backgrounds[19].assets);
    flow.read(asValues({ background: "19", paths: [assetUuid(flow.world, "starforged", "Ace")] }));
    expect(answer(flow, { background: "19", paths: [assetUuid(flow.world, "starforged", "Ace")] })).toBe(false);
    expect(flow.problems).toEqual([{ code: "PickCount", field: "paths", data: { expected: 2, chosen: 1 } }]);
  });

  it("takes the STARSHIP unless the user chooses none, and then wants its name", () => {
    const { flow } = start("starforged");
    for (const [, values] of answers("starforged", flow.world).slice(0, 3)) answer(flow, values);
    expect(flow.step).toBe("starship");
    expect(flow.draft.starship.asset).toBe(assetUuid(flow.world, "starforged", "Starship"));
    expect(answer(flow, {})).toBe(false);
    expect(flow.problems).toEqual([{ code: "Blank", field: "starship.name" }]);
    expect(answer(flow, { "starship.asset": "" })).toBe(true);
    flow.back();
    expect(flow.draft.starship.asset).toBe("");
  });

  it("refuses a deed, a second command vehicle or a path already taken as the last asset", () => {
    const { flow } = start("starforged");
    for (const [, values] of answers("starforged", flow.world).slice(0, 4)) answer(flow, values);
    expect(flow.step).toBe("finalAsset");
    expect(answer(flow, {})).toBe(false);
    expect(flow.problems[0].code).toBe("PickOne");
    const deed = flow.world.assets.find((a) => a.category === "deed" && a.ruleset === "starforged")?.uuid ?? "";
    for (const bad of [deed, assetUuid(flow.world, "starforged", "Starship"), assetUuid(flow.world, "starforged", "Ace")]) {
      expect(answer(flow, { finalAsset: bad })).toBe(false);
      expect(flow.problems[0].code).toBe("FinalAsset");
    }
    expect(answer(flow, { finalAsset: assetUuid(flow.world, "starforged", "Banshee") })).toBe(true);
  });
});

describe("a Forged Ties, Augur or Strike! character", () => {
  it("Forged Ties: stats, skills with ids, a bond and a requirement", () => {
    const { plan } = walk("forgedTies");
    expect(plan.items).toEqual([]);
    expect(plan.update).toEqual({
      name: "Brannoc",
      system: {
        stats: { strength: 2, agility: 1, wits: 1, presence: 0 },
        skills: [{ id: "climbing", name: "Climbing", stat: "agility", dice: 2, related: [] }],
        bonds: [{ characterId: "Actor.mira", marked: false }],
        forge: { requirements: [{ id: "win-the-council-s-trust", label: "Win the council's trust", met: false }] },
        notes: "",
      },
    });
  });

  it("Forged Ties: no stat without a die, no skill named twice", () => {
    const { flow } = start("forgedTies");
    answer(flow, { name: "Brannoc" });
    expect(answer(flow, { "ftStats.strength": "0", "ftStats.agility": "0", "ftStats.wits": "0", "ftStats.presence": "0" })).toBe(false);
    expect(flow.problems).toEqual([{ code: "NoDice", field: "ftStats.strength" }]);
    expect(answer(flow, { "ftStats.wits": "6" })).toBe(false);
    expect(flow.problems).toEqual([{ code: "Range", field: "ftStats.wits", data: { min: 0, max: 5 } }]);
    answer(flow, { "ftStats.wits": "1" });
    const twice = { "ftSkills.0.name": "Climbing", "ftSkills.0.stat": "agility", "ftSkills.0.dice": "1", "ftSkills.1.name": "climbing", "ftSkills.1.stat": "wits", "ftSkills.1.dice": "1" };
    expect(answer(flow, twice)).toBe(false);
    expect(flow.problems).toEqual([{ code: "Repeated", field: "ftSkills.1.name", data: { name: "climbing" } }]);
  });

  it("Augur: approaches, expertise, an ability whose typed text is escaped, a bond", () => {
    const { plan } = walk("augur");
    expect(plan.update.system).toEqual({
      approaches: { prowess: 1, finesse: 2, insight: 3, presence: 1, resolve: 0 },
      expertise: [{ id: "old-maps", name: "Old maps" }],
      abilities: [{ id: "steady-hand", name: "Steady hand", text: "<p>Once a scene: &lt;steady&gt;</p>", bonusDie: true }],
      bonds: [{ characterId: "Actor.brannoc", marked: false }],
      notes: "<p>Reads the old signs.</p>",
    });
  });

  it("Augur: an approach above 6 is refused", () => {
    const { flow } = start("augur");
    answer(flow, { name: "Mira" });
    expect(answer(flow, { "approaches.prowess": "7" })).toBe(false);
    expect(flow.problems).toEqual([{ code: "Range", field: "approaches.prowess", data: { min: 0, max: 6 } }]);
  });

  it("Strike!: skills, a relationship, a trait, wealth and action points", () => {
    const { plan } = walk("strike");
    expect(plan.update.system).toEqual({
      skills: [{ id: "lockpicking", name: "Lockpicking", skilled: true, ability: "dexterity", restricted: false }],
      relationships: [{ id: "captain-vess", name: "Captain Vess" }],
      traits: [{ id: "quick", name: "Quick", lost: false }],
      wealth: { tier: 2 },
      actionPoints: 3,
      notes: "",
    });
  });

  it("Strike!: at least one skill, and action points from 1 to 3", () => {
    const { flow } = start("strike");
    answer(flow, { name: "Orrin" });
    expect(answer(flow, {})).toBe(false);
    expect(flow.problems).toEqual([{ code: "NoSkill", field: "strikeSkills.add" }]);
    expect(answer(flow, { "strikeSkills.0.name": "Lockpicking", "strikeSkills.0.ability": "", "strikeSkills.0.restricted": false })).toBe(true);
    expect(answer(flow, { "relationships.0.name": "Vess" })).toBe(true);
    for (const [ap, ok] of [["0", false], ["4", false], ["1", true]] as const) {
      if (flow.step !== "wealth") flow.back();
      expect(answer(flow, { wealth: "1", actionPoints: ap })).toBe(ok);
    }
  });
});

describe("moving through the steps", () => {
  it("goes back freely, forward only to steps reached, and a new game restarts the walk", () => {
    const { flow } = start("ironsworn");
    expect(flow.back()).toBe(false);
    expect(flow.goTo(2)).toBe(false);
    for (const [, values] of answers("ironsworn", flow.world).slice(0, 3)) answer(flow, values);
    expect(flow.index).toBe(3);
    expect(flow.goTo(1)).toBe(true);
    expect(flow.goTo(3)).toBe(true);
    expect(flow.goTo(4)).toBe(false);
    expect(flow.goTo(0)).toBe(true);
    flow.read(asValues({ game: "starforged" }));
    expect(flow.steps[2]).toBe("paths");
    expect(flow.reached).toBe(0);
    expect(flow.goTo(1)).toBe(false);
  });

  it("finishing checks every step again and shows the first with a problem", () => {
    const { flow } = walk("ironsworn");
    flow.goTo(2);
    flow.read(asValues({ "stats.edge": "2" }));
    flow.goTo(flow.steps.length - 1);
    expect(flow.finish()).toBe(false);
    expect(flow.step).toBe("stats");
    expect(flow.problems[0].code).toBe("StatArray");
  });
});

describe("a character opened again from its sheet", () => {
  it("keeps what the creation does not show: related skills, met requirements, marked bonds", () => {
    const system = {
      stats: { strength: 2, agility: 1, wits: 1, presence: 1 },
      skills: [
        { id: "climb", name: "Climb", stat: "agility", dice: 2, related: ["swim"] },
        { id: "swim", name: "Swim", stat: "strength", dice: 1, related: ["climb", "gone"] },
      ],
      bonds: [{ characterId: "Actor.mira", marked: true }],
      forge: { requirements: [{ id: "r1", label: "Find the key", met: true }] },
      notes: "<p>Old notes.</p>",
    };
    const { flow, actor } = start("forgedTies", system, "Brannoc");
    expect(flow.draft.ftSkills.map((s) => s.id)).toEqual(["climb", "swim"]);
    flow.removeRow("ftSkills", 1);
    const plan = buildPlan(flow.draft, actor, localize);
    expect(plan.update.system).toMatchObject({
      skills: [{ id: "climb", name: "Climb", stat: "agility", dice: 2, related: [] }],
      bonds: [{ characterId: "Actor.mira", marked: true }],
      forge: { requirements: [{ id: "r1", label: "Find the key", met: true }] },
      notes: "<p>Old notes.</p>",
    });
  });

  it("keeps a Strike! skill unskilled and a trait lost, and an Ironsworn character's earlier bond ticks", () => {
    const strike = start("strike", { skills: [{ id: "sail", name: "Sail", skilled: false, ability: null, restricted: true }], traits: [{ id: "t", name: "Brave", lost: true }], relationships: [], wealth: { tier: 3 }, actionPoints: 5 });
    expect(strike.flow.draft.actionPoints).toBe(3);
    expect(buildPlan(strike.flow.draft, strike.actor, localize).update.system).toMatchObject({
      skills: [{ id: "sail", name: "Sail", skilled: false, ability: null, restricted: true }],
      traits: [{ id: "t", name: "Brave", lost: true }],
      wealth: { tier: 3 },
    });
    const sworn = start("ironsworn", { ruleset: "ironsworn", bonds: { ticks: 39 }, stats: { edge: 1, heart: 3, iron: 2, shadow: 2, wits: 1 } });
    expect(sworn.flow.draft.stats).toEqual({ edge: 1, heart: 3, iron: 2, shadow: 2, wits: 1 });
    const steps = answers("ironsworn", sworn.flow.world);
    for (const [step, values] of steps.slice(0, 4)) answer(sworn.flow, step === "stats" ? {} : values);
    expect(sworn.flow.step).toBe("bonds");
    expect(answer(sworn.flow, { "bonds.0": "A", "bonds.1": "B" })).toBe(true);
    expect(buildPlan(sworn.flow.draft, sworn.actor, localize).update.system.bonds).toEqual({ ticks: 40 });
  });
});

describe("problems shown after Next", () => {
  it("are set aside as the user fixes them, and none is added before the next Next", () => {
    const { flow } = start("ironsworn");
    const [game, identity, stats] = answers("ironsworn", flow.world);
    expect(answer(flow, game[1])).toBe(true);
    expect(answer(flow, identity[1])).toBe(true);
    expect(flow.step).toBe("stats");
    const bad = { ...stats[1], "stats.edge": "3", "stats.heart": "3" };
    expect(answer(flow, bad)).toBe(false);
    const shown = flow.problems.map((p) => p.code);
    expect(shown.length).toBeGreaterThan(0);
    // Still wrong in another way: what was shown stays only where it still holds.
    flow.read(asValues({ ...bad, "stats.heart": "" }));
    expect(flow.problems.every((p) => shown.includes(p.code))).toBe(true);
    // Fixed: the shown problems go without pressing Next.
    flow.read(asValues(stats[1]));
    expect(flow.problems).toEqual([]);
    expect(flow.next()).toBe(true);
  });
});

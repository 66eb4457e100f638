/**
 * The guided creation window in fake Foundry (tests/fakes/creation-foundry.ts): opened on a new actor of
 * each game, its form filled step by step from what each step draws and moved on with the form's submit,
 * it writes a character that the data models accept (the actor's update and each item validated by its
 * model) in one update plus one creation of items. Cancelled at any step, or closed, it leaves the actor
 * as it was; a write that fails half-way removes what it had created and says so.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateDocuments } from "../../../tools/packs/build.mjs";
import { useDataModels, build } from "../../fakes/data-fields";
import { fakeApplicationsApi, fakeControl, type FakeApplicationV2 } from "../../fakes/foundry-application";
import { creationActorClass, fakePack, installCreationGlobals, type Notified, type Source } from "../../fakes/creation-foundry";
import { fakeConfigDice, diceQueue, FakeRoll } from "../../fakes/dice";
import { fakeSettings } from "../../fakes/settings";
import { StoringActor } from "../../fakes/storing-actors";
import { type WizardContext } from "../../../src/applications/wizard/wizard-context";
import type * as WizardModuleType from "../../../src/applications/wizard/character-wizard";
import { type StepId } from "../../../src/applications/wizard/wizard-steps";
import { type WizardGame } from "../../../src/applications/wizard/wizard-types";
import { partsMissingPartials } from "../../helpers/handlebars";
import { answers, type Answer, rowsToAdd } from "./answers";
import { worldFor } from "./creation-world";

const models = useDataModels();

type Wizard = FakeApplicationV2 & { lastContext: WizardContext };
type WizardModule = typeof WizardModuleType;
type CreationActor = InstanceType<ReturnType<typeof creationActorClass>>;

let wizard: WizardModule;
let Actor: ReturnType<typeof creationActorClass>;
let notified: Notified;

const TYPES: Record<WizardGame, string> = {
  ironsworn: "character",
  starforged: "character",
  forgedTies: "forgedTiesCharacter",
  augur: "augurCharacter",
  strike: "strikeCharacter",
};

beforeAll(async () => {
  const { packs } = generateDocuments();
  const sources = (name: string) => (packs.find((p: { name: string }) => p.name === name)?.documents ?? []) as Source[];
  const flags = (ruleset: string) => ({ vowforge: { ruleset, generated: "datasworn" } });
  const fakePacks = [
    fakePack("ironsworn-assets", "Item", "VOWFORGE.Pack.ironswornAssets", flags("ironsworn"), sources("ironsworn-assets")),
    fakePack("starforged-assets", "Item", "VOWFORGE.Pack.starforgedAssets", flags("starforged"), sources("starforged-assets")),
    fakePack("starforged-oracles", "RollTable", "VOWFORGE.Pack.starforgedOracles", flags("starforged"), sources("starforged-oracles")),
    fakePack("ironsworn-moves", "Item", "VOWFORGE.Pack.ironswornMoves", flags("ironsworn"), sources("ironsworn-moves")),
  ];
  const partners = [
    { id: "mira", uuid: "Actor.mira", name: "Mira Vell", type: "augurCharacter", visible: true, hasPlayerOwner: true },
    { id: "brannoc", uuid: "Actor.brannoc", name: "Brannoc", type: "forgedTiesCharacter", visible: true, hasPlayerOwner: true },
    { id: "gorm", uuid: "Actor.gorm", name: "Gorm", type: "foe", visible: true, hasPlayerOwner: false },
  ];
  const settings = fakeSettings(true);
  vi.stubGlobal("game", { settings });
  notified = installCreationGlobals(fakePacks, partners);
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", { ...base, applications: { ...fakeApplicationsApi().applications, instances: new Map() } });
  vi.stubGlobal("CONFIG", { Dice: fakeConfigDice() });
  vi.stubGlobal("Roll", FakeRoll);
  vi.stubGlobal("Actor", class extends StoringActor {});
  vi.stubGlobal("Item", class extends StoringActor {});
  const { registerSettings } = await import("../../../src/settings");
  registerSettings();
  for (const ruleset of ["forgedTies", "augur", "strike"]) await settings.set("vowforge", `ruleset.${ruleset}`, true);
  const { VowforgeActor } = await import("../../../src/documents/actor");
  Actor = creationActorClass(VowforgeActor as unknown as new (type: string, system: unknown) => StoringActor, models.dataModels as never);
  wizard = await import("../../../src/applications/wizard/character-wizard");
}, 120_000);

afterAll(() => vi.unstubAllGlobals());

/** The names and kinds of the controls the current step draws (what its form holds). */
function controlsOf(context: WizardContext): Array<{ name: string; type: string; value: string; checked: boolean }> {
  const out: Array<{ name: string; type: string; value: string; checked: boolean }> = [];
  for (const block of context.step.blocks) {
    if (block.kind === "fields") for (const c of block.controls) out.push({ name: c.name, type: c.kind, value: c.value, checked: c.checked });
    if (block.kind === "rows") for (const row of block.rows) for (const c of row.controls) out.push({ name: c.name, type: c.kind, value: c.value, checked: c.checked });
    if (block.kind === "picks") for (const group of block.groups) for (const o of group.options) out.push({ name: block.name, type: block.type, value: o.value, checked: o.checked });
  }
  return out;
}

/** Fills the step's form as a user would: every control the step draws, with the answer's values. */
function fill(app: Wizard, answer: Answer): void {
  const controls = controlsOf(app.lastContext);
  const names = new Set(controls.map((c) => c.name));
  for (const name of Object.keys(answer)) expect(names, `${app.lastContext.step.id} draws no control ${name}`).toContain(name);
  app.element.controls.clear();
  controls.forEach((c, i) => {
    const given = answer[c.name];
    const control = fakeControl(c.name, c.value, c.type === "select" || c.type === "textarea" || c.type === "number" ? c.type : c.type);
    if (c.type === "checkbox" || c.type === "radio") {
      control.checked = given === undefined ? c.checked : Array.isArray(given) ? given.includes(c.value) : given === true || given === c.value;
    } else if (typeof given === "string") {
      control.value = given;
    }
    app.element.controls.set(`${c.name}#${i}`, control);
  });
}

let actors = 0;

async function open(game: WizardGame): Promise<{ actor: CreationActor; app: Wizard }> {
  actors += 1;
  const actor = new Actor(TYPES[game], "New character", game === "starforged" ? { ruleset: "starforged" } : {}, `Actor.new${actors}`);
  const app = (await wizard.CharacterWizard.open(actor as never)) as unknown as Wizard;
  expect(app).toBeTruthy();
  return { actor, app };
}

/** Answers the current step (adding the rows it needs first) and submits the form. */
async function step(app: Wizard, id: StepId, answer: Answer): Promise<void> {
  expect(app.lastContext.step.id).toBe(id);
  for (const [list, count] of rowsToAdd(id, answer)) {
    const drawn = () => (app.lastContext.step.blocks.find((b) => b.kind === "rows" && b.list === list) as { rows?: unknown[] } | undefined)?.rows?.length ?? 0;
    for (let guard = 0; drawn() < count; guard += 1) {
      if (guard > 5) throw new Error(`no row of ${list} could be added`);
      // The form holds what the step drew (as the browser's form would), then the button is pressed.
      fill(app, {});
      await app.act("wizardAddRow", { dataset: { action: "wizardAddRow", list } });
    }
  }
  fill(app, answer);
  await app.submit();
}

const GAMES: WizardGame[] = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];

describe("each game's creation writes a character the data models accept", () => {
  it.each(GAMES)("%s", async (game) => {
    const { actor, app } = await open(game);
    const before = { info: notified.info.length };
    for (const [id, answer] of answers(game, worldFor(game))) {
      await step(app, id, answer);
    }
    expect(app.rendered).toBe(false);
    expect(notified.info.slice(before.info)).toEqual([`${actor.name} is ready.`]);
    // One update of the actor, one creation of items.
    expect(actor.stored).toHaveLength(1);
    expect(actor.created.length).toBe(game === "ironsworn" || game === "starforged" ? 1 : 0);
    // What is stored is what the model accepts from scratch.
    const source = (actor.system as { toObject(): Record<string, unknown> }).toObject();
    expect(() => build(models.dataModels.Actor[TYPES[game] as keyof typeof models.dataModels.Actor], source)).not.toThrow();
    const joint = (models.dataModels.Actor[TYPES[game] as keyof typeof models.dataModels.Actor] as { validateJoint?: (d: object) => void }).validateJoint;
    expect(() => joint?.(source)).not.toThrow();
    const items = [...actor.items.values()];
    if (game === "ironsworn") {
      expect(actor.name).toBe("Kaila <the Bold>");
      expect(source).toMatchObject({ ruleset: "ironsworn", stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, bonds: { ticks: 2 } });
      expect(items.map((i) => `${i.type}:${i.name}`)).toEqual(["asset:Archer", "asset:Cave Lion", "asset:Bonded", "progress:Avenge my sister"]);
      expect((items[3].system as unknown as { rank: string; kind: string }).rank).toBe("epic");
    }
    if (game === "starforged") {
      expect(items.map((i) => `${i.type}:${i.name}`)).toEqual([
        "asset:Ace",
        "asset:Navigator",
        "asset:Starship",
        "asset:Engine Upgrade",
        "progress:Find the lost colony",
        "progress:Sola",
      ]);
      const ship = items[2].system as unknown as { fields: Array<{ key: string; value: string }> };
      expect(ship.fields.find((f) => f.key === "name")?.value).toBe("Wayfinder");
      expect(source).toMatchObject({ ruleset: "starforged", callsign: "Needle" });
    }
    if (game === "forgedTies") expect(source).toMatchObject({ skills: [{ id: "climbing", stat: "agility", dice: 2 }], bonds: [{ characterId: "Actor.mira", marked: false }] });
    if (game === "augur") expect(source).toMatchObject({ approaches: { insight: 3 }, abilities: [{ id: "steady-hand", bonusDie: true }] });
    if (game === "strike") expect(source).toMatchObject({ skills: [{ id: "lockpicking", ability: "dexterity" }], wealth: { tier: 2 }, actionPoints: 3 });
    // The items came from the packs, as Foundry imports them (source recorded, pack id dropped).
    for (const data of actor.created[0] ?? []) {
      const made = data as { _id: string; _stats?: { compendiumSource?: string }; type: string };
      if (made.type === "asset") expect(made._stats?.compendiumSource).toMatch(/^Compendium\.vowforge\./);
      expect(actor.items.has(made._id)).toBe(true);
    }
  });
});

/** The actor's stored data, items and writes, to compare before and after. */
function snapshot(actor: CreationActor) {
  return {
    name: actor.name,
    system: (actor.system as { toObject(): unknown }).toObject(),
    items: actor.items.size,
    stored: actor.stored.length,
    created: actor.created.length,
  };
}

describe("a creation cancelled or closed at any step leaves nothing", () => {
  it.each(GAMES)("%s: cancelled at every step", async (game) => {
    const steps = answers(game, worldFor(game));
    for (let at = 0; at < steps.length; at += 1) {
      const { actor, app } = await open(game);
      const before = snapshot(actor);
      for (const [id, answer] of steps.slice(0, at)) await step(app, id, answer);
      expect(app.lastContext.step.id).toBe(steps[at][0]);
      // Something typed on this step too (into the controls it draws), then Cancel.
      const drawn = new Set(controlsOf(app.lastContext).map((c) => c.name));
      fill(app, Object.fromEntries(Object.entries(steps[at][1]).filter(([name]) => drawn.has(name))));
      await app.act("wizardCancel", { dataset: { action: "wizardCancel" } });
      expect(app.rendered).toBe(false);
      expect(snapshot(actor)).toEqual(before);
      // Cancel drops the draft: the creation opens again at its first step.
      const again = await wizard.CharacterWizard.open(actor as never);
      expect((again as unknown as Wizard).lastContext.step.position).toBe(`Step 1 of ${steps.length}`);
      await (again as unknown as Wizard).close();
    }
  });

  it("closing the window keeps the draft for this session, and writes nothing", async () => {
    const { actor, app } = await open("ironsworn");
    const before = snapshot(actor);
    const steps = answers("ironsworn", worldFor("ironsworn"));
    for (const [id, answer] of steps.slice(0, 3)) await step(app, id, answer);
    await app.close();
    expect(snapshot(actor)).toEqual(before);
    const again = (await wizard.CharacterWizard.open(actor as never)) as unknown as Wizard;
    expect(again.lastContext.step.id).toBe("assets");
    await again.act("wizardCancel", { dataset: { action: "wizardCancel" } });
  });
});

describe("a write that fails", () => {
  async function toReview(game: WizardGame) {
    const { actor, app } = await open(game);
    const steps = answers(game, worldFor(game));
    for (const [id, answer] of steps.slice(0, -1)) await step(app, id, answer);
    expect(app.lastContext.step.id).toBe("review");
    return { actor, app };
  }

  it("removes the items it created when the actor's update fails, and says so", async () => {
    const { actor, app } = await toReview("ironsworn");
    const before = snapshot(actor);
    const update = vi.spyOn(actor, "update").mockRejectedValueOnce(new Error("the server is gone"));
    const errors = notified.error.length;
    await app.submit();
    expect(update).toHaveBeenCalledTimes(1);
    expect(actor.created).toHaveLength(1);
    expect(actor.deleted).toEqual([actor.created[0].map((d) => (d as { _id: string })._id)]);
    expect(actor.items.size).toBe(0);
    expect(snapshot(actor)).toEqual({ ...before, created: 1 });
    expect(notified.error.slice(errors)).toEqual([
      "Writing the character failed: the server is gone. Everything this creation had added was removed again.",
    ]);
    // The window stays open with the draft, so the user may try again.
    expect(app.rendered).toBe(true);
    update.mockRestore();
    await app.submit();
    expect(app.rendered).toBe(false);
    expect(actor.items.size).toBe(4);
  });

  it("removes the items made before the server refused the rest", async () => {
    const { actor, app } = await toReview("starforged");
    actor.failCreateAfter = 2;
    await app.submit();
    expect(actor.items.size).toBe(0);
    expect(actor.deleted[0]).toHaveLength(2);
    expect(actor.stored).toHaveLength(0);
    expect(notified.error.at(-1)).toBe(
      "Writing the character failed: the server refused the items. Everything this creation had added was removed again.",
    );
    await app.act("wizardCancel", { dataset: { action: "wizardCancel" } });
  });

  it("writes nothing when an asset of the creation is no longer in its pack", async () => {
    const { actor, app } = await toReview("ironsworn");
    const fromUuid = vi.spyOn((globalThis as unknown as { foundry: { utils: { fromUuid: (u: string) => Promise<unknown> } } }).foundry.utils, "fromUuid");
    fromUuid.mockResolvedValueOnce(null);
    await app.submit();
    expect(actor.created).toHaveLength(0);
    expect(actor.stored).toHaveLength(0);
    expect(notified.error.at(-1)).toMatch(/^An asset of this creation could not be found \(Compendium\.vowforge\.ironsworn-assets\.Item\.\w+\); nothing was written\.$/);
    fromUuid.mockRestore();
    await app.act("wizardCancel", { dataset: { action: "wizardCancel" } });
  });
});

describe("the creation's other ways in", () => {
  it("loads with each part every partial it draws (its templates are not preloaded at init)", () => {
    expect(Object.keys(wizard.CharacterWizard.PARTS)).toEqual(["nav", "step", "errors", "footer"]);
    expect(partsMissingPartials(wizard.CharacterWizard.PARTS)).toEqual([]);
  });

  it("rolls the Starforged background with Foundry's dice", async () => {
    const { app } = await open("starforged");
    await step(app, "game", { game: "starforged" });
    await step(app, "identity", { name: "Ren" });
    fill(app, {});
    diceQueue.set(97);
    await app.act("wizardRollBackground", { dataset: { action: "wizardRollBackground" } });
    const paths = app.lastContext.step.blocks.find((b) => b.kind === "picks");
    const picked = (paths as { groups: Array<{ options: Array<{ label: string; checked: boolean }> }> }).groups.flatMap((g) => g.options).filter((o) => o.checked);
    expect(picked.map((o) => o.label)).toEqual(["Scavenger", "Scoundrel"]);
    await app.act("wizardCancel", { dataset: { action: "wizardCancel" } });
  });

  it("is offered for a new blank character of a known game, not for an import or a duplicate", async () => {
    const { isNewCharacter } = await import("../../../src/applications/wizard/register");
    const enabled = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];
    const blank = { name: "A", type: "character", system: {}, items: { size: 0 }, _stats: { compendiumSource: null, duplicateSource: null } };
    expect(isNewCharacter(blank, enabled)).toBe(true);
    expect(isNewCharacter({ ...blank, type: "strikeCharacter" }, enabled)).toBe(true);
    expect(isNewCharacter({ ...blank, items: { size: 2 } }, enabled)).toBe(false);
    expect(isNewCharacter({ ...blank, _stats: { compendiumSource: "Compendium.x.Actor.y" } }, enabled)).toBe(false);
    expect(isNewCharacter({ ...blank, _stats: { duplicateSource: "Actor.y" } }, enabled)).toBe(false);
    for (const type of ["foe", "starship", "shared", "conflict"]) expect(isNewCharacter({ ...blank, type }, enabled)).toBe(false);
  });
});

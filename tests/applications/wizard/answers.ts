/**
 * A finished creation of each game, step by step: what a user types and picks on each step's form
 * (by control name). The walk tests fill the forms with these and press Next.
 */
import { type FormValues } from "../../../src/applications/wizard/wizard-form";
import { type StepId } from "../../../src/applications/wizard/wizard-steps";
import { type WizardGame, type WizardWorld } from "../../../src/applications/wizard/wizard-types";

export type Answer = Record<string, string | string[] | boolean>;

/** An answer as a form gives it (a checked checkbox gives its value, "true"; an unchecked one nothing). */
export function asValues(answer: Answer): FormValues {
  return Object.fromEntries(
    Object.entries(answer).map(([name, value]) => [name, typeof value === "boolean" ? (value ? ["true"] : []) : Array.isArray(value) ? value : [value]]),
  );
}

/** The UUID of the asset named `name` of `ruleset`. */
export function assetUuid(world: WizardWorld, ruleset: string, name: string): string {
  const asset = world.assets.find((a) => a.ruleset === ruleset && a.name === name);
  if (!asset) throw new Error(`no ${ruleset} asset ${name}`);
  return asset.uuid;
}

/** Each game's answers, step by step (the review answers nothing). */
export function answers(game: WizardGame, world: WizardWorld): Array<[StepId, Answer]> {
  const is = (name: string) => assetUuid(world, "ironsworn", name);
  const sf = (name: string) => assetUuid(world, "starforged", name);
  switch (game) {
    case "ironsworn":
      return [
        ["game", { game: "ironsworn" }],
        ["identity", { name: "Kaila <the Bold>", pronouns: "she/her", description: "A hunter & tracker." }],
        ["stats", { "stats.edge": "3", "stats.heart": "2", "stats.iron": "2", "stats.shadow": "1", "stats.wits": "1" }],
        ["assets", { assets: [is("Archer"), is("Cave Lion"), is("Bonded")] }],
        ["bonds", { "bonds.0": "Ardis, the healer", "bonds.1": "Deepwater <village>" }],
        ["vow", { "vow.title": "Avenge my sister", "vow.rank": "epic" }],
        ["review", {}],
      ];
    case "starforged":
      return [
        ["game", { game: "starforged" }],
        ["identity", { name: "Ren", pronouns: "they/them", callsign: "Needle", description: "" }],
        ["paths", { background: "", paths: [sf("Ace"), sf("Navigator")] }],
        ["starship", { "starship.asset": sf("Starship"), "starship.name": "Wayfinder" }],
        ["finalAsset", { finalAsset: sf("Engine Upgrade") }],
        ["stats", { "stats.edge": "1", "stats.heart": "3", "stats.iron": "2", "stats.shadow": "1", "stats.wits": "2" }],
        ["vow", { "vow.title": "Find the lost colony", "vow.rank": "extreme" }],
        ["connections", { "connections.0.name": "Sola", "connections.0.role": "Pilot", "connections.0.rank": "formidable" }],
        ["review", {}],
      ];
    case "forgedTies":
      return [
        ["identity", { name: "Brannoc", description: "" }],
        ["ftStats", { "ftStats.strength": "2", "ftStats.agility": "1", "ftStats.wits": "1", "ftStats.presence": "0" }],
        ["ftSkills", { "ftSkills.0.id": "", "ftSkills.0.name": "Climbing", "ftSkills.0.stat": "agility", "ftSkills.0.dice": "2" }],
        ["partners", { partners: ["Actor.mira"] }],
        ["forge", { "requirements.0.id": "", "requirements.0.name": "Win the council's trust" }],
        ["review", {}],
      ];
    case "augur":
      return [
        ["identity", { name: "Mira", description: "Reads the old signs." }],
        ["approaches", { "approaches.prowess": "1", "approaches.finesse": "2", "approaches.insight": "3", "approaches.presence": "1", "approaches.resolve": "0" }],
        ["expertise", { "expertise.0.id": "", "expertise.0.name": "Old maps" }],
        ["abilities", { "abilities.0.id": "", "abilities.0.name": "Steady hand", "abilities.0.text": "Once a scene: <steady>", "abilities.0.bonusDie": true }],
        ["partners", { partners: ["Actor.brannoc"] }],
        ["review", {}],
      ];
    case "strike":
      return [
        ["identity", { name: "Orrin", description: "" }],
        ["strikeSkills", { "strikeSkills.0.id": "", "strikeSkills.0.name": "Lockpicking", "strikeSkills.0.ability": "dexterity", "strikeSkills.0.restricted": false }],
        ["ties", { "relationships.0.id": "", "relationships.0.name": "Captain Vess", "traits.0.id": "", "traits.0.name": "Quick" }],
        ["wealth", { wealth: "2", actionPoints: "3" }],
        ["review", {}],
      ];
  }
}

/** The rows each step's form shows for its answer (a list step needs rows added first). */
export function rowsToAdd(step: StepId, answer: Answer): Array<[string, number]> {
  const lists = ["bonds", "connections", "ftSkills", "requirements", "expertise", "abilities", "strikeSkills", "relationships", "traits"];
  const counts = new Map<string, number>();
  for (const name of Object.keys(answer)) {
    const match = /^([a-zA-Z]+)\.(\d+)/.exec(name);
    if (match && lists.includes(match[1])) counts.set(match[1], Math.max(counts.get(match[1]) ?? 0, Number(match[2]) + 1));
  }
  return step === "review" ? [] : [...counts.entries()];
}

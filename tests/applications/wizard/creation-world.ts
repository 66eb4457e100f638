/**
 * What the creation offers, read from the real pack content (the pack generator's output, as the
 * creation page gets it) by the system's own readers: the asset packs' index entries, Starforged's
 * background table and two characters a bond may be held with.
 */
import { creationContent } from "../../../playground/creation/build.mjs";
import { assetsOfIndex, backgroundsOf } from "../../../src/applications/wizard/wizard-sources";
import { type WizardGame, type WizardWorld } from "../../../src/applications/wizard/wizard-types";
import { oracleTableData, type RollTableLike } from "../../../src/oracles/table-data";

export type Content = ReturnType<typeof creationContent>;

let cached: Content | null = null;

/** The pack content, generated once per test file. */
export function content(): Content {
  cached ??= creationContent();
  return cached;
}

export const PARTNERS = [
  { uuid: "Actor.brannoc", name: "Brannoc" },
  { uuid: "Actor.mira", name: "Mira Vell" },
];

/** The world a creation of `game` sees: both sworn games for a character, else the game alone. */
export function worldFor(game: WizardGame): WizardWorld {
  const c = content();
  const table = c.backgrounds as unknown as (RollTableLike & { uuid: string }) | null;
  return {
    games: game === "ironsworn" || game === "starforged" ? ["ironsworn", "starforged"] : [game],
    assets: c.assets.flatMap((pack) => assetsOfIndex(pack.index, pack.collection)),
    backgrounds: table ? backgroundsOf(oracleTableData(table, table.uuid)) : [],
    partners: PARTNERS,
  };
}

/** A new actor of each game, with the models' starting values. */
export const NEW_SYSTEMS: Record<WizardGame, { type: string; system: Record<string, unknown> }> = {
  ironsworn: { type: "character", system: { ruleset: "ironsworn" } },
  starforged: { type: "character", system: { ruleset: "starforged" } },
  forgedTies: { type: "forgedTiesCharacter", system: {} },
  augur: { type: "augurCharacter", system: {} },
  strike: { type: "strikeCharacter", system: {} },
};

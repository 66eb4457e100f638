/**
 * Which games the creation offers an actor. Part of the main script (the sheet's header menu and the
 * `createActor` hook ask it before the creation's chunk is loaded), so it holds nothing else.
 */
import { RULESETS, type RulesetId } from "../../config";
import { characterTypeOf, rulesetOf, type DocumentLike } from "../../data/documents";
import { type WizardGame } from "./wizard-types";

/** The actor as the creation reads it (its ruleset read by rulesetOf). */
export interface WizardActor extends DocumentLike {
  name: string;
  type: string;
}

/**
 * The games a character of `type` may be made for: an Ironsworn / Starforged character the enabled
 * ones of the two (its own when neither is enabled), another type its own game. Empty for an actor
 * that is no character.
 */
export function gamesFor(actor: WizardActor, enabled: readonly RulesetId[]): WizardGame[] {
  const games = RULESETS.filter((game) => characterTypeOf(game) === actor.type);
  if (games.length < 2) return games;
  const on = games.filter((game) => enabled.includes(game));
  if (on.length > 0) return on;
  const own = games.find((game) => game === rulesetOf(actor));
  return own ? [own] : [games[0]];
}

/** The game a creation starts on: the character's own ruleset when offered, else the first offered. */
export function startingGame(actor: WizardActor, games: readonly WizardGame[]): WizardGame {
  return games.find((game) => game === rulesetOf(actor)) ?? games[0];
}

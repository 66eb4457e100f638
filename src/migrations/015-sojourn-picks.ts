/**
 * Migration 15: Starforged's Sojourn offers its picks on the card (SF-26) because each pick, a recover
 * move taken as an automatic strong hit (`makeMove` with `automatic`), now carries that move's strong
 * hit effects (`effects`) and the moment it is made in (`during: "sojourn"`), which the effects
 * migration 10 stored did not hold: a copy stored before offers no pick. A move of that Datasworn id
 * whose stored effects hold no move carrying its effects gets the effects its pack now ships (the adds
 * it holds kept beside them); the effects it held are kept under `flags.vowforge.retired.effects`
 * (shipped-effects.ts). A move holding such a move already (this migration's, or a GM's own edit) and
 * every other move are left alone.
 *
 * Of every move's shipped effects, only this move's changed since migration 14: Ironsworn's Sojourn
 * (whose picks are effects of its own, not moves) and the recover moves themselves did not change, and
 * Sundered Isles has no Sojourn of its own (its moves send a character to Starforged's).
 *
 * Moves are items: an unlinked token's delta holds each of its items whole, so an item found in a
 * delta is written like any other (runner.ts).
 */
import { isPlainObject } from "../paths";
import { storedDataswornId } from "./005-datasworn-typed-ids";
import { shippedEffectsUpdate } from "./shipped-effects";
import { type Migration } from "./types";

/** The move whose effects this migration brings up to date. */
export const STARFORGED_SOJOURN = "move:starforged/recover/sojourn";

/** Whether stored effects data holds, anywhere within, a move that carries its own effects. */
function holdsCarriedMove(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsCarriedMove);
  if (!isPlainObject(value)) return false;
  if (value.type === "makeMove" && Object.hasOwn(value, "effects")) return true;
  return Object.values(value).some(holdsCarriedMove);
}

export const sojournPicks: Migration = {
  version: 15,
  description: "Moves: Starforged's Sojourn picks carry their recover moves' strong hits (SF-26)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    if (storedDataswornId(source.system) !== STARFORGED_SOJOURN) return {};
    const stored = isPlainObject(source.system) ? source.system.effects : undefined;
    if (holdsCarriedMove(stored)) return {};
    return shippedEffectsUpdate(STARFORGED_SOJOURN, stored);
  },
};

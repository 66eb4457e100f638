/**
 * Migration 16: the miss of Starforged's Endure Harm, Endure Stress, Withstand Damage (and Sundered
 * Isles', which shares it) and Companion Takes a Hit offers "suffer an additional -1" as -1 on the
 * meter while it is above 0, else Lose Momentum (-1) (docs/rulings.md, SF-28): a `when` with both
 * branches (`otherwise`) in place of the plain -1, which the effects migration 10 stored and a copy
 * stored before reads at 0 as nothing. A move of one of these Datasworn ids whose stored effects hold
 * no such `when` (one whose branches send a loss to Lose Momentum) gets the effects its pack now ships
 * (the adds it holds kept beside them); the effects it held are kept under
 * `flags.vowforge.retired.effects` (shipped-effects.ts). A move holding one already (this
 * migration's, or a GM's own edit) and every other move are left alone.
 *
 * Of every move's shipped effects, only these moves' changed since migration 15: Ironsworn's suffer
 * moves miss with "-1 momentum" and did not change.
 *
 * Moves are items: an unlinked token's delta holds each of its items whole, so an item found in a
 * delta is written like any other (runner.ts).
 */
import { isPlainObject } from "../paths";
import { storedDataswornId } from "./005-datasworn-typed-ids";
import { shippedEffectsUpdate } from "./shipped-effects";
import { type Migration } from "./types";

/** The moves whose effects this migration brings up to date. */
export const ADDITIONAL_HARM_MOVES: readonly string[] = [
  "move:starforged/suffer/endure_harm",
  "move:starforged/suffer/endure_stress",
  "move:starforged/suffer/companion_takes_a_hit",
  "move:starforged/suffer/withstand_damage",
  "move:sundered_isles/suffer/withstand_damage",
];

/** Whether a list of stored effects holds Lose Momentum. */
function losesMomentum(list: unknown): boolean {
  return Array.isArray(list) && list.some((e) => isPlainObject(e) && e.type === "suffer" && e.move === "momentum");
}

/** Whether stored effects data holds, anywhere within, a `when` with both branches, one of them Lose Momentum. */
function holdsSpill(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSpill);
  if (!isPlainObject(value)) return false;
  if (value.type === "when" && Array.isArray(value.otherwise) && (losesMomentum(value.then) || losesMomentum(value.otherwise))) {
    return true;
  }
  return Object.values(value).some(holdsSpill);
}

export const additionalHarm: Migration = {
  version: 16,
  description: "Moves: Starforged suffer moves' additional -1 on a miss goes to Lose Momentum at 0 (SF-28)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    const id = storedDataswornId(source.system);
    if (id === null || !ADDITIONAL_HARM_MOVES.includes(id)) return {};
    const stored = isPlainObject(source.system) ? source.system.effects : undefined;
    if (holdsSpill(stored)) return {};
    return shippedEffectsUpdate(id, stored);
  },
};

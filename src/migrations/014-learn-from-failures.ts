/**
 * Migration 14: Delve's Learn from Your Failures clears all progress on the rolled failure track on
 * every outcome (`clearProgress`) and is rolled only on a failure track of +6 or more (`minProgress`),
 * which the effects migration 10 stored did not hold. A move of that Datasworn id whose stored effects
 * hold no `minProgress` gets the effects its pack now ships (the adds it holds kept beside them); the
 * effects it held are kept under `flags.vowforge.retired.effects`. A move that holds a `minProgress`
 * already (this migration's, or a GM's own) and every other move are left alone.
 *
 * Moves are items: an unlinked token's delta holds each of its items whole, so an item found in a
 * delta is written like any other (runner.ts).
 */
import { isPlainObject } from "../paths";
import { storedDataswornId } from "./005-datasworn-typed-ids";
import { shippedEffectsUpdate } from "./shipped-effects";
import { type Migration } from "./types";

/** The move whose effects this migration brings up to date. */
export const LEARN_FROM_YOUR_FAILURES = "move:delve/failure/learn_from_your_failures";

export const learnFromFailures: Migration = {
  version: 14,
  description: "Moves: Learn from Your Failures clears the failure track and needs it at +6 (Delve)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    if (storedDataswornId(source.system) !== LEARN_FROM_YOUR_FAILURES) return {};
    const system = isPlainObject(source.system) ? source.system : {};
    const stored = system.effects;
    if (isPlainObject(stored) && Object.hasOwn(stored, "minProgress")) return {};
    return shippedEffectsUpdate(LEARN_FROM_YOUR_FAILURES, stored);
  },
};

/**
 * Seeded dice for the steps that need a roll of a known kind (a miss a burn turns into a hit).
 *
 * Foundry's dice draw from `CONFIG.Dice.randomUniform`, a function returning a number in (0, 1) that a
 * client may replace: rensje/sneaky_fudger (main.js) wraps it to steer every later roll of that client,
 * its README saying this works in every system that rolls through it; its "crit hit" macro pins the
 * number just below 1 for dice at their highest, and main.js keeps it above 0 because a 0 breaks a
 * roll. That, and the README's example (a number from 0.5 to 1 gives a d20 from 10 to 20), fit a face
 * of ceil(u × faces), the mapping expected here: 0.5 gives a d6 3, a d8 4 and a d10 5 (and, since
 * 1 − 0.5 = 0.5, the same if the mapping were reversed).
 * Only a licensed run confirms it: the steps compare the faces rolled with the expected ones, and roll
 * unseeded until the card offers what they need when the faces differ.
 */

/* global CONFIG, window */

/** The number every seeded die draws. */
export const SEED_UNIFORM = 0.5;

/** The face a die of `faces` shows for the uniform number `u` (ceil(u × faces), at least 1). */
export function seededFace(u, faces) {
  return Math.max(1, Math.ceil(u * faces));
}

/**
 * In the page: makes every die this client rolls draw `u`, until `unseedDice`. The original function is
 * kept on the window, so seeding twice keeps the first original.
 */
export function seedDice(u) {
  window.__vowforgeE2eUniform ??= CONFIG.Dice.randomUniform;
  CONFIG.Dice.randomUniform = () => u;
  return typeof window.__vowforgeE2eUniform === "function";
}

/** In the page: gives the client its own random dice back. */
export function unseedDice() {
  if (window.__vowforgeE2eUniform) CONFIG.Dice.randomUniform = window.__vowforgeE2eUniform;
  delete window.__vowforgeE2eUniform;
}

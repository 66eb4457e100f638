/**
 * A small seeded random number generator for the playground, so a seed in the URL replays the same
 * dice. Every roll on the page draws from its own stream, keyed by the page seed and the roll's
 * number (0 for the first roll, 1 for the next, ...): the dice of roll n never depend on how many
 * dice earlier rolls used, and the browser tests can predict them with these same functions.
 */

/** Something that rolls dice: `die(faces)` is a whole number from 1 to `faces`. */
export interface DiceRoller {
  die(faces: number): number;
}

/** Mulberry32: a fast 32-bit generator, plenty for dice on a test page. Returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the page seed and a roll number into the seed of that roll's stream. */
export function streamSeed(seed: number, rollIndex: number): number {
  let h = Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(rollIndex + 1, 0xc2b2ae35), 0x27d4eb2f);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The dice of roll number `rollIndex` under `seed`. */
export function rollerFor(seed: number, rollIndex: number): DiceRoller {
  const next = mulberry32(streamSeed(seed, rollIndex));
  return {
    die(faces: number): number {
      return 1 + Math.floor(next() * faces);
    },
  };
}

/** Largest seed accepted (seeds are unsigned 32-bit integers). */
export const MAX_SEED = 4294967295;

/** Reads a seed from text: a whole number 0..MAX_SEED, else null. */
export function parseSeed(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SEED ? value : null;
}

/** A fresh seed for a page opened without one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

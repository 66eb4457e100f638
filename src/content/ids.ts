/** Foundry document ids derived from keys, the same on every build and every import. */
import { sha256Words } from "./sha256";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE = ALPHABET.length;
/** Two base-62 digits at a time: a remainder below 62² times 2³² still fits a double exactly. */
const PAIR = BASE * BASE;
const WORD = 2 ** 32;

/**
 * A Foundry document id (16 characters of [0-9A-Za-z]) derived from a key: the sha256 of the key read
 * as one big-endian number and written in base 62, least significant digits first (those are evenly
 * spread, unlike the leading digit). The digits come from a long division of the digest, as eight
 * 32-bit words, by 62² (two digits per pass), in plain numbers: no BigInt, since this runs for every
 * document and table result (some 13,000 a build).
 */
export function stableId(key: string): string {
  if (typeof key !== "string" || key.length === 0) throw new TypeError("stableId needs a non-empty string");
  const words = Array.from(sha256Words(`vowforge:${key}`));
  let id = "";
  for (let pass = 0; pass < 8; pass++) {
    let remainder = 0;
    for (let j = 0; j < words.length; j++) {
      const current = remainder * WORD + words[j];
      words[j] = Math.floor(current / PAIR);
      remainder = current - words[j] * PAIR;
    }
    id += ALPHABET[remainder % BASE] + ALPHABET[Math.floor(remainder / BASE)];
  }
  return id;
}

/** The id of a document embedded in another (a table result, a journal page): parent key plus a key. */
export function embeddedId(parentKey: string, childKey: string): string {
  return stableId(`${parentKey}#${childKey}`);
}

import { createHash } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE = ALPHABET.length;

/**
 * A Foundry document id (16 characters of [0-9A-Za-z]) derived from a key, the same on every build:
 * the sha256 of the key read as one big-endian number and written in base 62, least significant
 * digits first (those are evenly spread, unlike the leading digit). Each digit is the remainder of a
 * long division of the digest bytes by 62, in plain numbers (no BigInt: this runs for every document).
 */
export function stableId(key) {
  if (typeof key !== "string" || key.length === 0) throw new TypeError("stableId needs a non-empty string");
  const digits = createHash("sha256").update(`vowforge:${key}`).digest();
  let id = "";
  for (let i = 0; i < 16; i++) {
    let remainder = 0;
    for (let j = 0; j < digits.length; j++) {
      const current = remainder * 256 + digits[j];
      digits[j] = Math.floor(current / BASE);
      remainder = current % BASE;
    }
    id += ALPHABET[remainder];
  }
  return id;
}

/** The id of a document embedded in another (a table result, a journal page): parent id plus a key. */
export function embeddedId(parentKey, childKey) {
  return stableId(`${parentKey}#${childKey}`);
}

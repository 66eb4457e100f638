import { createHash } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE = BigInt(ALPHABET.length);

/**
 * A Foundry document id (16 characters of [0-9A-Za-z]) derived from a key, the same on every build:
 * the sha256 of the key read as one big number and written in base 62, least significant digits
 * first (those are evenly spread, unlike the leading digit).
 */
export function stableId(key) {
  if (typeof key !== "string" || key.length === 0) throw new TypeError("stableId needs a non-empty string");
  let n = BigInt(`0x${createHash("sha256").update(`vowforge:${key}`).digest("hex")}`);
  let id = "";
  for (let i = 0; i < 16; i++) {
    id += ALPHABET[Number(n % BASE)];
    n /= BASE;
  }
  return id;
}

/** The id of a document embedded in another (a table result, a journal page): parent id plus a key. */
export function embeddedId(parentKey, childKey) {
  return stableId(`${parentKey}#${childKey}`);
}

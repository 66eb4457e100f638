/**
 * The pack generator's shortcuts give what the long way gives: ids from the digest's long division
 * equal the digest read as one big number in base 62, and plain one-line text skips the markdown
 * passes with the same HTML.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { stableId } from "../../src/content/ids";
import { markdownToHtml } from "../../src/content/markdown";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The id the long way: the whole digest as a BigInt, 16 base-62 digits, least significant first. */
function bigIntId(key: string): string {
  let n = BigInt(`0x${createHash("sha256").update(`vowforge:${key}`).digest("hex")}`);
  let id = "";
  for (let i = 0; i < 16; i++) {
    id += ALPHABET[Number(n % 62n)];
    n /= 62n;
  }
  return id;
}

const ctx = { where: "test", uuidOf: () => null, tableHtml: () => "" };

describe("pack generator shortcuts", () => {
  it("derives the same id as the digest read as one big number", () => {
    const keys = ["starforged/moves/adventure/face_danger", "a", "classic/oracles/name/ironlander/a#row3", "ünïcode ✓"];
    for (let i = 0; i < 200; i++) keys.push(`key-${i}-${"x".repeat(i % 17)}`);
    for (const key of keys) expect(stableId(key)).toBe(bigIntId(key));
  });

  it("writes a plain line as one paragraph and still converts every kind of markup", () => {
    expect(markdownToHtml("  Ancient ruins  ", ctx)).toBe("<p>Ancient ruins</p>");
    expect(markdownToHtml("   ", ctx)).toBe("");
    expect(markdownToHtml("Well-worn - trail", ctx)).toBe("<p>Well-worn - trail</p>");
    expect(markdownToHtml("- one\n- two", ctx)).toBe("<ul><li>one</li><li>two</li></ul>");
    expect(markdownToHtml("A __bold__ and *soft* word", ctx)).toBe("<p>A <strong>bold</strong> and <em>soft</em> word</p>");
    expect(markdownToHtml("Fish & chips <hot>", ctx)).toBe("<p>Fish &amp; chips &lt;hot&gt;</p>");
    expect(markdownToHtml("first\nsecond", ctx)).toBe("<p>first second</p>");
  });
});

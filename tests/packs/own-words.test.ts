import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CLOSED_REFERENCES,
  editSimilarity,
  referenceSentences,
  sentences,
  tooClose,
  visible,
  wordSetSimilarity,
  words,
  type ReferenceSentence,
} from "../helpers/own-words";

import { describeWithRules, RULES_DIR } from "../support/rules-documents";

const root = path.resolve(__dirname, "../..");

/** Files under `dir` whose names match `ext`. */
function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return walk(file, ext);
    return ext.test(name) ? [file] : [];
  });
}

/** Every string value of a parsed JSON file. */
function jsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) jsonStrings(v, out);
  return out;
}

/** The text we ship or publish that could carry rules prose: language files, pack sources and generators, templates, docs. */
function ourTexts(): Array<{ file: string; text: string }> {
  const files = [
    path.join(root, "lang/en.json"),
    ...walk(path.join(root, "packs/content"), /\.json$/),
    ...walk(path.join(root, "tools/packs/own"), /\.mjs$/),
    ...walk(path.join(root, "templates"), /\.hbs$/),
    ...walk(path.join(root, "docs"), /\.md$/),
    path.join(root, "README.md"),
  ];
  return files.flatMap((file) => {
    const raw = readFileSync(file, "utf8");
    const texts = file.endsWith(".json") ? jsonStrings(JSON.parse(raw)) : [raw];
    return texts.map((text) => ({ file: path.relative(root, file), text }));
  });
}

describe("sentence similarity", () => {
  it("measures word sets and word edits", () => {
    const a = words("It costs them more than they expected");
    expect(editSimilarity(a, a)).toBe(1);
    expect(editSimilarity(a, words("It costs them more than they planned"))).toBeCloseTo(6 / 7);
    expect(editSimilarity(a, words("Their side pays a higher price than it bargained for"))).toBeLessThan(0.3);
    expect(wordSetSimilarity(words("red green blue yellow black"), words("black yellow blue green red"))).toBe(1);
    expect(wordSetSimilarity(words("red green blue yellow black"), words("red green blue white grey"))).toBeCloseTo(3 / 7);
  });

  it("splits sentences at stops, colons, line breaks and parentheses", () => {
    expect(sentences(visible("<p>One two.</p><p>Three: four (five)</p>"))).toEqual(["One two.", "Three:", "four", "five"]);
  });
});

describeWithRules("our own words, sentence by sentence", CLOSED_REFERENCES, () => {
  const references = (): ReferenceSentence[] =>
    CLOSED_REFERENCES.flatMap((file) => referenceSentences(readFileSync(path.join(RULES_DIR, file), "utf8")));

  it("catches a paraphrase too close to the document, which the eight-word check misses", () => {
    const refs = references();
    expect(refs.length).toBeGreaterThan(150);
    // Two sentences once shipped: a word or two swapped, no run of eight identical words.
    const forge = "Whoever helped you meet the requirement marks their bond with you.";
    const yesBut = "It costs them more than they planned.";
    const source = readFileSync(path.join(RULES_DIR, "forged-ties-reference.md"), "utf8").replace(/\*\*|\*/g, "");
    const eight = (list: string[]) => list.slice(0, -7).map((_, i) => list.slice(i, i + 8).join(" "));
    const theirs = new Set(eight(words(source)));
    expect(eight(words(forge)).some((s) => theirs.has(s))).toBe(false);
    expect(tooClose(forge, refs)?.theirs).toMatch(/helped you meet the requirement/);
    expect(tooClose(yesBut, refs)?.theirs).toMatch(/costs them more/);
    expect(tooClose("You can ask the GM about stances and threat before you choose an approach.", refs)).not.toBeNull();
    // Their rewrites pass.
    expect(tooClose("Each character who had a hand in it marks the bond they hold with you.", refs)).toBeNull();
    expect(tooClose("Their side pays a higher price than it bargained for.", refs)).toBeNull();
  });

  it("finds no sentence of ours too close to one of the documents", () => {
    const refs = references();
    const close: string[] = [];
    for (const { file, text } of ourTexts()) {
      for (const sentence of sentences(visible(text))) {
        const hit = tooClose(sentence, refs);
        if (hit) close.push(`${file}: "${hit.ours}" ~ "${hit.theirs}" (words ${hit.wordSet.toFixed(2)}, edits ${hit.edit.toFixed(2)})`);
      }
    }
    expect(close).toEqual([]);
  });
});

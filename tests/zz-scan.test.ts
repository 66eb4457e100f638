import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { it } from "vitest";
import { referenceSentences, sentences, visible, tooClose } from "./helpers/own-words";
const root = "/work/wt/i15";
const rules = "/work/shared/rules";
function walk(d: string, ext: RegExp): string[] { return readdirSync(d).flatMap((f) => { const p = path.join(d, f); return statSync(p).isDirectory() ? walk(p, ext) : ext.test(p) ? [p] : []; }); }
function strs(v: unknown, out: string[] = []): string[] { if (typeof v === "string") out.push(v); else if (v && typeof v === "object") for (const x of Object.values(v)) strs(x, out); return out; }
it("scan", () => {
  const refs = ["forged-ties-reference.md", "threat-dice-core-rules.md", "skill-dice-rules.txt"].flatMap((f) => referenceSentences(readFileSync(path.join(rules, f), "utf8")));
  const files = [path.join(root, "lang/en.json"), ...walk(path.join(root, "packs/content"), /\.json$/), ...walk(path.join(root, "templates"), /\.hbs$/), ...walk(path.join(root, "docs"), /\.md$/), ...walk(path.join(root, "tools/packs/own"), /\.mjs$/)];
  for (const f of files) {
    const raw = readFileSync(f, "utf8");
    const texts = f.endsWith(".json") ? strs(JSON.parse(raw)) : [raw];
    for (const t of texts) for (const s of sentences(visible(t))) { const c = tooClose(s, refs); if (c) console.log(`${c.wordSet.toFixed(2)} ${c.edit.toFixed(2)} ${path.relative(root, f)}\n  O: ${s}\n  T: ${c.theirs}`); }
  }
});

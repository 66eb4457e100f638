import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestPackFolders, manifestPacks } from "../../tools/packs/build.mjs";
import { generateOwnDocuments } from "../../tools/packs/own/build.mjs";
import { ODDS_ACTION_DICE, ODDS_THREAT_DICE, percent } from "../../tools/packs/own/odds.mjs";
import { CONTENT_DIR, OWN_PACKS, OWN_SOURCE } from "../../tools/packs/own/packs.mjs";
import {
  PREPARATORY_ACTIONS,
  SKILLED_TABLE,
  TEAM_ACTIONS,
  UNSKILLED_TABLE,
  WEALTH_TABLE,
  odds,
  type PreparatoryBand,
  type StrikeFace,
  type WealthColumn,
} from "../../src/rules";
import { allDocs, COLLECTION_OF, everyId, expectKeysMatchIds, secondBuild, sharedBuild, strings, type Built, type Doc } from "./helpers";
import { describeWithRules, RULES_DIR } from "../support/rules-documents";
import { CLOSED_REFERENCES, referenceSentences, sentences, tooClose, visible as visibleText } from "../helpers/own-words";

const root = path.resolve(__dirname, "../..");

/** Documents in each of our packs. */
const COUNTS: Record<string, number> = {
  "ironsworn-reference": 1,
  "starforged-reference": 1,
  "forged-ties-moves": 8,
  "forged-ties-reference": 1,
  "augur-moves": 6,
  "augur-reference": 1,
  "strike-moves": 7,
  "strike-tables": 11,
  "strike-reference": 1,
  guide: 8,
};

const DOCUMENT_OF: Record<string, string> = { moves: "Item", tables: "RollTable", reference: "JournalEntry" };

/** The roll keys a move of each ruleset may name in its custom roll option. */
const ROLL_KEYS: Record<string, string[]> = {
  forgedTies: ["pool", "forge"],
  augur: ["threat"],
  strike: ["skill", "opposed", "help", "wealth", "teamConflict", "preparatory"],
};

let first: Built;
let second: Built;

beforeAll(async () => {
  first = await sharedBuild();
  second = await secondBuild();
}, 120_000);

afterAll(async () => {
  await first?.cleanup();
  await second?.cleanup();
});

/** Our packs only, from a build of every pack. */
function own(packs: Record<string, Doc[]>): Record<string, Doc[]> {
  return Object.fromEntries(Object.keys(COUNTS).map((name) => [name, packs[name]]));
}

function flagsOf(value: { flags: object }): Record<string, unknown> {
  return ((value.flags as { vowforge?: Record<string, unknown> }).vowforge ?? {}) as Record<string, unknown>;
}

function docNamed(pack: string, name: string): Doc {
  const doc = first.sources[pack].find((d) => d.name === name);
  if (!doc) throw new Error(`${pack} has no "${name}"`);
  return doc;
}

function pageNamed(doc: Doc, name: string): string {
  const page = doc.pages?.find((p) => p.name === name);
  if (!page) throw new Error(`${doc.name} has no page "${name}"`);
  return page.text.content;
}

/** Rows of an HTML table as lists of cell texts (header and data cells alike). */
function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd]>(.*?)<\/t[hd]>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, "").trim()),
  );
}

describe("manifest", () => {
  const system = JSON.parse(readFileSync(path.join(root, "system.json"), "utf8")) as {
    packs: Array<{ name: string; type: string; label: string; flags: { vowforge: { ruleset: string; generated: string } } }>;
    packFolders: Array<{ name: string; packs: string[] }>;
  };

  it("lists our packs in system.json as the generator does, after the Datasworn packs", () => {
    expect(system.packs).toEqual(manifestPacks());
    const ours = system.packs.filter((p) => p.flags.vowforge.generated === "own");
    expect(ours.map((p) => p.name)).toEqual(Object.keys(COUNTS));
    expect(OWN_PACKS.map((p) => p.name)).toEqual(Object.keys(COUNTS));
    for (const pack of OWN_PACKS) {
      const entry = ours.find((p) => p.name === pack.name);
      expect(entry?.type).toBe(DOCUMENT_OF[pack.kind]);
      expect(entry?.flags.vowforge.ruleset).toBe(pack.ruleset);
    }
    expect(system.packs.findIndex((p) => p.flags.vowforge.generated === "own")).toBe(system.packs.length - OWN_PACKS.length);
  });

  it("puts each ruleset's packs in its own folder", () => {
    expect(system.packFolders).toEqual(manifestPackFolders());
    const folder = (name: string) => system.packFolders.find((f) => f.name === name)?.packs;
    expect(folder("Forged Ties")).toEqual(["forged-ties-moves", "forged-ties-reference"]);
    expect(folder("Augur")).toEqual(["augur-moves", "augur-reference"]);
    expect(folder("Strike!")).toEqual(["strike-moves", "strike-tables", "strike-reference"]);
    expect(folder("Ironsworn")).toContain("ironsworn-reference");
    expect(folder("Starforged")).toContain("starforged-reference");
  });

  it("has an English label for every pack and folder of ours in en.json", () => {
    const en = JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8")) as Record<string, unknown>;
    const lookup = (tree: Record<string, unknown>, key: string): unknown =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    const keys = [
      ...system.packs.filter((p) => p.flags.vowforge.generated === "own").map((p) => p.label),
      ...["forgedTies", "augur", "strike"].map((r) => `VOWFORGE.PackFolder.${r}`),
      ...Object.values(ROLL_KEYS).flat().map((k) => `VOWFORGE.RollOption.${k}`),
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe("string");
    }
  });
});

describe("our packs", () => {
  it("build with the expected number of documents, in the sources and in LevelDB", () => {
    const built = first.result.packs.filter((p) => p.name in COUNTS);
    expect(built.map((p) => [p.name, p.count])).toEqual(Object.entries(COUNTS));
    for (const [name, count] of Object.entries(COUNTS)) {
      expect(first.sources[name], name).toHaveLength(count);
      expect(first.leveldb[name], name).toHaveLength(count);
    }
  });

  it("give every document and embedded document a _key matching its id", () => {
    for (const pack of OWN_PACKS) expectKeysMatchIds(first.sources[pack.name], COLLECTION_OF[DOCUMENT_OF[pack.kind]]);
  });

  it("use each id once, across every pack of the build", () => {
    const ids = everyId(first.sources);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keep every id when built again", () => {
    const idsOf = (built: Built) =>
      allDocs(own(built.sources)).map(({ doc }) => ({
        content: flagsOf(doc).contentId,
        id: doc._id,
        embedded: [...(doc.results ?? []), ...(doc.pages ?? [])].map((e) => e._id),
      }));
    const a = idsOf(first);
    expect(a.every((entry) => typeof entry.content === "string" && entry.content.startsWith("vowforge/"))).toBe(true);
    expect(idsOf(second)).toEqual(a);
  });

  it("read back from LevelDB what the sources hold", () => {
    for (const name of Object.keys(COUNTS)) {
      const byId = new Map(first.sources[name].map((d) => [d._id, d]));
      for (const doc of first.leveldb[name]) {
        const source = byId.get(doc._id);
        expect(source, `${name} ${doc.name}`).toBeDefined();
        expect(doc.name).toBe(source?.name);
        expect(doc.system).toEqual(source?.system);
        expect(doc.results?.map((r) => [r._id, r.range, r.description, r.flags])).toEqual(
          source?.results?.map((r) => [r._id, r.range, r.description, r.flags]),
        );
        expect(doc.pages?.map((p) => [p._id, p.name, p.text.content])).toEqual(
          source?.pages?.map((p) => [p._id, p.name, p.text.content]),
        );
      }
    }
  });

  it("link only to documents of our packs", () => {
    // A journal's pages are linked to as well (the guide's links between its own pages).
    const known = new Set(
      OWN_PACKS.flatMap((pack) =>
        first.sources[pack.name].flatMap((doc) => {
          const uuid = `Compendium.vowforge.${pack.name}.${DOCUMENT_OF[pack.kind]}.${doc._id}`;
          return [uuid, ...(doc.pages ?? []).map((page) => `${uuid}.JournalEntryPage.${page._id}`)];
        }),
      ),
    );
    let links = 0;
    for (const { doc } of allDocs(own(first.sources))) {
      for (const text of strings(doc)) {
        for (const match of text.matchAll(/@UUID\[([^\]]+)\]\{[^}]*\}/g)) {
          links++;
          expect(known.has(match[1]), `${doc.name} links ${match[1]}`).toBe(true);
        }
        if (text.startsWith("Compendium.")) expect(known.has(text), `${doc.name} points at ${text}`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(30);
  });

  it("name Vowforge as the source, and credit Ironsworn on the references that summarise it", () => {
    for (const { pack, doc } of allDocs(own(first.sources))) {
      const source = doc.system?.source ?? flagsOf(doc).source;
      expect(source, `${pack} ${doc.name}`).toEqual(OWN_SOURCE);
    }
    for (const pack of ["ironsworn-reference", "starforged-reference"]) {
      for (const doc of first.sources[pack]) {
        expect(flagsOf(doc).rulesSource).toMatchObject({ authors: "Shawn Tomkin", license: "CC BY 4.0" });
        for (const page of doc.pages ?? []) {
          expect(page.text.content).toMatch(/class="vowforge-attribution">Rules from <em>Ironsworn/);
          expect(page.text.content).toContain("https://creativecommons.org/licenses/by/4.0/");
        }
      }
    }
  });
});

describe("moves", () => {
  const moves = () => allDocs(own(first.leveldb)).filter(({ pack }) => pack.endsWith("-moves"));

  it("all carry their pack's ruleset, a category and a roll type", () => {
    expect(moves()).toHaveLength(COUNTS["forged-ties-moves"] + COUNTS["augur-moves"] + COUNTS["strike-moves"]);
    for (const { pack, doc } of moves()) {
      const ruleset = OWN_PACKS.find((p) => p.name === pack)?.ruleset ?? "";
      const system = doc.system;
      expect(doc.type).toBe("move");
      expect(system?.ruleset, doc.name).toBe(ruleset);
      expect(system?.dataswornId).toBe("");
      expect(system?.category).toMatch(/^[a-z][A-Za-z]*$/);
      expect(system?.trigger).toMatch(/^<p>When |^<p>After |^<p>Before /);
      expect(system?.text?.startsWith(system.trigger ?? "")).toBe(true);
      expect(["action", "none"]).toContain(system?.rollType);
      expect(system?.progressTrack).toBe("");
    }
  });

  it("roll with one custom option naming the ruleset's roll, or roll nothing", () => {
    for (const { doc } of moves()) {
      const system = doc.system;
      if (system?.rollType === "action") {
        expect(system.rollOptions, doc.name).toHaveLength(1);
        const [option] = system.rollOptions ?? [];
        expect(option.using).toBe("custom");
        expect(option.label).toBe("");
        expect(ROLL_KEYS[system.ruleset]).toContain(option.key);
        expect(system.outcomes?.strongHit.text, doc.name).not.toBe("");
        expect(system.outcomes?.miss.text, doc.name).not.toBe("");
      } else {
        expect(system?.rollOptions).toEqual([]);
        expect(system?.outcomes).toEqual({
          strongHit: { text: "", match: "" },
          weakHit: { text: "", match: "" },
          miss: { text: "", match: "" },
        });
      }
    }
  });

  it("has the moves each ruleset needs, with the right rolls", () => {
    const rollOf = (pack: string) =>
      Object.fromEntries(first.leveldb[pack].map((d) => [d.name, d.system?.rollOptions?.[0]?.key ?? null]));
    expect(rollOf("forged-ties-moves")).toEqual({
      "Action Roll": "pool",
      Assist: null,
      "Push Yourself": null,
      Forge: "forge",
      "Resolve a Bond": null,
      "End of Session": null,
      "Take Harm": null,
      "Mark Breaking": null,
    });
    expect(rollOf("augur-moves")).toEqual({
      "Action Roll": "threat",
      Assist: null,
      "Outside Assistance": null,
      "Group Effort": "threat",
      "Burn Momentum": null,
      "Take Harm or Lose Momentum": null,
    });
    expect(rollOf("strike-moves")).toEqual({
      "Skill Roll": "skill",
      "Opposed Roll": "opposed",
      "Linked Roll": "skill",
      Help: "help",
      "Make a Purchase": "wealth",
      "Team Conflict Round": "teamConflict",
      "Preparatory Action": "preparatory",
    });
  });

  it("maps each ruleset's results onto the three outcome slots", () => {
    const action = docNamed("forged-ties-moves", "Action Roll").system?.outcomes;
    expect(action?.strongHit.text).toContain("tops both challenge dice");
    expect(action?.strongHit.match).toContain("opportunity");
    expect(action?.weakHit.match).toContain("opportunity");
    expect(action?.miss.match).toContain("complication");
    const augur = docNamed("augur-moves", "Action Roll").system?.outcomes;
    expect(augur?.strongHit.text).toMatch(/<strong>Perfect\.<\/strong>.*<strong>Good\.<\/strong>/);
    expect(augur?.miss.text).toMatch(/<strong>Botched\.<\/strong>.*<strong>Dire\.<\/strong>/);
    expect(augur?.strongHit.match).toBe("");
    const skill = docNamed("strike-moves", "Skill Roll").system?.outcomes;
    expect(skill?.weakHit.text).toContain("cost");
    expect(skill?.miss.text).toMatch(/<strong>Twist\.<\/strong>.*<strong>Twist with a Cost\.<\/strong>/);
    const help = docNamed("strike-moves", "Help").system?.outcomes;
    expect(help?.weakHit.text).toBe("");
  });

  it("links the Strike! moves to the tables they roll on", () => {
    const tableUuid = (name: string) =>
      `Compendium.vowforge.strike-tables.RollTable.${docNamed("strike-tables", name)._id}`;
    expect(docNamed("strike-moves", "Skill Roll").system?.oracles).toEqual([
      tableUuid("Skill Roll: Skilled"),
      tableUuid("Skill Roll: Unskilled"),
    ]);
    expect(docNamed("strike-moves", "Make a Purchase").system?.oracles).toHaveLength(3);
    expect(docNamed("strike-moves", "Preparatory Action").system?.oracles).toHaveLength(6);
  });
});

describe("Strike! tables", () => {
  const tables = () => first.leveldb["strike-tables"];

  it("cover their die from 1 to its size without gaps or overlaps", () => {
    for (const doc of tables()) {
      const faces = Number(/^1d(\d+)$/.exec(doc.formula ?? "")?.[1]);
      expect(faces, doc.name).toBe(6);
      const results = [...(doc.results ?? [])].sort((a, b) => a.range[0] - b.range[0]);
      let next = 1;
      for (const result of results) {
        expect(result.range[0], `${doc.name} ${result.range.join("-")}`).toBe(next);
        expect(result.range[1]).toBeGreaterThanOrEqual(result.range[0]);
        expect(result.weight).toBe(result.range[1] - result.range[0] + 1);
        expect(result.type).toBe("text");
        expect(result.drawn).toBe(false);
        expect(result.description).not.toBe("");
        next = result.range[1] + 1;
      }
      expect(next - 1, doc.name).toBe(faces);
    }
  });

  /** The data of the result a face lands on. */
  function dataAt(name: string, face: number): Record<string, unknown> {
    const doc = docNamed("strike-tables", name);
    const result = doc.results?.find((r) => r.range[0] <= face && face <= r.range[1]);
    if (!result) throw new Error(`${name} has no result for ${face}`);
    return flagsOf(result);
  }

  it("agree with the rules engine's skill tables", () => {
    for (const face of [1, 2, 3, 4, 5, 6] as StrikeFace[]) {
      expect(dataAt("Skill Roll: Skilled", face).row, `skilled ${face}`).toBe(SKILLED_TABLE[face]);
      expect(dataAt("Skill Roll: Unskilled", face).row, `unskilled ${face}`).toBe(UNSKILLED_TABLE[face]);
    }
  });

  it("agree with the rules engine's wealth table", () => {
    const names: Record<WealthColumn, string> = {
      below: "Purchase: Item Below Wealth",
      at: "Purchase: Item At Wealth",
      over: "Purchase: Item Over Wealth",
    };
    for (const column of ["below", "at", "over"] as WealthColumn[]) {
      for (const face of [1, 2, 3, 4, 5, 6] as StrikeFace[]) {
        expect(dataAt(names[column], face), `${column} ${face}`).toEqual({ ...WEALTH_TABLE[column][face] });
      }
    }
  });

  it("agree with the rules engine's preparatory actions", () => {
    const names: Record<keyof typeof PREPARATORY_ACTIONS, string> = {
      fortify: "Preparation: Fortify",
      playTheLongGame: "Preparation: Play the Long Game",
      scout: "Preparation: Scout",
      seizeTheAdvantage: "Preparation: Seize the Advantage",
      stockUp: "Preparation: Stock Up",
      inspire: "Preparation: Inspire",
    };
    const bandOf = (face: number): PreparatoryBand => (face >= 5 ? "high" : face >= 3 ? "mid" : "low");
    for (const [action, name] of Object.entries(names) as Array<[keyof typeof PREPARATORY_ACTIONS, string]>) {
      for (const face of [1, 2, 3, 4, 5, 6]) {
        const band = bandOf(face);
        expect(dataAt(name, face), `${action} ${face}`).toEqual({
          band,
          effects: JSON.parse(JSON.stringify(PREPARATORY_ACTIONS[action][band])),
        });
      }
    }
  });
});

describe("reference journals", () => {
  it("have the pages each ruleset's reference needs", () => {
    const pagesOf = (pack: string) => first.leveldb[pack][0].pages?.map((p) => p.name);
    expect(pagesOf("forged-ties-reference")).toEqual([
      "Rolling",
      "Position and Effect",
      "Heart, Breaking and Ruin",
      "Harm",
      "Forge",
      "Bonds",
    ]);
    expect(pagesOf("augur-reference")).toEqual(["Results", "Threat Dice and Stances", "Momentum", "Bonus Dice", "Odds"]);
    expect(pagesOf("strike-reference")).toEqual([
      "Skills",
      "Advantage and Disadvantage",
      "Conditions",
      "Wealth",
      "Action Points",
      "Team Conflict",
    ]);
    for (const pack of ["ironsworn-reference", "starforged-reference"]) {
      expect(pagesOf(pack)?.length, pack).toBe(5);
    }
  });

  it("give the Forged Ties consequences for every position", () => {
    const rows = tableRows(pageNamed(docNamed("forged-ties-reference", "Forged Ties Rules Reference"), "Position and Effect"));
    expect(rows.map((r) => r[0])).toEqual(["Position", "Controlled", "Risky", "Desperate"]);
    expect(rows[2][3]).toContain("mark harm or breaking");
    expect(rows[3][3]).toContain("mark harm and breaking");
  });

  it("print the Augur odds exactly as the rules engine computes them", () => {
    const html = pageNamed(docNamed("augur-reference", "Augur Rules Reference"), "Odds");
    for (const threatDice of ODDS_THREAT_DICE) {
      const table = new RegExp(`data-threat-dice="${threatDice}">(.*?)</table>`).exec(html)?.[1] ?? "";
      const rows = tableRows(table).slice(1);
      expect(rows.map((r) => Number(r[0]))).toEqual(ODDS_ACTION_DICE);
      for (const [i, actionDice] of ODDS_ACTION_DICE.entries()) {
        const o = odds.threatRoll({ actionDice, threatDice });
        expect(rows[i].slice(1), `${actionDice} vs ${threatDice}`).toEqual(
          [o.perfect, o.good, o.messy, o.botched, o.dire].map(percent),
        );
      }
    }
    const grid = tableRows(/data-odds="messyOrBetter">(.*?)<\/table>/.exec(html)?.[1] ?? "");
    expect(grid[0]).toEqual(["Action dice", ...ODDS_THREAT_DICE.map(String)]);
    const o = odds.threatRoll({ actionDice: 6, threatDice: 4 });
    expect(grid[7][5]).toBe(percent(o.perfect + o.good + o.messy));
  });

  it("list the Augur stances with their threat ranges", () => {
    const rows = tableRows(pageNamed(docNamed("augur-reference", "Augur Rules Reference"), "Threat Dice and Stances"));
    const ranges = Object.fromEntries(rows.map((r) => [r[0], r[1]]));
    expect(ranges).toMatchObject({
      Compromised: "−2 to +0",
      Resistant: "+0 to +4",
      Volatile: "+0 to +4",
      Substantial: "+1 to +4",
      Inert: "+0",
    });
  });

  it("list every team conflict action with the rules engine's Advance and Defense numbers", () => {
    const html = pageNamed(docNamed("strike-reference", "Strike! Rules Reference"), "Team Conflict");
    const rows = tableRows(html).filter((r) => r.length === 5 && r[0] !== "Action");
    const number = (cell: string) => (cell === "—" ? 0 : Number(cell.replace("−", "-")));
    const idOf = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z]+/g, " ")
        .trim()
        .replace(/ ([a-z])/g, (_m, c: string) => c.toUpperCase());
    const listed = Object.fromEntries(rows.map((r) => [idOf(r[0]), { category: r[1], a: number(r[2]), d: number(r[3]) }]));
    const expected = Object.fromEntries(
      Object.values(TEAM_ACTIONS).map((a) => [a.id, { category: a.category, a: a.a, d: a.d }]),
    );
    expect(listed).toEqual(expected);
  });
});

const REFERENCES = [...CLOSED_REFERENCES];

describeWithRules("our own words", REFERENCES, () => {
  const SHINGLE = 8;

  /** Lower-case words without punctuation. */
  function words(text: string): string[] {
    return text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
      .filter(Boolean);
  }

  function shingles(list: string[]): string[] {
    const out: string[] = [];
    for (let i = 0; i + SHINGLE <= list.length; i++) out.push(list.slice(i, i + SHINGLE).join(" "));
    return out;
  }

  /** Visible text of a stored string: tags dropped, links reduced to their labels, entities decoded. */
  function visible(text: string): string {
    return text
      .replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1")
      .replace(/<[^>]+>/g, " ")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }

  it("repeats no run of eight words from a sentence of the rules documents", () => {
    const theirs = new Map<string, string>();
    for (const file of REFERENCES) {
      const text = readFileSync(path.join(RULES_DIR, file), "utf8");
      for (const sentence of text.split(/[.!?]+(?=\s|$)|\n/)) {
        const list = words(sentence);
        if (list.length > SHINGLE) for (const s of shingles(list)) theirs.set(s, `${file}: ${sentence.trim()}`);
      }
    }
    expect(theirs.size).toBeGreaterThan(300);
    const copied: string[] = [];
    for (const { pack, doc } of allDocs(own(first.sources))) {
      for (const text of strings(doc)) {
        for (const s of shingles(words(visible(text)))) {
          if (theirs.has(s)) copied.push(`${pack} ${doc.name}: "${s}" (from ${theirs.get(s)})`);
        }
      }
    }
    expect(copied).toEqual([]);
  });

  it("has no sentence in the built packs too close to a sentence of the documents", () => {
    const refs = REFERENCES.flatMap((file) => referenceSentences(readFileSync(path.join(RULES_DIR, file), "utf8")));
    const close: string[] = [];
    for (const { pack, doc } of allDocs(own(first.sources))) {
      for (const text of strings(doc)) {
        for (const sentence of sentences(visibleText(text))) {
          const hit = tooClose(sentence, refs);
          if (hit) close.push(`${pack} ${doc.name}: "${hit.ours}" ~ "${hit.theirs}"`);
        }
      }
    }
    expect(close).toEqual([]);
  });

  it("catches a copied sentence (the check itself works)", () => {
    const sentence = "If you push yourself, mark breaking and then either add one die or increase the effect.";
    const source = readFileSync(path.join(RULES_DIR, "forged-ties-reference.md"), "utf8").replace(/\*\*/g, "");
    const theirs = new Set(shingles(words(source.split("\n").find((l) => l.includes("If you push yourself")) ?? "")));
    expect(shingles(words(sentence)).some((s) => theirs.has(s))).toBe(true);
  });
});

describe("bad content", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vowforge-content-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A copy of packs/content with one file edited. */
  async function contentWith(file: string, edit: (text: string) => string): Promise<string> {
    const copy = await mkdtemp(path.join(dir, "c-"));
    await cp(CONTENT_DIR, copy, { recursive: true });
    const target = path.join(copy, file);
    await writeFile(target, edit(await readFile(target, "utf8")));
    return copy;
  }

  it("converts the real content in memory", async () => {
    const { packs, entries } = await generateOwnDocuments();
    expect(packs.map((p) => p.name)).toEqual(Object.keys(COUNTS));
    expect(entries).toBe(Object.values(COUNTS).reduce((a, b) => a + b, 0));
  });

  it("stops on an unknown roll, naming the pack, the move and the rolls it accepts", async () => {
    const contentDir = await contentWith("augur-moves.json", (t) => t.replace('"roll": "threat"', '"roll": "dice"'));
    await expect(generateOwnDocuments({ contentDir })).rejects.toThrow(
      'augur-moves move "action-roll": unknown roll "dice" (expected threat or null)',
    );
  });

  it("stops on a link to an entry that does not exist", async () => {
    const contentDir = await contentWith("forged-ties-moves.json", (t) =>
      t.replace("id:vowforge/forged-ties-moves/assist", "id:vowforge/forged-ties-moves/asist"),
    );
    await expect(generateOwnDocuments({ contentDir })).rejects.toThrow(
      'links to "vowforge/forged-ties-moves/asist", which no pack of ours holds',
    );
  });

  it("stops on a table with a gap, and on a missing outcome", async () => {
    const gap = await contentWith("strike-tables.json", (t) => t.replace('"range": [4, 5]', '"range": [5, 5]'));
    await expect(generateOwnDocuments({ contentDir: gap })).rejects.toThrow(/strike-tables table "skilled".*leaves a gap/);
    const missing = await contentWith("strike-moves.json", (t) => t.replace('"notHigher"', '"notHigherTypo"'));
    await expect(generateOwnDocuments({ contentDir: missing })).rejects.toThrow('unknown outcome "notHigherTypo"');
  });

  it("stops on a broken file, naming it", async () => {
    const contentDir = await contentWith("strike-reference.json", (t) => t.slice(0, 100));
    await expect(generateOwnDocuments({ contentDir })).rejects.toThrow(/strike-reference\.json: cannot read it as JSON/);
  });
});

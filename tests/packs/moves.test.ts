import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYTEST_RENAMES } from "../../src/rules/playtest-names";
import { sharedBuild, type Built, type Doc, type RollOption } from "./helpers";

import { describeWithRules, RULES_DIR } from "../support/rules-documents";

/** The rules documents the first suite compares the packs with (beside the repository, not in it). */
const RULES_FILES = ["ironsworn-moves.org", "starforged-moves-101120.md"];

interface RulesMove {
  name: string;
  body: string;
}

/**
 * Splits a rules document into its moves: each heading matching `heading` starts one, and a
 * heading of a higher level (a chapter) ends it.
 */
function parseMoves(text: string, heading: RegExp, chapter: RegExp): RulesMove[] {
  const moves: RulesMove[] = [];
  let current: RulesMove | null = null;
  for (const line of text.split("\n")) {
    const match = heading.exec(line);
    if (match) {
      current = { name: match[1].trim(), body: "" };
      moves.push(current);
    } else if (chapter.test(line)) {
      current = null;
    } else if (current) {
      current.body += `${line}\n`;
    }
  }
  return moves;
}

/** The moves of both rules documents (read only when the documents are present). */
function rulesMoves(): { ironsworn: RulesMove[]; starforged: RulesMove[] } {
  return {
    ironsworn: parseMoves(readFileSync(path.join(RULES_DIR, RULES_FILES[0]), "utf8"), /^\*\*\* (.+)$/, /^\*{1,2} /),
    starforged: parseMoves(readFileSync(path.join(RULES_DIR, RULES_FILES[1]), "utf8"), /^### (.+)$/, /^#{1,2} /),
  };
}

/**
 * The Starforged document is a 2020 playtest reference; the published moves renamed a few (the list
 * is data: src/rules/playtest-names.json).
 */
const STARFORGED_RENAMES: Record<string, string> = Object.fromEntries(
  PLAYTEST_RENAMES.map((r) => [r.playtest, r.published]),
);

/**
 * Roll options the playtest names that the published move dropped: the published Companion Takes a
 * Hit rolls +companion health only, where the playtest offered "+heart or +health, whichever is
 * higher".
 */
const DROPPED_SINCE_PLAYTEST: Record<string, string[]> = {
  "Companion Takes a Hit": ["heart"],
};

let built: Built;

beforeAll(async () => {
  built = await sharedBuild();
}, 120_000);

afterAll(async () => {
  await built?.cleanup();
});

function movesOf(pack: string): Map<string, Doc> {
  return new Map(built.leveldb[pack].map((d) => [d.name.toLowerCase(), d]));
}

function find(pack: string, name: string): Doc {
  const doc = movesOf(pack).get(name.toLowerCase());
  if (!doc) throw new Error(`${pack} has no move "${name}"`);
  return doc;
}

function keys(doc: Doc): string[] {
  return (doc.system?.rollOptions ?? []).map((o: RollOption) => o.key);
}

/** The stats and meters a rules text tells you to roll with ("roll +iron", "+health"). */
function rolledWith(body: string): string[] {
  const found = [...body.matchAll(/\+(edge|heart|iron|shadow|wits|health|spirit|supply|integrity)\b/g)].map((m) => m[1]);
  return [...new Set(found)];
}

/** Our key for a stat or meter the rules text names. */
function ourKey(word: string, doc: Doc): string {
  if (word === "health" && doc.system?.rollOptions?.some((o) => o.key === "companionHealth")) return "companionHealth";
  return word;
}

describeWithRules("moves of the rules documents", RULES_FILES, () => {
  const documents = rulesMoves();
describe.each([
  { ruleset: "Ironsworn", pack: "ironsworn-moves", moves: documents.ironsworn, renames: {} as Record<string, string> },
  { ruleset: "Starforged", pack: "starforged-moves", moves: documents.starforged, renames: STARFORGED_RENAMES },
])("$ruleset moves of the rules document", ({ pack, moves, renames }) => {
  it("are parsed from the document", () => {
    expect(moves.length).toBe(pack === "ironsworn-moves" ? 35 : 46);
  });

  it("all exist in the pack", () => {
    const names = movesOf(pack);
    const missing = moves.map((m) => renames[m.name] ?? m.name).filter((name) => !names.has(name.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it("are the only renames: every other move keeps the document's name, and each renamed move carries it", () => {
    const names = movesOf(pack);
    const renamed = moves.filter((m) => !names.has(m.name.toLowerCase())).map((m) => m.name);
    expect(renamed.sort()).toEqual(Object.keys(renames).sort());
    for (const [playtest, published] of Object.entries(renames)) {
      expect(find(pack, published).system?.formerly, published).toBe(playtest);
    }
    expect(find(pack, "Face Danger").system?.formerly).toBe("");
  });

  it("roll with every stat or meter the document names", () => {
    for (const move of moves) {
      const doc = find(pack, renames[move.name] ?? move.name);
      const dropped = DROPPED_SINCE_PLAYTEST[move.name] ?? [];
      const wanted = rolledWith(move.body).filter((w) => !(pack === "starforged-moves" && dropped.includes(w)));
      if (wanted.length === 0) continue;
      expect(doc.system?.rollType, move.name).toBe("action");
      expect(keys(doc), move.name).toEqual(expect.arrayContaining(wanted.map((w) => ourKey(w, doc))));
    }
  });

  it("are progress rolls where the document compares the challenge dice to progress", () => {
    for (const move of moves) {
      if (!/roll the challenge dice and compare to (your|the) (progress|bonds)/i.test(move.body)) continue;
      const doc = find(pack, renames[move.name] ?? move.name);
      expect(["progress", "specialTrack"], move.name).toContain(doc.system?.rollType);
      expect(doc.system?.rollOptions?.every((o) => o.using === "progressTrack" || o.using === "legacyTrack"), move.name).toBe(
        true,
      );
    }
  });
});
});

describe("seed moves", () => {
  it("Face Danger rolls with any stat in both rulesets", () => {
    for (const pack of ["ironsworn-moves", "starforged-moves"]) {
      const doc = find(pack, "Face Danger");
      expect(doc.system?.rollType).toBe("action");
      expect(doc.system?.rollOptions).toEqual(
        ["edge", "heart", "iron", "shadow", "wits"].map((key) => ({ using: "stat", key, label: "" })),
      );
    }
  });

  it("Ironsworn Heal rolls with wits or iron", () => {
    expect(keys(find("ironsworn-moves", "Heal")).sort()).toEqual(["iron", "wits"]);
  });

  it("Make Camp rolls with supply", () => {
    expect(find("ironsworn-moves", "Make Camp").system?.rollOptions).toEqual([
      { using: "conditionMeter", key: "supply", label: "" },
    ]);
  });

  it("Endure Harm and Endure Stress roll with iron or health, heart or spirit, and link their tables", () => {
    const tables = new Map(
      [...built.leveldb["ironsworn-oracles"], ...built.leveldb["starforged-oracles"]].map((t) => [
        t._id,
        t.name,
      ]),
    );
    for (const pack of ["ironsworn-moves", "starforged-moves"]) {
      const harm = find(pack, "Endure Harm");
      expect(harm.system?.rollOptions).toEqual([
        { using: "stat", key: "iron", label: "" },
        { using: "conditionMeter", key: "health", label: "" },
      ]);
      // Ironsworn's collection is called "Moves", Starforged's "Move Oracles" (shortened to "Move").
      const harmTable = pack === "ironsworn-moves" ? "Moves / Endure Harm" : "Move / Endure Harm";
      expect(harm.system?.oracles?.map((uuid) => tables.get(uuid.split(".").pop() ?? ""))).toEqual([harmTable]);
      const stress = find(pack, "Endure Stress");
      expect(keys(stress)).toEqual(["heart", "spirit"]);
    }
    const payThePrice = find("ironsworn-moves", "Pay the Price");
    expect(payThePrice.system?.rollType).toBe("none");
    expect(payThePrice.system?.oracles?.map((uuid) => tables.get(uuid.split(".").pop() ?? ""))).toEqual([
      "Moves / Pay the Price",
    ]);
  });

  it("progress moves name their track", () => {
    const expected: Array<[string, string, string]> = [
      ["ironsworn-moves", "Reach Your Destination", "journey"],
      ["ironsworn-moves", "End the Fight", "combat"],
      ["ironsworn-moves", "Fulfill Your Vow", "vow"],
      ["starforged-moves", "Finish an Expedition", "expedition"],
      ["starforged-moves", "Forge a Bond", "connection"],
      ["starforged-moves", "Take Decisive Action", "combat"],
      ["starforged-moves", "Finish the Scene", "sceneChallenge"],
    ];
    for (const [pack, name, track] of expected) {
      const doc = find(pack, name);
      expect(doc.system?.rollType, name).toBe("progress");
      expect(doc.system?.progressTrack, name).toBe(track);
      expect(doc.system?.rollOptions, name).toEqual([{ using: "progressTrack", key: track, label: "" }]);
    }
  });

  it("special track moves roll bonds or the legacy tracks", () => {
    expect(find("ironsworn-moves", "Write Your Epilogue").system?.rollOptions).toEqual([
      { using: "progressTrack", key: "bonds", label: "" },
    ]);
    const legacy = find("starforged-moves", "Continue a Legacy");
    expect(legacy.system?.rollType).toBe("specialTrack");
    expect(legacy.system?.rollOptions?.map((o) => [o.using, o.key])).toEqual([
      ["legacyTrack", "quests"],
      ["legacyTrack", "bonds"],
      ["legacyTrack", "discoveries"],
    ]);
  });

  it("asset meter moves roll the companion's health or the vehicle's integrity", () => {
    expect(find("ironsworn-moves", "Companion Endure Harm").system?.rollOptions?.map((o) => [o.using, o.key])).toEqual([
      ["stat", "heart"],
      ["assetMeter", "companionHealth"],
    ]);
    expect(find("starforged-moves", "Withstand Damage").system?.rollOptions?.map((o) => [o.using, o.key])).toEqual([
      ["assetMeter", "integrity"],
    ]);
  });

  it("keeps outcomes and their match variants apart", () => {
    const waypoint = find("starforged-moves", "Explore a Waypoint").system?.outcomes;
    expect(waypoint?.strongHit.text).toContain("<strong>strong hit</strong>, choose one.");
    expect(waypoint?.strongHit.text).not.toContain("match");
    expect(waypoint?.strongHit.match).toContain("<strong>strong hit with a match</strong>");
    expect(waypoint?.strongHit.match).toContain("{Make a Discovery}");
    expect(waypoint?.weakHit.match).toBe("");
    expect(waypoint?.miss.match).toContain("{Confront Chaos}");
    const faceDanger = find("ironsworn-moves", "Face Danger").system?.outcomes;
    expect(faceDanger?.miss.text).toContain("{Pay the Price}");
    expect(faceDanger?.miss.match).toBe("");
  });

  it("moves without a roll have no roll options and empty outcomes", () => {
    for (const pack of ["ironsworn-moves", "starforged-moves"]) {
      for (const doc of built.leveldb[pack].filter((d) => d.system?.rollType === "none")) {
        expect(doc.system?.rollOptions, doc.name).toEqual([]);
        expect(doc.system?.outcomes?.strongHit).toEqual({ text: "", match: "" });
      }
    }
  });
});

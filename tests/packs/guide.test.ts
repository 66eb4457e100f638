/**
 * The guide compendium (packs/content/guide.json): every link on its pages resolves. An @UUID names a
 * document or page the packs hold; an @Move or @Oracle names a move or table the packs hold, found the
 * way a running world finds it (src/enrichers/candidates.ts reads the packs' index, references.ts picks
 * the document); an @Roll is a roll the chat commands accept. It also covers what the guide promises:
 * a first session for each game, and every chat command.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { manifestPacks } from "../../tools/packs/build.mjs";
import { OWN_PACKS } from "../../tools/packs/own/packs.mjs";
import { packCandidates, type CandidatePack, type IndexEntry, type LinkKind } from "../../src/enrichers/candidates";
import { parseInlineRoll } from "../../src/enrichers/inline-roll";
import { resolveReference, type LinkCandidate } from "../../src/enrichers/references";
import { COMMAND_NAMES } from "../../src/chat/commands/types";
import { enricherPattern } from "../../src/enricher-syntax";
import { RULESETS } from "../../src/config";
import { sharedBuild, type Doc } from "./helpers";

let guide: Doc[];
const uuids = new Set<string>();
const candidates: Record<LinkKind, LinkCandidate[]> = { move: [], oracle: [] };

/** A pack index entry with the fields the enrichers ask for (Foundry adds them from the document). */
function indexEntry(doc: Doc): IndexEntry {
  return { _id: doc._id, name: doc.name, type: doc.type, system: doc.system as IndexEntry["system"], flags: doc.flags as IndexEntry["flags"] };
}

beforeAll(async () => {
  // Every pack as Foundry reads it: the run's build, read back from LevelDB (tests/packs/helpers.ts).
  const { leveldb } = await sharedBuild();
  guide = leveldb.guide;
  for (const declared of manifestPacks() as Array<{ name: string; type: string; flags: { vowforge: { ruleset: string | null } } }>) {
    const documents = leveldb[declared.name];
    const documentName = declared.type;
    for (const doc of documents) {
      const uuid = `Compendium.vowforge.${declared.name}.${documentName}.${doc._id}`;
      uuids.add(uuid);
      for (const page of doc.pages ?? []) uuids.add(`${uuid}.JournalEntryPage.${page._id}`);
    }
    // As system.json declares the pack: its collection, document type and ruleset flag.
    const asPack: CandidatePack = {
      collection: `vowforge.${declared.name}`,
      documentName,
      metadata: { flags: { vowforge: { ruleset: declared.flags.vowforge.ruleset } } },
      getIndex: () => Promise.resolve(documents.map(indexEntry)),
    };
    for (const kind of ["move", "oracle"] as const) {
      if (documentName === (kind === "move" ? "Item" : "RollTable")) candidates[kind].push(...packCandidates(kind, asPack, documents.map(indexEntry)));
    }
  }
});

function pages() {
  return guide.flatMap((doc) => (doc.pages ?? []).map((page) => ({ journal: doc.name, page: page.name, html: page.text.content })));
}

describe("the guide's links", () => {
  it("link to documents and pages the packs hold", () => {
    let links = 0;
    for (const { journal, page, html } of pages()) {
      for (const match of html.matchAll(enricherPattern("UUID"))) {
        links++;
        expect(uuids.has(match[1]), `${journal} / ${page}: @UUID[${match[1]}]`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(10);
  });

  it("name moves and oracle tables the packs hold, found as a world finds them", () => {
    const counts = { Move: 0, Oracle: 0 };
    for (const { journal, page, html } of pages()) {
      for (const tag of ["Move", "Oracle"] as const) {
        for (const match of html.matchAll(enricherPattern(tag))) {
          counts[tag]++;
          const found = resolveReference(match[1], candidates[tag === "Move" ? "move" : "oracle"], [...RULESETS]);
          expect(found, `${journal} / ${page}: @${tag}[${match[1]}]`).not.toBeNull();
        }
      }
    }
    expect(counts.Move).toBeGreaterThan(20);
    expect(counts.Oracle).toBeGreaterThan(5);
  });

  it("roll only what the chat commands accept", () => {
    let rolls = 0;
    for (const { journal, page, html } of pages()) {
      for (const match of html.matchAll(enricherPattern("Roll"))) {
        rolls++;
        expect(parseInlineRoll(match[1]).ok, `${journal} / ${page}: @Roll[${match[1]}]`).toBe(true);
      }
    }
    expect(rolls).toBeGreaterThan(10);
  });

  it("show the syntax it teaches as text, not as links", () => {
    const links = pages().find((p) => p.page === "Links and Roll Buttons")?.html ?? "";
    expect(links).toContain("<code>@<wbr>Move[Face Danger]</code>");
    expect([...links.matchAll(enricherPattern("Move"))].map((m) => m[1])).not.toContain("Face Danger");
  });

  it("a reference to nothing would fail this test", () => {
    expect(resolveReference("move:starforged/adventure/face_the_music", candidates.move, [])).toBeNull();
    expect(resolveReference("Nowhere Table", candidates.oracle, [])).toBeNull();
  });
});

describe("the guide's contents", () => {
  it("has a start journal, a first session for each of the five games, the sheets and the tools", () => {
    // In the order the pack sorts them (LevelDB gives them by id).
    const sorted = [...guide].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    const keys = sorted.map((d) => (d.flags as { vowforge: { contentId: string } }).vowforge.contentId);
    expect(keys).toEqual(["start", "ironsworn", "starforged", "forged-ties", "augur", "strike", "sheets", "tools"].map((k) => `vowforge/guide/${k}`));
    expect(OWN_PACKS.find((p) => p.name === "guide")?.ruleset).toBeNull();
  });

  it("lists every chat command on its chat commands page", () => {
    const html = pages().find((p) => p.page === "Chat Commands")?.html ?? "";
    for (const name of COMMAND_NAMES.filter((n) => n !== "help")) expect(html, name).toContain(`<code>/${name}</code>`);
    expect(html).toContain("/vf");
  });
});

/**
 * Which document an @Move or @Oracle reference names: a UUID, a Datasworn id or a name, and among
 * documents of the same name the preferred ruleset's.
 */
import { describe, expect, it } from "vitest";
import { foldName, resolveReference, type LinkCandidate } from "../../src/enrichers/references";

function move(uuid: string, name: string, ruleset: string | null, id: string | null = null, aliases: string[] = []): LinkCandidate {
  return { uuid, name, ruleset, ids: id ? [id] : [], aliases, rolls: true };
}

const IRON = move("Compendium.vowforge.ironsworn-moves.Item.a", "Face Danger", "ironsworn", "move:classic/adventure/face_danger");
const STAR = move("Compendium.vowforge.starforged-moves.Item.b", "Face Danger", "starforged", "move:starforged/adventure/face_danger");
const LEGACY = move("Compendium.vowforge.starforged-moves.Item.c", "Continue a Legacy", "starforged", null, ["Leave a Legacy"]);
const WORLD = move("Item.w", "Swear an Iron Vow", null);
const ALL = [WORLD, IRON, STAR, LEGACY];

describe("resolveReference", () => {
  it("finds a document by its UUID first", () => {
    expect(resolveReference(STAR.uuid, ALL)).toBe(STAR);
    expect(resolveReference(`  ${IRON.uuid} `, ALL)).toBe(IRON);
  });

  it("finds a document by its Datasworn id, with or without Datasworn's own link prefix, or by our content id", () => {
    expect(resolveReference("move:starforged/adventure/face_danger", ALL)).toBe(STAR);
    expect(resolveReference("datasworn:move:classic/adventure/face_danger", ALL)).toBe(IRON);
    const augur = move("Compendium.vowforge.augur-moves.Item.r", "Action Roll", "augur", "vowforge/augur-moves/action-roll");
    const forged = move("Compendium.vowforge.forged-ties-moves.Item.r", "Action Roll", "forgedTies", "vowforge/forged-ties-moves/action-roll");
    expect(resolveReference("vowforge/forged-ties-moves/action-roll", [augur, forged])).toBe(forged);
  });

  it("finds a name whatever its case, accents, spaces or kind of apostrophe", () => {
    expect(resolveReference("swear an IRON vow", ALL)).toBe(WORLD);
    const quoted = move("Item.q", "Forsake Your Vow’s Path", null);
    expect(resolveReference("forsake  your vow's path", [quoted])).toBe(quoted);
    const accented = move("Item.e", "Écho", null);
    expect(resolveReference("echo", [accented])).toBe(accented);
  });

  it("prefers the first preferred ruleset among documents of the same name, else the first listed", () => {
    expect(resolveReference("Face Danger", ALL, ["starforged", "ironsworn"])).toBe(STAR);
    expect(resolveReference("Face Danger", ALL, ["ironsworn", "starforged"])).toBe(IRON);
    expect(resolveReference("Face Danger", ALL, ["strike"])).toBe(IRON);
    expect(resolveReference("Face Danger", ALL)).toBe(IRON);
  });

  it("answers to a move's former name only when no document has that name", () => {
    expect(resolveReference("Leave a Legacy", ALL)).toBe(LEGACY);
    const named = move("Item.l", "Leave a Legacy", null);
    expect(resolveReference("Leave a Legacy", [LEGACY, named])).toBe(named);
  });

  it("finds nothing for an empty reference or a name no document has, and never throws", () => {
    expect(resolveReference("", ALL)).toBeNull();
    expect(resolveReference("   ", ALL)).toBeNull();
    expect(resolveReference("Face the Music", ALL)).toBeNull();
    expect(resolveReference("move:starforged/nothing", ALL)).toBeNull();
    expect(resolveReference("Face Danger", [])).toBeNull();
  });
});

describe("foldName", () => {
  it("folds case, accents, runs of space and curly apostrophes", () => {
    expect(foldName("  Résumé’s   Edge ")).toBe("resume's edge");
  });
});

import { describe, expect, it } from "vitest";
import { actionMomentumGain, assertMoveOutcomes, copyMoveOutcomes, type MoveOutcomes } from "../../../src/kinds/action";
import { momentumForOutcome, momentumInText } from "../../../src/kinds/move-text";
import { packMoves, type PackMove } from "../../helpers/pack-move";
import { actionCard } from "../../templates/card-fixtures";

interface MoveDoc extends PackMove {
  system: { dataswornId: string; outcomes: MoveOutcomes };
}

/** The moves of a Datasworn pack as the generator makes them, by Datasworn id. */
function movesById(pack: "ironsworn-moves" | "starforged-moves"): Map<string, MoveDoc> {
  return new Map(packMoves<MoveDoc>(pack).map((d) => [d.system.dataswornId, d]));
}

const ironsworn = movesById("ironsworn-moves");
const starforged = movesById("starforged-moves");

function gains(moves: Map<string, MoveDoc>, id: string): Array<number | null> {
  const move = moves.get(id);
  if (!move) throw new Error(`no move ${id} in the pack`);
  return (["strongHit", "weakHit", "miss"] as const).map((o) => momentumInText(move.system.outcomes[o].text));
}

describe("momentumInText", () => {
  it("finds the first 'take +N momentum', whatever the case or markup", () => {
    expect(momentumInText("<p>You succeed. Take +1 momentum.</p>")).toBe(1);
    expect(momentumInText("<p>TAKE +2 MOMENTUM and then take +1 momentum</p>")).toBe(2);
    expect(momentumInText("<p>Take <strong>+3</strong> momentum</p>")).toBe(3);
    expect(momentumInText("<p>take&nbsp;+2&nbsp;momentum</p>")).toBe(2);
  });

  it("ignores losses, other meters and text without the phrase", () => {
    expect(momentumInText("<p>Suffer -1 momentum.</p>")).toBeNull();
    expect(momentumInText("<p>Take +2 health.</p>")).toBeNull();
    expect(momentumInText("<p>you may choose one boast in exchange for +1 momentum</p>")).toBeNull();
    expect(momentumInText("")).toBeNull();
  });

  it("reads the real Ironsworn move texts", () => {
    expect(ironsworn.size).toBeGreaterThan(30);
    expect(gains(ironsworn, "move:classic/adventure/face_danger")).toEqual([1, null, null]);
    expect(gains(ironsworn, "move:classic/adventure/secure_an_advantage")).toEqual([2, 1, null]);
    expect(gains(ironsworn, "move:classic/combat/enter_the_fray")).toEqual([2, 2, null]);
    expect(gains(ironsworn, "move:classic/combat/strike")).toEqual([null, null, null]);
    // "you may choose one boast in exchange for +1 momentum" is not a plain gain.
    expect(gains(ironsworn, "move:classic/relationship/draw_the_circle")[1]).toBeNull();
  });

  it("reads the real Starforged move texts", () => {
    expect(starforged.size).toBeGreaterThan(50);
    expect(gains(starforged, "move:starforged/adventure/face_danger")).toEqual([1, null, null]);
    expect(gains(starforged, "move:starforged/adventure/gather_information")).toEqual([2, 1, null]);
    expect(gains(starforged, "move:starforged/combat/gain_ground")).toEqual([2, 2, null]);
    expect(gains(starforged, "move:starforged/suffer/withstand_damage")).toEqual([1, null, null]);
  });

  it("agrees with a plain reading of every outcome text in both packs, and never reads a miss as a gain", () => {
    let found = 0;
    for (const move of [...ironsworn.values(), ...starforged.values()]) {
      for (const outcome of ["strongHit", "weakHit", "miss"] as const) {
        for (const html of [move.system.outcomes[outcome].text, move.system.outcomes[outcome].match]) {
          const plain = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
          const expected = /take \+(\d+) momentum/i.exec(plain);
          expect(momentumInText(html), `${move.name} ${outcome}`).toBe(expected ? Number(expected[1]) : null);
          if (expected) found += 1;
        }
        if (outcome === "miss") expect(momentumInText(move.system.outcomes.miss.text), move.name).toBeNull();
      }
    }
    expect(found).toBeGreaterThan(50);
  });
});

describe("momentum of a card's outcome", () => {
  const match = {
    strongHit: { text: "<p>Take +1 momentum.</p>", match: "<p>With a match, take +3 momentum.</p>" },
    weakHit: { text: "<p>Take +1 momentum.</p>", match: "<p>With a match, something else happens.</p>" },
    miss: { text: "", match: "" },
  };

  it("reads the match variant on a match, and the plain text when the variant does not say", () => {
    expect(momentumForOutcome(match, "strongHit", true)).toBe(3);
    expect(momentumForOutcome(match, "strongHit", false)).toBe(1);
    expect(momentumForOutcome(match, "weakHit", true)).toBe(1);
    expect(momentumForOutcome(match, "miss", false)).toBeNull();
  });

  it("reads the card's own outcome with the real Face Danger text", () => {
    const faceDanger = ironsworn.get("move:classic/adventure/face_danger")!.system.outcomes;
    expect(actionMomentumGain(actionCard({ moveOutcomes: faceDanger }))).toBe(1);
    expect(actionMomentumGain(actionCard({ moveOutcomes: faceDanger, challengeDice: [9, 10] }))).toBeNull();
    expect(actionMomentumGain(actionCard())).toBeNull();
  });
});

describe("outcome texts a card keeps", () => {
  it("accepts a move's outcomes and copies only the texts", () => {
    const outcomes = ironsworn.get("move:classic/adventure/face_danger")!.system.outcomes;
    expect(() => assertMoveOutcomes(outcomes)).not.toThrow();
    const copy = copyMoveOutcomes({ ...outcomes, extra: 1, strongHit: { ...outcomes.strongHit, other: "x" } });
    expect(copy).toEqual(outcomes);
  });

  it("refuses malformed texts", () => {
    expect(() => assertMoveOutcomes({ strongHit: { text: "", match: "" } })).toThrow(/weakHit/);
    expect(() => assertMoveOutcomes("text")).toThrow();
    expect(() => assertMoveOutcomes({ strongHit: { text: 1, match: "" }, weakHit: { text: "", match: "" }, miss: { text: "", match: "" } })).toThrow(/strongHit.text/);
    expect(copyMoveOutcomes(null)).toBeNull();
    expect(copyMoveOutcomes({ strongHit: 3 })).toBeNull();
  });
});

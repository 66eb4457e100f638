/**
 * Rolling a starship's meter: which character rolls (the user's own, else the one they own), the
 * sheet's roll buttons, and the dialog request that comes out (the character's card and momentum, the
 * ship's meter value, the ship's name in the card's heading).
 */
import { describe, expect, it } from "vitest";
import { defaultChoices } from "../../../src/applications/dialogs/roll-dialog-context";
import { requestFromChoices, rollTitle } from "../../../src/applications/dialogs/roll-dialog-request";
import { rollSummary, statOptions } from "../../../src/applications/dialogs/actor-summaries";
import { buildStarshipContext } from "../../../src/applications/sheets/context/actor-context";
import { rollingCharacter, shipRollButton, shipRollSummary } from "../../../src/applications/sheets/context/ship-roll";
import { resolveActionRoll } from "../../../src/rules/challenge";
import { localize } from "../../helpers/handlebars";

const actor = (name: string, type: string, isOwner: boolean) => ({ name, type, isOwner });

describe("the character who rolls for a ship", () => {
  const ren = actor("Ren", "character", true);
  const kira = actor("Kira", "character", true);
  const other = actor("Someone else's", "character", false);
  const ship = actor("Wayfarer", "starship", true);

  it("is the user's assigned character when there is one", () => {
    expect(rollingCharacter(kira, [ren, kira, ship])).toBe(kira);
  });

  it("else the one character the user owns", () => {
    expect(rollingCharacter(null, [other, ship, ren])).toBe(ren);
    expect(rollingCharacter(ship, [other, ship, ren])).toBe(ren);
  });

  it("is nobody when the user owns no character or several", () => {
    expect(rollingCharacter(null, [other, ship])).toBeNull();
    expect(rollingCharacter(undefined, [ren, kira])).toBeNull();
  });
});

describe("a ship meter's roll", () => {
  const character = rollSummary(
    { name: "Ren", uuid: "Actor.ren", system: { ruleset: "starforged", momentum: 4, stats: { edge: 3 }, meters: { supply: 1 } }, items: [] },
    localize,
  );
  const ship = { name: "The Gull's Due", system: { integrity: 2, supply: 3 } };

  it("labels the button with a localised accessible name", () => {
    expect(shipRollButton("integrity", localize)).toEqual({ meter: "integrity", text: "+integrity", label: "Roll +integrity" });
    expect(shipRollButton("supply", localize).label).toBe("Roll +supply");
  });

  it("shows a roll for integrity, and for the hold only on a Sundered Isles flagship", () => {
    const env = { localize, html: (s: string) => s, editable: true, idPrefix: "t" };
    const plain = { name: ship.name, img: "", system: ship.system, items: [] };
    expect(buildStarshipContext(plain, env, false).rolls).toEqual({ integrity: shipRollButton("integrity", localize), hold: null });
    expect(buildStarshipContext(plain, env, false, true).rolls.hold?.meter).toBe("supply");
  });

  for (const [meter, value] of [["integrity", 2], ["supply", 3]] as const) {
    it(`rolls the ship's ${meter} with the character's momentum, on the character's card`, () => {
      const { actor, stat } = shipRollSummary(character, ship, meter, localize);
      const input = { ruleset: "starforged" as const, actor, move: null, stat, title: "Starforged roll", cancelOnNegativeMomentum: true };
      // The dialog offers only the ship's meter, preselected.
      expect(statOptions(input).map((o) => o.stat.value)).toEqual([value]);
      const request = requestFromChoices(input, defaultChoices(input));
      if (request.kind !== "action") throw new Error("expected an action roll");
      expect(request.actorUuid).toBe("Actor.ren");
      expect(request.momentum).toBe(4);
      expect(request.stat.value).toBe(value);
      expect(request.stat.label).toBe(`The Gull's Due: +${meter}`);
      expect(rollTitle(input)).toContain("The Gull's Due");
      // The score the rules give is the die plus the ship's meter, not the character's supply.
      expect(resolveActionRoll({ actionDie: 4, stat: request.stat.value, momentum: request.momentum, challengeDice: [1, 10] }).score).toBe(4 + value);
    });
  }
});

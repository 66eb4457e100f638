import { describe, expect, it } from "vitest";
import { abilityAddOffers, knownMoveOffers, moveAddOffers, type RollItem } from "../../../src/applications/dialogs/move-adds";
import { offeredAdds, tickedAddTotal, tickedOffers } from "../../../src/applications/dialogs/roll-dialog-request";
import { buildRollDialogContext, defaultChoices } from "../../../src/applications/dialogs/roll-dialog-context";
import { abilityAddsFor, idMatches } from "../../../src/rules/effects/asset-adds";
import { assetsOf } from "../../../src/applications/dialogs/move-adds";
import { documentEffects } from "../../../src/rules/effects/moves";
import { env, input } from "./dialog-fixtures";

const SOJOURN = "move:classic/relationship/sojourn";
const SF_SWEAR = "move:starforged/quest/swear_an_iron_vow";
const FACE_DANGER = "move:classic/adventure/face_danger";
const SHIELD = "asset:classic/combat_talent/shield_bearer";

/** An asset item as the character holds it (abilities marked by `marked`). */
function asset(name: string, dataswornId: string, marked: boolean[]): RollItem {
  return {
    name,
    type: "asset",
    system: { dataswornId, abilities: marked.map((enabled, i) => ({ name: i === 2 ? "  " : "", text: "", enabled })) },
  };
}

describe("the conditional adds a move names, as the dialog's ticks", () => {
  it("offers Sojourn's bond add unticked, naming its condition and the move", () => {
    expect(moveAddOffers(documentEffects(SOJOURN), "Sojourn")).toEqual([
      { id: "moveAdd.shareBond", add: 1, label: "VOWFORGE.Dialog.MoveAdd.shareBond", labelData: { source: "Sojourn" }, ticked: false },
    ]);
  });

  it("offers nothing for a move without adds or with effects it cannot read", () => {
    expect(moveAddOffers(documentEffects(FACE_DANGER), "Face Danger")).toEqual([]);
    expect(moveAddOffers({ adds: [{ id: "x", add: 9 }] }, "Bad")).toEqual([]);
    expect(moveAddOffers(undefined, "None")).toEqual([]);
  });

  it("Starforged Swear an Iron Vow: +1 for a connection or +2 for a bond, never both", () => {
    const offers = moveAddOffers(documentEffects(SF_SWEAR), "Swear an Iron Vow");
    expect(offers.map((o) => [o.id, o.add, o.group])).toEqual([
      ["moveAdd.vowToConnection", 1, "vow"],
      ["moveAdd.vowToBondedConnection", 2, "vow"],
    ]);
    expect(tickedAddTotal(offers, { "moveAdd.vowToConnection": true })).toBe(1);
    expect(tickedAddTotal(offers, { "moveAdd.vowToBondedConnection": true })).toBe(2);
    expect(tickedAddTotal(offers, { "moveAdd.vowToConnection": true, "moveAdd.vowToBondedConnection": true })).toBe(2);
    expect(tickedAddTotal(offers, {})).toBe(0);
  });

  it("the dialog shows each tick unticked; the roll's adds and its exact odds follow every tick", async () => {
    const offers = await knownMoveOffers({ dataswornId: SF_SWEAR, name: "Swear an Iron Vow", effects: documentEffects(SF_SWEAR) }, []);
    const dialog = input("starforged", { addOffers: offers });
    const choices = defaultChoices(dialog);
    const none = buildRollDialogContext(dialog, choices, env);
    const ticks = none.fields.filter((f) => f.name.startsWith("offers."));
    expect(ticks.map((f) => [f.name, f.checked])).toEqual([
      ["offers.moveAdd.vowToConnection", false],
      ["offers.moveAdd.vowToBondedConnection", false],
    ]);
    expect(ticks[1].label).toContain("Swear an Iron Vow");
    const bond = buildRollDialogContext(dialog, { ...choices, offers: { "moveAdd.vowToBondedConnection": true } }, env);
    const both = buildRollDialogContext(dialog, { ...choices, offers: { "moveAdd.vowToConnection": true, "moveAdd.vowToBondedConnection": true } }, env);
    const adds = (c: typeof none) => (c.request as { adds: number }).adds;
    expect([adds(none), adds(bond), adds(both)]).toEqual([0, 2, 2]);
    expect(offeredAdds(dialog, { ...choices, offers: { "moveAdd.vowToConnection": true } })).toBe(1);
    expect(tickedOffers(dialog, { ...choices, offers: { "moveAdd.vowToConnection": true } })).toEqual(["moveAdd.vowToConnection"]);
    // The odds are those of the request with the add: a strong hit is likelier with the bond.
    const strong = (c: typeof none) => c.odds?.tables[0].rows.find((r) => r.id === "strongHit")?.chance ?? 0;
    expect(strong(bond)).toBeGreaterThan(strong(none));
    expect(strong(both)).toBe(strong(bond));
  });
});

describe("marked asset abilities that enhance the move, as the dialog's ticks", () => {
  it("collects a marked ability's add for the move it enhances, naming the asset and ability", () => {
    const items = [asset("Shield-Bearer", SHIELD, [true, false, false]), { name: "A vow", type: "progress", system: {} }];
    expect(abilityAddOffers(abilityAddsFor(assetsOf(items), FACE_DANGER))).toEqual([
      {
        id: "ability.0.0",
        add: 1,
        label: "VOWFORGE.Dialog.Offer.Ability",
        labelData: { asset: "Shield-Bearer", ability: "", number: 1 },
        ticked: false,
      },
    ]);
  });

  it("offers nothing for an unmarked ability, another move, a stat roll or an asset we hold no adds for", () => {
    expect(abilityAddOffers(abilityAddsFor(assetsOf([asset("Shield-Bearer", SHIELD, [false, true, true])]), FACE_DANGER))).toEqual([]);
    expect(abilityAddOffers(abilityAddsFor(assetsOf([asset("Shield-Bearer", SHIELD, [true, false, false])]), SOJOURN))).toEqual([]);
    expect(abilityAddOffers(abilityAddsFor(assetsOf([asset("Shield-Bearer", SHIELD, [true, false, false])]), ""))).toEqual([]);
    expect(abilityAddOffers(abilityAddsFor(assetsOf([asset("Homebrew", "asset:homebrew/x", [true])]), FACE_DANGER))).toEqual([]);
    expect(abilityAddOffers(abilityAddsFor(assetsOf([{ name: "Broken", type: "asset", system: { dataswornId: SHIELD, abilities: "x" } }]), FACE_DANGER))).toEqual([]);
  });

  it("an ability for any move is offered on every move; one with a name is named", () => {
    const improviser = asset("Improviser", "asset:classic/path/improviser", [false, false, true]);
    const item = { ...improviser, system: { ...(improviser.system as object), abilities: [{ enabled: false }, { enabled: false }, { name: "Impulse", enabled: true }] } };
    const offers = abilityAddOffers(abilityAddsFor(assetsOf([item]), FACE_DANGER));
    expect(offers.map((o) => [o.id, o.add, o.label, o.labelData.ability])).toEqual([["ability.0.2", 2, "VOWFORGE.Dialog.Offer.AbilityNamed", "Impulse"]]);
    expect(abilityAddOffers(abilityAddsFor(assetsOf([item]), SOJOURN))).toHaveLength(1);
  });

  it("the move's own adds come first, then the abilities', and each counts when ticked", async () => {
    const offers = await knownMoveOffers(
      { dataswornId: "move:classic/adventure/gather_information", name: "Gather Information", effects: documentEffects("move:classic/adventure/gather_information") },
      [asset("Hound", "asset:classic/companion/hound", [true, false, false])],
    );
    expect(offers.map((o) => o.id)).toEqual(["moveAdd.communityOrBond", "ability.0.0"]);
    expect(tickedAddTotal(offers, { "moveAdd.communityOrBond": true, "ability.0.0": true })).toBe(2);
  });

  it("wildcard move ids match one segment", () => {
    expect(idMatches("move:starforged/*/secure_an_advantage", "move:starforged/adventure/secure_an_advantage")).toBe(true);
    expect(idMatches("move:starforged/*/secure_an_advantage", "move:starforged/a/b/secure_an_advantage")).toBe(false);
    expect(idMatches("asset.ability.move:*/ritual/*.*.*", "asset.ability.move:classic/ritual/scry.0.scry")).toBe(true);
    expect(abilityAddsFor([], FACE_DANGER)).toEqual([]);
  });
});

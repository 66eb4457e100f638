/**
 * The conditional adds moves name for their own roll, keyed by Datasworn move id: each is offered
 * in the roll dialog as an unticked tick naming its condition. Read against the moves' texts (the
 * part before the outcomes) by tests/rules/effects/move-adds-text.test.ts: every add named there is
 * here, and every add here is named there.
 *
 * Adds a move names for another move (Make a Connection's "add +1" when the connection aids you, a
 * Sojourn's "Swear an Iron Vow and add +1") are that outcome's effects, not these.
 */
import { type MoveAdd } from "../vocabulary";

const CLASSIC = "move:classic/";
const STARFORGED = "move:starforged/";
const SHARE_BOND: MoveAdd = { id: "shareBond", add: 1 };

export const MOVE_ADDS: Readonly<Record<string, readonly MoveAdd[]>> = {
  [`${CLASSIC}adventure/gather_information`]: [{ id: "communityOrBond", add: 1 }],
  // "add +1 to your initial roll": the journey's first segment only.
  [`${CLASSIC}adventure/undertake_a_journey`]: [{ id: "setOffFromBondedCommunity", add: 1 }],
  // Only the charm (+heart) approach adds it.
  [`${CLASSIC}relationship/compel`]: [{ id: "charmWithBond", add: 1 }],
  [`${CLASSIC}relationship/sojourn`]: [SHARE_BOND],
  [`${CLASSIC}relationship/draw_the_circle`]: [{ id: "bondWithCommunity", add: 1 }],
  [`${CLASSIC}quest/swear_an_iron_vow`]: [{ id: "vowToBond", add: 1 }],
  // "If you swear this vow to a connection, add +1; if you share a bond, add +2": one or the other.
  [`${STARFORGED}quest/swear_an_iron_vow`]: [
    { id: "vowToConnection", add: 1, group: "vow" },
    { id: "vowToBondedConnection", add: 2, group: "vow" },
  ],
  [`${STARFORGED}connection/test_your_relationship`]: [SHARE_BOND],
};

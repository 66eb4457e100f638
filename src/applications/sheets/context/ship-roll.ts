/**
 * Rolling from a starship's meter (Starforged's +integrity, Sundered Isles' hold supply): the sheet's
 * roll buttons, which character rolls (its momentum goes into the roll and any momentum change from
 * the card goes back to it), and the roll dialog's view of that character rolling the ship's meter.
 */
import { type ActorSummary } from "../../dialogs/roll-dialog-types";
import { intOf } from "./types";
import { type PartialActorData } from "../../../data/documents";
import { type Localize } from "../../../locale";

/** The ship meters a roll can use: integrity (Starforged) and the hold's supply (Sundered Isles). */
export type ShipMeter = "integrity" | "supply";

const METER_TEXT: Record<ShipMeter, string> = {
  integrity: "VOWFORGE.Sheet.Starship.RollIntegrity",
  supply: "VOWFORGE.Sheet.Starship.RollSupply",
};

export function isShipMeter(value: unknown): value is ShipMeter {
  return value === "integrity" || value === "supply";
}

/** A meter's roll button on the starship sheet: its visible text ("+integrity") and accessible name. */
export interface ShipRollButton {
  meter: ShipMeter;
  text: string;
  label: string;
}

export function shipRollButton(meter: ShipMeter, t: Localize): ShipRollButton {
  const text = t(METER_TEXT[meter]);
  return { meter, text, label: t("VOWFORGE.Sheet.Starship.RollMeter", { meter: text }) };
}

/** What the choice of the rolling character reads of an actor. */
export interface CandidateActor {
  type: string;
  /** Whether the current user owns the actor. */
  isOwner: boolean;
}

/**
 * The character who rolls for the user (a ship's meter, a linked move or roll): the user's assigned
 * character when it is a character (an actor of one of `types`), else the one character the user owns
 * among `actors`; null when there is none or more than one to choose.
 */
export function rollingCharacter<T extends CandidateActor>(
  assigned: T | null | undefined,
  actors: Iterable<T>,
  types: readonly string[] = ["character"],
): T | null {
  if (assigned && types.includes(assigned.type)) return assigned;
  const owned = [...actors].filter((actor) => types.includes(actor.type) && actor.isOwner);
  return owned.length === 1 ? (owned[0] ?? null) : null;
}

/** The id the ship's meter has in the roll dialog (apart from the character's own supply). */
export function shipStatId(meter: ShipMeter): string {
  return `ship-${meter}`;
}

/**
 * The roll dialog's input for `character` rolling the ship's `meter`: the character's name, UUID and
 * momentum (so the card belongs to the character), and the ship's meter as the only thing to roll, its
 * label naming the ship ("The Gull's Due: +supply"), which also heads the card.
 */
/** A ship as its rolls read it: its name and meters. */
export interface ShipInput {
  name: string;
  system: Pick<PartialActorData<"starship">, "integrity" | "supply">;
}

export function shipRollSummary(
  character: ActorSummary,
  ship: ShipInput,
  meter: ShipMeter,
  t: Localize,
): { actor: ActorSummary; stat: string } {
  const s = ship.system;
  const value = meter === "integrity" ? intOf(s.integrity, 0) : intOf(s.supply, 5);
  const id = shipStatId(meter);
  const label = t("VOWFORGE.Sheet.Starship.RollLabel", { ship: ship.name, meter: t(METER_TEXT[meter]) });
  // The dialog offers `stats` when there is no move: the ship's meter is the one thing it offers.
  return { actor: { ...character, stats: [{ id, label, value }], meters: [] }, stat: id };
}

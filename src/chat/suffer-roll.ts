/**
 * The suffer move's own roll from a card (the effects panel's "Roll Endure Harm" button): finds the
 * move by its Datasworn id among the character's own moves, then the system's move packs (the moves
 * the sheet lists), and rolls it as the sheet does (rollActionMove: the roll dialog with the move's
 * options, "the higher of" already picked, then performRoll); a companion's suffer move opens on the
 * health of the companion the card harmed (the button's data-companion). Its card is a card of its
 * own, offering its outcome's effects. Opening the dialog writes nothing; the roll is the clicking
 * user's, as any roll from the sheet.
 */
import { type RollActor } from "../applications/dialogs/roll-dialog";
import { assetMeterIdOf } from "../applications/dialogs/actor-summaries";
import { readMove } from "../applications/sheets/context/moves-context";
import { plainItem } from "../applications/sheets/foundry-env";
import { type SheetItem } from "../applications/sheets/context/types";
import { localize } from "../locale";

/** The part of a card button wired here (an HTMLButtonElement has it; chat-message.ts's CardButtonLike too). */
interface SufferRollButton {
  dataset: Record<string, string | undefined>;
  disabled: boolean;
  addEventListener(type: "click", listener: (event: { preventDefault(): void }) => void): void;
}

/** The move with Datasworn id `moveId` among `moves`, or null. */
export function moveWithId(moves: Iterable<SheetItem>, moveId: string): SheetItem | null {
  for (const move of moves) if (move.type === "move" && readMove(move).dataswornId === moveId) return move;
  return null;
}

/**
 * Rolls the suffer move `moveId` for `actor`; a move the world lacks is told to the user. `companion`:
 * the item id of the companion the card harmed, whose health the dialog opens on (the roll a sheet
 * opens on a meter); one the character no longer has opens the dialog on the move's first option.
 */
export async function rollSufferMove(actor: RollActor, moveId: string, companion: string | null = null): Promise<void> {
  // The roll road's modules (the dialog's application classes, the move packs) are the sheet's, in the
  // main script already; they are reached on the click, so drawing a card loads no application class.
  const [{ rollActionMove }, { packMoves }] = await Promise.all([
    import("../applications/sheets/actor-rolls"),
    import("../applications/sheets/move-source"),
  ]);
  const own = [...actor.items].map(plainItem);
  const move = moveWithId(own, moveId) ?? moveWithId(await packMoves(), moveId);
  if (!move) {
    ui.notifications.warn(localize("VOWFORGE.CardEffect.SufferMoveMissing", { move: moveId }));
    return;
  }
  const stat = companion === null ? null : assetMeterIdOf(actor.items, companion, localize);
  await rollActionMove(actor, move, stat === null ? {} : { stat });
}

/** Wires the card's suffer-roll buttons to roll for the card's actor (none without one). */
export function wireSufferRolls(buttons: Iterable<SufferRollButton>, actor: RollActor | null): void {
  for (const button of buttons) {
    if (button.dataset.action !== "rollSufferMove") continue;
    const moveId = button.dataset.moveId ?? "";
    const companion = button.dataset.companion ?? null;
    button.disabled = actor === null || moveId === "";
    if (!actor || moveId === "") continue;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void rollSufferMove(actor, moveId, companion);
    });
  }
}

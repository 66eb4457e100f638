/**
 * The whole road of a dialog roll in one call, for a character of any of the five games: the roll
 * dialog opened with what the character offers (its summary; for Ironsworn / Starforged also the cancel
 * rule, the cursed die and the stored "+N on your next move" adds), then the roll in the mode the user
 * chose and the card posted, then what the roll leaves behind (the adds it used removed, an Augur
 * Advancing stance's clock set). What a sheet button, a macro, a link and the module API call.
 */
import { performRoll, type PerformRollOptions } from "../../cards/perform-roll";
import { RollDialog, type RollDialogPromptOptions, type RollDialogResult } from "./roll-dialog";
import { setStanceClock } from "../clocks/stance-clock";
import { enabledExpansions, starforgedCancelSetting } from "../../settings";
import { negativeMomentumCancels } from "../../rules/challenge";
import { characterRulesetOf, dataOf, type ActorLike } from "../../data/documents";
import { type CharacterRulesetId } from "../../data/fields";
import { nextMoveOffers, usedNextMoveAdds } from "./next-move-offers";
import { spendNextMoveAdds } from "../../operations/next-move";
import { type TrackActor } from "../../operations/actor-write";
import { assertNextMoveAdds, type NextMoveAdd, type NextMoveTarget } from "../../rules/effects/next-move";
import { characterSummary, cursedDieOffer, rollSummary } from "./actor-summaries";
import { type CharacterInput } from "../sheets/context/vitals-context";
import { type ItemLike } from "../sheets/foundry-env";
import { localize } from "../../locale";

export interface RollWithDialogOptions extends RollDialogPromptOptions {
  /** Who speaks on the card; defaults to ChatMessage.getSpeaker(). */
  speaker?: PerformRollOptions["speaker"];
}

/** A stat rolled from the sheet, with no move: only adds for any move are offered. */
export const STAT_ROLL: NextMoveTarget = { moveId: "", progress: false };

/** The part of an Actor document the rolls read. */
export interface RollActor extends ActorLike {
  uuid: string;
  name: string;
  type: string;
  items: Iterable<ItemLike>;
  /** The document's update (a Foundry actor has it): what removes the stored adds a roll used. */
  update?(data: Record<string, unknown>): Promise<unknown>;
}

/** The character's data (none for an actor of another subtype: its rolls then read the defaults). */
export function characterData(actor: RollActor): CharacterInput {
  return dataOf(actor, "character") ?? {};
}

/** Sundered Isles' cursed die for a Starforged character's action rolls (null elsewhere). */
function cursedDieFor(actor: RollActor, ruleset: CharacterRulesetId): { source: string } | null {
  if (ruleset !== "starforged") return null;
  return cursedDieOffer(actor.items, enabledExpansions().includes("sunderedIsles"));
}

/** What the roll dialog needs of an Ironsworn / Starforged character besides the stat: its summary, cancel rule and cursed die. */
export function rollDialogExtras(actor: RollActor, ruleset: CharacterRulesetId) {
  return {
    actor: rollSummary({ name: actor.name, uuid: actor.uuid, system: characterData(actor), items: actor.items }, localize),
    cancelOnNegativeMomentum: negativeMomentumCancels(ruleset, starforgedCancelSetting()),
    cursedDie: cursedDieFor(actor, ruleset),
  };
}

/** The character's stored "+N on your next move" adds, or none when its data cannot be read. */
function storedAdds(actor: RollActor): NextMoveAdd[] {
  const list: unknown = characterData(actor).nextMove;
  try {
    assertNextMoveAdds(list);
    return list;
  } catch {
    return [];
  }
}

/**
 * Rolls what the dialog returned in the mode chosen, then does what the roll leaves behind: an Augur
 * Advancing stance sets its clock, and the stored adds the roll took are removed from the character
 * of `spender`. The card is posted first: a refused roll does neither. Resolves to the posted message,
 * or null when the user cancelled or the roll was refused (the refusal is shown to the user).
 */
async function rollChosen(
  chosen: RollDialogResult | null,
  { speaker, spender }: { speaker?: RollWithDialogOptions["speaker"]; spender?: { actor: RollActor; target: NextMoveTarget } },
): Promise<ChatMessage.Implementation | null> {
  if (!chosen) return null;
  const message = await performRoll(chosen.request, { rollMode: chosen.rollMode, ...(speaker ? { speaker } : {}) });
  if (!message) return null;
  if (chosen.advancingClock) await setStanceClock(chosen.advancingClock);
  const used = usedNextMoveAdds(chosen.offers);
  const update = spender?.actor.update?.bind(spender.actor);
  if (spender && used.length > 0 && update) {
    const { actor, target } = spender;
    const owner: TrackActor = { type: actor.type, uuid: actor.uuid, system: actor.system, update };
    await spendNextMoveAdds(owner, target, used);
  }
  return message;
}

/** Opens the roll dialog and rolls the request it returns (see rollChosen). */
export async function rollWithDialog(options: RollWithDialogOptions): Promise<ChatMessage.Implementation | null> {
  const { speaker, ...prompt } = options;
  return rollChosen(await RollDialog.prompt(prompt), { speaker });
}

/**
 * The roll dialog with the character's stored "+N on your next move" adds that a roll of `target`
 * may take offered as ticks (before any `options.addOffers`); rolls what it returns and removes the adds the roll used. What the
 * sheet's rolls and the module API's dialog open. Resolves to the posted message, or null.
 */
export async function rollWithNextMoveAdds(
  actor: RollActor,
  target: NextMoveTarget,
  options: RollDialogPromptOptions,
): Promise<ChatMessage.Implementation | null> {
  const addOffers = [...nextMoveOffers(storedAdds(actor), target), ...(options.addOffers ?? [])];
  return rollChosen(await RollDialog.prompt({ ...options, addOffers }), { spender: { actor, target } });
}

/**
 * What the roll dialog may open with, every field optional: the stat (skill, approach) to preselect,
 * the adds, the card's heading, the roll mode and an asset's reroll.
 */
export type RollPresets = Pick<RollDialogPromptOptions, "stat" | "adds" | "title" | "rollMode" | "reroll">;

/** Whether `actor` is a character of one of the five games (one the roll dialog can open for). */
export function rollsWithDialog(actor: RollActor): boolean {
  return characterRulesetOf(actor) !== null || characterSummary(actor, localize) !== null;
}

/**
 * Opens the roll dialog for a character of any of the five games with `presets` filled in (a stat,
 * skill or approach to preselect, the adds) and rolls what the user picks. Resolves to the posted
 * message, or null when the actor is none of them, the user cancelled, or the roll was refused (the
 * user is told why).
 */
export async function rollCharacter(actor: RollActor, presets: RollPresets = {}): Promise<ChatMessage.Implementation | null> {
  const sworn = characterRulesetOf(actor);
  // Adds kept for "your next move" are offered, and the ones the roll used removed.
  if (sworn) return rollWithNextMoveAdds(actor, STAT_ROLL, { ruleset: sworn, ...rollDialogExtras(actor, sworn), ...presets });
  const summary = characterSummary(actor, localize);
  if (!summary) return null;
  return rollWithDialog({ ruleset: summary.ruleset, actor: summary.actor, ...presets });
}

/**
 * The rolls a character makes from its sheet or a hotbar macro: a stat or an action move through the
 * roll dialog, then performRoll; a progress roll (a track, a legacy track, the bonds track) directly, or
 * one on each legacy track in turn (Continue a Legacy).
 */
import { performRoll } from "../../cards/perform-roll";
import { enabledExpansions, starforgedCancelSetting } from "../../settings";
import { negativeMomentumCancels } from "../../rules/challenge";
import { characterRulesetOf, dataOf, type ActorLike } from "../../data/documents";
import { type CharacterRulesetId } from "../../data/fields";
import { RollDialog, type RollDialogPromptOptions, type RollDialogResult } from "../dialogs/roll-dialog";
import { nextMoveOffers, usedNextMoveAdds } from "../dialogs/next-move-offers";
import { knownMoveOffers } from "../dialogs/move-adds";
import { controlOffer } from "../dialogs/control-line";
import { spendNextMoveAdds } from "../../operations/next-move";
import { type TrackActor } from "../../operations/actor-write";
import { assertNextMoveAdds, type NextMoveAdd, type NextMoveTarget } from "../../rules/effects/next-move";
import { type MoveRollOption } from "../dialogs/roll-dialog-types";
import { moveRerollOf } from "../dialogs/move-reroll";
import { legacyViews, normaliseLegacy } from "./context/legacy-context";
import { kindOfKey } from "./context/kinds";
import { eachLegacyRequests, eachLegacyRolls, readMove } from "./context/moves-context";
import { progressRollRequest } from "./context/progress-request";
import { readProgress } from "./context/progress-context";
import { cursedDieOffer, rollSummary } from "./context/roll-summary";
import { safeTicks } from "./context/track-context";
import { recordOf, type SheetItem } from "./context/types";
import { type RerollAllowance } from "../../kinds/action";
import { type CharacterInput } from "./context/vitals-context";
import { type ItemLike } from "./foundry-env";
import { localize } from "../../locale";
import { BOXES, progressScore } from "../../rules/progress";
import { legacyScore } from "../../rules/legacy";

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
function characterData(actor: RollActor): CharacterInput {
  return dataOf(actor, "character") ?? {};
}

/** Sundered Isles' cursed die for a Starforged character's action rolls (null elsewhere). */
function cursedDieFor(actor: RollActor, ruleset: CharacterRulesetId): { source: string } | null {
  if (ruleset !== "starforged") return null;
  return cursedDieOffer(actor.items, enabledExpansions().includes("sunderedIsles"));
}

function summaryOf(actor: RollActor) {
  return rollSummary({ name: actor.name, uuid: actor.uuid, system: characterData(actor), items: actor.items }, localize);
}

/** What the roll dialog needs of a character besides the stat: its summary, cancel rule and cursed die. */
export function rollDialogExtras(actor: RollActor, ruleset: CharacterRulesetId) {
  return {
    actor: summaryOf(actor),
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
 * Rolls what the dialog returned, then removes the stored adds the roll took (the card is posted
 * first: a refused roll uses nothing). Resolves to the posted message, or null.
 */
async function rollAndSpend(
  actor: RollActor,
  target: NextMoveTarget,
  result: RollDialogResult | null,
): Promise<ChatMessage.Implementation | null> {
  if (!result) return null;
  const message = await performRoll(result.request, { rollMode: result.rollMode });
  const used = usedNextMoveAdds(result.offers);
  const update = actor.update?.bind(actor);
  if (message && used.length > 0 && update) {
    const owner: TrackActor = { type: actor.type, uuid: actor.uuid, system: actor.system, update };
    await spendNextMoveAdds(owner, target, used);
  }
  return message;
}

/**
 * The roll dialog with the character's stored "+N on your next move" adds that a roll of `target`
 * may take offered as ticks (before any `options.addOffers`); rolls what it returns and removes the adds the roll used. What the
 * sheet's rolls and the module API's dialog (api/rolls.ts) open. Resolves to the posted message, or null.
 */
export async function rollWithNextMoveAdds(
  actor: RollActor,
  target: NextMoveTarget,
  options: RollDialogPromptOptions,
): Promise<ChatMessage.Implementation | null> {
  const addOffers = [...nextMoveOffers(storedAdds(actor), target), ...(options.addOffers ?? [])];
  const result = await RollDialog.prompt({ ...options, addOffers });
  return rollAndSpend(actor, target, result);
}

/** Opens the roll dialog for `stat` (a stat or meter id), with `adds` to start from, and rolls what it returns. */
export async function rollStat(actor: RollActor, stat: string, adds = 0): Promise<void> {
  const ruleset = characterRulesetOf(actor);
  if (!ruleset) return;
  await rollWithNextMoveAdds(actor, STAT_ROLL, { ruleset, ...rollDialogExtras(actor, ruleset), stat, adds });
}

/** A progress item's roll (Fulfill Your Vow for a vow), or the given move's roll against it. */
export async function rollProgressItem(actor: RollActor, track: ItemLike, move: SheetItem | null = null): Promise<void> {
  const ruleset = characterRulesetOf(actor) ?? "ironsworn";
  const { kind, ticks } = readProgress(track);
  const request = progressRollRequest(
    {
      ruleset,
      actorUuid: actor.uuid,
      move: move && { uuid: move.uuid, name: move.name },
      trackUuid: track.uuid,
      trackName: track.name,
      kind,
      score: progressScore(safeTicks(ticks)),
    },
    localize,
  );
  await performRoll(request);
}

/** A progress roll on a legacy track (Starforged) or the bonds track (Ironsworn). */
export async function rollSpecialTrack(actor: RollActor, which: { legacy: string } | { bonds: true }, move: SheetItem | null = null): Promise<void> {
  const ruleset = characterRulesetOf(actor) ?? "ironsworn";
  const system = characterData(actor);
  let score: number;
  let trackName: string;
  let kind: string;
  if ("legacy" in which) {
    const legacies: Partial<Record<string, unknown>> = system.legacies ?? {};
    score = legacyScore(normaliseLegacy(legacies[which.legacy]));
    trackName = localize(`VOWFORGE.Sheet.Legacy.${which.legacy}`);
    kind = "legacy";
  } else {
    score = Math.min(BOXES, progressScore(safeTicks(system.bonds?.ticks)));
    trackName = localize("VOWFORGE.Sheet.Bonds.Label");
    kind = "bonds";
  }
  const request = progressRollRequest(
    { ruleset, actorUuid: actor.uuid, move: move && { uuid: move.uuid, name: move.name }, trackUuid: null, trackName, kind, score },
    localize,
  );
  await performRoll(request);
}

/**
 * A move that rolls each legacy track in turn (Continue a Legacy) for a Starforged character: one
 * ordinary progress card per track, posted in the move's order; a refused roll stops the series.
 * Resolves to false (rolling nothing) when the move does not roll that way for this actor.
 */
export async function rollEachLegacy(actor: RollActor, move: SheetItem): Promise<boolean> {
  if (characterRulesetOf(actor) !== "starforged") return false;
  const rolls = eachLegacyRolls(readMove(move), legacyViews(characterData(actor), localize));
  if (rolls.length === 0) return false;
  const requests = eachLegacyRequests({ move: { uuid: move.uuid, name: move.name }, rolls, actorUuid: actor.uuid }, localize);
  for (const request of requests) {
    if (!(await performRoll(request))) break;
  }
  return true;
}

const DIALOG_OPTIONS: readonly string[] = ["stat", "conditionMeter", "assetMeter", "progressTrack", "legacyTrack", "custom"];

function isDialogOption<T extends { using: string }>(option: T): option is T & { using: MoveRollOption["using"] } {
  return DIALOG_OPTIONS.includes(option.using);
}

/**
 * The roll dialog for an action move, with the options its trigger allows; a condition that rolls
 * "whichever is higher / lower" offers the actor's value its method picks.
 */
export async function rollActionMove(actor: RollActor, move: SheetItem): Promise<void> {
  const ruleset = characterRulesetOf(actor);
  if (!ruleset) return;
  const data = readMove(move);
  const target: NextMoveTarget = { moveId: data.dataswornId, progress: false };
  const rollOptions = data.rollOptions.filter(isDialogOption);
  const rollConditions = data.rollConditions.map((c) => ({ ...c, rollOptions: c.rollOptions.filter(isDialogOption) }));
  await rollWithNextMoveAdds(actor, target, {
    ruleset,
    ...rollDialogExtras(actor, ruleset),
    move: { uuid: move.uuid || null, name: move.name, rollOptions, rollConditions },
    ...offeredReroll(move),
    addOffers: await knownMoveOffers({ dataswornId: data.dataswornId, name: move.name, effects: recordOf(move.system).effects }, [...actor.items]),
    ...controlOffer(actor.system, recordOf(move.system).effects),
  });
}

/** The reroll the move grants with its roll (Forge a Bond, IS-14), as the dialog's option, or none. */
function offeredReroll(move: SheetItem): { reroll?: RerollAllowance } {
  const reroll = moveRerollOf(recordOf(move.system).effects, move.name);
  return reroll ? { reroll } : {};
}

/** The open progress items a progress move can roll against, by the kind its options name. */
export function progressTargets(actor: RollActor, move: SheetItem): ItemLike[] {
  const data = readMove(move);
  const keys = data.rollOptions.filter((o) => o.using === "progressTrack").map((o) => o.key);
  const kinds = new Set([...keys, data.progressTrack].map(kindOfKey).filter((k) => k !== null));
  return [...actor.items].filter((item) => {
    if (item.type !== "progress") return false;
    const p = readProgress(item);
    return !p.completed && (kinds.size === 0 || kinds.has(p.kind));
  });
}

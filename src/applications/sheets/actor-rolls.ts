/**
 * The move and progress rolls an Ironsworn / Starforged character makes from its sheet or a hotbar
 * macro: an action move through the roll dialog (roll-dialog.ts, which also rolls a stat), then
 * performRoll; a progress roll (a track, a legacy track, the bonds track) directly, or one on each
 * legacy track in turn (Continue a Legacy).
 */
import { performRoll } from "../../cards/perform-roll";
import { characterRulesetOf } from "../../data/documents";
import { knownMoveOffers } from "../dialogs/move-adds";
import { controlOffer } from "../dialogs/control-line";
import { type NextMoveTarget } from "../../rules/effects/next-move";
import { characterData, rollDialogExtras, rollWithNextMoveAdds, type RollActor, type RollPresets } from "../dialogs/roll-dialog";
import { type MoveRollOption } from "../dialogs/roll-dialog-types";
import { moveRerollOf } from "../dialogs/move-reroll";
import { legacyViews, normaliseLegacy } from "./context/legacy-context";
import { kindOfKey } from "./context/kinds";
import { eachLegacyRequests, eachLegacyRolls, readMove } from "./context/moves-context";
import { progressRollRequest } from "./context/progress-request";
import { readProgress } from "./context/progress-context";
import { safeTicks } from "./context/track-context";
import { recordOf, type SheetItem } from "./context/types";
import { type RerollAllowance } from "../../kinds/action";
import { type ItemLike } from "./foundry-env";
import { localize } from "../../locale";
import { BOXES, progressScore } from "../../rules/progress";
import { legacyScore } from "../../rules/legacy";

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
 * "whichever is higher / lower" offers the actor's value its method picks. `presets.stat`: the stat or
 * meter to open on, as a roll from the sheet opens on one (a card's companion suffer move: the health
 * of the companion harmed, roll-dialog-context.ts defaultChoices).
 */
export async function rollActionMove(actor: RollActor, move: SheetItem, presets: Pick<RollPresets, "stat"> = {}): Promise<void> {
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
    ...controlOffer(characterData(actor), recordOf(move.system).effects),
    ...presets,
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

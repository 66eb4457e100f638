/**
 * `vowforge.rollMacro(args)`: what a hotbar macro runs. Finds who rolls (the selected token's actor,
 * else the user's character; a progress item rolls for the actor that owns it) and rolls a stat, a
 * move or a progress track for them. Anything missing ends with a clear, localised warning.
 */
import { characterRulesetOf } from "../data/documents";
import {
  progressTargets,
  rollActionMove,
  rollEachLegacy,
  rollProgressItem,
  rollSpecialTrack,
} from "../applications/sheets/actor-rolls";
import { rollCharacter, type RollActor } from "../applications/dialogs/roll-dialog";
import { readMove } from "../applications/sheets/context/moves-context";
import { plainItem, type ItemLike } from "../applications/sheets/foundry-env";
import { localize } from "../locale";
import { parseMacroArgs } from "./macro-args";

function warn(key: string, data: Record<string, string> = {}): void {
  ui.notifications.warn(localize(key, data));
}

/** The selected token's actor, else the user's assigned character. */
export function macroActor(): RollActor | null {
  const token = canvas?.tokens?.controlled?.[0];
  return (token?.actor as RollActor | null | undefined) ?? (game.user.character as RollActor | null) ?? null;
}

async function document(uuid: string): Promise<(ItemLike & { parent?: unknown }) | null> {
  try {
    return ((await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as (ItemLike & { parent?: unknown }) | null) ?? null;
  } catch {
    return null;
  }
}

/** Asks which of `choices` to roll against; resolves to its id or null. */
async function choose(title: string, choices: { id: string; label: string }[]): Promise<string | null> {
  if (choices.length === 1) return choices[0].id;
  const picked: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content: `<p>${foundry.utils.escapeHTML(title)}</p>`,
    buttons: choices.map((c, i) => ({ action: c.id, label: c.label, default: i === 0 })),
    rejectClose: false,
  });
  return typeof picked === "string" ? picked : null;
}

/**
 * Rolls the move at `uuid` for `actor` as a hotbar macro (or a move linked in text) does: the roll
 * dialog for an action move, a progress roll on the track picked, or the move's sheet when it rolls
 * nothing.
 */
export async function rollMoveFor(actor: RollActor, uuid: string): Promise<void> {
  const found = await document(uuid);
  if (!found || found.type !== "move") return warn("VOWFORGE.Macro.Missing", { what: uuid });
  const move = plainItem(found);
  const data = readMove(move);
  if (data.rollType === "action") return rollActionMove(actor, move);
  if (data.rollType === "none") {
    // Nothing to roll: show the move's text instead.
    await (found as { sheet?: { render(force: boolean): unknown } }).sheet?.render(true);
    return;
  }
  if (await rollEachLegacy(actor, move)) return;
  const legacies = data.rollOptions.filter((o) => o.using === "legacyTrack").map((o) => o.key);
  const bonds = data.rollOptions.some((o) => o.using === "progressTrack" && o.key === "bonds");
  const tracks = progressTargets(actor, move);
  const choices = [
    ...(characterRulesetOf(actor) === "starforged" ? legacies.map((k) => ({ id: `legacy:${k}`, label: localize(`VOWFORGE.Sheet.Legacy.${k}`) })) : []),
    ...(bonds && characterRulesetOf(actor) === "ironsworn" ? [{ id: "bonds", label: localize("VOWFORGE.Sheet.Bonds.Label") }] : []),
    ...(legacies.length || bonds ? [] : tracks.map((t) => ({ id: `track:${t.id ?? ""}`, label: t.name }))),
  ];
  if (choices.length === 0) return warn("VOWFORGE.Macro.NoTrack", { actor: actor.name, move: move.name });
  const picked = await choose(localize("VOWFORGE.Macro.PickTrack", { move: move.name }), choices);
  if (!picked) return;
  if (picked === "bonds") return rollSpecialTrack(actor, { bonds: true }, move);
  if (picked.startsWith("legacy:")) return rollSpecialTrack(actor, { legacy: picked.slice("legacy:".length) }, move);
  const track = tracks.find((t) => `track:${t.id ?? ""}` === picked);
  if (track) await rollProgressItem(actor, track, move);
}

/** Rolls what a hotbar macro names. Never throws for bad input: it warns instead. */
export async function rollMacro(value: unknown): Promise<void> {
  const parsed = parseMacroArgs(value);
  if (!parsed.ok) return warn("VOWFORGE.Macro.BadArgs", { detail: parsed.detail });
  const args = parsed.args;
  if (args.kind === "progress") {
    const track = await document(args.uuid);
    if (!track || track.type !== "progress") return warn("VOWFORGE.Macro.Missing", { what: args.uuid });
    const owner = (track.parent as RollActor | null | undefined) ?? macroActor();
    if (!owner) return warn("VOWFORGE.Macro.NoActor", { what: track.name });
    return rollProgressItem(owner, track);
  }
  const actor = macroActor();
  const what = args.kind === "stat" ? localize(["health", "spirit", "supply"].includes(args.stat) ? `VOWFORGE.Meter.${args.stat}` : `VOWFORGE.Stat.${args.stat}`) : localize("VOWFORGE.Sheet.Tab.moves");
  if (!actor) return warn("VOWFORGE.Macro.NoActor", { what });
  if (!characterRulesetOf(actor)) return warn("VOWFORGE.Macro.NotCharacter", { actor: actor.name, what });
  if (args.kind === "stat") {
    await rollCharacter(actor, { stat: args.stat });
    return;
  }
  return rollMoveFor(actor, args.uuid);
}

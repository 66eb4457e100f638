/**
 * The `hotbarDrop` hook: a stat dragged from a character sheet, or a move or progress item (from a
 * sheet, the sidebar or a compendium), dropped on the hotbar becomes a script macro that rolls it for
 * the user's character or the selected token's actor.
 */
import { STAT_DRAG_TYPE } from "../applications/sheets/drag-data";
import { macroCommand, parseMacroArgs, type MacroArgs } from "./macro-args";
import { localize } from "../locale";

/** What the macro is called and shows. */
export interface MacroPlan {
  name: string;
  img: string;
  args: MacroArgs;
}

/** The part of a document (or compendium index entry) the plan reads. */
interface DroppedItem {
  name?: unknown;
  type?: unknown;
  img?: unknown;
}

const STAT_ICON = "icons/svg/d20-black.svg";

/** The macro a drop makes, or null when the drop is not ours to handle. */
export function planFor(data: Record<string, unknown>, lookup: (uuid: string) => DroppedItem | null): MacroPlan | null {
  if (data.type === STAT_DRAG_TYPE) {
    const parsed = parseMacroArgs({ kind: "stat", stat: data.stat });
    if (!parsed.ok) return null;
    const stat = (parsed.args as { stat: string }).stat;
    const group = ["health", "spirit", "supply"].includes(stat) ? "Meter" : "Stat";
    return { name: localize("VOWFORGE.Macro.Stat", { stat: localize(`VOWFORGE.${group}.${stat}`) }), img: STAT_ICON, args: parsed.args };
  }
  if (data.type !== "Item" || typeof data.uuid !== "string") return null;
  const item = lookup(data.uuid);
  if (!item || (item.type !== "move" && item.type !== "progress")) return null;
  const name = typeof item.name === "string" ? item.name : "";
  const img = typeof item.img === "string" && item.img ? item.img : STAT_ICON;
  if (item.type === "move") return { name, img, args: { kind: "move", uuid: data.uuid } };
  return { name: localize("VOWFORGE.Macro.Progress", { name }), img, args: { kind: "progress", uuid: data.uuid } };
}

/** Finds the user's macro with this command, or creates it; then puts it in the slot. */
export async function assignMacro(plan: MacroPlan, slot: number | string | undefined): Promise<void> {
  const command = macroCommand(plan.args);
  const existing = game.macros.find((m) => m.command === command && m.author?.id === game.user.id);
  const macro =
    existing ??
    (await Macro.implementation.create({
      name: plan.name,
      type: "script",
      img: plan.img,
      command,
    }));
  if (macro) await game.user.assignHotbarMacro(macro, Number(slot));
}

function lookupSync(uuid: string): DroppedItem | null {
  try {
    return (fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as DroppedItem | null) ?? null;
  } catch {
    return null;
  }
}

/**
 * The hook handler: returns false (stopping the core macro) when the drop is ours, and creates the
 * macro in the background.
 */
export function onHotbarDrop(_bar: unknown, data: unknown, slot: number | string | undefined): false | void {
  if (typeof data !== "object" || data === null) return;
  const plan = planFor(data as Record<string, unknown>, lookupSync);
  if (!plan) return;
  void assignMacro(plan, slot).catch((error: unknown) => {
    console.error("Vowforge | could not create the macro", error);
  });
  return false;
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (bar, data, slot) => onHotbarDrop(bar, data, slot));
}

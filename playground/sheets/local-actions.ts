/**
 * The sheet buttons of the sheets page, applied to the page's plain sample data (what the Foundry
 * sheet writes through documents): meters and momentum stop at their ends, progress is marked by
 * rank, legacy tracks clear into "+10", abilities toggle. The rules come from src/rules.
 */
import { buildCharacterContext, type CharacterSheetContext } from "../../src/applications/sheets/context/character-context";
import { normaliseLegacy } from "../../src/applications/sheets/context/legacy-context";
import { readProgress } from "../../src/applications/sheets/context/progress-context";
import { safeTicks } from "../../src/applications/sheets/context/track-context";
import { recordOf, type SheetEnv, type SheetItem } from "../../src/applications/sheets/context/types";
import { setPath, getPath } from "../../src/paths";
import { markLegacy } from "../../src/rules/legacy";
import { MAX_TICKS, clearProgress, markProgress } from "../../src/rules/progress";
import { type SampleSheetActor } from "./samples";

/** What a clicked button carries (its data-* attributes). */
export type ButtonData = Readonly<Record<string, string | undefined>>;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function itemOf(actor: SampleSheetActor, id: string | undefined): SheetItem | undefined {
  return actor.items.find((i) => i.id === id);
}

function meterLimits(context: CharacterSheetContext, path: string): { min: number; max: number } | null {
  const meter = [...context.meters, context.momentum].find((m) => m.path === path);
  return meter ? { min: meter.min, max: meter.max } : null;
}

/** Applies a button's action to the actor's data; returns false for actions the page does not handle. */
export function applyLocalAction(actor: SampleSheetActor, action: string, data: ButtonData, context: CharacterSheetContext): boolean {
  const delta = Number(data.delta ?? 0) || 0;
  const system = actor.system;
  switch (action) {
    case "adjustMeter": {
      const path = data.path ?? "";
      const limits = meterLimits(context, path);
      if (!limits) return false;
      const current = Number(getPath(system, path) ?? 0);
      setPath(system, path, clamp(current + delta, limits.min, limits.max));
      return true;
    }
    case "resetMomentum":
      system.momentum = context.momentum.reset;
      return true;
    case "markProgress":
    case "clearProgress": {
      const track = itemOf(actor, data.itemId);
      if (!track) return false;
      const { rank, ticks } = readProgress(track.system);
      const held = safeTicks(ticks);
      recordOf(track.system).ticks = action === "markProgress" ? markProgress(held, rank) : clearProgress(held, rank);
      return true;
    }
    case "adjustLegacy": {
      const id = data.legacy ?? "";
      const legacies = recordOf(system.legacies);
      if (!(id in legacies)) return false;
      legacies[id] = markLegacy(normaliseLegacy(legacies[id]), delta);
      return true;
    }
    case "adjustBonds": {
      const bonds = recordOf(system.bonds);
      bonds.ticks = clamp(safeTicks(bonds.ticks) + delta, 0, MAX_TICKS);
      return true;
    }
    case "adjustAssetMeter": {
      const asset = itemOf(actor, data.itemId);
      const meter = asset ? recordOf(recordOf(asset.system).meter) : null;
      if (!meter) return false;
      meter.value = clamp(Number(meter.value) + delta, Number(meter.min), Number(meter.max));
      return true;
    }
    case "toggleAbility": {
      const asset = itemOf(actor, data.itemId);
      const abilities = asset ? recordOf(asset.system).abilities : null;
      const ability = Array.isArray(abilities) ? recordOf(abilities[Number(data.index)]) : null;
      if (!ability) return false;
      ability.enabled = ability.enabled !== true;
      return true;
    }
    case "deleteItem": {
      const index = actor.items.findIndex((i) => i.id === data.itemId);
      if (index === -1) return false;
      actor.items.splice(index, 1);
      return true;
    }
    default:
      return false;
  }
}

/** A form control's change written into the actor (numbers held within the control's min and max). */
export function applyFieldChange(actor: SampleSheetActor, name: string, control: { type: string; value: string; checked: boolean; min: string; max: string }): boolean {
  if (name === "name") {
    actor.name = control.value;
    return true;
  }
  if (!name.startsWith("system.")) return false;
  const path = name.slice("system.".length);
  if (control.type === "checkbox") {
    setPath(actor.system, path, control.checked);
  } else if (control.type === "number") {
    const n = Math.trunc(Number(control.value));
    if (!Number.isFinite(n) || control.value.trim() === "") return true;
    const min = control.min === "" ? -Infinity : Number(control.min);
    const max = control.max === "" ? Infinity : Number(control.max);
    setPath(actor.system, path, clamp(n, min, max));
  } else {
    setPath(actor.system, path, control.value);
  }
  return true;
}

/** The character sheet context of a sample actor. */
export function sampleContext(actor: SampleSheetActor, moves: readonly SheetItem[], search: string, activeTab: CharacterSheetContext["tabNav"][number]["id"], env: SheetEnv, editMode = false): CharacterSheetContext {
  return buildCharacterContext(
    { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves, search, enabledRulesets: ["ironsworn", "starforged"], activeTab, richEditor: false, editMode },
    env,
  );
}

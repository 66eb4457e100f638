/**
 * The sheets page's form on a sample character: a control's change written into the page's plain
 * sample data (what Foundry's form submit writes through the document), and the character sheet's
 * context of a sample. The buttons run the system's own actions (page-host.ts).
 */
import { buildCharacterContext, type CharacterSheetContext } from "../../src/applications/sheets/context/character-context";
import { type SheetEnv, type SheetItem } from "../../src/applications/sheets/context/types";
import { setPath } from "../../src/paths";
import { type SampleSheetActor } from "./samples";

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
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

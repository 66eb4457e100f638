/**
 * The packs of disabled rulesets are hidden in the compendium sidebar: each of our packs names its
 * ruleset in its flags (system.json `flags.vowforge.ruleset`), and the directory's entries carry the
 * pack's id in `data-pack` (dsa5-foundryVTT hides packs the same way in its `renderCompendiumDirectory`
 * hook: `li[data-pack="dsa5.money"]`). A folder whose packs are all hidden is hidden too. The packs
 * stay loaded: links into them and drops from them keep working.
 */
import { SYSTEM_ID } from "../../constants";
import { enabledRulesets } from "../../settings";

/** The parts of a compendium pack the filter reads. */
export interface PackLike {
  collection: string;
  metadata: { packageName?: string; flags?: Record<string, unknown> };
}

/** The parts of a DOM element the hiding uses (an HTMLElement has them). */
export interface ElementLike {
  hidden: boolean;
  querySelectorAll(selector: string): Iterable<ElementLike>;
}

function rulesetOf(pack: PackLike): unknown {
  const flags = pack.metadata.flags?.[SYSTEM_ID];
  return typeof flags === "object" && flags !== null ? (flags as { ruleset?: unknown }).ruleset : undefined;
}

/** The ids ("vowforge.strike-moves") of our packs whose ruleset is not enabled. */
export function hiddenPackIds(packs: Iterable<PackLike>, enabled: readonly string[]): Set<string> {
  const hidden = new Set<string>();
  for (const pack of packs) {
    const ruleset = rulesetOf(pack);
    if (typeof ruleset === "string" && !enabled.includes(ruleset)) hidden.add(pack.collection);
  }
  return hidden;
}

/** Hides the entries of `hidden` packs under `root`, and the folders left with no pack shown. */
export function hidePackEntries(root: ElementLike, hidden: ReadonlySet<string>): void {
  for (const id of hidden) {
    for (const entry of root.querySelectorAll(`[data-pack="${id}"]`)) entry.hidden = true;
  }
  for (const folder of root.querySelectorAll(".folder")) {
    const entries = [...folder.querySelectorAll("[data-pack]")];
    if (entries.length > 0 && entries.every((entry) => entry.hidden)) folder.hidden = true;
  }
}

/** The `renderCompendiumDirectory` hook: hides the packs of disabled rulesets. */
export function onRenderCompendiumDirectory(_app: unknown, html: HTMLElement | ElementLike): void {
  const packs: Iterable<PackLike> = (game.packs ?? []) as Iterable<PackLike>;
  // Every element the selectors find in the sidebar is an HTMLElement (it has `hidden`).
  hidePackEntries(html as ElementLike, hiddenPackIds(packs, enabledRulesets()));
}

/** Registers the hook; called once on `init`. */
export function registerPackHiding(): void {
  Hooks.on("renderCompendiumDirectory", onRenderCompendiumDirectory);
}

/**
 * Where the truths dialog opens: a button in the Journal sidebar's header, for the GM, since the dialog
 * writes a world journal and that is where the GM will look for it (a menu in the world settings would
 * sit two windows deep). Shown only while the world enables Ironsworn or Starforged, whose packs hold
 * truths.
 */
import { packInUse } from "../../expansions";
import { enabledExpansions, enabledRulesets } from "../../settings";
import { addSidebarButton } from "../oracle-browser/sidebar-button";
import { truthSets, type TruthPackLike } from "./truth-sets";
import { openTruths } from "../open-guided";

/** The `renderJournalDirectory` hook: adds the truths button for a GM of a world with truths. */
export function onRenderJournalDirectory(_app: unknown, html: HTMLElement): void {
  if (!game.user?.isGM) return;
  const packs = [...(game.packs ?? [])] as unknown as TruthPackLike[];
  if (truthSets(packs, enabledRulesets(), (flags) => packInUse(flags, enabledExpansions())).length === 0) return;
  addSidebarButton(html, () => openTruths(), (key) => game.i18n.localize(key), {
    className: "vf-open-truths",
    action: "vowforgeOpenTruths",
    icon: "fa-solid fa-book-open",
    label: "VOWFORGE.Truths.Open",
    tooltip: "VOWFORGE.Truths.OpenLabel",
  });
}

export function registerTruthsHooks(): void {
  Hooks.on("renderJournalDirectory", onRenderJournalDirectory);
}

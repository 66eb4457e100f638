/**
 * The team conflict sheet: both sides with their strikes and traits (set up while the conflict is in
 * preparation: Strike! characters dropped on the sheet or picked from a list, opponents and their traits
 * typed in), the preparatory actions (rolled with Foundry's dice or entered by hand), the choices
 * waiting, preventing a loss with an action point, the round form, the log of the rounds and the
 * aftermath, and undo; each player's conditions read from their own sheet with the flaws the GM counts,
 * and learning after the conflict. Every button runs a conflict action (conflict-actions.ts), which
 * replays the conflict through the rules before writing.
 *
 * Foundry needs the class when the script loads (it is registered on `init`); what it draws and what
 * its buttons do are loaded on its first render or click (conflict-sheet-parts.ts, a chunk of its own),
 * so worlds that never open a conflict never fetch them.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { VowforgeActorSheet, type SheetRenderOptions } from "./actor-sheet-base";
import { CONFLICT_SHEET_ACTIONS } from "./conflict-sheet-actions";
import { type ConflictButtonEnv } from "./conflict-env";
import { RulesetActorSheet } from "./ruleset-sheet-base";
import { CONFLICT_TEMPLATE, SHEET_PARTIALS } from "./sheet-templates";
import { pinClassName } from "../../class-names";
import { loadRequired } from "../../on-demand";

/** The sheet's working parts, fetched once on first use; when they cannot be loaded, the user is told and the render rejects. */
const sheetParts = () => loadRequired(() => import("./conflict-sheet-parts"), { what: "conflict sheet", messageKey: "VOWFORGE.Error.WindowNotLoaded" });

export class ConflictSheet extends RulesetActorSheet {
  static override ACTIONS = CONFLICT_SHEET_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-conflict"],
    position: { ...SHEET_SIZES.conflict },
    actions: VowforgeActorSheet.actionsOf(CONFLICT_SHEET_ACTIONS),
  };

  static PARTS = {
    body: { template: CONFLICT_TEMPLATE, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    const { conflictContext } = await sheetParts();
    return { ...base, ...conflictContext(this.actor, this.plainActor(), env) };
  }

  protected override async conflictEnv(): Promise<ConflictButtonEnv> {
    return (await sheetParts()).conflictButtonEnv(this.actor, this.element);
  }
}
pinClassName(ConflictSheet, "ConflictSheet");

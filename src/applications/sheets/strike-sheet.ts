/**
 * The Strike! character sheet: skill rolls, wealth (Short, Broke, and buying an item with a purchase
 * roll), minor and major conditions, action points (the start of a session), traits, strikes and
 * relationships. Each button calls a Strike! track operation or roll.
 *
 * Edit mode (the sheet's own toggle) shows fields for skills, relationships and traits; their buttons,
 * like the lost toggles, strikes and spending or earning an action point, run the Strike! edit operations.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { rollPurchase } from "../../cards/special-rolls";
import { strike } from "../../operations";
import { isStrikeEditAction, runStrikeEdit, STRIKE_EDIT_ACTIONS } from "./strike-buttons";
import { MAX_WEALTH_TIER } from "../../rules/wealth";
import { STRIKE_ABILITIES, STRIKE_MAJOR_CONDITIONS, STRIKE_MINOR_CONDITIONS, type StrikeAbility } from "../../rules/strike-character";
import { rollCharacter } from "../dialogs/roll-character";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { editRowFields } from "./context/edit-rows";
import { STRIKE_TABS } from "./context/ruleset-tabs";
import { readPurchase } from "./context/purchase";
import { escapeHtml } from "../../html";
import { localize } from "../../locale";
import { guarded, RulesetActorSheet, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { dataInt } from "./sheet-actions";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** The part of DialogV2.prompt the purchase prompt uses. */
interface PromptApi {
  prompt(config: {
    window: { title: string };
    content: string;
    ok: { label: string; callback: (event: Event, button: HTMLButtonElement) => { name: string; tier: number } | null };
    rejectClose: boolean;
  }): Promise<unknown>;
}

/** Asks for the item's name and tier. */
async function promptPurchase(id: string): Promise<{ name: string; tier: number } | null> {
  const tiers = Array.from({ length: MAX_WEALTH_TIER + 1 }, (_, t) => `<option value="${escapeHtml(String(t))}"${t === 1 ? " selected" : ""}>${escapeHtml(String(t))}</option>`).join("");
  const content = `<div class="vf-purchase-prompt">
    <label for="${escapeHtml(id)}-name">${escapeHtml(localize("VOWFORGE.Rulesets.Strike.ItemName"))}</label>
    <input type="text" id="${escapeHtml(id)}-name" name="itemName" required autofocus>
    <label for="${escapeHtml(id)}-tier">${escapeHtml(localize("VOWFORGE.Rulesets.Strike.ItemTier"))}</label>
    <select id="${escapeHtml(id)}-tier" name="itemTier">${tiers}</select>
  </div>`;
  // DialogV2's static prompt, seen through the small interface above.
  const dialog = foundry.applications.api.DialogV2 as unknown as PromptApi;
  const answer = await dialog.prompt({
    window: { title: localize("VOWFORGE.Rulesets.Strike.Buy") },
    content,
    ok: {
      label: localize("VOWFORGE.Rulesets.Strike.Buy"),
      callback: (_event, button) => {
        const form = button.form;
        const name = form?.elements.namedItem("itemName");
        const tier = form?.elements.namedItem("itemTier");
        return readPurchase(name instanceof HTMLInputElement ? name.value : null, tier instanceof HTMLSelectElement ? tier.value : null);
      },
    },
    rejectClose: false,
  });
  return answer && typeof answer === "object" ? readPurchase((answer as { name?: unknown }).name, (answer as { tier?: unknown }).tier) : null;
}

function minorOf(target: HTMLElement) {
  return STRIKE_MINOR_CONDITIONS.find((c) => c === target.dataset.condition) ?? null;
}

function majorOf(target: HTMLElement) {
  return STRIKE_MAJOR_CONDITIONS.find((c) => c === target.dataset.kind) ?? null;
}

export class StrikeSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-strike"],
    position: { ...SHEET_SIZES.strike },
    actions: {
      rollCharacter: StrikeSheet.#roll,
      markShort: StrikeSheet.#markShort,
      recoverShort: StrikeSheet.#recoverShort,
      markBroke: StrikeSheet.#markBroke,
      recoverBroke: StrikeSheet.#recoverBroke,
      buy: StrikeSheet.#buy,
      markMinor: StrikeSheet.#markMinor,
      recoverMinor: StrikeSheet.#recoverMinor,
      markMajor: StrikeSheet.#markMajor,
      recoverMajor: StrikeSheet.#recoverMajor,
      startSession: StrikeSheet.#startSession,
      toggleEdit: StrikeSheet.#toggleEdit,
      ...Object.fromEntries(STRIKE_EDIT_ACTIONS.map((action) => [action, StrikeSheet.#edit])),
    },
  };

  /** Whether the sheet shows its edit fields. */
  #editing = false;

  static PARTS = rulesetSheetParts(RULESET_PARTS.strike, STRIKE_TABS);

  static override TABS = rulesetSheetTabs(STRIKE_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    return { ...base, ...(await rulesetContexts()).buildStrikeContext({ ...this.plainActor(), uuid: this.actor.uuid, editMode: this.#editing }, env, true) };
  }

  static async #toggleEdit(this: StrikeSheet) {
    this.#editing = !this.#editing;
    await this.render();
  }

  static async #edit(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const action = target.dataset.action ?? "";
    if (!isStrikeEditAction(action)) return;
    const fields = editRowFields(this.element, target.dataset.row);
    await guarded(() => runStrikeEdit(this.actor, action, dataInt(target, "index", -1), fields));
  }

  static async #roll(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (stat) await rollCharacter(this.actor, stat);
  }

  static async #markShort(this: StrikeSheet) {
    await guarded(async () => {
      const follow = await strike.markShort(this.actor);
      if (follow.becameBroke) ui.notifications.warn(localize("VOWFORGE.Rulesets.Strike.BecameBroke"));
    });
  }

  static async #recoverShort(this: StrikeSheet) {
    await guarded(() => strike.recoverShort(this.actor));
  }

  static async #markBroke(this: StrikeSheet) {
    await guarded(() => strike.markBroke(this.actor));
  }

  static async #recoverBroke(this: StrikeSheet) {
    await guarded(() => strike.recoverBroke(this.actor));
  }

  static async #buy(this: StrikeSheet) {
    const item = await promptPurchase(`${this.id}-buy`);
    if (item) await rollPurchase(this.actor, item);
  }

  static async #markMinor(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const condition = minorOf(target);
    if (!condition) return;
    let ability: StrikeAbility | null = null;
    if (condition === "lostConfidence") {
      const select = this.element.querySelector<HTMLSelectElement>("select[data-lost-ability]");
      ability = STRIKE_ABILITIES.find((a) => a === select?.value) ?? null;
      if (!ability) return;
    }
    await guarded(async () => {
      const follow = await strike.markMinorCondition(this.actor, condition, ability);
      if (follow.becameExhausted) ui.notifications.warn(localize("VOWFORGE.Rulesets.Strike.BecameExhausted"));
    });
  }

  static async #recoverMinor(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const condition = minorOf(target);
    if (condition) await guarded(() => strike.recoverMinorCondition(this.actor, condition));
  }

  static async #markMajor(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const kind = majorOf(target);
    if (kind) await guarded(() => strike.markMajorCondition(this.actor, kind));
  }

  static async #recoverMajor(this: StrikeSheet, _event: Event, target: HTMLElement) {
    const kind = majorOf(target);
    if (kind) await guarded(() => strike.recoverMajorCondition(this.actor, kind));
  }

  static async #startSession(this: StrikeSheet) {
    await guarded(() => strike.startSession(this.actor));
  }
}
pinClassName(StrikeSheet, "StrikeSheet");

/**
 * The Forged Ties, Augur and Strike! sample characters and a team conflict on their real sheet
 * templates, on the sheets page. Buttons run the same action tables the Foundry sheets run (the shared
 * actions and each sheet's own) on the page's own copy of the data, the page answering their questions
 * (page-host.ts); skill rolls go through the real roll dialog and post cards to the page's chat log,
 * like the forge and purchase rolls.
 */
import { frameSheet, windowContent } from "./frame";
import { lookOf } from "../../src/config";
import { type SheetSizeKey } from "../../src/applications/sheets/sheet-sizes";
import { pageClockEnv, pressSheetClock, type ClockSample } from "./clock-buttons";
import "../data-model-stub";
import { characterSummary } from "../../src/applications/dialogs/actor-summaries";
import { buildAugurContext } from "../../src/applications/sheets/context/augur-context";
import { buildConflictContext } from "../../src/applications/sheets/context/conflict-context";
import { buildForgedTiesContext } from "../../src/applications/sheets/context/forged-ties-context";
import { CONFLICT_TEMPLATE, RULESET_PARTS, TABBED_RULESET_CLASS, type RulesetSheetKind } from "../../src/applications/sheets/sheet-templates";
import { buildStrikeContext } from "../../src/applications/sheets/context/strike-context";
import { type SheetEnv } from "../../src/applications/sheets/context/types";
import type { RollRequest } from "../../src/kinds/registry";
import { type RollMode } from "../../src/roll-modes";
import { readConflict } from "../../src/data/actor/team-conflict";
import { isActorOf, rulesetOf, type DocumentLike } from "../../src/data/documents";
import { strikeState } from "../../src/data/actor/system-data";
import { type StrikeCharacter } from "../../src/rules/strike-character";
import { type PageEnv } from "../env";
import { PlaygroundRollDialog } from "../roll-dialog";
import { createRichText } from "./rich-text";
import { indexOf, runAction, type ActionTable, type ActionActor } from "../../src/applications/sheets/sheet-action";
import { rowSaveOf } from "../../src/applications/sheets/context/edit-rows";
import { AUGUR_ACTIONS } from "../../src/applications/sheets/augur-actions";
import { FORGED_TIES_ACTIONS } from "../../src/applications/sheets/forged-ties-actions";
import { STRIKE_ACTIONS } from "../../src/applications/sheets/strike-actions";
import { CONFLICT_SHEET_ACTIONS } from "../../src/applications/sheets/conflict-sheet-actions";
import { forgeRequest, purchaseRequest } from "../../src/cards/special-requests";
import { forge } from "../../src/operations";
import { pageConflictEnv } from "./conflict-env";
import { pageActor, pageAsk, pageHost } from "./page-host";
import { PlaygroundFormPrompt } from "../form-prompt";
import { purchasePromptContent, purchasePromptTitle, readPurchaseAnswer } from "../../src/applications/sheets/context/purchase";
import { sampleAugur, sampleConflict, sampleForgedTies, sampleStrike, type SampleRulesetActor } from "./ruleset-samples";

/** Each sample's own actions beside the shared ones, by its actor type (the tables its Foundry sheet runs). */
const TABLES: Readonly<Record<string, ActionTable | undefined>> = {
  forgedTiesCharacter: FORGED_TIES_ACTIONS,
  augurCharacter: AUGUR_ACTIONS,
  strikeCharacter: STRIKE_ACTIONS,
  conflict: CONFLICT_SHEET_ACTIONS,
};

/** A sample's Strike! state, or null when it cannot be read. */
function safeStrikeState(actor: DocumentLike): StrikeCharacter | null {
  try {
    return isActorOf(actor, "strikeCharacter") ? strikeState(actor.system) : null;
  } catch {
    return null;
  }
}

export type PostRoll = (request: RollRequest, rollMode: RollMode, sender: string) => void;

interface RulesetSheet {
  key: string;
  actor: SampleRulesetActor;
  element: HTMLFormElement;
}

/** The selected range of a focused text field (null for other controls, or fields without one). */
function textSelection(el: HTMLElement | null): { start: number; end: number; all: boolean } | null {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  if (el.selectionStart === null || el.selectionEnd === null) return null;
  return { start: el.selectionStart, end: el.selectionEnd, all: el.selectionStart === 0 && el.selectionEnd === el.value.length };
}

/** Puts a selection back on a redrawn field: the same range, or the whole value when it was all selected. */
function restoreSelection(el: HTMLInputElement, selection: ReturnType<typeof textSelection>): void {
  if (!selection || selection.all) el.select();
  else if (el.selectionStart !== null) el.setSelectionRange(Math.min(selection.start, el.value.length), Math.min(selection.end, el.value.length));
}

/** Each sample's window size, by actor type (as its Foundry sheet opens). */
const SIZE_OF: Record<string, SheetSizeKey> = {
  forgedTiesCharacter: "forgedTies",
  augurCharacter: "augur",
  strikeCharacter: "strike",
  conflict: "conflict",
};

/** The classes each sample's Foundry sheet has (its DEFAULT_OPTIONS), by actor type. */
const CLASSES_OF: Record<string, string> = {
  forgedTiesCharacter: `${TABBED_RULESET_CLASS} vf-forged-ties`,
  augurCharacter: `${TABBED_RULESET_CLASS} vf-augur`,
  strikeCharacter: `${TABBED_RULESET_CLASS} vf-strike`,
  conflict: "vf-conflict",
};

/** A sample's state on the page besides its data: the edit mode and the open tab (as the Foundry sheet keeps them). */
type PageSample = SampleRulesetActor & { editMode?: boolean; activeTab?: string };

export class RulesetSheets {
  readonly sheets: RulesetSheet[];
  readonly #env: PageEnv;
  readonly #html = createRichText();
  readonly #dialog: PlaygroundRollDialog;
  /** The prompt a Strike! purchase with a cash parcel asks, as Foundry's DialogV2 shows it. */
  readonly #prompt: PlaygroundFormPrompt;
  #sender = "";
  /** A change saved the edit and the sheets are still to be redrawn. */
  #redrawDue = false;
  /** A pointer is pressed: a redraw now would take the button away between press and release. */
  #pressing = false;

  constructor(
    list: HTMLElement,
    env: PageEnv,
    dialog: HTMLDialogElement,
    private readonly post: PostRoll,
    private readonly notify: (message: string) => void,
    prompt: HTMLDialogElement,
  ) {
    this.#env = env;
    this.#prompt = new PlaygroundFormPrompt(prompt);
    this.#dialog = new PlaygroundRollDialog(dialog, env, (request, mode) => this.post(request, mode, this.#sender));
    const actors: [string, SampleRulesetActor][] = [
      ["brannoc", sampleForgedTies()],
      ["mira", sampleAugur()],
      ["orrin", sampleStrike()],
      ["docks", sampleConflict()],
    ];
    this.sheets = actors.map(([key, actor]) => {
      const element = document.createElement("form");
      element.className = `vowforge vf-sheet vf-ruleset ${CLASSES_OF[actor.type] ?? ""} pg-sheet`;
      frameSheet(element, lookOf(actor.type, rulesetOf(actor)), SIZE_OF[actor.type]);
      element.dataset.actor = key;
      element.dataset.documentType = `Actor.${actor.type}`;
      element.setAttribute("aria-label", actor.name);
      element.noValidate = true;
      element.addEventListener("submit", (event) => event.preventDefault());
      list.append(element);
      const sheet = { key, actor, element };
      element.addEventListener("click", (event) => {
        const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
        if (!button || (button instanceof HTMLButtonElement && button.disabled)) return;
        void this.#act(sheet, button.dataset.action ?? "", button);
      });
      element.addEventListener("change", (event) => this.#onChange(sheet, event));
      return sheet;
    });
    for (const sheet of this.sheets) this.render(sheet);
    const page = list.ownerDocument;
    page.addEventListener("pointerdown", () => (this.#pressing = true), true);
    for (const type of ["pointerup", "pointercancel"]) {
      page.addEventListener(type, () => {
        this.#pressing = false;
        setTimeout(() => this.#redrawIfDue(), 0);
      }, true);
    }
  }

  /** Redraws every ruleset sheet (after a chat card changed one). */
  redrawAll(): void {
    this.#redrawAll();
  }

  #redrawAll(): void {
    this.#redrawDue = false;
    for (const each of this.sheets) this.render(each);
  }

  /** The redraw a saving change asked for, once focus has moved on and no pointer is pressed. */
  #redrawIfDue(): void {
    if (this.#redrawDue && !this.#pressing) this.#redrawAll();
  }

  /** The page's characters by UUID (the conflict is no character: it is never a bond or a player). */
  #names(): Record<string, string> {
    return Object.fromEntries(this.sheets.filter((s) => s.actor.type !== "conflict").map((s) => [s.actor.uuid, s.actor.name]));
  }

  render(sheet: RulesetSheet): void {
    const env: SheetEnv = { localize: this.#env.localize, html: this.#html, editable: true, idPrefix: `pg-${sheet.key}` };
    const actor = sheet.actor;
    // Every part in order, as Foundry puts them in the window (a tab panel per tab, the inactive ones hidden).
    const renderParts = (kind: RulesetSheetKind, context: object) =>
      Object.values(RULESET_PARTS[kind])
        .map((path) => this.#env.render(path, context))
        .join("");
    let html: string;
    switch (actor.type) {
      case "forgedTiesCharacter":
        html = renderParts("forgedTies", buildForgedTiesContext(actor, env, this.#names()));
        break;
      case "augurCharacter":
        html = renderParts("augur", buildAugurContext(actor, env, this.#names()));
        break;
      case "strikeCharacter":
        html = renderParts("strike", buildStrikeContext(actor, env));
        break;
      default: {
        const { tracker, problem } = isActorOf(actor, "conflict") ? readConflict(actor.system) : { tracker: null, problem: null };
        const strikes = this.sheets.filter((s) => s.actor.type === "strikeCharacter");
        const strikeCharacters = strikes.map((s) => ({ uuid: s.actor.uuid, name: s.actor.name }));
        // Each player's own sheet, for their conditions and unknown skills (as the Foundry sheet reads them).
        const members = strikes.map((s) => ({ id: s.actor.uuid, strike: safeStrikeState(s.actor) }));
        html = this.#env.render(
          CONFLICT_TEMPLATE,
          buildConflictContext(actor, tracker, problem?.message ?? null, env, this.#names(), false, strikeCharacters, members),
        );
      }
    }
    // Focus returns to the same control after the redraw: the same edit field, or the same action (and
    // the same row when it has one); a field keeps its selection.
    const active = document.activeElement instanceof HTMLElement && sheet.element.contains(document.activeElement) ? document.activeElement : null;
    const field = active?.dataset.ftField;
    // An Augur or Strike! edit field or a stepper's button, by its id (as Foundry's redraw finds it again).
    const id = field === undefined && (active?.dataset.field !== undefined || active?.getAttribute("aria-controls")) ? active?.id : undefined;
    const focused = active?.dataset.action;
    const row = active?.dataset.index;
    const tab = active?.dataset.tab;
    const selection = textSelection(active);
    // What was typed in the focused field since it was drawn is not saved yet: it stays.
    const typed = active instanceof HTMLInputElement && active.value !== active.defaultValue ? active.value : null;
    sheet.element.innerHTML = windowContent(html);
    if (field !== undefined) {
      const again = sheet.element.querySelector<HTMLElement>(`[data-ft-field="${CSS.escape(field)}"]`);
      again?.focus();
      if (again instanceof HTMLInputElement && typed !== null) again.value = typed;
      if (again instanceof HTMLInputElement) restoreSelection(again, selection);
    } else if (id) {
      const again = document.getElementById(id);
      if (again && sheet.element.contains(again)) {
        again.focus();
        if ((again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement) && typed !== null) again.value = typed;
        if (again instanceof HTMLInputElement && again.type !== "checkbox") restoreSelection(again, selection);
      }
    } else if (focused) {
      const same = `[data-action="${CSS.escape(focused)}"]`;
      const inRow = (row === undefined ? "" : `[data-index="${CSS.escape(row)}"]`) + (tab === undefined ? "" : `[data-tab="${CSS.escape(tab)}"]`);
      (sheet.element.querySelector<HTMLElement>(`${same}${inRow}:not([disabled])`) ?? sheet.element.querySelector<HTMLElement>(`${same}:not([disabled])`))?.focus();
    }
  }

  /**
   * As the Foundry sheets do: in edit mode, a change in a field of the Forged Ties edit form (not the
   * "new ..." inputs, which their own buttons add) saves the edit, and one in an Augur or Strike! edit
   * row saves that row. A refused save is reported and the sheet keeps
   * what was typed, so it can be corrected; a saved one redraws the sheets once focus has moved on (the
   * change fires before the focus leaves the field) and no click is under way.
   */
  #onChange(sheet: RulesetSheet, event: Event): void {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || !(sheet.actor as PageSample).editMode) return;
    // An Augur or Strike! edit row saves itself (its data-save, with the row as the pressed control).
    const save = rowSaveOf(target);
    if (save) return void this.#act(sheet, save.action, save.row, { fromChange: true });
    const key = target.dataset.ftField;
    if (key === undefined || key.startsWith("new.")) return;
    void this.#act(sheet, "saveEdit", target, { fromChange: true });
  }

  async #act(sheet: RulesetSheet, action: string, button: HTMLElement, options = { fromChange: false }): Promise<void> {
    const t = this.#env.localize;
    if (action === "tab") {
      // Core's tab action: the group's open tab changes (Foundry's changeTab), kept over redraws.
      (sheet.actor as PageSample).activeTab = button.dataset.tab;
      this.render(sheet);
      return;
    }
    this.notify("");
    const data = { ...button.dataset };
    let done: "done" | "refused" | "none";
    try {
      done = await runAction(TABLES[sheet.actor.type] ?? {}, action, this.#actor(sheet), { data, index: indexOf(data), target: button, element: sheet.element }, this.#host(sheet));
    } catch (error) {
      this.notify(t("VOWFORGE.Playground.Sheets.Error", { message: error instanceof Error ? error.message : String(error) }));
      done = "refused";
    }
    if (done === "none") return this.notify(t("VOWFORGE.Playground.Sheets.NotHere"));
    // A field's − or + writes nothing (its change event saves, where a change saves); Foundry draws a
    // sheet again only when its document changes, so the stepped value stays in its field.
    if (action === "nudge") return;
    if (options.fromChange) {
      // A refused save keeps what was typed, to be corrected; a saved one redraws once focus has moved on.
      if (done === "refused") return;
      this.#redrawDue = true;
      setTimeout(() => this.#redrawIfDue(), 0);
      return;
    }
    // An action may change another sample (a conflict spends a player's action point).
    this.#redrawAll();
  }

  /** A sample as the actions' actor. */
  #actor(sheet: RulesetSheet): ActionActor {
    return pageActor(sheet.actor);
  }

  /** Another sample by its UUID, as the actions' actor. */
  #actorByUuid(uuid: string): ActionActor | null {
    const other = this.sheets.find((s) => s.actor.uuid === uuid);
    return other ? this.#actor(other) : null;
  }

  /** The page as the host of a sample's sheet. */
  #host(sheet: RulesetSheet) {
    const t = this.#env.localize;
    const notify = (text: string) => this.notify(text);
    const sample = sheet.actor as PageSample;
    return pageHost({
      ask: { ...pageAsk(t, this.#env.lookup, notify), parcelPurchase: () => this.#parcelPurchase(sheet) },
      t,
      rolls: {
        stat: async (stat) => this.#roll(sheet, stat),
        // As the Foundry sheet's forge roll: the requirement marked, then the forge dice it calls for.
        forge: async (id, helpers) => {
          const actor = this.#actor(sheet);
          const requirements = (sample.system.forge as { requirements: { id: string; label: string }[] }).requirements;
          const follow = await forge.markRequirement(actor, id, helpers);
          const label = requirements.find((r) => r.id === id)?.label ?? id;
          this.post(forgeRequest(actor, { id, label }, follow.dice, [], t("VOWFORGE.Card.Forge.Title")), "publicroll", actor.name);
        },
        purchase: async (item) => {
          const actor = this.#actor(sheet);
          this.post(purchaseRequest(actor, item, t("VOWFORGE.Card.Purchase.Title")), "publicroll", actor.name);
        },
      },
      editing: () => sample.editMode === true,
      toggleEdit: () => (sample.editMode = sample.editMode !== true),
      names: (uuids) => {
        const names = this.#names();
        return Object.fromEntries(uuids.filter((uuid) => names[uuid]).map((uuid) => [uuid, names[uuid]]));
      },
      clock: async (target) => {
        const changed = await pressSheetClock(target, sheet.element, sheet.actor as unknown as ClockSample, pageClockEnv(t, this.#env.lookup, notify));
        if (changed) this.notify("");
      },
      conflict: () => pageConflictEnv(sheet.actor.name, sheet.element, (uuid) => this.#actorByUuid(uuid), t),
    });
  }

  /** Asks what the sample buys with a cash parcel, in the prompt the Foundry sheet shows (foundry-ask.ts). */
  #parcelPurchase(sheet: RulesetSheet) {
    const t = this.#env.localize;
    const id = `pg-${sheet.key}-buy-parcel`;
    const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
    return this.#prompt.ask({
      id,
      title: purchasePromptTitle(t, true),
      render: () => purchasePromptContent(t, id, true),
      ok: purchasePromptTitle(t, true),
      cancel: t("VOWFORGE.Playground.HarmPromptCancel"),
      read: (form) => {
        const answer = readPurchaseAnswer(value(form, "itemName"), value(form, "itemTier"), true, value(form, "parcelTier"));
        return answer ? { ...answer, parcelTier: answer.parcelTier ?? null } : null;
      },
    });
  }

  #roll(sheet: RulesetSheet, stat: string | null): void {
    const t = this.#env.localize;
    const summary = characterSummary({ type: sheet.actor.type, system: sheet.actor.system, name: sheet.actor.name, uuid: sheet.actor.uuid }, t);
    if (!summary) return;
    this.#sender = sheet.actor.name;
    this.#dialog.open({
      ruleset: summary.ruleset,
      actor: summary.actor,
      move: null,
      stat,
      title: t(`VOWFORGE.Dialog.DefaultTitle.${summary.ruleset}`),
      cancelOnNegativeMomentum: true,
      reroll: null,
      rollMode: "publicroll",
      // ?as=player shows the dialog as a player sees it: no stance pickers, the GM's level typed in.
      gm: new URL(window.location.href).searchParams.get("as") !== "player",
    });
  }
}

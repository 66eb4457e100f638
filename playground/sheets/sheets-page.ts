/**
 * The sheets page: a sample Ironsworn and a sample Starforged character on the real character sheet
 * templates, built by the real context builders. Buttons change the page's own copy of the data;
 * stats and moves roll through the real roll dialog templates and post cards to the page's chat log.
 */
import { pageClockEnv, pressSheetClock } from "./clock-buttons";
import { prepareRoll, type CardState, type RollRequest } from "../../src/kinds/registry";
import { argsOfButton, type RollWorld } from "../../src/kinds/contract";
import { type RollMode } from "../../src/roll-modes";
import { type CharacterSheetContext, type CharacterTab } from "../../src/applications/sheets/context/character-context";
import { type SummarizedActor } from "../../src/chat/commands/actor-summary";
import { eachLegacyRequests, eachLegacyRolls, readMove } from "../../src/applications/sheets/context/moves-context";
import { progressRollRequest } from "../../src/applications/sheets/context/progress-request";
import { rollSummary } from "../../src/applications/dialogs/actor-summaries";
import { shipRollSummary, type ShipInput, type ShipMeter } from "../../src/applications/sheets/context/ship-roll";
import { type SheetItem, recordOf } from "../../src/applications/sheets/context/types";
import { CHARACTER_PARTS } from "../../src/applications/sheets/sheet-templates";
import { type RollDialogInput, type MoveRollOption } from "../../src/applications/dialogs/roll-dialog-types";
import { progressScore } from "../../src/rules/progress";
import { legacyScore } from "../../src/rules/legacy";
import { legacyViews, normaliseLegacy } from "../../src/applications/sheets/context/legacy-context";
import { safeTicks } from "../../src/applications/sheets/context/track-context";
import { conditionsView, momentumView, type CharacterInput } from "../../src/applications/sheets/context/vitals-context";
import { type CardTarget } from "../../src/cards/actions/types";
import { type CardWorld } from "../../src/cards/actions/card-actions";
import { isCardAction, pageCardWorld, pageUser, runPageCardAction, sampleDocument } from "../card-world";
import { ChatLog } from "../chat-log";
import { PlaygroundHarmPrompt } from "../harm-prompt";
import { PlaygroundChoicePrompt } from "../choice-prompt";
import { afterRoll } from "../../src/cards/after-roll";
import { assertMoveEffects } from "../../src/rules/effects/validate-effects";
import { type PageEnv } from "../env";
import { rollerFor } from "../prng";
import { PlaygroundRollDialog } from "../roll-dialog";
import { rollRequest, withMoveEffects, type RolledMoveEffects } from "../roll-request";
import { applyFieldChange, sampleContext } from "./sample-form";
import { pageActor, pageAsk, pageHost } from "./page-host";
import { indexOf, runAction } from "../../src/applications/sheets/sheet-action";
import { CHARACTER_ACTIONS } from "../../src/applications/sheets/character-actions";
import { createRichText } from "./rich-text";
import { frameSheet, windowContent } from "./frame";
import { lookOf } from "../../src/config";
import { rulesetOf } from "../../src/data/documents";
import { type SampleSheetActor } from "./samples";

const USING: readonly string[] = ["stat", "conditionMeter", "assetMeter", "progressTrack", "legacyTrack", "custom"];

function isRollOption(option: { using: string; key: string; label: string }): option is MoveRollOption {
  return USING.includes(option.using);
}

interface SheetState {
  actor: SampleSheetActor;
  search: string;
  tab: CharacterTab;
  editMode: boolean;
  element: HTMLElement;
  context: CharacterSheetContext | null;
}

/** A selector that finds "the same control" again after a re-render. */
function controlKey(el: Element | null): string | null {
  if (!(el instanceof HTMLElement)) return null;
  if (el.id) return `#${CSS.escape(el.id)}`;
  const attrs = ["action", "path", "delta", "itemId", "stat", "legacy", "index", "moveUuid", "tab"]
    .filter((k) => el.dataset[k] !== undefined)
    .map((k) => `[data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${CSS.escape(el.dataset[k] ?? "")}"]`);
  if (!attrs.length) return null;
  // A control of a row that names the item on the row only (a progress track's buttons): that row's control.
  const row = el.dataset.itemId === undefined ? el.closest<HTMLElement>("[data-item-id]") : null;
  const rowKey = row ? `[data-item-id="${CSS.escape(row.dataset.itemId ?? "")}"] ` : "";
  return rowKey + attrs.join("");
}

/** A sample character's UUID, as Foundry would give its actor. */
function actorUuid(actor: SampleSheetActor): string {
  return `Actor.${actor.id}`;
}

export class SheetsPage {
  readonly sheets: SheetState[];
  readonly #env: PageEnv;
  readonly #html = createRichText();
  readonly #chat: ChatLog;
  readonly #dialog: PlaygroundRollDialog;
  readonly #notice: HTMLElement;
  #rollNumber = 0;
  #pending: SheetState | null = null;
  readonly #harmPrompt: PlaygroundHarmPrompt;
  readonly #choicePrompt: PlaygroundChoicePrompt;
  readonly #world: CardWorld;
  /** The other samples on the page (the Forged Ties, Augur and Strike! sheets), by UUID. */
  #others: () => CardTarget[] = () => [];
  /** Redraws the other samples' sheets after a card changed one of them. */
  #redrawOthers: () => void = () => undefined;

  constructor(
    root: HTMLElement,
    env: PageEnv,
    actors: SampleSheetActor[],
    private readonly moves: SheetItem[],
    private readonly seed: number,
  ) {
    this.#env = env;
    const must = <T extends Element>(sel: string) => {
      const el = root.querySelector<T>(sel);
      if (!el) throw new Error(`the page has no ${sel}`);
      return el;
    };
    this.#notice = must('[data-role="notice"]');
    this.#chat = new ChatLog(must<HTMLOListElement>('[data-role="chat-log"]'), must('[data-role="chat-empty"]'), env, (state) => {
      // The card's character with its items: the companions its effects may reach.
      const doc = state.actorUuid ? this.documentAt(state.actorUuid) : null;
      return doc ? { type: doc.type, system: doc.system, items: "items" in doc ? doc.items : [] } : null;
    });
    this.#harmPrompt = new PlaygroundHarmPrompt(must<HTMLDialogElement>('[data-role="harm-prompt"]'), env);
    this.#choicePrompt = new PlaygroundChoicePrompt(must<HTMLDialogElement>('[data-role="choice-prompt"]'));
    this.#world = pageCardWorld(this.#chat, (uuid) => this.documentAt(uuid), () => rollerFor(this.seed, this.#rollNumber++));
    must('[data-role="chat-log"]').addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-action]") : null;
      const message = button?.closest<HTMLElement>("[data-message-index]");
      if (button && message && !(button instanceof HTMLButtonElement && button.disabled)) void this.#cardAction(Number(message.dataset.messageIndex), button);
    });
    this.#dialog = new PlaygroundRollDialog(must<HTMLDialogElement>('[data-role="roll-dialog"]'), env, (request, mode) => void this.roll(request, mode));
    const list = must('[data-role="sheets"]');
    this.sheets = actors.map((actor) => {
      const element = document.createElement("form");
      element.className = "vowforge vf-sheet vf-character pg-sheet";
      element.dataset.actor = actor.id;
      element.dataset.documentType = "Actor.character";
      element.setAttribute("aria-label", actor.name);
      element.noValidate = true;
      list.append(element);
      const state: SheetState = { actor, search: "", tab: "tracks", editMode: false, element, context: null };
      this.#listen(state);
      return state;
    });
    for (const sheet of this.sheets) this.render(sheet);
  }

  #context(sheet: SheetState): CharacterSheetContext {
    const env = { localize: this.#env.localize, html: this.#html, editable: true, idPrefix: `pg-${sheet.actor.id}` };
    return sampleContext(sheet.actor, this.moves, sheet.search, sheet.tab, env, sheet.editMode);
  }

  /** Renders every part of the sheet, keeping focus on the same control. */
  render(sheet: SheetState): void {
    const active = document.activeElement;
    const key = sheet.element.contains(active) ? controlKey(active) : null;
    const caret = active instanceof HTMLInputElement && active.type === "search" ? active.selectionStart : null;
    sheet.context = this.#context(sheet);
    const context = sheet.context;
    frameSheet(sheet.element, lookOf("character", rulesetOf(sheet.actor)), "character");
    sheet.element.innerHTML = windowContent(
      Object.values(CHARACTER_PARTS)
        .map((path) => this.#env.render(path, context))
        .join(""),
    );
    if (key) {
      const again = sheet.element.querySelector<HTMLElement>(key);
      if (again) {
        again.focus();
        if (caret !== null && again instanceof HTMLInputElement) again.setSelectionRange(caret, caret);
      }
    }
  }

  /**
   * The page's sample characters (with their embedded items: a card's companion effects find the
   * companion among them) and their items by UUID, as the documents card actions write.
   */
  documentAt(uuid: string): CardTarget | null {
    for (const sheet of this.sheets) {
      const actor = sheet.actor;
      if (actorUuid(actor) === uuid) {
        const items = actor.items.map((i) => ({ id: i.id, type: i.type, name: i.name, system: recordOf(i.system), flags: (i.flags ??= {}) }));
        return sampleDocument({ type: "character", uuid, name: actor.name, system: actor.system, items }, (system) => this.#prepared(system));
      }
      const item = actor.items.find((i) => i.uuid === uuid);
      if (item) return sampleDocument({ type: item.type, uuid, name: item.name, system: item.system });
    }
    return this.#others().find((doc) => doc.uuid === uuid) ?? null;
  }

  /** A character's data as Foundry's data model prepares it: with its momentum maximum and reset. */
  #prepared(stored: unknown): unknown {
    // The data as a card action wrote it, any shape: read as a character's, each field defaulted.
    const system: CharacterInput = recordOf(stored);
    const t = this.#env.localize;
    const momentum = momentumView(system, conditionsView(system, t, "pg").marked, t, "pg");
    return { ...recordOf(system), momentumMax: momentum.max, momentumReset: momentum.reset };
  }

  /** Lets the cards reach the page's other sheets (built after this one). */
  connect(others: () => CardTarget[], redraw: () => void): void {
    this.#others = others;
    this.#redrawOthers = redraw;
  }

  /** A card button: the system's own card action on the page's samples; "Mark harm" asks the harm's name first. */
  async #cardAction(index: number, button: HTMLElement): Promise<void> {
    const action = button.dataset.action ?? "";
    if (!isCardAction(action) || !this.#chat.entries[index]) return;
    const args = argsOfButton(button.dataset);
    const prompt = button.dataset.prompt;
    if (prompt === "harm" || prompt === "harmFull") {
      const name = await this.#harmPrompt.ask(prompt === "harmFull");
      if (name === null) return;
      args.name = name;
    }
    const outcome = await runPageCardAction(this.#chat, index, action, args, this.#world, pageUser(this.#env.localize));
    if (!outcome.ok) {
      this.notify(this.#env.localize(`VOWFORGE.CardAction.Error.${outcome.error}`));
      return;
    }
    this.notify("");
    // The character's other cards follow it as it is now (as Foundry redraws them), and so do the sheets.
    this.#chat.entries.forEach((entry, i) => {
      if (i !== index) this.#chat.update(i, entry.state);
    });
    for (const sheet of this.sheets) this.render(sheet);
    this.#redrawOthers();
  }

  notify(message: string): void {
    this.#notice.textContent = message;
  }

  #listen(sheet: SheetState): void {
    const el = sheet.element;
    el.addEventListener("submit", (event) => event.preventDefault());
    el.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
      if (!button || (button instanceof HTMLButtonElement && button.disabled)) return;
      this.#act(sheet, button.dataset.action ?? "", button);
    });
    el.addEventListener("input", (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.dataset.role === "move-search") {
        sheet.search = target.value;
        this.render(sheet);
      }
    });
    el.addEventListener("change", (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) || !target.name) return;
      const control = { type: target.type, value: target.value, checked: target instanceof HTMLInputElement && target.checked, min: target.getAttribute("min") ?? "", max: target.getAttribute("max") ?? "" };
      if (applyFieldChange(sheet.actor, target.name, control)) this.render(sheet);
    });
  }

  /** A button: core's tab switch, or the system's actions (shared and the character sheet's own) on the sample. */
  #act(sheet: SheetState, action: string, button: HTMLElement): void {
    if (action === "tab") {
      sheet.tab = (button.dataset.tab as CharacterTab | undefined) ?? "tracks";
      this.render(sheet);
      return;
    }
    void this.#run(sheet, action, button);
  }

  async #run(sheet: SheetState, action: string, button: HTMLElement): Promise<void> {
    const context = sheet.context;
    const t = this.#env.localize;
    const notify = (text: string) => this.notify(text);
    const actor = pageActor(
      { type: "character", uuid: actorUuid(sheet.actor), name: sheet.actor.name, system: sheet.actor.system, items: sheet.actor.items },
      {
        prepare: (system) => this.#prepared(system),
        // The limits Foundry reads from the data model, as the sheet shows them.
        meterLimits: (path) => {
          const meter = context ? [...context.meters, context.momentum].find((m) => m.path === path) : undefined;
          return meter ? { min: meter.min, max: meter.max } : null;
        },
      },
    );
    const choose = (title: string, prompt: string, choices: readonly { id: string; label: string }[]) => this.#choicePrompt.ask(t(title), t(prompt), choices);
    const host = pageHost({
      ask: pageAsk(t, this.#env.lookup, notify, choose),
      t,
      rolls: {
        stat: async (stat) => this.#openDialog(sheet, stat, null),
        move: async (data) => {
          const move = this.moves.find((m) => m.uuid === data.moveUuid);
          if (move) this.#openDialog(sheet, null, move);
        },
        progress: async (data) => this.#progressRoll(sheet, data),
        eachLegacy: async (data) => this.#rollEach(sheet, data.moveUuid),
      },
      editing: () => sheet.editMode,
      toggleEdit: () => (sheet.editMode = !sheet.editMode),
      names: () => ({}),
      clock: (target) => this.#clock(sheet, target),
      moveTargets: (moveUuid) => context?.moves.groups.flatMap((group) => group.moves).find((move) => move.uuid === moveUuid)?.targets ?? [],
    });
    const data = { ...button.dataset, itemId: button.closest<HTMLElement>("[data-item-id]")?.dataset.itemId };
    this.notify("");
    const done = await runAction(CHARACTER_ACTIONS, action, actor, { data, index: indexOf(data), target: button, element: sheet.element }, host).catch((error: unknown) => {
      this.notify(this.#env.localize("VOWFORGE.Playground.Error", { message: error instanceof Error ? error.message : String(error) }));
      return "refused" as const;
    });
    if (done === "none") this.notify(t("VOWFORGE.Playground.Sheets.NotHere"));
    else this.render(sheet);
  }

  /** A button of the character's clocks, through the system's presses (see clock-buttons.ts). */
  async #clock(sheet: SheetState, button: HTMLElement): Promise<void> {
    const t = this.#env.localize;
    const sample = { type: "character", uuid: `Actor.${sheet.actor.id}`, name: sheet.actor.name, system: sheet.actor.system };
    const changed = await pressSheetClock(button, sheet.element, sample, pageClockEnv(t, this.#env.lookup, (text) => this.notify(text)));
    if (changed) {
      this.notify("");
      this.render(sheet);
    }
  }

  /**
   * The roll dialog for the sample character of `ruleset` (as Foundry opens it for the user's character
   * from a link in a journal): a move, or a stat with adds to start from. False when the page has none.
   */
  rollAs(ruleset: "ironsworn" | "starforged", roll: { moveUuid?: string; stat?: string; adds?: number }): boolean {
    const sheet = this.sheets.find((s) => s.actor.system.ruleset === ruleset);
    const move = roll.moveUuid ? (this.moves.find((m) => m.uuid === roll.moveUuid) ?? null) : null;
    if (!sheet || (roll.moveUuid && !move)) return false;
    this.#openDialog(sheet, roll.stat ?? null, move, roll.adds);
    return true;
  }

  /** The sample character of `ruleset`, as the chat commands read an actor (null when the page has none). */
  characterOf(ruleset: "ironsworn" | "starforged"): SummarizedActor | null {
    const sheet = this.sheets.find((s) => s.actor.system.ruleset === ruleset);
    return sheet ? { uuid: actorUuid(sheet.actor), name: sheet.actor.name, type: "character", system: sheet.actor.system } : null;
  }

  #openDialog(sheet: SheetState, stat: string | null, move: SheetItem | null, adds?: number): void {
    const actor = sheet.actor;
    const ruleset = actor.system.ruleset === "starforged" ? "starforged" : "ironsworn";
    const summary = rollSummary({ name: actor.name, uuid: actorUuid(actor), system: actor.system, items: actor.items }, this.#env.localize);
    const input: RollDialogInput = {
      ruleset,
      actor: summary,
      move: move ? { uuid: move.uuid, name: move.name, rollOptions: readMove(move).rollOptions.filter(isRollOption) } : null,
      stat,
      ...(adds ? { adds } : {}),
      title: this.#env.localize(`VOWFORGE.Dialog.DefaultTitle.${ruleset}`),
      cancelOnNegativeMomentum: true,
      reroll: null,
      rollMode: "publicroll",
    };
    this.#pending = sheet;
    this.#dialog.open(input);
  }

  /**
   * A ship's meter rolled by the sample Starforged character (as in Foundry, the user's character): its
   * momentum goes into the roll and the card is its own.
   */
  rollShip(ship: ShipInput, meter: ShipMeter): void {
    const sheet = this.sheets.find((s) => s.actor.system.ruleset === "starforged");
    if (!sheet) return this.notify(this.#env.localize("VOWFORGE.Error.ShipRollNoCharacter"));
    const t = this.#env.localize;
    const character = rollSummary({ name: sheet.actor.name, uuid: actorUuid(sheet.actor), system: sheet.actor.system, items: sheet.actor.items }, t);
    const { actor, stat } = shipRollSummary(character, ship, meter, t);
    this.#pending = sheet;
    this.#dialog.open({ ruleset: "starforged", actor, move: null, stat, title: t("VOWFORGE.Dialog.DefaultTitle.starforged"), cancelOnNegativeMomentum: true, reroll: null, rollMode: "publicroll" });
  }

  #progressRoll(sheet: SheetState, data: Readonly<Record<string, string | undefined>>): void {
    const actor = sheet.actor;
    const ruleset = actor.system.ruleset === "starforged" ? "starforged" : "ironsworn";
    const move = this.moves.find((m) => m.uuid === data.moveUuid) ?? null;
    const t = this.#env.localize;
    let input: Parameters<typeof progressRollRequest>[0];
    if (data.legacy) {
      const track = normaliseLegacy(recordOf(actor.system.legacies)[data.legacy]);
      input = { ruleset, actorUuid: actorUuid(actor), move, trackUuid: null, trackName: t(`VOWFORGE.Sheet.Legacy.${data.legacy}`), kind: "legacy", score: legacyScore(track) };
    } else if (data.bonds === "true") {
      input = { ruleset, actorUuid: actorUuid(actor), move, trackUuid: null, trackName: t("VOWFORGE.Sheet.Bonds.Label"), kind: "bonds", score: progressScore(safeTicks(recordOf(actor.system.bonds).ticks)) };
    } else {
      const track = actor.items.find((i) => i.id === data.itemId);
      if (!track) return;
      const system = recordOf(track.system);
      input = { ruleset, actorUuid: actorUuid(actor), move, trackUuid: track.uuid, trackName: track.name, kind: String(system.kind), score: progressScore(safeTicks(system.ticks)) };
    }
    this.#pending = sheet;
    void this.roll(progressRollRequest(input, t), "publicroll");
  }

  /** A move that rolls each legacy track in turn: one card per track, in order. */
  #rollEach(sheet: SheetState, moveUuid: string | undefined): void {
    const move = this.moves.find((m) => m.uuid === moveUuid);
    if (!move || sheet.actor.system.ruleset !== "starforged") return;
    const t = this.#env.localize;
    const rolls = eachLegacyRolls(readMove(move), legacyViews(sheet.actor.system, t));
    this.#pending = sheet;
    for (const request of eachLegacyRequests({ move: { uuid: move.uuid, name: move.name }, rolls, actorUuid: actorUuid(sheet.actor) }, t)) void this.roll(request, "publicroll");
  }

  /**
   * Rolls with the page's seeded dice and posts the card, the request made ready by its kind's
   * `prepare` first, as Foundry's roll does (src/cards/perform-roll.ts): an action card keeps its
   * move's outcome texts, read from the page's moves.
   */
  async roll(request: RollRequest, rollMode: RollMode): Promise<void> {
    const sender = this.#pending?.actor.name ?? "";
    const prepared = await prepareRoll(request, this.#rollWorld);
    this.post(prepared.roll, rollMode, sender, prepared.card);
  }

  /**
   * The outcome effects of the page's move at `uuid`, as Foundry's roll copies them from the move's
   * item (src/cards/card-move-effects.ts: its `system.effects`, checked by the rules); null for none.
   */
  #moveEffects(uuid: string | null | undefined): RolledMoveEffects | null {
    const effects = recordOf(this.moves.find((m) => m.uuid === uuid)?.system).effects;
    if (typeof effects !== "object" || effects === null || Object.keys(effects).length === 0) return null;
    assertMoveEffects(effects);
    return { effects: structuredClone(effects) };
  }

  /**
   * What the roll does on its character once posted (its kind's `onPost`), through the system's own
   * afterRoll as Foundry's roll runs it (src/cards/perform-roll.ts); the card and the sheets are drawn
   * again when it wrote.
   */
  async #afterRoll(index: number, state: CardState): Promise<void> {
    const actor = state.actorUuid ? this.documentAt(state.actorUuid) : null;
    const after = await afterRoll(state, actor, []);
    if ((after.notes ?? []).length === 0) return;
    this.#chat.update(index, after);
    for (const sheet of this.sheets) this.render(sheet);
    this.#redrawOthers();
  }

  /** What a kind's `prepare` reads before the dice are cast: the page's own moves. */
  readonly #rollWorld: RollWorld = {
    moveOutcomes: (uuid) => Promise.resolve(recordOf(this.moves.find((m) => m.uuid === uuid)?.system).outcomes ?? null),
  };

  /** One die of the page's seeded dice (a roll of its own in the page's sequence). */
  die(faces: number): number {
    return rollerFor(this.seed, this.#rollNumber++).die(faces);
  }

  /** Rolls with the page's seeded dice and posts the card as `sender` (the ruleset sheets roll here too). */
  post(request: RollRequest, rollMode: RollMode, sender: string, card: Partial<CardState> = {}): void {
    try {
      const rolled = { ...rollRequest(request, rollerFor(this.seed, this.#rollNumber++)), ...card } as CardState;
      const state = withMoveEffects(rolled, "moveUuid" in rolled ? this.#moveEffects(rolled.moveUuid) : null);
      this.#chat.append({ state, sender, rollMode });
      void this.#afterRoll(this.#chat.entries.length - 1, state);
      this.notify("");
    } catch (error) {
      this.notify(this.#env.localize("VOWFORGE.Playground.Error", { message: error instanceof Error ? error.message : String(error) }));
    }
  }
}

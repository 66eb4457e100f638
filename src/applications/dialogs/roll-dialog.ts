/**
 * The roll dialog and a roll through it. The dialog picks what to roll and the roll mode, shows the
 * odds of each outcome for the current choices (updated on every change) and resolves to the request
 * and roll mode, or null when cancelled; everything it shows comes from buildRollDialogContext, and
 * the class only connects it to Foundry's ApplicationV2. The whole road of a dialog roll is one call,
 * for a character of any of the five games: the dialog opened with what the character offers (its
 * summary; for Ironsworn / Starforged also the cancel rule, the cursed die and the stored "+N on your
 * next move" adds), then the roll in the mode the user chose and the card posted, then what the roll
 * leaves behind (the adds it used removed, an Augur Advancing stance's clock set): what a sheet
 * button, a macro, a link and the module API call.
 */
import type { RerollAllowance } from "../../kinds/action";
import type { RollRequest } from "../../kinds/registry";
import { type RollMode } from "../../roll-modes";
import { type RulesetId } from "../../config";
import { currentRollMode } from "../../foundry-compat";
import { enabledExpansions, starforgedCancelSetting } from "../../settings";
import { negativeMomentumCancels } from "../../rules/challenge";
import { DIALOG_PARTS } from "../../templates";
import { buildRollDialogContext, defaultChoices, nextMoveOffers, readChoices, usedNextMoveAdds, type RollDialogContext } from "./roll-dialog-context";
import { advancingClockOf, tickedOffers } from "./roll-dialog-request";
import {
  type ActorSummary,
  type AddOffer,
  type MoveSummary,
  type RollChoices,
  type RollDialogInput,
} from "./roll-dialog-types";
import { pinClassName } from "../../class-names";
import { localize } from "../../locale";
import { performRoll, type PerformRollOptions } from "../../cards/perform-roll";
import { setStanceClock } from "../clocks/stance-clock";
import { characterRulesetOf, dataOf, type ActorLike } from "../../data/documents";
import { type CharacterRulesetId } from "../../data/fields";
import { spendNextMoveAdds } from "../../operations/next-move";
import { type TrackActor } from "../../operations/actor-write";
import { assertNextMoveAdds, type NextMoveAdd, type NextMoveTarget } from "../../rules/effects/next-move";
import { characterSummary, cursedDieOffer, rollSummary } from "./actor-summaries";
import { type CharacterInput } from "../sheets/context/vitals-context";
import { type ItemLike } from "../sheets/foundry-env";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** What a caller gives `RollDialog.prompt`. */
export interface RollDialogPromptOptions {
  ruleset: RulesetId;
  actor: ActorSummary;
  move?: MoveSummary | null;
  /** A stat, skill or approach to preselect. */
  stat?: string | null;
  /** Ironsworn / Starforged: the adds to open with (default 0). */
  adds?: number;
  /** Card heading when neither a move nor a stat names the roll; defaults to the ruleset's roll name. */
  title?: string;
  /**
   * Whether negative momentum cancels an equal action die. Ironsworn: always true (the given value is
   * ignored); Starforged: the given value, else the world setting.
   */
  cancelOnNegativeMomentum?: boolean;
  /** A reroll an asset or ability may grant (Ironsworn / Starforged): offered as a checkbox. */
  reroll?: RerollAllowance | null;
  /** Sundered Isles' cursed die, offered as a checkbox (see RollDialogInput.cursedDie). */
  cursedDie?: { source: string } | null;
  /** Adds offered as ticks (Ironsworn / Starforged: a stored "+N on your next move"). */
  addOffers?: AddOffer[];
  /** Ironsworn / Starforged: the initiative / control, named in the dialog (control-line.ts). */
  control?: boolean;
  /** The roll mode to open with; defaults to the chat box's current mode. */
  rollMode?: RollMode;
}

/** What the dialog resolves to when the user rolls. */
export interface RollDialogResult {
  request: RollRequest;
  rollMode: RollMode;
  /** The clock an Augur Advancing stance sets once the roll is made, or null. */
  advancingClock: string | null;
  /** The ids of the offered adds the roll took (their adds are in the request's). */
  offers: string[];
}

/** The chat box's current roll mode (public when it holds none Foundry knows). */
function chatRollMode(): RollMode {
  return currentRollMode();
}

type RenderContext = RollDialogContext & foundry.applications.api.ApplicationV2.RenderContext;
type RenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

export class RollDialog extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    classes: ["vowforge", "vf-roll-dialog-app"],
    tag: "form",
    window: { title: "VOWFORGE.Dialog.Title", icon: "fa-solid fa-dice", contentClasses: ["standard-form"] },
    position: { width: 760, height: "auto" as const },
    form: { handler: RollDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { cancel: RollDialog.#onCancel },
  };

  static override PARTS = DIALOG_PARTS;

  readonly #input: RollDialogInput;
  #choices: RollChoices;
  #resolve: ((result: RollDialogResult | null) => void) | null = null;

  constructor(input: RollDialogInput) {
    super({});
    this.#input = input;
    this.#choices = defaultChoices(input);
  }

  /**
   * Opens the dialog; resolves to the request to roll and the roll mode chosen, or null when the user
   * cancels or closes it.
   */
  static prompt(options: RollDialogPromptOptions): Promise<RollDialogResult | null> {
    const input: RollDialogInput = {
      ruleset: options.ruleset,
      actor: options.actor,
      move: options.move ?? null,
      stat: options.stat ?? null,
      ...(options.adds ? { adds: options.adds } : {}),
      title: options.title ?? localize(`VOWFORGE.Dialog.DefaultTitle.${options.ruleset}`),
      cancelOnNegativeMomentum: negativeMomentumCancels(
        options.ruleset,
        options.cancelOnNegativeMomentum ?? starforgedCancelSetting(),
      ),
      reroll: options.reroll ?? null,
      cursedDie: options.cursedDie ?? null,
      addOffers: options.addOffers ?? [],
      ...(options.control === undefined ? {} : { control: options.control }),
      rollMode: options.rollMode ?? chatRollMode(),
      // Only a GM picks Augur stances (game.user.isGM, as foundryvtt/dnd5e tells GM-only controls apart).
      gm: game.user?.isGM ?? true,
    };
    return new Promise((resolve) => {
      const dialog = new RollDialog(input);
      dialog.#resolve = resolve;
      void dialog.render({ force: true });
    });
  }

  override get title(): string {
    return localize("VOWFORGE.Dialog.Title", { actor: this.#input.actor.name });
  }

  #context(): RollDialogContext {
    return buildRollDialogContext(this.#input, this.#choices, { localize, idPrefix: this.id });
  }

  protected override async _prepareContext(): Promise<RenderContext> {
    return this.#context();
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    this.#markInvalid(context);
    // The dialog wears its game's identity (styles/_identity.scss), as a sheet does.
    this.element.dataset.vfRuleset = this.#input.ruleset;
    if (!this.element.dataset.vfListening) {
      this.element.dataset.vfListening = "1";
      this.element.addEventListener("keydown", (event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        void this.close();
      });
      // Odds follow typing in number fields too, not only committed changes.
      this.element.addEventListener("input", (event) => {
        const target = event.target as Partial<HTMLInputElement> | null;
        if (target?.type !== "number") return;
        this.#choices = readChoices(this.element, this.#input, this.#choices);
        void this.render({ parts: ["odds"] });
      });
    }
  }

  /** Only the odds part re-renders on change, so the fields' invalid marks are kept in step here. */
  #markInvalid(context: RollDialogContext): void {
    for (const f of context.fields) {
      const control = this.element.querySelector<HTMLElement>(`[name="${f.name}"]`);
      if (!control) continue;
      if (f.invalid) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      const described = [f.hint ? f.hintId : "", f.invalid ? context.errorId : ""].filter(Boolean).join(" ");
      if (described) control.setAttribute("aria-describedby", described);
      else control.removeAttribute("aria-describedby");
    }
  }

  protected override _onChangeForm(
    formConfig: foundry.applications.api.ApplicationV2.FormConfiguration,
    event: Event,
  ): void {
    super._onChangeForm(formConfig, event);
    this.#choices = readChoices(this.element, this.#input, this.#choices);
    void this.render({ parts: ["odds"] });
  }

  static async #onSubmit(this: RollDialog): Promise<void> {
    this.#choices = readChoices(this.element, this.#input, this.#choices);
    const context = this.#context();
    if (context.request === null || context.rollMode === null) {
      await this.render({ parts: ["odds"] });
      this.element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const advancingClock = advancingClockOf(this.#input.ruleset, this.#choices);
    const offers = tickedOffers(this.#input, this.#choices);
    this.#settle({ request: context.request, rollMode: context.rollMode, advancingClock, offers });
    await this.close();
  }

  static async #onCancel(this: RollDialog): Promise<void> {
    await this.close();
  }

  #settle(result: RollDialogResult | null): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    resolve?.(result);
  }

  protected override _onClose(options: RenderOptions): void {
    super._onClose(options);
    this.#settle(null);
  }
}
pinClassName(RollDialog, "RollDialog");

export interface RollWithDialogOptions extends RollDialogPromptOptions {
  /** Who speaks on the card; defaults to ChatMessage.getSpeaker(). */
  speaker?: PerformRollOptions["speaker"];
}

/** A stat rolled from the sheet, with no move: only adds for any move are offered. */
export const STAT_ROLL: NextMoveTarget = { moveId: "", progress: false };

/** The part of an Actor document the rolls read. */
export interface RollActor extends ActorLike {
  uuid: string;
  name: string;
  type: string;
  items: Iterable<ItemLike>;
  /** The document's update (a Foundry actor has it): what removes the stored adds a roll used. */
  update?(data: Record<string, unknown>): Promise<unknown>;
}

/** The character's data (none for an actor of another subtype: its rolls then read the defaults). */
export function characterData(actor: RollActor): CharacterInput {
  return dataOf(actor, "character") ?? {};
}

/** Sundered Isles' cursed die for a Starforged character's action rolls (null elsewhere). */
function cursedDieFor(actor: RollActor, ruleset: CharacterRulesetId): { source: string } | null {
  if (ruleset !== "starforged") return null;
  return cursedDieOffer(actor.items, enabledExpansions().includes("sunderedIsles"));
}

/** What the roll dialog needs of an Ironsworn / Starforged character besides the stat: its summary, cancel rule and cursed die. */
export function rollDialogExtras(actor: RollActor, ruleset: CharacterRulesetId) {
  return {
    actor: rollSummary({ name: actor.name, uuid: actor.uuid, system: characterData(actor), items: actor.items }, localize),
    cancelOnNegativeMomentum: negativeMomentumCancels(ruleset, starforgedCancelSetting()),
    cursedDie: cursedDieFor(actor, ruleset),
  };
}

/** The character's stored "+N on your next move" adds, or none when its data cannot be read. */
function storedAdds(actor: RollActor): NextMoveAdd[] {
  const list: unknown = characterData(actor).nextMove;
  try {
    assertNextMoveAdds(list);
    return list;
  } catch {
    return [];
  }
}

/**
 * Rolls what the dialog returned in the mode chosen, then does what the roll leaves behind: an Augur
 * Advancing stance sets its clock, and the stored adds the roll took are removed from the character
 * of `spender`. The card is posted first: a refused roll does neither. Resolves to the posted message,
 * or null when the user cancelled or the roll was refused (the refusal is shown to the user).
 */
async function rollChosen(
  chosen: RollDialogResult | null,
  { speaker, spender }: { speaker?: RollWithDialogOptions["speaker"]; spender?: { actor: RollActor; target: NextMoveTarget } },
): Promise<ChatMessage.Implementation | null> {
  if (!chosen) return null;
  const message = await performRoll(chosen.request, { rollMode: chosen.rollMode, ...(speaker ? { speaker } : {}) });
  if (!message) return null;
  if (chosen.advancingClock) await setStanceClock(chosen.advancingClock);
  const used = usedNextMoveAdds(chosen.offers);
  const update = spender?.actor.update?.bind(spender.actor);
  if (spender && used.length > 0 && update) {
    const { actor, target } = spender;
    const owner: TrackActor = { type: actor.type, uuid: actor.uuid, system: actor.system, update };
    await spendNextMoveAdds(owner, target, used);
  }
  return message;
}

/** Opens the roll dialog and rolls the request it returns (see rollChosen). */
export async function rollWithDialog(options: RollWithDialogOptions): Promise<ChatMessage.Implementation | null> {
  const { speaker, ...prompt } = options;
  return rollChosen(await RollDialog.prompt(prompt), { speaker });
}

/**
 * The roll dialog with the character's stored "+N on your next move" adds that a roll of `target`
 * may take offered as ticks (before any `options.addOffers`); rolls what it returns and removes the adds the roll used. What the
 * sheet's rolls and the module API's dialog open. Resolves to the posted message, or null.
 */
export async function rollWithNextMoveAdds(
  actor: RollActor,
  target: NextMoveTarget,
  options: RollDialogPromptOptions,
): Promise<ChatMessage.Implementation | null> {
  const addOffers = [...nextMoveOffers(storedAdds(actor), target), ...(options.addOffers ?? [])];
  return rollChosen(await RollDialog.prompt({ ...options, addOffers }), { spender: { actor, target } });
}

/**
 * What the roll dialog may open with, every field optional: the stat (skill, approach) to preselect,
 * the adds, the card's heading, the roll mode and an asset's reroll.
 */
export type RollPresets = Pick<RollDialogPromptOptions, "stat" | "adds" | "title" | "rollMode" | "reroll">;

/** Whether `actor` is a character of one of the five games (one the roll dialog can open for). */
export function rollsWithDialog(actor: RollActor): boolean {
  return characterRulesetOf(actor) !== null || characterSummary(actor, localize) !== null;
}

/**
 * Opens the roll dialog for a character of any of the five games with `presets` filled in (a stat,
 * skill or approach to preselect, the adds) and rolls what the user picks. Resolves to the posted
 * message, or null when the actor is none of them, the user cancelled, or the roll was refused (the
 * user is told why).
 */
export async function rollCharacter(actor: RollActor, presets: RollPresets = {}): Promise<ChatMessage.Implementation | null> {
  const sworn = characterRulesetOf(actor);
  // Adds kept for "your next move" are offered, and the ones the roll used removed.
  if (sworn) return rollWithNextMoveAdds(actor, STAT_ROLL, { ruleset: sworn, ...rollDialogExtras(actor, sworn), ...presets });
  const summary = characterSummary(actor, localize);
  if (!summary) return null;
  return rollWithDialog({ ruleset: summary.ruleset, actor: summary.actor, ...presets });
}

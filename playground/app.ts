/**
 * The playground page: header (ruleset switch, seed), the sample character with its roll buttons,
 * the chat log and the roll dialog, all rendered with the system's real rules, templates and styles.
 */
import { argsOfButton, type CardActionArgs } from "../src/kinds/contract";
import { type CardTarget } from "../src/cards/actions/types";
import { afterRoll } from "../src/cards/after-roll";
import { pageCardWorld, pageUser, runPageCardAction, sampleDocument } from "./card-world";
import { CARD_ACTIONS, CARD_NOTES_TO_ACT_ON, type CardActionId } from "../src/kinds/shape";
import type { CardState, RollRequest } from "../src/kinds/registry";
import { type TrackActor } from "../src/operations/actor-write";
import { markRequirement } from "../src/operations/forge";
import { writeSampleUpdate } from "./sample-update";
import { type RollMode } from "../src/roll-modes";
import { RULESETS, type RulesetId } from "../src/config";
import characterSource from "./character.hbs";
import { ChatLog } from "./chat-log";
import { type PageEnv } from "./env";
import pageSource from "./page.hbs";
import { MAX_SEED, parseSeed, rollerFor, type DiceRoller } from "./prng";
import { PlaygroundHarmPrompt } from "./harm-prompt";
import { PlaygroundClocks } from "./clocks";
import {
  dialogInput,
  dieRequest,
  forgeRollRequest,
  moveDialogInput,
  opposedRollRequest,
  oracleRequest,
  progressRequest,
  purchaseRollRequest,
} from "./requests";
import { PlaygroundRollDialog } from "./roll-dialog";
import { rollRequest, sampleMoveEffects, vowEffects, withMoveEffects, type RolledMoveEffects } from "./roll-request";
import {
  ironActorUuid,
  ironVowUuid,
  sampleCharacters,
  sampleHelper,
  sampleMoves,
  secureAnAdvantage,
  type ForgedTiesCharacter,
  type SampleCharacter,
  type SampleMove,
} from "./samples";
import { usedNextMoveAdds } from "../src/applications/dialogs/roll-dialog-context";
import { assetMeterIdOf } from "../src/applications/dialogs/actor-summaries";
import { spendNextMoveAdds } from "../src/operations/next-move";
import { summaryContext } from "./summary";

/** The roll buttons of each ruleset: data-action and label key. */
const BUTTONS: Readonly<Record<RulesetId, readonly [string, string][]>> = {
  ironsworn: [
    ["rollStat", "RollStat"],
    ["rollMove", "RollMove"],
    ["rollAdvantage", "SecureAdvantage"],
    ["rollProgress", "ProgressRoll"],
    ["askOracle", "AskOracle"],
    ["rollDie", "DieRoll"],
  ],
  starforged: [
    ["rollStat", "RollStat"],
    ["rollMove", "RollMove"],
    ["rollAdvantage", "SecureAdvantage"],
    ["rollProgress", "ProgressRoll"],
    ["askOracle", "AskOracle"],
    ["rollDie", "DieRoll"],
  ],
  forgedTies: [
    ["rollStat", "PoolRoll"],
    ["rollForge", "ForgeRoll"],
  ],
  augur: [["rollStat", "ThreatRoll"]],
  strike: [
    ["rollStat", "StrikeRoll"],
    ["rollOpposed", "OpposedRoll"],
    ["rollPurchase", "PurchaseRoll"],
  ],
};

/**
 * A Forged Ties, Augur or Strike! sample character as the document operations take an actor: its
 * subtype, UUID and system data, and an update that sets "system.<path>" values on the plain data.
 */
function trackActor(character: SampleCharacter): TrackActor | null {
  if (!("type" in character)) return null;
  return {
    type: character.type,
    uuid: character.uuid,
    get system() {
      return character.system;
    },
    update(changes: Record<string, unknown>) {
      writeSampleUpdate(character, changes);
      return Promise.resolve(this);
    },
  };
}

function isActionId(value: string): value is CardActionId {
  return (CARD_ACTIONS as readonly string[]).includes(value);
}

function must<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`the page has no ${selector}`);
  return found;
}

export class PlaygroundApp {
  readonly characters = sampleCharacters();
  /** The Forged Ties character who helps meet forge requirements. */
  readonly helper: ForgedTiesCharacter = sampleHelper();
  ruleset: RulesetId;
  seed: number;
  /** Number of the next roll (each roll and each die an action draws takes the next number). */
  nextRoll = 0;
  readonly #chat: ChatLog;
  readonly #dialog: PlaygroundRollDialog;
  readonly #harmPrompt: PlaygroundHarmPrompt;
  /** The move the open roll dialog rolls (null for a stat roll). */
  #move: SampleMove | null = null;
  /** The clock panel (the world's clocks). */
  readonly clocks: PlaygroundClocks;
  readonly #character: HTMLElement;
  readonly #notice: HTMLElement;
  readonly #characterTemplate: HandlebarsTemplateDelegate;

  constructor(
    private readonly root: HTMLElement,
    private readonly env: PageEnv,
    options: { seed: number; ruleset: RulesetId },
  ) {
    this.seed = options.seed;
    this.ruleset = options.ruleset;
    const t = env.localize;
    document.title = t("VOWFORGE.Playground.Title");
    root.innerHTML = env.hbs.compile(pageSource)({
      seed: this.seed,
      rulesets: RULESETS.map((id) => ({
        id,
        label: t(`VOWFORGE.Ruleset.${id}`),
        active: id === this.ruleset,
      })),
    });
    this.#characterTemplate = env.hbs.compile(characterSource);
    this.#character = must(root, '[data-role="character"]');
    this.#notice = must(root, '[data-role="notice"]');
    this.#chat = new ChatLog(
      must(root, '[data-role="chat-log"]'),
      must(root, '[data-role="chat-empty"]'),
      env,
      (state) => {
        const character = this.characters[state.ruleset];
        // An Ironsworn or Starforged sample keeps its data flat, as the apply step reads it.
        return "type" in character ? { type: character.type, system: character.system } : { type: "character", system: character, items: character.companions ?? [] };
      },
    );
    this.#dialog = new PlaygroundRollDialog(
      must(root, '[data-role="roll-dialog"]'),
      env,
      (request, rollMode, offers) => void this.#rollFromDialog(request, rollMode, offers),
    );
    this.#harmPrompt = new PlaygroundHarmPrompt(must(root, '[data-role="harm-prompt"]'), env);
    this.clocks = new PlaygroundClocks(
      must(root, '[data-role="clocks"]'),
      env,
      this.#chat,
      () => this.#roller(),
      (text) => this.notify(text),
    );
    this.#listen();
    this.renderCharacter();
  }

  get character(): SampleCharacter {
    return this.characters[this.ruleset];
  }

  #listen(): void {
    this.root.addEventListener("change", (event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.dataset.role === "ruleset") {
        this.ruleset = input.value as RulesetId;
        this.renderCharacter();
      }
    });
    must<HTMLFormElement>(this.root, '[data-role="seed-form"]').addEventListener("submit", (event) => {
      event.preventDefault();
      const input = must<HTMLInputElement>(this.root, "#pg-seed");
      const seed = parseSeed(input.value);
      if (seed === null) {
        input.setAttribute("aria-invalid", "true");
        this.notify(this.env.localize("VOWFORGE.Playground.SeedInvalid", { max: MAX_SEED }));
        return;
      }
      input.removeAttribute("aria-invalid");
      this.setSeed(seed);
    });
    this.#character.addEventListener("click", (event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-action]") : null;
      if (button) this.#rollButton(button.dataset.action ?? "");
    });
    must(this.root, '[data-role="chat-log"]').addEventListener("click", (event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-action]") : null;
      const message = button?.closest<HTMLElement>("[data-message-index]");
      if (button && message) void this.#cardAction(Number(message.dataset.messageIndex), button);
    });
  }

  /** Starts the roll sequence again from roll 0 under `seed`, and puts the seed in the address. */
  setSeed(seed: number): void {
    this.seed = seed;
    this.nextRoll = 0;
    const url = new URL(window.location.href);
    url.searchParams.set("seed", String(seed));
    window.history.replaceState(null, "", url);
    this.notify("");
  }

  #roller(): DiceRoller {
    const roller = rollerFor(this.seed, this.nextRoll);
    this.nextRoll += 1;
    return roller;
  }

  notify(message: string): void {
    this.#notice.textContent = message;
  }

  renderCharacter(): void {
    const t = this.env.localize;
    this.#character.innerHTML = this.#characterTemplate({
      ruleset: this.ruleset,
      summary: summaryContext(this.character, t, this.ruleset === "forgedTies" ? this.helper : null),
      buttons: BUTTONS[this.ruleset].map(([action, key]) => ({
        action,
        label: t(`VOWFORGE.Playground.${key}`),
      })),
      moves:
        this.ruleset === "ironsworn" || this.ruleset === "starforged"
          ? sampleMoves(this.ruleset).map((m, i) => ({ value: String(i), label: m.name }))
          : null,
    });
  }

  #rollButton(action: string): void {
    const t = this.env.localize;
    const character = this.character;
    if (action === "rollStat") {
      this.#move = null;
      this.#dialog.open(dialogInput(character, t));
    } else if (action === "rollMove" && "vow" in character) {
      const picked = this.root.querySelector<HTMLSelectElement>('[data-role="move"]')?.value ?? "0";
      this.#openMove(sampleMoves(character.ruleset)[Number(picked)]);
    } else if (action === "rollAdvantage" && "vow" in character) {
      this.#openMove(secureAnAdvantage(character.ruleset));
    } else if (action === "rollProgress" && "vow" in character) {
      this.roll(progressRequest(character, t("VOWFORGE.Playground.ProgressTitle")), "publicroll", vowEffects(character.ruleset));
    } else if (
      action === "askOracle" &&
      (character.ruleset === "ironsworn" || character.ruleset === "starforged")
    ) {
      this.roll(oracleRequest(character.ruleset, t("VOWFORGE.Playground.OracleTitle")));
    } else if (action === "rollDie") {
      this.roll(dieRequest(character.ruleset, t("VOWFORGE.Playground.DieTitle")));
    } else if (action === "rollForge") {
      void this.#forge();
    } else if (action === "rollOpposed" && character.ruleset === "strike") {
      this.#rollSafely(() => opposedRollRequest(character, t));
    } else if (action === "rollPurchase" && character.ruleset === "strike") {
      this.#rollSafely(() => purchaseRollRequest(character, t));
    }
  }

  /** Opens the roll dialog for a sample move of the Ironsworn / Starforged character (on `stat`, when given). */
  #openMove(move: SampleMove | undefined, stat: string | null = null): void {
    const character = this.character;
    if (!move || !("vow" in character)) return;
    this.#move = move;
    this.#dialog.open({ ...moveDialogInput(character, this.env.localize, move), ...(stat === null ? {} : { stat }) });
  }

  /** Builds a request (which may refuse bad input) and rolls it. */
  #rollSafely(build: () => RollRequest): void {
    try {
      this.roll(build());
    } catch (error) {
      this.notify(
        this.env.localize("VOWFORGE.Playground.Error", {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  /**
   * Meets the next forge requirement of the Forged Ties character with the helper's help (the same
   * document operation as the sheet's) and rolls the forge dice it calls for.
   */
  async #forge(): Promise<void> {
    const character = this.characters.forgedTies;
    const requirement = character.system.forge.requirements.find((r) => !r.met);
    const actor = trackActor(character);
    if (!requirement || !actor) {
      this.notify(this.env.localize("VOWFORGE.Playground.NoRequirement"));
      return;
    }
    try {
      const follow = await markRequirement(actor, requirement.id, [this.helper.uuid]);
      this.roll(forgeRollRequest(character, requirement, follow.dice, [this.helper], this.env.localize));
      this.renderCharacter();
    } catch (error) {
      this.notify(
        this.env.localize("VOWFORGE.Playground.Error", {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  /**
   * Rolls what the dialog returned (a move's card carries that move's effects), then removes the
   * stored "+N on your next move" adds the roll took, as the sheet's rolls do (actor-rolls.ts).
   */
  async #rollFromDialog(request: RollRequest, rollMode: RollMode, offers: string[]): Promise<void> {
    const move = this.#move;
    const state = this.roll(request, rollMode, move ? sampleMoveEffects(move) : null);
    const character = this.character;
    const used = usedNextMoveAdds(offers);
    if (!state || used.length === 0 || !("vow" in character)) return;
    const uuid = ironActorUuid(character.ruleset);
    const actor = sampleDocument({ type: "character", uuid, name: character.name, system: character });
    try {
      await spendNextMoveAdds(actor, { moveId: move?.id ?? "", progress: false }, used);
    } catch (error) {
      this.notify(this.env.localize("VOWFORGE.Playground.Error", { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  /** Rolls a request's dice from the seeded generator and appends the card (with `move`'s effects, when it rolls one). */
  roll(request: RollRequest, rollMode: RollMode = "publicroll", move: RolledMoveEffects | null = null): CardState | null {
    try {
      const state = withMoveEffects(rollRequest(request, this.#roller()), move);
      this.notify("");
      this.#chat.append({ state, sender: this.characters[request.ruleset].name, rollMode });
      void this.#afterRoll(this.#chat.entries.length - 1, state);
      return state;
    } catch (error) {
      this.notify(
        this.env.localize("VOWFORGE.Playground.Error", {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      return null;
    }
  }

  /**
   * What the roll does on its character once posted (its kind's `onPost`: a push chosen in the dialog
   * marks breaking, heart first when ticked), through the system's own afterRoll, as Foundry's roll
   * does (src/cards/perform-roll.ts); the card and the character are drawn again when it wrote.
   */
  async #afterRoll(index: number, state: CardState): Promise<void> {
    const after = await afterRoll(state, trackActor(this.characters[state.ruleset]), []);
    if ((after.notes ?? []).length === 0) return;
    this.#chat.update(index, after);
    this.renderCharacter();
  }

  /** The page's samples (and the Ironsworn / Starforged vows) by UUID, as the documents card actions write. */
  #documentAt(uuid: string): CardTarget | null {
    for (const character of Object.values(this.characters)) {
      if ("type" in character) {
        if (character.uuid === uuid) return sampleDocument(character);
        continue;
      }
      if (ironActorUuid(character.ruleset) === uuid) return sampleDocument({ type: "character", uuid, name: character.name, system: character, items: character.companions });
      if (ironVowUuid(character.ruleset) === uuid) return sampleDocument({ type: "progress", uuid, name: character.vow.name, system: character.vow });
    }
    return this.helper.uuid === uuid ? sampleDocument(this.helper) : null;
  }

  /**
   * A card button: the system's own card action (applyCardActionHere, as Foundry runs it) on the page's
   * samples, with the next rolls of the seeded sequence for a die it draws. "Mark harm" first asks for
   * the harm's name.
   */
  async #cardAction(index: number, button: HTMLElement): Promise<void> {
    const entry = this.#chat.entries[index];
    const action = button.dataset.action ?? "";
    // A suffer move's own roll: the move of that id, through the roll dialog (as the sheet's road in
    // Foundry), opened on the health of the companion it harmed (data-companion), as suffer-roll.ts does.
    if (action === "rollSufferMove" && "vow" in this.character) {
      const companion = button.dataset.companion;
      const stat = companion ? assetMeterIdOf(this.character.companions ?? [], companion, this.env.localize) : null;
      this.#openMove(sampleMoves(this.character.ruleset).find((m) => m.id !== "" && m.id === button.dataset.moveId), stat);
      return;
    }
    if (!entry || !isActionId(action)) return;
    const args: CardActionArgs = argsOfButton(button.dataset);
    const prompt = button.dataset.prompt;
    if (prompt === "harm" || prompt === "harmFull") {
      const name = await this.#harmPrompt.ask(prompt === "harmFull");
      if (name === null) return;
      args.name = name;
    }
    const world = pageCardWorld(this.#chat, (uuid) => this.#documentAt(uuid), () => this.#roller());
    try {
      const outcome = await runPageCardAction(this.#chat, index, action, args, world, pageUser(this.env.localize));
      if (!outcome.ok) {
        this.notify(
          outcome.error === "NotOffered" || outcome.error === "AlreadyApplied"
            ? this.env.localize("VOWFORGE.Playground.NotOffered")
            : this.env.localize(`VOWFORGE.CardAction.Error.${outcome.error}`),
        );
        return;
      }
      // The other cards of this character follow it as it is now (as Foundry redraws them).
      this.#chat.entries.forEach((other, i) => {
        if (i !== index && other.state.ruleset === entry.state.ruleset) this.#chat.update(i, other.state);
      });
      this.renderCharacter();
      const due = (outcome.notes ?? []).filter((n) => CARD_NOTES_TO_ACT_ON.includes(n.id));
      this.notify(
        due
          .map((n) => this.env.localize(`VOWFORGE.Card.Note.${n.id}`, { count: n.count, name: n.name }))
          .join(" "),
      );
      this.#chat.list.querySelector<HTMLElement>(`[data-message-index="${index}"] article`)?.focus();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.notify(this.env.localize("VOWFORGE.Playground.Error", { message }));
    }
  }
}

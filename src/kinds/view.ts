/**
 * The pieces every card kind's view is built from: the view's types (what the roll card template
 * shows), the environment a view gets, and small helpers for buttons, dice, lines, the common fields
 * and the words of a roll against the challenge dice; and the roll dialog's odds a kind's `odds` hook
 * builds (its tables and notes). Pure: plain data in and out, no Foundry.
 */
import { type RulesetId } from "../config";
import { actionRollOdds, type ActionRollOddsInput, type ChallengeOutcome } from "../rules/challenge";
import { type PoolMatchResult } from "../rules/pool";
import { type CardActionId, type CardChoice, type CardWith } from "./shape";
import { oneDecimal, type Localize } from "../locale";
import { cursedDieOdds } from "../rules/cursed-die";
import { type DocumentLike } from "../data/documents";

/** A card of any kind, as its view reads the fields every card has. */
export type ViewedCard = CardWith<string, Record<never, never>>;
import type { EffectsPanel } from "./effects-panel-types";

/** The card's actor as the card builder sees it: its subtype and system data (plain or a model). */
export interface CardActorView extends DocumentLike {
  type: string;
  /** Its items (an actor's embedded collection): the companions an effect may reach. */
  items?: unknown;
}

/** What the card builder needs from its surroundings. */
export interface CardEnv {
  /** Localises a VOWFORGE.* key, formatting `{name}` placeholders from `data`. */
  localize: Localize;
  /** Whether the viewing user may act on the card (owner of the actor, or the GM). */
  canAct: boolean;
  /**
   * The card's actor now, when known: buttons that depend on it (clear heart instead, which harm to
   * remove, momentum to lose, a momentum burn, which reads its momentum now rather than at roll time)
   * follow it. Absent or null: only what the card itself says, and no burn.
   */
  actor?: CardActorView | null;
  /** True when the actor has rolled again since this card: no burn is offered (the rules burn on the roll just made). */
  newerRoll?: boolean;
  /**
   * Cleans stored HTML (the outcome texts a card keeps, which any player can write) before it is shown.
   * Without it, a card shows no stored HTML at all.
   */
  cleanHTML?: (html: string) => string;
}

/** A move's outcome texts, as its item data holds them (HTML from our packs). */
export interface CardMove {
  name: string;
  outcomes: Record<ChallengeOutcome, { text: string; match: string }>;
}

/** A button on the card. */
export interface CardButton {
  action: CardActionId;
  /** Visible text of the button. */
  label: string;
  /** Accessible name when it says more than the label (icon-only reroll buttons); else equals label. */
  ariaLabel: string;
  /** For reroll buttons: which die, counting the card's dice in the order shown (see buildCardContext). */
  dieIndex: number | null;
  /** The choice the button carries (data-choice): a push, clearing heart, a forge option; else null. */
  choice: CardChoice | null;
  /** For take-momentum buttons: how much (data-amount); else null. */
  amount: number | null;
  /** The harm slot the button acts on (data-harm-index, as text so slot "0" renders); else null. */
  harmIndex: string | null;
  /** The forge helper the button is for (data-helper-index, as text); else null. */
  helperIndex: string | null;
  /**
   * When clicking first asks for the harm's name (data-prompt): "harm", or "harmFull" when the
   * character has no free harm slot (breaking is marked instead); else null.
   */
  prompt: "harm" | "harmFull" | null;
  cssClass: string;
}

/** One die as shown. */
export interface CardDie {
  value: number;
  /** How many faces the die has (6, 8, 10, or 100 for the oracle's percentile roll): the shape it is drawn as. */
  faces: number;
  /** "vf-die vf-die--d10 vf-die--beaten ..." */
  cssClass: string;
  /** Short visible markers ("kept", "cuts"); never the only cue, screen readers get `srText`. */
  tags: string[];
  /** What a screen reader announces for this die. */
  srText: string;
  reroll: CardButton | null;
}

/** A labelled list of dice. */
export interface CardDiceGroup {
  id: string;
  label: string;
  cssClass: string;
  dice: CardDie[];
}

/** A line of text under the dice. */
export interface CardLine {
  text: string;
  cssClass: string;
}

/** A titled list on the card (the "yes, but" choices of an opposed roll). */
export interface CardList {
  heading: string;
  items: string[];
  cssClass: string;
}

/** Everything the card template needs. */
export interface CardContext {
  /** The card's kind (see src/kinds/registry.ts). */
  kind: string;
  ruleset: RulesetId;
  rulesetLabel: string;
  cssClass: string;
  /** Plain text typed by a user or taken from a document name; escaped by the template. */
  title: string;
  ariaLabel: string;
  /** A second heading line (track name, question); plain text or null. */
  subtitle: string | null;
  outcome: { id: string; label: string; cssClass: string };
  diceGroups: CardDiceGroup[];
  lines: CardLine[];
  match: { label: string; meaning: string; cssClass: string } | null;
  consequence: { heading: string; sentences: string[] } | null;
  /** A titled list, or null. */
  list: CardList | null;
  /** The move's outcome text: `html` is trusted HTML from our compendium. */
  move: { name: string; heading: string; html: string } | null;
  /** The burn offer in words, shown as text to those who cannot act (the button carries it otherwise). */
  burnOffer: string | null;
  /** What the applied actions did on the actor (plain text lines), under the accessible name `notesLabel`. */
  notes: CardLine[];
  notesLabel: string;
  actions: CardButton[];
  /** The outcome-effects part (action and progress cards whose move carries effects; effects-panel.ts). */
  effects?: EffectsPanel | null;
}

export const OUTCOME_KEY = "VOWFORGE.Outcome";

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function button(action: CardActionId, label: string, extra: Partial<CardButton> = {}): CardButton {
  const choice = extra.choice ?? null;
  return {
    action,
    label,
    ariaLabel: extra.ariaLabel ?? label,
    dieIndex: extra.dieIndex ?? null,
    choice,
    amount: extra.amount ?? null,
    harmIndex: extra.harmIndex ?? null,
    helperIndex: extra.helperIndex ?? null,
    prompt: extra.prompt ?? null,
    cssClass: `vf-card__action vf-card__action--${action}${choice ? ` vf-card__action--${choice}` : ""}`,
  };
}

/** True when the action is still open on this card and the viewer may take it. */
export function offered(state: ViewedCard, env: CardEnv, action: CardActionId): boolean {
  return env.canAct && !state.applied.includes(action);
}

/** Adds the card action's own button (labelled `VOWFORGE.Card.Action.<id>`) when the card offers it. */
export function offerAction(
  ctx: CardContext,
  state: ViewedCard,
  env: CardEnv,
  action: CardActionId,
  t: Localize,
): void {
  if (offered(state, env, action)) ctx.actions.push(button(action, t(`VOWFORGE.Card.Action.${action}`)));
}

export function die(faces: number, value: number, flags: string[], tags: string[], srText: string): CardDie {
  const classes = ["vf-die", `vf-die--d${faces}`, ...flags.map((f) => `vf-die--${f}`)];
  return { value, faces, cssClass: classes.join(" "), tags, srText, reroll: null };
}

export function group(id: string, label: string, dice: CardDie[]): CardDiceGroup {
  return { id, label, cssClass: `vf-dice vf-dice--${id}`, dice };
}

export function line(text: string, kind: string): CardLine {
  return { text, cssClass: `vf-card__line vf-card__line--${kind}` };
}

export function outcomeOf(id: string, label: string): CardContext["outcome"] {
  return { id, label, cssClass: `vf-outcome vf-outcome--${id}` };
}

/** The two challenge dice, each marked beaten or not. */
export function challengeGroup(
  t: Localize,
  dice: readonly [number, number],
  beaten: readonly [boolean, boolean],
): CardDiceGroup {
  const items = dice.map((value, i) => {
    const state = beaten[i] ? "beaten" : "notBeaten";
    const word = t(`VOWFORGE.Card.Die.${state}`);
    const srText = t("VOWFORGE.Card.Die.ChallengeSr", { index: i + 1, value, state: word });
    return die(10, value, [state], beaten[i] ? [word] : [], srText);
  });
  return group("challenge", t("VOWFORGE.Card.Dice.Challenge"), items);
}

/** A pool of d10s with the kept die marked (and, optionally, the die a push added). */
export function keptPool(
  t: Localize,
  pool: readonly number[],
  keptIndex: number,
  pushedIndex = -1,
): CardDie[] {
  const kept = t("VOWFORGE.Card.Die.kept");
  return pool.map((value, i) => {
    const isKept = i === keptIndex;
    const flags = [...(isKept ? ["kept"] : []), ...(i === pushedIndex ? ["pushed"] : [])];
    const tags = [...(isKept ? [kept] : []), ...(i === pushedIndex ? [t("VOWFORGE.Card.Die.pushed")] : [])];
    const srText = t(isKept ? "VOWFORGE.Card.Die.PoolKeptSr" : "VOWFORGE.Card.Die.PoolSr", { value });
    return die(10, value, flags, tags, srText);
  });
}

/** The card's follow-up notes, worded. */
function noteLines(state: ViewedCard, t: Localize): CardLine[] {
  return (state.notes ?? []).map((note) => ({
    text: t(`VOWFORGE.Card.Note.${note.id}`, { count: note.count, name: note.name }),
    cssClass: `vf-card__note vf-card__note--${note.id}`,
  }));
}

/** Base fields shared by every kind. */
export function base(state: ViewedCard, env: CardEnv, outcome: CardContext["outcome"]): CardContext {
  const t = env.localize;
  return {
    kind: state.kind,
    ruleset: state.ruleset,
    rulesetLabel: t(`VOWFORGE.Ruleset.${state.ruleset}`),
    cssClass: `vf-card vf-card--${state.kind} vf-card--${outcome.id}`,
    title: state.title,
    ariaLabel: t("VOWFORGE.Card.AriaLabel", { title: state.title, outcome: outcome.label }),
    subtitle: null,
    outcome,
    diceGroups: [],
    lines: [],
    match: null,
    consequence: null,
    list: null,
    move: null,
    burnOffer: null,
    notes: noteLines(state, t),
    notesLabel: t("VOWFORGE.Card.NotesLabel"),
    actions: [],
  };
}

/** Match line of a roll against the challenge dice: an opportunity on a hit, a complication on a miss. */
export function challengeMatch(t: Localize, outcome: ChallengeOutcome): CardContext["match"] {
  const meaning = outcome === "miss" ? "complication" : "opportunity";
  return {
    label: t("VOWFORGE.Card.Match.Label"),
    meaning: t(`VOWFORGE.Card.Match.${meaning}`),
    cssClass: `vf-card__match vf-card__match--${meaning}`,
  };
}

export function moveText(
  t: Localize,
  move: CardMove | undefined,
  outcome: ChallengeOutcome,
  match: boolean,
): CardContext["move"] {
  if (!move) return null;
  const texts = move.outcomes[outcome];
  const html = match && texts.match ? texts.match : texts.text;
  if (!html) return null;
  return { name: move.name, heading: t("VOWFORGE.Card.MoveOutcome", { move: move.name }), html };
}

/** Match line of a pool roll with a match among its dice: what the match brings (its id says which). */
export function poolMatch(t: Localize, matchResult: PoolMatchResult): CardContext["match"] {
  return {
    label: t("VOWFORGE.Card.Match.Label"),
    meaning: t(`VOWFORGE.Card.Match.new.${matchResult}`),
    cssClass: `vf-card__match vf-card__match--${matchResult}`,
  };
}

/*
 * The live odds the roll dialog shows for a request, as each kind's `odds` hook builds them from the
 * rules engine's exact odds (each beside its roll's rules, src/rules/odds.ts): tables of rows ready for
 * the template (label, percent text, bar width) and notes.
 */

export interface OddsRow {
  id: string;
  label: string;
  /** Chance 0..1, exact. */
  chance: number;
  /** Percent rounded to tenths so the rows of a table add up to exactly 100. */
  percent: number;
  /** "41.7%" */
  text: string;
  /** CSS width of the bar, "41.7%". */
  barWidth: string;
  cssClass: string;
}

export interface OddsTable {
  id: string;
  caption: string;
  rows: OddsRow[];
}

export interface OddsView {
  tables: OddsTable[];
  /** Extra lines: chance of a match, of learning a skill, why there is no roll. */
  notes: string[];
}

/** No odds: what a kind without an `odds` hook shows. */
export const NO_ODDS: OddsView = { tables: [], notes: [] };

/** Rounds chances to tenths of a percent, handing out the remainder so the total is exactly 100. */
export function roundPercents(chances: readonly number[]): number[] {
  const tenths = chances.map((c) => c * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths.map((v, i) => ({ i, rest: v - floors[i] })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] += 1;
    missing -= 1;
  }
  return floors.map((f) => f / 10);
}

function percentText(t: Localize, percent: number): string {
  return t("VOWFORGE.Dialog.Odds.Percent", { percent: oneDecimal(percent) });
}

/**
 * One table of outcomes (`VOWFORGE.Outcome.<id>` labels) and their chances; `caption` defaults to the
 * dialog's plain "Odds" caption, `id` to "roll".
 */
export function oddsTable(
  t: Localize,
  entries: ReadonlyArray<readonly [string, number]>,
  { id = "roll", caption = t("VOWFORGE.Dialog.Odds.Caption") }: { id?: string; caption?: string } = {},
): OddsTable {
  const percents = roundPercents(entries.map(([, chance]) => chance));
  const rows = entries.map(([outcome, chance], i) => ({
    id: outcome,
    label: t(`VOWFORGE.Outcome.${outcome}`),
    chance,
    percent: percents[i],
    text: percentText(t, percents[i]),
    barWidth: `${percents[i]}%`,
    cssClass: `vf-odds__row vf-outcome--${outcome}`,
  }));
  return { id, caption, rows };
}

/** A note naming a chance: the message at `key` with its `{percent}` filled in. */
export function oddsNote(t: Localize, key: string, chance: number): string {
  return t(key, { percent: percentText(t, Math.round(chance * 1000) / 10) });
}

/**
 * The odds of an action roll against the challenge dice (the action kind's): its outcomes, the chance
 * of a match (and the cursed die's, when it is rolled too), and those with the momentum burned, or one
 * line instead when the burn would change no chance.
 */
export function challengeOdds(roll: ActionRollOddsInput & { momentum: number }, cursedDie: boolean, t: Localize): OddsView {
  const odds = actionRollOdds(roll);
  const rows = (o: { strongHit: number; weakHit: number; miss: number }) =>
    [["strongHit", o.strongHit], ["weakHit", o.weakHit], ["miss", o.miss]] as const;
  const tables = [oddsTable(t, rows(odds))];
  const notes = [oddsNote(t, "VOWFORGE.Dialog.Odds.Match", odds.match)];
  if (cursedDie) {
    const cursed = cursedDieOdds();
    notes.push(oddsNote(t, "VOWFORGE.Dialog.Odds.Cursed", cursed.cursed), oddsNote(t, "VOWFORGE.Dialog.Odds.CursedMatch", cursed.cursedMatch));
  }
  const burn = odds.withBurn;
  if (!burn) return { tables, notes };
  const momentum = signed(roll.momentum);
  const same = rows(burn).every(([, chance], i) => Math.abs(chance - rows(odds)[i][1]) < 1e-12);
  if (same) notes.unshift(t("VOWFORGE.Dialog.Odds.BurnCannotHelp", { momentum }));
  else tables.push(oddsTable(t, rows(burn), { id: "burn", caption: t("VOWFORGE.Dialog.Odds.WithBurn", { momentum }) }));
  return { tables, notes };
}

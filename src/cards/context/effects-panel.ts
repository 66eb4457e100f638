/**
 * The outcome-effects part of an action or progress card: each effect of the rolled outcome the card
 * can apply as a button (a "choose" as a group of option buttons), the trace of what was applied and
 * by whom (before -> after), and Undo for the last one. Buttons carry data-action applyEffect /
 * undoEffect with data-effect-index and data-option-index; the chat listeners wire them like the
 * card's other buttons. Plain data out; every string localised through `env.localize`.
 */
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectCharacter, EffectRuleset } from "../../rules/effects";
import { moveNameFromId } from "../../rules/effects/next-move";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import type { EffectCard } from "../../kinds/effect-cards";
import { applicable, effectCharacterOf, fateDiceOf, outcomeEffectsOf, pickOpen, type EffectPick } from "../actions/outcome-effects";
import { resolveCard, type ResolvedCard } from "../../kinds/registry";
import { companionsOf, vehiclesOf } from "../../operations/companion";
import { repairRows, repairTrace } from "./repair-rows";
import { companionButtons, companionWriteWords } from "./companion-rows";
import { companionsRolled, rolledStatOf } from "../actions/companion-effects";
import { signed, type CardEnv } from "../../kinds/view";
import type { EffectButton, EffectRow, EffectsPanel } from "../../kinds/effects-panel-types";
import { innerChoice, isAutomatic } from "../actions/automatic-effects";
import { answeredOf, pickerRow, statName, sufferMoveName, sufferRollButtons } from "./effect-pickers";
import { leftoverReasons, unchangedReasons, type UnchangedNames } from "./trace-unchanged";

const K = "VOWFORGE.CardEffect";

type T = CardEnv["localize"];

function meterName(t: T, meter: string): string {
  if (meter === "companionHealth") return t(`${K}.CompanionHealth`);
  return meter === "momentum" ? t("VOWFORGE.Character.FIELDS.momentum.label") : t(`VOWFORGE.Meter.${meter}`);
}

/** A debility's (Ironsworn) or impact's (Starforged) name. */
function conditionName(t: T, key: string, ruleset: EffectRuleset): string {
  const group = ruleset === "ironsworn" ? "debilities" : "impacts";
  return t(`VOWFORGE.Character.FIELDS.${group}.${key}.label`);
}

/** An effect in words ("+1 momentum", "Endure Harm (-1)", "Mark wounded"). */
export function effectLabel(t: T, effect: OutcomeEffect, ruleset: EffectRuleset): string {
  switch (effect.type) {
    case "meter": {
      const main = t(effect.upTo === true ? `${K}.UpTo` : `${K}.Meter`, {
        amount: signed(effect.amount),
        meter: meterName(t, effect.meter),
      });
      if (!effect.forEach) return main;
      return t(`${K}.ForEach`, {
        effect: main,
        amount: signed(effect.forEach.amount),
        meter: meterName(t, effect.forEach.meter),
      });
    }
    case "suffer":
      return t(`${K}.Suffer`, { move: sufferMoveName(t, effect.move, ruleset), amount: signed(-effect.amount) });
    case "condition":
      return t(effect.mark ? `${K}.Mark` : `${K}.Clear`, { name: conditionName(t, effect.key, ruleset) });
    case "xp":
      return t(`${K}.Xp`, { amount: typeof effect.amount === "number" ? effect.amount : "?" });
    case "legacy":
      return t(`${K}.Legacy.${effect.track}`);
    case "companionFate":
      return t(`${K}.CompanionFate`);
    case "progress":
      return t(`${K}.Progress`, { times: effect.times });
    case "recommit":
      return t(`${K}.Recommit.${effect.method}`);
    case "clearProgress":
      return t(`${K}.ClearProgress`);
    case "control":
      return t(`${K}.Control.${ruleset}${effect.inControl ? "On" : "Off"}`);
    case "nextMove":
    case "makeMove": {
      if (isAutomatic(effect)) return t(`${K}.Automatic`, { move: moveNameFromId(effect.move) });
      const amount = signed(effect.add ?? 0);
      if (effect.move) return t(`${K}.NextMoveFor`, { amount, move: moveNameFromId(effect.move) });
      return t(effect.notProgress === true ? `${K}.NextMoveNotProgress` : `${K}.NextMove`, { amount });
    }
    case "when": {
      const words = (list: readonly OutcomeEffect[]) => list.map((e) => effectLabel(t, e, ruleset)).filter(Boolean).join(", ");
      const first = words(effect.then);
      const second = words(effect.otherwise ?? []);
      return first && second ? t(`${K}.Either`, { first, second }) : first || second;
    }
    default:
      return "";
  }
}

/**
 * An option of a choice in words: its effects', or, for an option whose effects the card does not
 * word (one the table plays out, as End the Fight's "Your victory is short-lived"), its place among
 * the options as the move's text lists them ("Option 3").
 */
function optionLabel(t: T, effects: readonly OutcomeEffect[], index: number, ruleset: EffectRuleset): string {
  return effects.map((e) => effectLabel(t, e, ruleset)).filter(Boolean).join(", ") || optionAtTable(t, index);
}

/** An option the card does not word, by its place among the options ("Option 3"). */
function optionAtTable(t: T, index: number): string {
  return t(`${K}.OptionAtTable`, { number: index + 1 });
}

/** An automatic move's option of its own choice in words ("Resupply (automatic strong hit): +1 momentum"). */
function automaticOptionLabel(t: T, effect: OutcomeEffect, inner: number, ruleset: EffectRuleset): string {
  const option = innerChoice(effect)?.options[inner];
  const words = (option?.effects ?? []).map((e) => effectLabel(t, e, ruleset)).join(", ");
  return t(`${K}.AutomaticOption`, { move: effectLabel(t, effect, ruleset), option: words });
}

function writeLabel(t: T, path: string): string {
  if (path === "ticks") return t(`${K}.TrackTicks`);
  if (path === "rank") return t(`${K}.TrackRank`);
  const key = `VOWFORGE.Character.FIELDS.${path}.label`;
  const label = t(key);
  return label === key ? path : label;
}

/** A written value in words: a track's rank by its name, anything else as it is. */
function writeValue(t: T, path: string, value: EffectLogEntry["writes"][number]["before"]): string {
  return path === "rank" && typeof value === "string" ? t(`VOWFORGE.Rank.${value}`) : String(value);
}

/** A trace line of the card whose outcome offers `effects`. */
function traceText(t: T, entry: EffectLogEntry, effects: readonly OutcomeEffect[], ruleset: EffectRuleset): string {
  const effect = effects[entry.effect];
  const option = effect?.type === "choose" && entry.option !== null ? effect.options[entry.option] : undefined;
  const picked = option ? option.effects : effect ? [answeredOf(effect, entry, ruleset)] : [];
  const inner = entry.inner;
  const repair = entry.repair ? repairTrace(t, entry, effect) : null;
  const words = picked
    .map((e) => (inner !== undefined && innerChoice(e) ? automaticOptionLabel(t, e, inner, ruleset) : effectLabel(t, e, ruleset)))
    .filter(Boolean)
    .join(", ");
  const what = repair ? repair.what : words || (option && entry.option !== null ? optionAtTable(t, entry.option) : "");
  const changes = [
    ...(repair?.points ? [repair.points] : []),
    ...entry.writes.map((w) =>
      t(`${K}.Change`, w.doc === "companion" ? companionWriteWords(t, w) : { what: writeLabel(t, w.path), before: writeValue(t, w.path, w.before), after: writeValue(t, w.path, w.after) }),
    ),
    ...(entry.nextMove?.length ? [t(`${K}.NextMoveKept`)] : []),
  ];
  // Nothing written, kept or spent: why, where the effect tells it, else that there was nothing to change.
  // Something written: the part of a loss that did not fit after it, with what the rules ask for it.
  const names: UnchangedNames = { meter: (m) => meterName(t, m), condition: (key) => conditionName(t, key, ruleset) };
  const shown = changes.length > 0 ? [...changes, ...leftoverReasons(t, picked, entry, ruleset, names)] : unchangedReasons(t, picked, entry, ruleset, names);
  const user = entry.userName || t(`${K}.SomeUser`);
  const die = entry.recommitDie === undefined ? "" : ` ${t(`${K}.RecommitDie`, { value: entry.recommitDie })}`;
  const said = shown.length > 0 ? t(`${K}.Trace`, { user, effect: what, changes: shown.join("; ") }) : t(`${K}.TraceUnchanged`, { user, effect: what });
  const line = `${said}${die}`;
  if (!entry.roll) return line;
  return `${line} ${t(`${K}.SufferRoll`, { stat: statName(t, entry.roll.key), value: entry.roll.value })}`;
}

/**
 * The buttons of an option that is an automatic move with a choice of its own (Sojourn's Resupply):
 * one per option of that choice (data-inner-index), or null for any other option.
 */
function automaticButtons(t: T, effects: readonly OutcomeEffect[], ruleset: EffectRuleset, effectIndex: string, optionIndex: string): EffectButton[] | null {
  const automatic = effects.find((e) => innerChoice(e) !== null);
  if (effects.length !== 1 || automatic === undefined) return null;
  return (innerChoice(automatic)?.options ?? []).map((_, inner) => ({
    action: "applyEffect" as const,
    label: automaticOptionLabel(t, automatic, inner, ruleset),
    effectIndex,
    optionIndex,
    innerIndex: String(inner),
  }));
}

/** The card's character as effects read it, or none when the card's actor is not known or not one. */
function characterOf(env: CardEnv): EffectCharacter | undefined {
  try {
    return env.actor ? effectCharacterOf(env.actor, null) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The panel of `card`, for a viewer who may act (`env.canAct`) or only read. Null without effects.
 * `resolved`: the card already resolved for this draw (log-cards.ts resolveForViewer); without it
 * the card is resolved here, once for the whole panel.
 */
export function effectsPanel(card: EffectCard, env: CardEnv, ruleset: EffectRuleset | null, resolved?: ResolvedCard): EffectsPanel | null {
  if (!card.moveEffects || ruleset === null) return null;
  const once = resolved ?? resolveCard(card);
  const t = env.localize;
  const hasTrack = "trackUuid" in card && card.trackUuid !== null;
  const companions = companionsRolled(companionsOf(env.actor ?? null), rolledStatOf(card));
  const character = characterOf(env);
  const dice = fateDiceOf(card, once);
  const effects = outcomeEffectsOf(card, once);
  const open = (pick: EffectPick) =>
    env.canAct && pickOpen(card, pick, ruleset, hasTrack, companions, character, once);
  const rows: EffectRow[] = [];
  effects.forEach((effect, i) => {
    if (effect.type === "repairPoints") {
      if (env.canAct) rows.push(...repairRows(t, effect, i, card.effectLog ?? [], character ?? null, companions, vehiclesOf(env.actor ?? null)));
      return;
    }
    if (!applicable(effect, ruleset, hasTrack, companions.length)) return;
    const picker = pickerRow(t, effect, i, ruleset, (e) => effectLabel(t, e, ruleset), companions);
    if (picker) {
      if (open({ effect: i, option: null })) rows.push(picker);
      return;
    }
    if (effect.type === "choose") {
      const buttons = effect.options.flatMap((option, o) =>
        open({ effect: i, option: o })
          ? automaticButtons(t, option.effects, ruleset, String(i), String(o)) ??
            companionButtons(t, option.effects, { action: "applyEffect" as const, label: optionLabel(t, option.effects, o, ruleset), effectIndex: String(i), optionIndex: String(o) }, companions, dice)
          : [],
      );
      const count = effect.min === effect.max ? String(effect.max) : `${effect.min}–${effect.max}`;
      if (buttons.length > 0) rows.push({ heading: t(`${K}.Choose`, { count }), buttons });
    } else if (open({ effect: i, option: null })) {
      const label = effectLabel(t, effect, ruleset);
      const buttons = companionButtons(t, [effect], { action: "applyEffect", label, effectIndex: String(i), optionIndex: null }, companions, dice);
      rows.push({ heading: buttons.some((b) => b.companion) ? label : null, buttons });
    }
  });
  const log = card.effectLog ?? [];
  const trace = log.map((entry) => {
    const line = traceText(t, entry, effects, ruleset);
    return { text: entry.undone ? t(`${K}.Undone`, { line }) : line, undone: entry.undone };
  });
  const last = log.some((e) => !e.undone);
  if (rows.length === 0 && trace.length === 0) return null;
  return {
    heading: t(`${K}.Heading`),
    rows,
    trace,
    rolls: sufferRollButtons(t, log, env, ruleset),
    undo: env.canAct && last ? { action: "undoEffect", label: t(`${K}.Undo`), effectIndex: null, optionIndex: null } : null,
  };
}

/** The ruleset whose effects a card's character reads (Ironsworn and Starforged cards), or null. */
export function effectRulesetOf(card: EffectCard): EffectRuleset | null {
  return card.ruleset === "ironsworn" || card.ruleset === "starforged" ? card.ruleset : null;
}

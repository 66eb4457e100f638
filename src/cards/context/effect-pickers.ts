/**
 * The parts of the outcome-effects panel that ask the player something or roll on: an "up to N"
 * effect as a row of amounts (1..N) to take, an "any suffer move" effect as a row of the ruleset's
 * suffer moves, and, once a suffer move's cost is applied, the button that rolls that suffer move for
 * the card's character (its own card then offers its own outcome's effects). Plain data out.
 */
import type { EffectRuleset } from "../../rules/effects";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectButton, EffectRow } from "../../kinds/effects-panel-types";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import { answeredEffect, sufferChoices, upToAmounts } from "../actions/effect-picks";
import { cardWrites, writerFor } from "../actions/outcome-effects";
import type { CompanionRef } from "../../operations/companion";
import { signed, type CardEnv } from "../../kinds/view";

const K = "VOWFORGE.CardEffect";

type T = CardEnv["localize"];

/** Words for an effect (effects-panel.ts's effectLabel, passed in). */
export type EffectWords = (effect: OutcomeEffect) => string;

/**
 * The row of an effect that asks for an answer, or null for one that does not. `index` is the
 * effect's place in the outcome.
 */
export function pickerRow(
  t: T,
  effect: OutcomeEffect,
  index: number,
  ruleset: EffectRuleset,
  words: EffectWords,
  companions: readonly CompanionRef[] = [],
): EffectRow | null {
  const amounts = upToAmounts(effect);
  if (amounts.length > 0) {
    return {
      heading: words(effect),
      buttons: amounts.map((amount) => {
        const taken = answeredEffect(effect, { amount }, ruleset, cardWrites);
        return {
          action: "applyEffect",
          label: effect.type === "meter" ? signed(Math.sign(effect.amount) * amount) : String(amount),
          ariaLabel: takenWords(t, taken, words),
          effectIndex: String(index),
          optionIndex: null,
          amount: String(amount),
        };
      }),
    };
  }
  if (effect.type === "suffer" && effect.move === "any") {
    return {
      heading: t(`${K}.SufferAny`, { amount: signed(-effect.amount) }),
      // The companion's suffer move, where the character has several companions, once for each (named).
      buttons: sufferChoices(ruleset, writerFor(companions.length > 0)).flatMap((kind) => {
        const button = {
          action: "applyEffect" as const,
          label: words({ ...effect, move: kind }),
          effectIndex: String(index),
          optionIndex: null,
          sufferMove: kind,
        };
        if (kind !== "companionHarm" || companions.length < 2) return [button];
        return companions.map((c) => ({ ...button, label: t(`${K}.ForCompanion`, { effect: button.label, name: c.name }), companion: c.id }));
      }),
    };
  }
  return null;
}

/** An amount taken with its "for each" cost in words: "+2 supply, −2 momentum". */
function takenWords(t: T, effect: OutcomeEffect, words: EffectWords): string {
  if (effect.type !== "meter" || effect.forEach === undefined) return words(effect);
  const main = words({ type: "meter", meter: effect.meter, amount: effect.amount });
  const cost = words({ type: "meter", meter: effect.forEach.meter, amount: effect.forEach.amount * Math.abs(effect.amount) });
  return t(`${K}.AndCost`, { effect: main, cost });
}

/** The effect a trace line applied, as the player answered it. */
export function answeredOf(effect: OutcomeEffect, entry: EffectLogEntry, ruleset: EffectRuleset): OutcomeEffect {
  if (entry.amount === undefined && entry.suffer === undefined) return effect;
  try {
    return answeredEffect(
      effect,
      { ...(entry.amount !== undefined ? { amount: entry.amount } : {}), ...(entry.suffer !== undefined ? { suffer: entry.suffer } : {}) },
      ruleset,
      writerFor(true),
    );
  } catch {
    return effect;
  }
}

/** The suffer moves' names of a ruleset where they differ from the shared ones (SufferMove.*). */
const OWN_NAMES: Readonly<Partial<Record<EffectRuleset, readonly string[]>>> = { starforged: ["companionHarm"] };

/** A suffer move's name in the card's ruleset. */
export function sufferMoveName(t: T, move: string, ruleset: EffectRuleset): string {
  const own = OWN_NAMES[ruleset]?.includes(move) === true;
  return t(own ? `${K}.SufferMoveOf.${ruleset}.${move}` : `${K}.SufferMove.${move}`);
}

/**
 * The suffer moves the card offers to roll: one for each applied (not undone) suffer move that rolls,
 * while the viewer may act and the character has not rolled again since the card (the roll follows
 * the cost at once; a later roll closes it, as it closes a burn).
 */
export function sufferRollButtons(t: T, log: readonly EffectLogEntry[], env: CardEnv, ruleset: EffectRuleset): EffectButton[] {
  if (!env.canAct || env.newerRoll === true) return [];
  return log.flatMap((entry) => {
    const roll = entry.roll;
    if (entry.undone || !roll?.moveId || !roll.move) return [];
    const move = sufferMoveName(t, roll.move, ruleset);
    const stat = statName(t, roll.key);
    return [
      {
        action: "rollSufferMove" as const,
        label: t(roll.required === false ? `${K}.ResistRoll` : `${K}.RollSuffer`, { move, stat, value: String(roll.value) }),
        effectIndex: String(entry.effect),
        optionIndex: null,
        moveId: roll.moveId,
        // The companion the suffer move harmed: its roll opens on that companion's health (chat/suffer-roll.ts).
        companion: roll.move === "companionHarm" ? (entry.companion ?? null) : null,
      },
    ];
  });
}

/** A stat's or meter's name ("Iron", "Health", "Companion health"). */
export function statName(t: T, key: string): string {
  if (key === "companionHealth") return t(`${K}.CompanionHealth`);
  const stat = t(`VOWFORGE.Stat.${key}`);
  if (!stat.startsWith("VOWFORGE.")) return stat;
  return key === "momentum" ? t("VOWFORGE.Character.FIELDS.momentum.label") : t(`VOWFORGE.Meter.${key}`);
}

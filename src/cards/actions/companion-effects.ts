/**
 * Outcome effects on a companion from the card: which effects reach the character's companion (its
 * health, its suffer move, its fate), the companions an effect may reach now (the companion's fate
 * only befalls one at 0 health that it would change), the character with that companion's health
 * as `companionHealth`, and the writes and operations that change the companion's item
 * (operations/companion.ts) and take the change back on undo. Pure.
 */
import { companionFate, type EffectCharacter, type FateDice } from "../../rules/effects";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import {
  COMPANION_FLAG_PATH,
  COMPANION_HEALTH_PATH,
  type CompanionRef,
  type CompanionWrite,
} from "../../operations/companion";
import type { EffectWrite } from "../../kinds/effect-fields";
import type { CardOperation } from "../../kinds/contract";
import type { EffectCard } from "../../kinds/effect-cards";
import { companionGuardsHold } from "./when-effects";
import { assetOfMeterId } from "../../config";

/** Whether the effect (or one nested in it) reaches the companion. */
export function reachesCompanion(effect: OutcomeEffect): boolean {
  switch (effect.type) {
    case "meter":
      return effect.meter === "companionHealth" || effect.forEach?.meter === "companionHealth";
    case "suffer":
      return effect.move === "companionHarm";
    case "companionFate":
      return true;
    case "choose":
      return effect.options.some((o) => o.effects.some(reachesCompanion));
    case "when":
      return [...effect.then, ...(effect.otherwise ?? [])].some(reachesCompanion);
    default:
      return false;
  }
}

/**
 * The companions `effects` may reach now: none when they reach no companion; for a companion's fate,
 * only those it would mark (at 0 health, not already marked so); for a `when` on the companion's
 * health, only those it gives something (when-effects.ts); else every one but a dead one (a dead
 * companion stays dead: docs/rulings.md, companions).
 */
export function companionsFor(
  effects: readonly OutcomeEffect[],
  companions: readonly CompanionRef[],
  dice: FateDice,
): CompanionRef[] {
  if (!effects.some(reachesCompanion)) return [];
  return companions.filter((c) =>
    c.state !== "dead" &&
    companionGuardsHold(effects, c.health) &&
    effects.every((e) => {
      if (e.type !== "companionFate") return true;
      const fate = companionFate(c.health, e.deadOn, dice);
      return fate !== null && fate !== c.state;
    }),
  );
}

/**
 * The companions a card's effects may reach: the one its roll was made with when it rolled a
 * companion's health (Companion Takes a Hit, Companion Endure Harm: the move is that companion's; the
 * roll dialog names each companion's health companionHealth, companionHealth.<itemId>, as
 * config.ts assetMeterId does), else every one.
 */
export function companionsRolled(companions: readonly CompanionRef[], rolledStat: string | null): CompanionRef[] {
  if (rolledStat === null) return [...companions];
  const id = assetOfMeterId(rolledStat, "companionHealth", companions.map((c) => c.id));
  return id === null ? [...companions] : companions.filter((c) => c.id === id);
}

/** The stat or meter the card's roll was made with (an action roll's), or null. */
export function rolledStatOf(card: EffectCard): string | null {
  return "stat" in card ? card.stat.id : null;
}

/** The character with `companion`: its health as companionHealth (within its own maximum), its mark and marked abilities. */
export function withCompanion(character: EffectCharacter, companion: CompanionRef): EffectCharacter {
  const max = Math.max(companion.max, companion.health);
  return {
    ...character,
    meters: { ...character.meters, companionHealth: companion.health },
    meterMax: { ...character.meterMax, companionHealth: max },
    stats: { ...character.stats, companionHealth: companion.health },
    companion: { state: companion.state, markedAbilities: companion.markedAbilities },
  };
}

/** The writes on the companion's item that turn `before` into `after`. */
export function companionWrites(before: EffectCharacter, after: EffectCharacter, companion: CompanionRef): EffectWrite[] {
  const writes: EffectWrite[] = [];
  const put = (path: string, a: number | string, b: number | string) => {
    if (a !== b) writes.push({ doc: "companion", item: companion.id, itemName: companion.name, path, before: a, after: b });
  };
  put(COMPANION_HEALTH_PATH, before.meters.companionHealth ?? 0, after.meters.companionHealth ?? 0);
  put(COMPANION_FLAG_PATH, before.companion?.state ?? "", after.companion?.state ?? "");
  return writes;
}

/** The operations that make the companion writes among `writes` (`undo`: that take them back). */
export function companionOperations(writes: readonly EffectWrite[], undo = false): CardOperation[] {
  const byItem = new Map<string, CompanionWrite[]>();
  for (const w of writes) {
    if (w.doc !== "companion" || w.item === undefined || typeof w.before === "boolean" || typeof w.after === "boolean") continue;
    const list = byItem.get(w.item) ?? [];
    list.push(undo ? { path: w.path, before: w.after, after: w.before } : { path: w.path, before: w.before, after: w.after });
    byItem.set(w.item, list);
  }
  return [...byItem].map(([itemId, list]) => ({ op: "writeCompanion", itemId, writes: list }));
}

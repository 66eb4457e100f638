/**
 * Suffer moves: the cost applied (-N on the meter), what is left once the meter is at 0 turned into
 * -momentum, and the roll the move then makes (its stat, the higher of two where the move says so).
 * The outcomes of the roll are the move's own effects (moves/*.ts), its miss consequences included.
 *
 * Sources, by ruleset document:
 * - Ironsworn (ironsworn-moves.org, "Suffer"): Endure Harm, Endure Stress and Companion Endure Harm
 *   take the -N, turn what is left at 0 into -momentum, and always roll (+health or +iron, +spirit or
 *   +heart, +heart or the companion's health, the higher). Supply and momentum losses are plain
 *   losses; Out of Supply and Face a Setback catch what passes 0 and -6 (apply.ts).
 * - Starforged (starforged-moves-101120.md, "Suffer Moves"): the same three plus Withstand Damage
 *   (+integrity) take the -N and send what is left to Lose Momentum; the roll is made when the meter is
 *   0 or the player chooses to resist. Lose Momentum and Sacrifice Resources roll nothing.
 * - Companion Takes a Hit rolls the higher of heart and the companion's health (docs/rulings.md,
 *   SF-04), as the reference says, though the published text names only the companion's health.
 */
import { RulesError } from "../errors";
import { assertInt, assertOneOf } from "../validate";
import { applyEffects, type EffectResult } from "./apply";
import { type EffectCharacter, type EffectRuleset } from "./character";
import { SUFFER_KINDS, type EffectMeter, type SufferKind } from "./vocabulary";

/** How one ruleset's suffer move of a kind works. */
export interface SufferMoveRule {
  /** The Datasworn id of the move, or "" where the ruleset has no move of its own (a plain loss). */
  readonly moveId: string;
  /** The meter the cost comes off. */
  readonly meter: EffectMeter;
  /** What is left once the meter is at 0 becomes -momentum. */
  readonly overflow: boolean;
  /** The roll after the cost: the stats or meters it may use (the higher is rolled), and when it is made. */
  readonly roll: { readonly options: readonly string[]; readonly when: "always" | "atZeroOrResist" } | null;
  /** The section of the rules document. */
  readonly source: string;
}

type Kind = Exclude<SufferKind, "any">;

const IS = "ironsworn-moves.org, Suffer";
const SF = "starforged-moves-101120.md, Suffer Moves";

/** Each ruleset's suffer moves. */
export const SUFFER_MOVES: Readonly<Record<EffectRuleset, Readonly<Partial<Record<Kind, SufferMoveRule>>>>> =
  {
    ironsworn: {
      harm: {
        moveId: "move:classic/suffer/endure_harm",
        meter: "health",
        overflow: true,
        roll: { options: ["health", "iron"], when: "always" },
        source: `${IS}, Endure Harm`,
      },
      stress: {
        moveId: "move:classic/suffer/endure_stress",
        meter: "spirit",
        overflow: true,
        roll: { options: ["spirit", "heart"], when: "always" },
        source: `${IS}, Endure Stress`,
      },
      companionHarm: {
        moveId: "move:classic/suffer/companion_endure_harm",
        meter: "companionHealth",
        overflow: true,
        roll: { options: ["heart", "companionHealth"], when: "always" },
        source: `${IS}, Companion Endure Harm`,
      },
      resources: { moveId: "", meter: "supply", overflow: false, roll: null, source: `${IS}, Out Of Supply` },
      momentum: {
        moveId: "",
        meter: "momentum",
        overflow: false,
        roll: null,
        source: `${IS}, Face A Setback`,
      },
    },
    starforged: {
      harm: {
        moveId: "move:starforged/suffer/endure_harm",
        meter: "health",
        overflow: true,
        roll: { options: ["health", "iron"], when: "atZeroOrResist" },
        source: `${SF}, Endure Harm`,
      },
      stress: {
        moveId: "move:starforged/suffer/endure_stress",
        meter: "spirit",
        overflow: true,
        roll: { options: ["spirit", "heart"], when: "atZeroOrResist" },
        source: `${SF}, Endure Stress`,
      },
      companionHarm: {
        moveId: "move:starforged/suffer/companion_takes_a_hit",
        meter: "companionHealth",
        overflow: true,
        roll: { options: ["heart", "companionHealth"], when: "atZeroOrResist" },
        source: `${SF}, Companion Takes a Hit`,
      },
      damage: {
        moveId: "move:starforged/suffer/withstand_damage",
        meter: "integrity",
        overflow: true,
        roll: { options: ["integrity"], when: "atZeroOrResist" },
        source: `${SF}, Withstand Damage`,
      },
      resources: {
        moveId: "move:starforged/suffer/sacrifice_resources",
        meter: "supply",
        overflow: false,
        roll: null,
        source: `${SF}, Sacrifice Resources`,
      },
      momentum: {
        moveId: "move:starforged/suffer/lose_momentum",
        meter: "momentum",
        overflow: false,
        roll: null,
        source: `${SF}, Lose Momentum`,
      },
    },
  };

/** The suffer moves a ruleset offers where the outcome says "make a suffer move" (any kind). */
export function sufferKindsOf(ruleset: EffectRuleset): Kind[] {
  return SUFFER_KINDS.filter((k): k is Kind => k !== "any" && SUFFER_MOVES[ruleset][k as Kind] !== undefined);
}

/** The roll a suffer move makes after its cost. */
export interface SufferRoll {
  /** Each option's value after the cost. */
  readonly options: readonly { readonly key: string; readonly value: number }[];
  /** The option rolled: the higher (the first of equals). */
  readonly best: { readonly key: string; readonly value: number };
  /** True when the move must roll; false when the player may choose to resist (Starforged, meter above 0). */
  readonly required: boolean;
}

/** What a suffer move did, and the roll it now makes (null for a move that rolls nothing). */
export interface SufferResult extends EffectResult {
  readonly rule: SufferMoveRule;
  /** Cost that found the meter at 0 and went to momentum. */
  readonly overflow: number;
  readonly roll: SufferRoll | null;
}

function valueOf(character: EffectCharacter, key: string): number {
  const value = (character.meters as Record<string, number | undefined>)[key] ?? character.stats[key];
  if (value === undefined)
    throw new RulesError("NoSuchStat", `this character has no ${key} to roll`, { key });
  return value;
}

/** Makes the suffer move of `kind` with cost `amount` (0..10). */
export function sufferMove(
  character: EffectCharacter,
  kind: SufferKind,
  amount: number,
  moveId = "",
): SufferResult {
  assertOneOf(kind, SUFFER_KINDS, "suffer move");
  assertInt(amount, 0, 10, "suffer amount");
  if (kind === "any") throw new RulesError("SufferKindNeeded", "pick which suffer move to make", {});
  const rule = SUFFER_MOVES[character.ruleset][kind];
  if (rule === undefined) {
    throw new RulesError("NoSuchSufferMove", `${character.ruleset} has no suffer move for ${kind}`, { kind });
  }
  const ctx = { moveId: rule.moveId || moveId };
  const cost = applyEffects(
    amount === 0 ? [] : [{ type: "meter", meter: rule.meter, amount: -amount }],
    character,
    ctx,
  );
  const shortfall = cost.followUps.find((f) => f.kind === "meterShortfall");
  const overflow = rule.overflow && shortfall !== undefined ? shortfall.amount : 0;
  const rest = cost.followUps.filter((f) => !(rule.overflow && f.kind === "meterShortfall"));
  const spill =
    overflow > 0
      ? applyEffects([{ type: "meter", meter: "momentum", amount: -overflow }], cost.character, ctx)
      : null;
  const after = spill?.character ?? cost.character;
  let roll: SufferRoll | null = null;
  if (rule.roll !== null) {
    const options = rule.roll.options.map((key) => ({ key, value: valueOf(after, key) }));
    const best = options.reduce((a, b) => (b.value > a.value ? b : a));
    roll = { options, best, required: rule.roll.when === "always" || after.meters[rule.meter] === 0 };
  }
  return {
    rule,
    overflow,
    roll,
    character: after,
    changes: [...cost.changes, ...(spill?.changes ?? [])],
    followUps: [...rest, ...(spill?.followUps ?? [])],
  };
}

/**
 * Context of the Strike! character sheet: skills (skilled or not, each a roll button), wealth with its
 * Short and Broke marks and the tier the character buys at, minor and major conditions, action
 * points, relationships, traits and strikes. Also the reading of the purchase prompt's fields.
 */
import { STRIKE_ABILITIES, STRIKE_MAJOR_CONDITIONS } from "../../../rules/strike-character";
import { MAX_WEALTH_TIER, SHORTS_PER_BROKE, effectiveTier } from "../../../rules/wealth";
import { listOf, rulesetBase, type RulesetActor, type RulesetBase } from "./forged-ties-context";
import { intOf, recordOf, textOf, type Localize, type SheetEnv } from "./types";

export interface StrikeSheetContext extends RulesetBase {
  skills: { id: string; name: string; skilled: boolean; status: string; ability: string; rollLabel: string }[];
  wealth: {
    tier: number;
    short: number;
    broke: number;
    effectiveTier: number;
    shortMarks: { marked: boolean; cssClass: string }[];
    summary: string;
    canRecoverShort: boolean;
    canRecoverBroke: boolean;
  };
  tiers: { value: number; label: string }[];
  minor: {
    angry: boolean;
    winded: number;
    exhausted: boolean;
    lostConfidence: string;
    hasLostConfidence: boolean;
    abilities: { value: string; label: string }[];
  };
  major: { id: string; label: string; count: number; addLabel: string; removeLabel: string }[];
  majorTotal: number;
  penaltyText: string;
  actionPoints: number;
  relationships: { id: string; name: string }[];
  traits: { id: string; name: string; lost: boolean }[];
  strikes: number;
}

const abilityLabel = (t: Localize, id: string) => t(`VOWFORGE.Rulesets.Strike.Ability.${id}`);

/** The Strike! sheet's context. */
export function buildStrikeContext(actor: RulesetActor, env: SheetEnv, richEditor = false): StrikeSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const w = recordOf(s.wealth);
  const wealth = { tier: intOf(w.tier, 0), short: intOf(w.short, 0), broke: intOf(w.broke, 0) };
  let buysAt: number;
  try {
    buysAt = effectiveTier(wealth);
  } catch {
    buysAt = wealth.tier;
  }
  const minor = recordOf(s.minor);
  const major = recordOf(s.major);
  const lost = textOf(minor.lostConfidence);
  const majorTotal = STRIKE_MAJOR_CONDITIONS.reduce((sum, id) => sum + intOf(major[id], 0), 0);
  return {
    ...rulesetBase(actor, env, richEditor),
    skills: listOf(s.skills).map((skill) => {
      const name = textOf(skill.name);
      const skilled = skill.skilled === true;
      const ability = textOf(skill.ability);
      return {
        id: textOf(skill.id),
        name,
        skilled,
        status: t(skilled ? "VOWFORGE.Rulesets.Strike.Skilled" : "VOWFORGE.Rulesets.Strike.Unskilled"),
        ability: ability ? abilityLabel(t, ability) : "",
        rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name }),
      };
    }),
    wealth: {
      ...wealth,
      effectiveTier: buysAt,
      shortMarks: Array.from({ length: SHORTS_PER_BROKE - 1 }, (_, i) => ({
        marked: i < wealth.short,
        cssClass: i < wealth.short ? "vf-mark vf-mark--on" : "vf-mark",
      })),
      summary: t("VOWFORGE.Rulesets.Strike.BuysAt", { tier: buysAt }),
      canRecoverShort: wealth.short > 0,
      canRecoverBroke: wealth.broke > 0,
    },
    tiers: Array.from({ length: MAX_WEALTH_TIER + 1 }, (_, value) => ({ value, label: t("VOWFORGE.Rulesets.Strike.Tier", { tier: value }) })),
    minor: {
      angry: minor.angry === true,
      winded: intOf(minor.winded, 0),
      exhausted: minor.exhausted === true,
      lostConfidence: lost ? abilityLabel(t, lost) : "",
      hasLostConfidence: lost !== "",
      abilities: STRIKE_ABILITIES.map((id) => ({ value: id, label: abilityLabel(t, id) })),
    },
    major: STRIKE_MAJOR_CONDITIONS.map((id) => {
      const label = t(`VOWFORGE.Strike.FIELDS.major.${id}.label`);
      return {
        id,
        label,
        count: intOf(major[id], 0),
        addLabel: t("VOWFORGE.Rulesets.Strike.AddCondition", { name: label }),
        removeLabel: t("VOWFORGE.Rulesets.Strike.RemoveCondition", { name: label }),
      };
    }),
    majorTotal,
    penaltyText: t("VOWFORGE.Rulesets.Strike.Penalty", { penalty: majorTotal }),
    actionPoints: intOf(s.actionPoints, 0),
    relationships: listOf(s.relationships).map((r) => ({ id: textOf(r.id), name: textOf(r.name) })),
    traits: listOf(s.traits).map((r) => ({ id: textOf(r.id), name: textOf(r.name), lost: r.lost === true })),
    strikes: intOf(s.strikes, 0),
  };
}

/** An item to buy, read from the purchase prompt's fields; null when the name is blank or the tier bad. */
export function readPurchase(name: unknown, tier: unknown): { name: string; tier: number } | null {
  const text = typeof name === "string" ? name.trim() : "";
  const value = Number(tier);
  if (text === "" || !Number.isInteger(value) || value < 0 || value > MAX_WEALTH_TIER) return null;
  return { name: text, tier: value };
}

/**
 * Context of the Augur character sheet: approaches (each a roll button), expertise, abilities (with
 * the bonus-die flag), bonds, harm (one threat die each) and momentum 0..6 with its burn and reset.
 */
import { AUGUR_APPROACHES } from "../../../rules/augur-character";
import { AUGUR_BURN_MIN, AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_RESET } from "../../../rules/augur-momentum";
import { bondViews, listOf, markTrackView, rulesetBase, type ForgedTiesSheetContext, type MarkTrackView, type RulesetActor, type RulesetBase } from "./forged-ties-context";
import { intOf, recordOf, textOf, type SheetEnv } from "./types";

export interface AugurSheetContext extends RulesetBase {
  approaches: { id: string; label: string; value: number; rollLabel: string }[];
  expertise: { id: string; name: string }[];
  abilities: { id: string; name: string; html: string; bonusDie: boolean }[];
  bonds: ForgedTiesSheetContext["bonds"];
  harm: MarkTrackView & { threatDice: number; threatText: string };
  momentum: {
    value: number;
    boxes: { value: number; current: boolean; cssClass: string }[];
    canGain: boolean;
    canLose: boolean;
    canBurn: boolean;
    burnText: string;
    resetText: string;
  };
}

/** The Augur sheet's context; `names` gives bonded characters' names by UUID. */
export function buildAugurContext(
  actor: RulesetActor,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
): AugurSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const values = recordOf(s.approaches);
  const harmMax = Math.max(1, intOf(s.harmMax, 1));
  const harm = markTrackView({ marked: intOf(s.harm, 0), length: harmMax }, t);
  const momentum = Math.min(AUGUR_MOMENTUM_MAX, Math.max(AUGUR_MOMENTUM_MIN, intOf(s.momentum, AUGUR_MOMENTUM_RESET)));
  const canBurn = momentum >= AUGUR_BURN_MIN;
  return {
    ...rulesetBase(actor, env, richEditor),
    approaches: AUGUR_APPROACHES.map((id) => {
      const label = t(`VOWFORGE.Augur.FIELDS.approaches.${id}.label`);
      return { id, label, value: intOf(values[id], 0), rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name: label }) };
    }),
    expertise: listOf(s.expertise).map((e) => ({ id: textOf(e.id), name: textOf(e.name) })),
    abilities: listOf(s.abilities).map((a) => ({
      id: textOf(a.id),
      name: textOf(a.name),
      html: env.html(textOf(a.text)),
      bonusDie: a.bonusDie === true,
    })),
    bonds: bondViews(s.bonds, names, t),
    harm: { ...harm, threatDice: harm.marked, threatText: t("VOWFORGE.Rulesets.Augur.ThreatDice", { count: harm.marked }) },
    momentum: {
      value: momentum,
      boxes: Array.from({ length: AUGUR_MOMENTUM_MAX - AUGUR_MOMENTUM_MIN + 1 }, (_, i) => {
        const value = AUGUR_MOMENTUM_MIN + i;
        return { value, current: value === momentum, cssClass: value === momentum ? "vf-momentum-box vf-momentum-box--current" : "vf-momentum-box" };
      }),
      canGain: momentum < AUGUR_MOMENTUM_MAX,
      canLose: true,
      canBurn,
      burnText: canBurn
        ? t("VOWFORGE.Rulesets.Augur.BurnReady", { value: momentum, reset: AUGUR_MOMENTUM_RESET })
        : t("VOWFORGE.Rulesets.Augur.BurnNotReady", { min: AUGUR_BURN_MIN }),
      resetText: t("VOWFORGE.Rulesets.Augur.Reset", { reset: AUGUR_MOMENTUM_RESET }),
    },
  };
}

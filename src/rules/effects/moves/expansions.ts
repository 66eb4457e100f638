/**
 * Outcome effects of the expansions' rolled moves: Delve (Datasworn `delve`, on Ironsworn) and
 * Sundered Isles (Datasworn `sundered_isles`, on Starforged, whose moves of the same names read as
 * Starforged's). Read against the outcome texts by tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects } from "../vocabulary";
import {
  CLEAR_PROGRESS,
  PAY,
  TABLE,
  choose,
  makeMove,
  may,
  momentum,
  progress,
  recommit,
  repairPoints,
  reroll,
  suffer,
  supply,
  xp,
} from "./build";
import {
  REPAIR_SPENDING,
  enterTheFray,
  resupply,
  setACourse,
  undertakeAnExpedition,
  withstandDamage,
} from "./starforged";

const D = "move:delve/";
const REVEAL = makeMove({ move: `${D}delve/reveal_a_danger` });

/** Delve. */
export const DELVE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${D}delve/delve_the_depths`]: {
    strongHit: [progress(), makeMove({ move: `${D}delve/find_an_opportunity` })],
    weakHit: [TABLE],
    miss: [REVEAL],
  },
  [`${D}delve/check_your_gear`]: {
    strongHit: [momentum(1)],
    weakHit: [momentum(1), supply(-1)],
    miss: [PAY],
  },
  [`${D}delve/locate_your_objective`]: {
    strongHit: [choose(1, { makeAMove: [makeMove({ add: 1, notProgress: true })], momentum: [momentum(1)] })],
    weakHit: [],
    miss: [may("continueExploring", [recommit("keepOneBox")])],
  },
  [`${D}delve/escape_the_depths`]: {
    strongHit: [momentum(1)],
    weakHit: [
      choose(1, {
        wearyOrWounded: [suffer("harm", 0)],
        shaken: [suffer("stress", 0)],
        delayed: [],
        leaveSomethingBehind: [],
        newComplication: [],
        revenge: [],
      }),
    ],
    miss: [REVEAL],
  },
  [`${D}failure/learn_from_your_failures`]: {
    strongHit: [
      xp(3),
      CLEAR_PROGRESS,
      choose(1, {
        adjustYourApproach: [xp(2, { perMarkedAbility: true })],
        makeAnOath: [makeMove({ move: "move:classic/quest/swear_an_iron_vow" }), reroll("any")],
        readyYourNextSteps: [momentum(3)],
      }),
    ],
    weakHit: [xp(2), CLEAR_PROGRESS],
    miss: [xp(1), CLEAR_PROGRESS],
    minProgress: 6,
  },
};

const SI = "move:sundered_isles/";

/** Sundered Isles. */
export const SUNDERED_ISLES_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${SI}exploration/undertake_an_expedition`]: undertakeAnExpedition,
  [`${SI}exploration/set_a_course`]: setACourse,
  [`${SI}combat/enter_the_fray`]: enterTheFray,
  [`${SI}suffer/withstand_damage`]: withstandDamage,
  [`${SI}recover/resupply`]: resupply,
  [`${SI}recover/repair`]: {
    strongHit: [repairPoints({ facility: 7, anchor: 4, underway: 3, underFire: 2 })],
    weakHit: [repairPoints({ facility: 5, anchor: 2, underway: 1, underFire: 0 })],
    miss: [PAY],
    notEffects: REPAIR_SPENDING,
  },
};

/**
 * Outcome effects of Starforged's rolled moves (Datasworn `starforged`, the published text), keyed by
 * move id. Where the published text differs from the 2020 reference, docs/rulings.md says which we
 * follow (SF-04, SF-05, SF-14 to SF-17). Read against the outcome texts by
 * tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects, type OutcomeEffect } from "../vocabulary";
import {
  LEGACY_REWARD,
  PAY,
  TABLE,
  choose,
  clear,
  companionFate,
  clock,
  control,
  health,
  legacy,
  makeMove,
  mark,
  may,
  meter,
  momentum,
  nextMove,
  progress,
  recommit,
  repairPoints,
  spirit,
  suffer,
  supply,
  threshold,
  when,
  xp,
} from "./build";

const M = "move:starforged/";
const SWEAR = `${M}quest/swear_an_iron_vow`;
const FORSAKE = `${M}quest/forsake_your_vow`;
const DEVELOP = `${M}connection/develop_your_relationship`;
const LATER = "a bonus of a later move the connection aids, not this outcome's (SF-10)";
const REPAIRED = "bought with repair points at the table";

/** Repair's spending list names +1 integrity and +1 health: bought with points, not outcomes of their own. */
export const REPAIR_SPENDING: MoveEffects["notEffects"] = [
  { outcome: "strongHit", token: "integrity+1", why: REPAIRED },
  { outcome: "strongHit", token: "health+1", why: REPAIRED },
  { outcome: "weakHit", token: "integrity+1", why: REPAIRED },
  { outcome: "weakHit", token: "health+1", why: REPAIRED },
];

const NEXT = nextMove(1, { notProgress: true });
const secureAnAdvantage = {
  strongHit: [momentum(2), NEXT],
  weakHit: [choose(1, { momentum: [momentum(2)], add: [NEXT] })],
};

/** "Suffer costs en route: make a suffer move (-2), or two suffer moves (-1)", or the other option. */
const costsEnRoute = (other: string): OutcomeEffect =>
  choose(1, {
    costsEnRoute: [choose(1, { one: [suffer("any", 2)], two: [suffer("any", 1), suffer("any", 1)] })],
    [other]: [],
  });

/**
 * A miss's "suffer an additional -1 health" (spirit, integrity, the companion's health): harm of the
 * same move, so at 0 it becomes Lose Momentum (-1) as the move's own rule sends what is left there
 * (docs/rulings.md, SF-28).
 */
const additional = (m: "health" | "spirit" | "integrity" | "companionHealth"): OutcomeEffect =>
  when({ aboveZero: m }, [meter(m, -1)], [suffer("momentum", 1)]);
/** The text names Lose Momentum (-2) on a miss; its -1 is the additional harm's at 0 (SF-28). */
const ADDITIONAL_AT_ZERO: MoveEffects["notEffects"] = [
  { outcome: "miss", token: "suffer-1", why: "the additional -1 at 0 goes to Lose Momentum by the move's own rule (SF-28)" },
];

const endure = (m: "health" | "spirit", impacts: [string, string]): MoveEffects => ({
  strongHit: [
    choose(1, { shakeItOff: [when({ notMarked: impacts[0] }, [meter(m, 1)])], embrace: [momentum(1)] }),
  ],
  weakHit: [when({ notMarked: impacts[0] }, [may("loseMomentum", [suffer("momentum", 1), meter(m, 1)])])],
  miss: [
    choose(1, { meter: [additional(m)], loseMomentum: [suffer("momentum", 2)] }),
    when({ atZero: m }, [
      choose(1, { [impacts[0]]: [mark(impacts[0])], [impacts[1]]: [mark(impacts[1])], table: [TABLE] }),
    ]),
  ],
  notEffects: ADDITIONAL_AT_ZERO,
});

/** Shared by Sundered Isles, whose moves of these names read the same. */
export const withstandDamage: MoveEffects = {
  strongHit: [
    choose(1, {
      bypass: [when({ notMarked: "battered" }, [meter("integrity", 1)])],
      rideItOut: [momentum(1)],
    }),
  ],
  weakHit: [
    when({ notMarked: "battered" }, [may("loseMomentum", [suffer("momentum", 1), meter("integrity", 1)])]),
  ],
  miss: [
    choose(1, { integrity: [additional("integrity")], loseMomentum: [suffer("momentum", 2)] }),
    when({ atZero: "integrity" }, [
      choose(1, { battered: [mark("battered")], cursed: [mark("cursed")], table: [TABLE] }),
    ]),
  ],
  notEffects: ADDITIONAL_AT_ZERO,
};

const resupplyOptions = choose(1, {
  supply: [when({ marked: "unprepared" }, [clear("unprepared"), supply(1)], [supply(2)])],
  item: [momentum(1)],
});
export const resupply: MoveEffects = {
  strongHit: [resupplyOptions],
  weakHit: [resupplyOptions],
  miss: [PAY],
};
export const undertakeAnExpedition: MoveEffects = {
  strongHit: [progress()],
  weakHit: [progress(), costsEnRoute("facePeril")],
  miss: [PAY],
};
export const setACourse: MoveEffects = {
  strongHit: [momentum(1)],
  weakHit: [costsEnRoute("faceComplication")],
  miss: [PAY],
};
export const enterTheFray: MoveEffects = {
  strongHit: [momentum(2), control(true)],
  weakHit: [choose(1, { momentum: [momentum(2)], inControl: [control(true)] })],
  miss: [control(false)],
};

const healCare = [when({ marked: "wounded" }, [clear("wounded"), health(2)], [health(3)])];
const hearten = [
  when({ marked: "shaken" }, [clear("shaken"), spirit(1)], [spirit(2)]),
  when({ during: "sojourn" }, [spirit(1)]),
];
const repairStrongHit = [repairPoints({ facility: 5, field: 3, underFire: 2 })];
/** A recover move taken as an automatic strong hit during Sojourn: its strong hit's effects ride along (SF-26). */
const recover = (move: string, strongHit: OutcomeEffect[]) => [
  makeMove({ move: `${M}recover/${move}`, automatic: "strongHit", during: "sojourn", effects: strongHit }),
];
const sojourn = (count: number) =>
  choose(
    count,
    {
      heal: recover("heal", healCare),
      hearten: recover("hearten", hearten),
      repair: recover("repair", repairStrongHit),
      resupply: recover("resupply", [resupplyOptions]),
    },
    count,
    true,
  );
const acceptTheCost = may("acceptTheCost", [xp(1, { perMarkedAbility: true, min: 3 })]);
const influence = choose(1, { bolster: [], expand: [] });
const legacyOptions = {
  followTheirPath: [],
  shareAConnection: [],
  acceptAnInheritance: [],
  seeItThrough: [makeMove({ move: SWEAR, automatic: "strongHit" })],
  rebuildAConnection: [],
  exploreFamiliarGround: [],
  dealWithTheAftermath: [],
  switchLoyalties: [],
  openPandorasBox: [],
};

/** Starforged. */
export const STARFORGED_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${M}adventure/face_danger`]: { strongHit: [momentum(1)], weakHit: [suffer("any", 1)], miss: [PAY] },
  [`${M}adventure/secure_an_advantage`]: { ...secureAnAdvantage, miss: [PAY] },
  [`${M}adventure/gather_information`]: { strongHit: [momentum(2)], weakHit: [momentum(1)], miss: [PAY] },
  [`${M}adventure/compel`]: { strongHit: [momentum(1)], weakHit: [momentum(1)], miss: [PAY] },
  [`${M}adventure/check_your_gear`]: {
    strongHit: [momentum(1)],
    weakHit: [
      choose(1, { supplyDiminished: [suffer("resources", 1)], complication: [suffer("momentum", 2)] }),
    ],
    miss: [PAY],
  },
  [`${M}quest/swear_an_iron_vow`]: { strongHit: [momentum(2)], weakHit: [momentum(1)], miss: [] },
  [`${M}quest/fulfill_your_vow`]: {
    strongHit: [legacy("quests", LEGACY_REWARD)],
    weakHit: [
      choose(1, {
        swearToSetThingsRight: [makeMove({ move: SWEAR }), legacy("quests", LEGACY_REWARD)],
        rewardOneRankLower: [legacy("quests", LEGACY_REWARD, true)],
      }),
    ],
    miss: [choose(1, { giveUp: [makeMove({ move: FORSAKE })], recommit: [recommit("lowestDie")] })],
  },
  [`${M}connection/make_a_connection`]: {
    strongHit: [],
    weakHit: [],
    miss: [PAY],
    notEffects: [
      { outcome: "strongHit", token: "add+1", why: LATER },
      { outcome: "strongHit", token: "momentum+1", why: LATER },
      { outcome: "weakHit", token: "add+1", why: LATER },
      { outcome: "weakHit", token: "momentum+1", why: LATER },
    ],
  },
  [DEVELOP]: {
    unrolled: [progress()],
    strongHit: [legacy("bonds", 2)],
    weakHit: [momentum(2)],
    miss: [],
  },
  [`${M}connection/test_your_relationship`]: {
    strongHit: [makeMove({ move: DEVELOP })],
    weakHit: [makeMove({ move: DEVELOP })],
    miss: [choose(1, { loseTheConnection: [PAY], proveYourLoyalty: [makeMove({ move: SWEAR })] })],
  },
  [`${M}connection/forge_a_bond`]: {
    strongHit: [legacy("bonds", LEGACY_REWARD), influence],
    weakHit: [may("gainTheBond", [legacy("bonds", LEGACY_REWARD), influence])],
    miss: [may("recommit", [recommit("lowestDie")])],
    notEffects: [
      { outcome: "strongHit", token: "add+2", why: LATER },
      { outcome: "strongHit", token: "add+1", why: LATER },
      { outcome: "strongHit", token: "momentum+1", why: LATER },
      { outcome: "weakHit", token: "add+2", why: LATER },
      { outcome: "weakHit", token: "add+1", why: LATER },
      { outcome: "weakHit", token: "momentum+1", why: LATER },
    ],
  },
  [`${M}exploration/undertake_an_expedition`]: undertakeAnExpedition,
  [`${M}exploration/explore_a_waypoint`]: {
    strongHit: [choose(1, { findAnOpportunity: [momentum(2)], gainProgress: [progress()] })],
    strongHitMatch: [may("makeADiscovery", [makeMove({ move: `${M}exploration/make_a_discovery` })])],
    weakHit: [momentum(1)],
    miss: [PAY],
    missMatch: [may("confrontChaos", [makeMove({ move: `${M}exploration/confront_chaos` })])],
  },
  [`${M}exploration/finish_an_expedition`]: {
    strongHit: [legacy("discoveries", LEGACY_REWARD)],
    weakHit: [legacy("discoveries", LEGACY_REWARD, true)],
    miss: [choose(1, { abandon: [PAY], returnToIt: [recommit("lowestDie")] })],
    notEffects: [
      {
        outcome: "weakHit",
        token: "ranks:0,1,8,4,8",
        why: "the text's one-rank-lower table prints formidable=2 box and extreme=1 box; one rank below the strong hit's table is 0 and 1 ticks, 2 ticks, 1 and 2 boxes",
      },
      { outcome: "weakHit", token: `ranks:1,2,4,8,12`, why: "the strong hit's table, read one rank lower" },
    ],
  },
  [`${M}exploration/set_a_course`]: setACourse,
  [`${M}combat/enter_the_fray`]: enterTheFray,
  [`${M}combat/gain_ground`]: {
    strongHit: [
      control(true),
      choose(2, { markProgress: [progress()], momentum: [momentum(2)], add: [NEXT] }),
    ],
    weakHit: [control(true), choose(1, { markProgress: [progress()], momentum: [momentum(2)], add: [NEXT] })],
    miss: [control(false), PAY],
  },
  [`${M}combat/react_under_fire`]: {
    strongHit: [control(true), momentum(1)],
    weakHit: [suffer("any", 1), control(false)],
    miss: [control(false), PAY],
  },
  [`${M}combat/strike`]: {
    strongHit: [progress(2), control(true)],
    weakHit: [progress(2), control(false)],
    miss: [control(false), PAY],
  },
  [`${M}combat/clash`]: {
    strongHit: [progress(2), control(true)],
    weakHit: [progress(), control(false), PAY],
    miss: [control(false), PAY],
  },
  [`${M}combat/take_decisive_action`]: {
    strongHit: [momentum(1), control(true)],
    weakHit: [TABLE, control(false)],
    miss: [PAY],
  },
  [`${M}combat/battle`]: { strongHit: [momentum(2)], weakHit: [PAY], miss: [PAY] },
  [`${M}suffer/endure_harm`]: endure("health", ["wounded", "harmed"]),
  [`${M}suffer/endure_stress`]: endure("spirit", ["shaken", "traumatized"]),
  [`${M}suffer/companion_takes_a_hit`]: {
    strongHit: [meter("companionHealth", 1)],
    weakHit: [
      when({ aboveZero: "companionHealth" }, [
        may("loseMomentum", [suffer("momentum", 1), meter("companionHealth", 1)]),
      ]),
    ],
    miss: [
      choose(1, { companionHealth: [additional("companionHealth")], loseMomentum: [suffer("momentum", 2)] }),
      companionFate("match"),
    ],
    notEffects: ADDITIONAL_AT_ZERO,
  },
  [`${M}suffer/withstand_damage`]: withstandDamage,
  [`${M}recover/sojourn`]: {
    strongHit: [sojourn(2)],
    weakHit: [sojourn(1)],
    miss: [choose(1, { communityNeedsHelp: [makeMove({ move: SWEAR })], noRelief: [PAY] })],
  },
  [`${M}recover/heal`]: {
    strongHit: healCare,
    weakHit: [
      ...healCare,
      choose(1, { loseMomentum: [suffer("momentum", 2)], sacrificeResources: [suffer("resources", 2)] }),
    ],
    miss: [PAY],
  },
  [`${M}recover/hearten`]: { strongHit: hearten, weakHit: [...hearten, suffer("momentum", 1)], miss: [PAY] },
  [`${M}recover/resupply`]: resupply,
  [`${M}recover/repair`]: {
    strongHit: repairStrongHit,
    weakHit: [repairPoints({ facility: 3, field: 1, underFire: 0 })],
    miss: [PAY],
    notEffects: REPAIR_SPENDING,
  },
  [`${M}threshold/face_death`]: { strongHit: [], weakHit: threshold(SWEAR, "doomed"), miss: [] },
  [`${M}threshold/face_desolation`]: { strongHit: [], weakHit: threshold(SWEAR, "tormented"), miss: [] },
  [`${M}threshold/overcome_destruction`]: {
    strongHit: [acceptTheCost],
    weakHit: [mark("indebted"), makeMove({ move: SWEAR }), acceptTheCost],
    miss: [mark("indebted"), makeMove({ move: SWEAR }), acceptTheCost],
  },
  [`${M}legacy/continue_a_legacy`]: {
    strongHit: [choose(1, legacyOptions)],
    weakHit: [choose(1, Object.fromEntries(Object.entries(legacyOptions).slice(3)))],
    miss: [choose(1, Object.fromEntries(Object.entries(legacyOptions).slice(6)))],
    notEffects: [
      {
        outcome: "strongHit",
        token: "ticks:2",
        why: "marked later, when the place is first visited or the connection made",
      },
      {
        outcome: "weakHit",
        token: "ticks:2",
        why: "marked later, when the place is first visited or the connection made",
      },
    ],
  },
  [`${M}scene_challenge/face_danger`]: {
    strongHit: [progress()],
    strongHitMatch: [progress()],
    weakHit: [progress(), clock(1)],
    miss: [clock(1), PAY],
    missMatch: [clock(1)],
    notEffects: [
      { outcome: "strongHit", token: "progress:2", why: "marked as the outcome's mark plus the match's" },
      { outcome: "miss", token: "clock:2", why: "filled as the outcome's segment plus the match's" },
    ],
  },
  [`${M}scene_challenge/secure_an_advantage`]: {
    ...secureAnAdvantage,
    strongHitMatch: [progress()],
    miss: [clock(1), PAY],
    missMatch: [clock(1)],
    notEffects: [
      { outcome: "miss", token: "clock:2", why: "filled as the outcome's segment plus the match's" },
    ],
  },
  [`${M}scene_challenge/finish_the_scene`]: { strongHit: [], weakHit: [PAY], miss: [PAY] },
};

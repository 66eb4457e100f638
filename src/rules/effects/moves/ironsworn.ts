/**
 * Outcome effects of Ironsworn's rolled moves (Datasworn `classic`), keyed by move id. Read against
 * the outcome texts of `@datasworn/ironsworn-classic` by tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects } from "../vocabulary";
import {
  PAY,
  TABLE,
  choose,
  clear,
  companionFate,
  control,
  health,
  inflict,
  legacy,
  makeMove,
  mark,
  may,
  meter,
  momentum,
  progress,
  nextMove,
  ranks,
  recommit,
  reroll,
  spirit,
  suffer,
  supply,
  threshold,
  when,
  xp,
} from "./build";

const M = "move:classic/";
const SWEAR = `${M}quest/swear_an_iron_vow`;
const FORSAKE = `${M}quest/forsake_your_vow`;

const makeCamp = (count: number) =>
  choose(count, {
    recuperate: [health(1)],
    partake: [supply(-1), health(1)],
    relax: [spirit(1)],
    focus: [momentum(1)],
    prepare: [nextMove(1, { move: `${M}adventure/undertake_a_journey` })],
  });

const sojourn = (count: number) =>
  choose(count, {
    mend: [clear("wounded"), health(1)],
    hearten: [clear("shaken"), spirit(1)],
    equip: [clear("unprepared"), supply(1)],
    recuperate: [health(2)],
    consort: [spirit(2)],
    provision: [supply(2)],
    plan: [momentum(2)],
    takeAQuest: [makeMove({ move: SWEAR, add: 1 })],
  });

const boasts = (taken: number, min: number) =>
  choose(
    taken,
    {
      grantFirstStrike: [momentum(1), control(false)],
      bareYourself: [momentum(1)],
      holdNoIron: [momentum(1)],
      bloodyYourself: [momentum(1), suffer("harm", 1)],
      toTheDeath: [momentum(1)],
    },
    min,
  );

const heal = [may("clearWounded", [clear("wounded")]), meter("health", 2, { upTo: true })];

const endure = (m: "health" | "spirit", debilities: [string, string]) => ({
  strongHit: [
    choose(1, {
      shakeItOff: [when({ aboveZero: m }, [momentum(-1), meter(m, 1)])],
      embrace: [momentum(1)],
    }),
  ],
  weakHit: [],
  miss: [
    momentum(-1),
    when({ atZero: m }, [
      choose(1, {
        [debilities[0]]: [mark(debilities[0])],
        [debilities[1]]: [mark(debilities[1])],
        table: [TABLE],
      }),
    ]),
  ],
});

/** Ironsworn classic. */
export const IRONSWORN_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${M}adventure/face_danger`]: {
    strongHit: [momentum(1)],
    weakHit: [
      choose(1, {
        delayed: [momentum(-1)],
        tiredOrHurt: [suffer("harm", 1)],
        dispirited: [suffer("stress", 1)],
        sacrificeResources: [supply(-1)],
      }),
    ],
    miss: [PAY],
  },
  [`${M}adventure/secure_an_advantage`]: {
    strongHit: [
      choose(1, { takeControl: [makeMove({ add: 1, notProgress: true })], prepareToAct: [momentum(2)] }),
    ],
    weakHit: [momentum(1)],
    miss: [PAY],
  },
  [`${M}adventure/gather_information`]: { strongHit: [momentum(2)], weakHit: [momentum(1)], miss: [PAY] },
  [`${M}adventure/heal`]: {
    strongHit: heal,
    weakHit: [choose(1, { supply: [supply(-1)], momentum: [momentum(-1)] }), ...heal],
    miss: [PAY],
  },
  [`${M}adventure/resupply`]: {
    strongHit: [supply(2)],
    weakHit: [meter("supply", 2, { upTo: true, forEach: { meter: "momentum", amount: -1 } })],
    miss: [PAY],
  },
  [`${M}adventure/make_camp`]: { strongHit: [makeCamp(2)], weakHit: [makeCamp(1)], miss: [PAY] },
  [`${M}adventure/undertake_a_journey`]: {
    strongHit: [
      choose(1, { goodUseOfResources: [progress()], atSpeed: [progress(), momentum(1), supply(-1)] }),
    ],
    weakHit: [progress(), supply(-1)],
    miss: [PAY],
  },
  [`${M}adventure/reach_your_destination`]: {
    strongHit: [choose(1, { makeAMove: [makeMove({ add: 1, notProgress: true })], momentum: [momentum(1)] })],
    weakHit: [],
    miss: [may("journeyContinues", [recommit("keepOneBox")])],
  },
  [`${M}relationship/compel`]: {
    strongHit: [
      momentum(1),
      may("gatherInformation", [makeMove({ move: `${M}adventure/gather_information`, add: 1 })]),
    ],
    weakHit: [
      momentum(1),
      may("gatherInformation", [makeMove({ move: `${M}adventure/gather_information`, add: 1 })]),
    ],
    miss: [PAY],
  },
  [`${M}relationship/sojourn`]: { strongHit: [sojourn(2)], weakHit: [sojourn(1)], miss: [PAY] },
  [`${M}relationship/draw_the_circle`]: {
    strongHit: [momentum(1), boasts(2, 0)],
    weakHit: [boasts(1, 0)],
    miss: [control(false), PAY],
  },
  [`${M}relationship/forge_a_bond`]: {
    roll: [reroll("any")],
    strongHit: [legacy("bonds", 1), choose(1, { spirit: [spirit(1)], momentum: [momentum(2)] })],
    weakHit: [choose(1, { doIt: [legacy("bonds", 1)], refuseOrFail: [PAY] })],
    miss: [PAY],
    notEffects: [
      {
        outcome: "weakHit",
        token: "ticks:1",
        why: "marking the bond is the strong hit's tick on the bonds track",
      },
    ],
  },
  [`${M}relationship/test_your_bond`]: {
    strongHit: [choose(1, { spirit: [spirit(1)], momentum: [momentum(2)] })],
    weakHit: [choose(1, { proveYourLoyalty: [], refuseOrFail: [PAY] })],
    miss: [PAY],
  },
  [`${M}relationship/write_your_epilogue`]: { strongHit: [], weakHit: [], miss: [] },
  [`${M}combat/enter_the_fray`]: {
    strongHit: [momentum(2), control(true)],
    weakHit: [choose(1, { bolsterYourPosition: [momentum(2)], prepareToAct: [control(true)] })],
    miss: [PAY, control(false)],
  },
  [`${M}combat/strike`]: {
    strongHit: [inflict(1), control(true)],
    weakHit: [inflict(0), control(false)],
    miss: [PAY, control(false)],
  },
  [`${M}combat/clash`]: {
    strongHit: [
      inflict(0),
      choose(1, { bolster: [momentum(1)], findAnOpening: [inflict(1)] }),
      control(true),
    ],
    weakHit: [inflict(0), PAY, control(false)],
    miss: [PAY, control(false)],
  },
  [`${M}combat/end_the_fight`]: {
    strongHit: [],
    weakHit: [
      choose(1, {
        worseThanYouThought: [suffer("harm", 0)],
        overcome: [suffer("stress", 0)],
        shortLived: [],
        collateralDamage: [],
        youllPayForIt: [],
        othersWontForget: [],
      }),
    ],
    miss: [PAY],
  },
  [`${M}combat/battle`]: { strongHit: [momentum(2)], weakHit: [PAY], miss: [PAY] },
  [`${M}suffer/endure_harm`]: endure("health", ["wounded", "maimed"]),
  [`${M}suffer/face_death`]: { strongHit: [], weakHit: threshold(SWEAR, "cursed"), miss: [] },
  [`${M}suffer/companion_endure_harm`]: {
    strongHit: [meter("companionHealth", 1)],
    weakHit: [],
    miss: [momentum(-1), companionFate("actionDieOne", 1)],
    notEffects: [
      {
        outcome: "weakHit",
        token: "health+1",
        why: "the health the companion needs to assist again, not a change",
      },
    ],
  },
  [`${M}suffer/endure_stress`]: endure("spirit", ["shaken", "corrupted"]),
  [`${M}suffer/face_desolation`]: { strongHit: [], weakHit: threshold(SWEAR, "tormented"), miss: [] },
  [`${M}quest/swear_an_iron_vow`]: {
    strongHit: [momentum(2)],
    weakHit: [momentum(1)],
    miss: [choose(1, { pressOn: [momentum(-2)], giveUp: [makeMove({ move: FORSAKE })] })],
  },
  [`${M}quest/fulfill_your_vow`]: {
    strongHit: [xp(ranks(1, 2, 3, 4, 5))],
    weakHit: [xp(ranks(0, 1, 2, 3, 4)), may("swearAVow", [makeMove({ move: SWEAR, add: 1 })])],
    miss: [choose(1, { recommit: [recommit("keepOneBox")], giveUp: [makeMove({ move: FORSAKE })] })],
  },
};

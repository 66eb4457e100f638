/**
 * Our moves -> Items of type "move" (notes/content-shapes.md).
 *
 * Encoding for the rulesets whose rolls are not Ironsworn's:
 * - a rolled move has rollType "action" and one roll option { using: "custom", key: <roll>, label: "" },
 *   where <roll> names the roll (ROLLS below; the sheets label it with VOWFORGE.RollOption.<roll>), and
 *   one roll condition in which the player rolls it (method playerChoice, value 0: not a fixed value);
 *   a move that rolls nothing has rollType "none" and no options;
 * - content files write outcomes under the ruleset's own result names, and each roll maps them onto
 *   the shape's three slots, best first (a slot holding several results labels each one);
 * - "with a match" texts exist only for rolls against challenge dice (Forged Ties).
 */
import { ICONS, check, isPlainObject, primary } from "../lib/converter.mjs";
import { OWN_SOURCE, contentId } from "./packs.mjs";
import { contentHtml } from "./text.mjs";

const POOL = { slots: { strongHit: ["fullSuccess"], weakHit: ["partialSuccess"], miss: ["miss"] }, match: true };

/** The rolls our moves make, by ruleset: which results each has and the slot each result fills. */
export const ROLLS = {
  forgedTies: { pool: POOL, forge: POOL },
  augur: {
    threat: { slots: { strongHit: ["perfect", "good"], weakHit: ["messy"], miss: ["botched", "dire"] }, match: false },
  },
  strike: {
    skill: {
      slots: { strongHit: ["successBonus", "successLearn", "success"], weakHit: ["successCost"], miss: ["twist", "twistCost"] },
      match: false,
    },
    opposed: { slots: { strongHit: ["outright"], weakHit: ["yesBut"], miss: ["tie", "loss"] }, match: false },
    help: { slots: { strongHit: ["higher"], weakHit: [], miss: ["notHigher"] }, match: false },
    wealth: { slots: { strongHit: ["success"], weakHit: ["successCost"], miss: ["twist"] }, match: false },
    teamConflict: { slots: { strongHit: ["win"], weakHit: ["push", "draw"], miss: ["tie", "loss"] }, match: false },
    preparatory: { slots: { strongHit: ["high"], weakHit: ["mid"], miss: ["low"] }, match: false },
  },
};

/** Names of the results, as the games print them (facts, not prose). */
export const RESULT_LABELS = {
  fullSuccess: "Full success",
  partialSuccess: "Partial success",
  miss: "Miss",
  perfect: "Perfect",
  good: "Good",
  messy: "Messy",
  botched: "Botched",
  dire: "Dire",
  successBonus: "Success with a Bonus",
  successLearn: "Success; learn the Skill or a Bonus",
  success: "Success",
  successCost: "Success with a Cost",
  twist: "Twist",
  twistCost: "Twist with a Cost",
  outright: "Win by 3 or more",
  yesBut: "Win by 1 or 2",
  tie: "Tie",
  loss: "Loss",
  higher: "Higher",
  notHigher: "Not higher",
  win: "Win",
  push: "Push",
  draw: "Draw",
  high: "5–6",
  mid: "3–4",
  low: "1–2",
};

const SLOTS = ["strongHit", "weakHit", "miss"];
const CATEGORY = /^[a-z][A-Za-z]*$/;

/** Prefixes the first line of a markdown text with a bold label. */
function labelled(label, markdown) {
  return `**${label}.** ${markdown}`;
}

function textOf(value) {
  return typeof value === "string" ? value : value.join("\n");
}

/** The three outcome slots, and the outcome part of the whole move text (HTML). */
function outcomesOf(move, roll, ctx, where) {
  check(isPlainObject(move.outcomes), `${where}: a rolled move needs "outcomes"`);
  const expected = SLOTS.flatMap((slot) => roll.slots[slot]);
  const given = Object.keys(move.outcomes);
  for (const id of given) check(expected.includes(id), `${where}: unknown outcome "${id}" (expected ${expected.join(", ")})`);
  for (const id of expected) check(isPlainObject(move.outcomes[id]), `${where}: outcome "${id}" is missing`);
  const outcomes = {};
  let whole = "";
  for (const slot of SLOTS) {
    const ids = roll.slots[slot];
    const several = ids.length > 1;
    let text = "";
    let match = "";
    for (const id of ids) {
      const at = `${where} outcomes.${id}`;
      const outcome = move.outcomes[id];
      for (const key of Object.keys(outcome)) check(key === "text" || key === "match", `${at}: unknown field "${key}"`);
      const label = RESULT_LABELS[id];
      text += contentHtml(several ? labelled(label, textOf(outcome.text)) : outcome.text, ctx, at);
      whole += contentHtml(labelled(label, textOf(outcome.text)), ctx, at);
      if (outcome.match !== undefined) {
        check(roll.match, `${where}: outcome "${id}" has "match" text, but this roll has no challenge dice to match`);
        match += contentHtml(outcome.match, ctx, `${at}.match`);
        whole += contentHtml(labelled(`${label}, with a match`, textOf(outcome.match)), ctx, `${at}.match`);
      }
    }
    outcomes[slot] = { text, match };
  }
  return { outcomes, whole };
}

const NO_OUTCOMES = {
  strongHit: { text: "", match: "" },
  weakHit: { text: "", match: "" },
  miss: { text: "", match: "" },
};

/** One move Item. */
export function ownMoveDocument(move, index, { pack, ctx, effectsOf }) {
  const id = contentId(pack.name, move.key);
  const where = `${pack.name} move "${move.key}"`;
  const target = ctx.target(id);
  const rolls = ROLLS[pack.ruleset];
  check(rolls, `${where}: the ${pack.ruleset} ruleset has no rolls for our moves`);
  check(
    typeof move.category === "string" && CATEGORY.test(move.category),
    `${where}: "category" should be an id in lower camel case, found ${JSON.stringify(move.category)}`,
  );
  check(move.roll === null || typeof move.roll === "string", `${where}: "roll" should be a roll name or null`);
  const roll = move.roll === null ? null : rolls[move.roll];
  if (move.roll !== null) {
    check(roll, `${where}: unknown roll "${move.roll}" (expected ${Object.keys(rolls).join(", ")} or null)`);
  } else {
    check(move.outcomes === undefined, `${where}: a move that rolls nothing cannot have outcomes`);
  }
  const oracles = (move.oracles ?? []).map((tableId) => {
    const uuid = ctx.uuidOf(tableId);
    check(uuid && uuid.includes(".RollTable."), `${where}: "oracles" names "${tableId}", which is no table of ours`);
    return uuid;
  });
  const trigger = contentHtml(move.trigger, ctx, `${where} trigger`);
  const body = contentHtml(move.text, ctx, `${where} text`, { required: false });
  const rolled = roll ? outcomesOf(move, roll, ctx, where) : { outcomes: NO_OUTCOMES, whole: "" };
  // A rolled move carries its outcome effects (src/rules/effects/moves, by content id); one without is a build error.
  const effects = roll ? effectsOf(id) : {};
  check(effects !== null, `${where}: a rolled move needs outcome effects in src/rules/effects/moves (by "${id}")`);
  return {
    ...primary("items", target, (index + 1) * 100000, { contentId: id }),
    type: "move",
    img: ICONS.move,
    system: {
      ruleset: pack.ruleset,
      source: { ...OWN_SOURCE },
      dataswornId: "",
      category: move.category,
      trigger,
      text: trigger + body + rolled.whole,
      rollType: roll ? "action" : "none",
      rollOptions: roll ? [{ using: "custom", key: move.roll, label: "" }] : [],
      rollConditions: roll
        ? [{ rollMethod: "playerChoice", label: "", rollOptions: [{ using: "custom", key: move.roll, label: "", value: 0 }] }]
        : [],
      progressTrack: "",
      outcomes: rolled.outcomes,
      effects,
      oracles,
    },
    effects: [],
  };
}

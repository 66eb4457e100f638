/** Datasworn moves -> Items of type "move" (see notes/content-shapes.md). */
import { type DsNode, ContentError, check, dict, optArr, optStr, str } from "../errors";
import { camel, sourceOf, walkCollection } from "../datasworn";
import { ICONS, primary } from "../documents";
import { formerNameOf } from "../../rules/playtest-names";
import { ROLL_RULINGS, documentEffects, rulingRollOptions } from "../../rules/effects/moves";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

export interface MoveEntry extends PlannedEntry {
  move: DsNode;
  category: DsNode;
  categoryKey: string;
}

/** One way a move may be rolled, as the move item stores it (src/data/item/move.ts). */
export interface RollOption {
  using: string;
  key: string;
  label: string;
}

const ROLL_TYPES: Readonly<Record<string, string>> = {
  action_roll: "action",
  progress_roll: "progress",
  no_roll: "none",
  special_track: "specialTrack",
};
/** Datasworn's roll methods -> ours (src/rules/roll-method.ts). */
const ROLL_METHODS: Readonly<Record<string, string>> = {
  player_choice: "playerChoice",
  highest: "highest",
  lowest: "lowest",
  all: "all",
  strong_hit: "strongHit",
  weak_hit: "weakHit",
  miss: "miss",
  progress_roll: "progressRoll",
};
const AUTOMATIC = new Set(["strongHit", "weakHit", "miss"]);
/** The largest fixed value a custom option may name (src/data/item/move.ts). */
const FIXED_VALUE_MAX = 10;
const STATS = new Set(["edge", "heart", "iron", "shadow", "wits"]);
const METERS = new Set(["health", "spirit", "supply"]);
const LEGACIES: Readonly<Record<string, string>> = {
  quests_legacy: "quests",
  bonds_legacy: "bonds",
  discoveries_legacy: "discoveries",
};
/** Asset meters a move may roll: the key the sheets use and a short label. */
const ASSET_METERS: Readonly<Record<string, { key: string; label: string }>> = {
  health: { key: "companionHealth", label: "companion health" },
  integrity: { key: "integrity", label: "vehicle integrity" },
};

/** Lists the moves of a ruleset in book order. */
export function collectMoves(data: DsNode): MoveEntry[] {
  const items: MoveEntry[] = [];
  for (const [categoryKey, category] of Object.entries(dict(data, "moves", data._id))) {
    walkCollection(
      category,
      (move, _path, key) => {
        const where = `move ${move?._id ?? key}`;
        items.push({
          dataswornId: str(move, "_id", where),
          name: str(move, "name", where),
          move,
          category,
          categoryKey,
        });
      },
      [],
      `moves.${categoryKey}`,
    );
  }
  return items;
}

/** The track kind of a progress move ("Scene Challenge" -> "sceneChallenge"). */
function trackKind(move: DsNode, where: string): string {
  const category = move.tracks?.category;
  check(typeof category === "string" && category !== "", `${where}: a progress roll needs "tracks.category"`);
  return camel(category);
}

function rollOption(option: DsNode, move: DsNode, where: string): RollOption {
  const using = str(option, "using", where);
  switch (using) {
    case "stat": {
      const key = str(option, "stat", where);
      check(STATS.has(key), `${where}: unknown stat "${key}"`);
      return { using: "stat", key, label: "" };
    }
    case "condition_meter": {
      const key = str(option, "condition_meter", where);
      check(METERS.has(key), `${where}: unknown condition meter "${key}"`);
      return { using: "conditionMeter", key, label: "" };
    }
    case "asset_control": {
      const control = str(option, "control", where);
      const meter = ASSET_METERS[control] ?? { key: camel(control), label: control };
      return { using: "assetMeter", key: meter.key, label: meter.label };
    }
    case "progress_track":
      return { using: "progressTrack", key: trackKind(move, where), label: "" };
    case "bonds_track":
      return { using: "progressTrack", key: "bonds", label: "" };
    case "failure_track":
      // Delve's failure track: a progress track the character keeps, rolled by Learn From Your Failures.
      return { using: "progressTrack", key: "failure", label: "" };
    case "quests_legacy":
    case "bonds_legacy":
    case "discoveries_legacy":
      return { using: "legacyTrack", key: LEGACIES[using], label: "" };
    case "custom": {
      const label = str(option, "label", where);
      check(
        Number.isInteger(option.value) && option.value >= 0 && option.value <= FIXED_VALUE_MAX,
        `${where}: a custom roll option needs a whole "value" from 0 to ${FIXED_VALUE_MAX}`,
      );
      return { using: "custom", key: label, label: `${label} (+${option.value})` };
    }
    default:
      throw new ContentError(`${where}: unknown roll option "${using}"`);
  }
}

/** Every roll option the trigger's conditions name, first appearance first, without repeats. */
export function rollOptionsOf(move: DsNode, where: string): RollOption[] {
  const options: RollOption[] = [];
  const seen = new Set<string>();
  const conditions = optArr(move.trigger, "conditions", `${where} trigger`);
  conditions.forEach((condition, c) => {
    optArr(condition, "roll_options", `${where} trigger.conditions[${c}]`).forEach((option, o) => {
      const converted = rollOption(option, move, `${where} trigger.conditions[${c}].roll_options[${o}]`);
      const id = `${converted.using}:${converted.key}`;
      if (!seen.has(id)) {
        seen.add(id);
        options.push(converted);
      }
    });
  });
  return options;
}

/** A condition's short text as plain text (links and emphasis dropped). */
function plainLabel(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
    .trim();
}

/**
 * Each trigger condition of a rolled move: its roll method, its text and its options, a custom option
 * with the fixed value it rolls with.
 */
export function rollConditionsOf(move: DsNode, where: string) {
  return optArr(move.trigger, "conditions", `${where} trigger`).map((condition, c) => {
    const at = `${where} trigger.conditions[${c}]`;
    const method = str(condition, "method", at);
    const rollMethod = ROLL_METHODS[method];
    check(rollMethod, `${at}: unknown roll method "${method}"`);
    const rollOptions = optArr(condition, "roll_options", at).map((option, o) => ({
      ...rollOption(option, move, `${at}.roll_options[${o}]`),
      value: option.using === "custom" ? option.value : 0,
    }));
    check(
      AUTOMATIC.has(rollMethod) || rollOptions.length > 0,
      `${at}: the method "${method}" needs roll options`,
    );
    return { rollMethod, label: plainLabel(optStr(condition, "text", at)), rollOptions };
  });
}

const MATCH = /with a match/i;

/**
 * Splits an outcome's markdown into the plain outcome and its "with a match" variant: each sentence
 * from one that speaks of a match to the end of its paragraph goes to the variant.
 */
export function splitMatch(text: string): { base: string; match: string } {
  const base: string[] = [];
  const match: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const at = paragraph.search(MATCH);
    if (at < 0) {
      base.push(paragraph);
      continue;
    }
    const dot = paragraph.lastIndexOf(". ", at);
    const sentenceStart = dot < 0 ? 0 : dot + 2;
    const before = paragraph.slice(0, sentenceStart).trim();
    if (before) base.push(before);
    match.push(paragraph.slice(sentenceStart).trim());
  }
  return { base: base.join("\n\n"), match: match.join("\n\n") };
}

function outcomesOf(move: DsNode, ctx: ConversionContext, where: string) {
  const result: Record<string, { text: string; match: string }> = {};
  for (const [ours, theirs] of [
    ["strongHit", "strong_hit"],
    ["weakHit", "weak_hit"],
    ["miss", "miss"],
  ]) {
    const outcome = move.outcomes?.[theirs];
    if (!outcome) {
      result[ours] = { text: "", match: "" };
      continue;
    }
    const { base, match } = splitMatch(str(outcome, "text", `${where} outcomes.${theirs}`));
    result[ours] = {
      text: ctx.md(base, `${where} ${theirs}`),
      match: ctx.md(match, `${where} ${theirs} match`),
    };
  }
  return result;
}

/** One move Item. */
export function moveDocument(
  item: MoveEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { move, dataswornId } = item;
  const where = `move ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const rollType = ROLL_TYPES[str(move, "roll_type", where)];
  check(rollType, `${where}: unknown roll_type "${move.roll_type}"`);
  // A roll we make otherwise than the text says (docs/rulings.md): its conditions, and the options they name.
  const ruling = Object.hasOwn(ROLL_RULINGS, dataswornId) ? ROLL_RULINGS[dataswornId] : undefined;
  const rollOptions =
    rollType === "none" ? [] : ruling ? rulingRollOptions(ruling) : rollOptionsOf(move, where);
  check(rollType === "none" || rollOptions.length > 0, `${where}: a ${move.roll_type} with nothing to roll`);
  if (rollType !== "none") check(move.outcomes, `${where}: a rolled move needs outcomes`);
  const progressTrack = rollOptions.find((o) => o.using === "progressTrack")?.key ?? "";
  const oracles = optArr<string>(move, "oracles", where).map((id) => {
    const uuid = ctx.uuidOf(id);
    check(uuid, `${where}: links to oracle "${id}", which no pack holds`);
    return uuid;
  });
  return {
    ...primary("items", target, (index + 1) * 100000, { dataswornId }),
    type: "move",
    img: ICONS.move,
    system: {
      ruleset,
      source: sourceOf(move, item.category, where),
      dataswornId,
      formerly: formerNameOf(dataswornId, item.name),
      category: camel(item.categoryKey),
      trigger: ctx.md(optStr(move.trigger, "text", `${where} trigger`), `${where} trigger`),
      text: ctx.md(str(move, "text", where), where),
      rollType,
      rollOptions,
      rollConditions:
        rollType === "none"
          ? []
          : ruling
            ? structuredClone(ruling.conditions)
            : rollConditionsOf(move, where),
      progressTrack,
      outcomes: outcomesOf(move, ctx, where),
      oracles,
      effects: documentEffects(dataswornId),
    },
    effects: [],
  };
}

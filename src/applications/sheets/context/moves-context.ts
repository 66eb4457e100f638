/**
 * The moves list of the character sheet: moves of the character's ruleset (and the character's own
 * move items), grouped by category in rulebook order, filtered by the search text, each with what it
 * rolls: the stats and meters its trigger allows (opens the roll dialog) or the progress tracks it
 * can roll against (rolled directly).
 */
import { formerNameOf } from "../../../rules/playtest-names";
import { linksAsText } from "../../../enricher-syntax";
import { STATS, METERS } from "../../../config";
import { methodListText } from "../../dialogs/roll-dialog-context";
import { defaultRollConditions } from "../../../migrations/002-move-roll-conditions";
import type { RollRequest } from "../../../kinds/registry";
import type { RollType } from "../../../data/item/move";
import { applyRollMethod, isRollMethod, type RollMethod } from "../../../rules/roll-method";
import { humanise } from "./asset-context";
import { kindOfKey } from "./kinds";
import { progressRollRequest } from "./progress-request";
import { type LegacyView, type BondsView } from "./legacy-context";
import { type ProgressTrackItem } from "./progress-context";
import { recordOf, signed, textOf, type SheetEnv, type SheetItem } from "./types";
import { type Localize } from "../../../locale";
import { isItemOf, type DocumentLike, type ItemData, type PartialData } from "../../../data/documents";

/** Categories in rulebook order; others follow, alphabetically. */
export const MOVE_CATEGORIES = [
  "session",
  "adventure",
  "exploration",
  "quest",
  "connection",
  "relationship",
  "combat",
  "delve",
  "sceneChallenge",
  "suffer",
  "recover",
  "threshold",
  "legacy",
  "fate",
] as const;

const ROLL_TYPES: readonly RollType[] = ["action", "progress", "none", "specialTrack"];

export interface MoveRollOptionData {
  using: string;
  key: string;
  label: string;
}

/** A roll option within a trigger condition: `value` is a custom option's fixed value (0 otherwise). */
export interface MoveConditionOptionData extends MoveRollOptionData {
  value: number;
}

/** One trigger condition: how it rolls and with what. */
export interface MoveConditionData {
  rollMethod: RollMethod;
  label: string;
  rollOptions: MoveConditionOptionData[];
}

function readOption(raw: unknown): MoveRollOptionData {
  const o = recordOf(raw);
  return { using: textOf(o.using), key: textOf(o.key), label: textOf(o.label) };
}

function readConditions(raw: unknown, rollOptions: unknown): MoveConditionData[] {
  // A move stored before it had conditions rolls by player choice over its options.
  const list = Array.isArray(raw) && raw.length > 0 ? raw : defaultRollConditions(rollOptions);
  return list.map((entry: unknown) => {
    const c = recordOf(entry);
    return {
      rollMethod: isRollMethod(c.rollMethod) ? c.rollMethod : "playerChoice",
      label: textOf(c.label),
      rollOptions: (Array.isArray(c.rollOptions) ? c.rollOptions : []).map((o: unknown) => {
        const value = recordOf(o).value;
        return { ...readOption(o), value: typeof value === "number" && Number.isInteger(value) ? value : 0 };
      }),
    };
  });
}

/** A move's roll data read from its system, with defaults for anything missing. */
export interface MoveData {
  ruleset: string;
  dataswornId: string;
  /** The move's playtest name when the published book renamed it, else "". */
  formerly: string;
  category: string;
  trigger: string;
  text: string;
  rollType: RollType;
  rollOptions: MoveRollOptionData[];
  /** Each trigger condition (one player-choice condition over `rollOptions` for older moves). */
  rollConditions: MoveConditionData[];
  progressTrack: string;
}

/**
 * A move item's roll data, read from its subtype's data as a plain object may hold it (defaults for
 * anything missing; another item reads as the defaults).
 */
export function readMove(item: DocumentLike): MoveData {
  const s: PartialData<ItemData<"move">> = isItemOf(item, "move") ? item.system : {};
  return {
    ruleset: textOf(s.ruleset),
    dataswornId: textOf(s.dataswornId),
    // Stored by the pack (and migration 6); read from the list for a move not yet migrated.
    formerly:
      typeof s.formerly === "string"
        ? s.formerly
        : textOf(s.ruleset) === "starforged" && textOf(s.dataswornId)
          ? formerNameOf(textOf(s.dataswornId), "")
          : "",
    category: textOf(s.category) || "other",
    trigger: textOf(s.trigger),
    text: textOf(s.text),
    rollType: ROLL_TYPES.find((r) => r === s.rollType) ?? "none",
    rollOptions: (Array.isArray(s.rollOptions) ? s.rollOptions : []).map(readOption),
    rollConditions: readConditions(s.rollConditions, s.rollOptions),
    progressTrack: textOf(s.progressTrack),
  };
}

/** What a move may be rolled against: a progress item, a legacy track or the bonds track. */
export interface ProgressTarget {
  trackId: string;
  /** The target's item UUID: a delve site may be a world item, not the character's own ("" for none). */
  trackUuid: string;
  legacy: string;
  bonds: boolean;
  name: string;
  score: number;
  label: string;
}

export interface MoveOptionView {
  using: string;
  key: string;
  text: string;
}

export interface MoveView {
  id: string;
  uuid: string;
  name: string;
  own: boolean;
  trigger: string;
  html: string;
  rollType: RollType;
  options: MoveOptionView[];
  /** "Roll +edge or +heart": the options in one line, or "" when the move rolls nothing. */
  optionsText: string;
  /** Opens the roll dialog with the move's options. */
  actionRoll: boolean;
  targets: ProgressTarget[];
  /**
   * A move with several tracks to roll against: one button that asks which (the tracks are listed once,
   * in the Tracks tab, not again under each move); null for one track or none.
   */
  pickTarget: { text: string; label: string } | null;
  /** A progress move with nothing to roll against. */
  noTargets: boolean;
  rollLabel: string;
  /** One button rolling each legacy track in turn (Continue a Legacy), or null. */
  rollEach: { text: string; label: string } | null;
}

export interface MoveGroupView {
  id: string;
  label: string;
  headingId: string;
  moves: MoveView[];
}

export interface MovesView {
  search: string;
  searchId: string;
  groups: MoveGroupView[];
  shown: number;
  total: number;
  /** Shown when the search matches nothing (or there are no moves at all). */
  emptyText: string | null;
  resultsText: string;
}

/** Values the options print: stats, condition meters and asset meters by id. */
export interface RollValues {
  stats: Record<string, number>;
  meters: Record<string, { label: string; value: number }>;
}

export interface MovesInput {
  ruleset: string;
  moves: readonly SheetItem[];
  ownMoves: readonly SheetItem[];
  search: string;
  values: RollValues;
  tracks: readonly ProgressTrackItem[];
  legacies: readonly LegacyView[] | null;
  bonds: BondsView | null;
}

/** Lower case without accents, for matching what a user types. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function plain(html: string): string {
  return linksAsText(html.replace(/<[^>]*>/g, " "));
}

function optionView(option: MoveRollOptionData, values: RollValues, env: SheetEnv): MoveOptionView {
  const t = env.localize;
  const { using, key } = option;
  let text = option.label;
  if (using === "stat" && (STATS as readonly string[]).includes(key)) {
    text = t("VOWFORGE.Sheet.Move.Option", { label: t(`VOWFORGE.Stat.${key}`), value: signed(values.stats[key] ?? 0) });
  } else if (using === "conditionMeter" && (METERS as readonly string[]).includes(key)) {
    text = t("VOWFORGE.Sheet.Move.Option", { label: t(`VOWFORGE.Meter.${key}`), value: signed(values.stats[key] ?? values.meters[key]?.value ?? 0) });
  } else if (values.meters[key]) {
    text = t("VOWFORGE.Sheet.Move.Option", { label: values.meters[key].label, value: signed(values.meters[key].value) });
  } else if (using === "legacyTrack") {
    text = t(`VOWFORGE.Sheet.Legacy.${key}`);
  } else if (using === "progressTrack") {
    const kind = kindOfKey(key);
    text = kind ? t(`VOWFORGE.Sheet.ProgressKind.${kind}`) : key === "bonds" ? t("VOWFORGE.Sheet.Bonds.Label") : option.label || humanise(key);
  }
  return { using, key, text: text || humanise(key) };
}

function targetsOf(move: MoveData, name: string, input: MovesInput, env: SheetEnv): ProgressTarget[] {
  const t = env.localize;
  const targets: ProgressTarget[] = [];
  const label = (target: string, score: number) => t("VOWFORGE.Sheet.Move.RollOn", { move: name, track: target, score });
  for (const option of move.rollOptions) {
    if (option.using === "legacyTrack") {
      const legacy = input.legacies?.find((l) => l.id === option.key);
      if (legacy) targets.push({ trackId: "", trackUuid: "", legacy: legacy.id, bonds: false, name: legacy.label, score: legacy.rollScore, label: label(legacy.label, legacy.rollScore) });
    } else if (option.using === "progressTrack" && option.key === "bonds" && input.bonds) {
      const b = input.bonds;
      targets.push({ trackId: "", trackUuid: "", legacy: "", bonds: true, name: b.label, score: b.score, label: label(b.label, b.score) });
    } else if (option.using === "progressTrack") {
      const kind = kindOfKey(option.key || move.progressTrack);
      for (const track of input.tracks) {
        if (track.completed || (kind && track.kind !== kind)) continue;
        if (targets.some((x) => x.trackId === track.id)) continue;
        targets.push({ trackId: track.id, trackUuid: track.uuid, legacy: "", bonds: false, name: track.name, score: track.score, label: label(track.name, track.score) });
      }
    }
  }
  return targets;
}

const CHOICE_METHODS: readonly RollMethod[] = ["playerChoice", "progressRoll"];

/** Whether a condition of the move rolls by a method other than the player's choice of option. */
export function rollsByMethod(move: MoveData): boolean {
  return move.rollConditions.some((c) => !CHOICE_METHODS.includes(c.rollMethod));
}

/**
 * What a move rolls with, condition by condition ("Wits +2; Mend your own wounds: Iron +3 or Wits +2,
 * whichever is lower"), when a condition's method is not the player's choice; else null.
 */
export function conditionsText(move: MoveData, values: RollValues, env: SheetEnv): string | null {
  const t = env.localize;
  if (!rollsByMethod(move)) return null;
  return move.rollConditions
    .map((condition) => {
      const texts = condition.rollOptions.map((o) => optionView(o, values, env).text);
      const text = methodListText(condition.rollMethod, texts, t);
      return condition.label ? t("VOWFORGE.MoveMethod.Condition", { condition: condition.label, text }) : text;
    })
    .join(t("VOWFORGE.MoveMethod.ConditionSeparator"));
}

/** One of the progress rolls of a move that rolls each of its legacy tracks. */
export interface EachLegacyRoll {
  legacy: LegacyView["id"];
  name: string;
  score: number;
  /** 1-based place in the series, and how many rolls the series has. */
  index: number;
  count: number;
}

/**
 * The legacy tracks a move rolls one after another (a trigger condition rolling "all" of its legacy-track
 * options, as Continue a Legacy does), in the move's order, each with the actor's score on it; empty when
 * the move rolls no legacy track that way or the actor has no legacy tracks.
 */
export function eachLegacyRolls(move: MoveData, legacies: readonly LegacyView[] | null): EachLegacyRoll[] {
  if (!legacies) return [];
  const picked: LegacyView[] = [];
  for (const condition of move.rollConditions) {
    const tracks = condition.rollOptions
      .filter((o) => o.using === "legacyTrack")
      .map((o) => legacies.find((l) => l.id === o.key))
      .filter((l): l is LegacyView => l !== undefined && !picked.includes(l));
    if (tracks.length === 0) continue;
    const pick = applyRollMethod(condition.rollMethod, tracks, (l) => l.rollScore);
    if (pick.kind === "each") picked.push(...pick.options);
  }
  return picked.map((l, i) => ({ legacy: l.id, name: l.label, score: l.rollScore, index: i + 1, count: picked.length }));
}

/**
 * The progress roll requests of a move that rolls each legacy track, in order: ordinary progress cards,
 * each headed by the move and naming its track and its place in the series.
 */
export function eachLegacyRequests(
  input: { move: { uuid: string; name: string }; rolls: readonly EachLegacyRoll[]; actorUuid: string | null },
  t: Localize,
): RollRequest[] {
  return input.rolls.map((roll) =>
    progressRollRequest(
      {
        ruleset: "starforged",
        actorUuid: input.actorUuid,
        move: input.move,
        trackUuid: null,
        trackName: t("VOWFORGE.LegacyRoll.Part", { track: roll.name, index: roll.index, count: roll.count, move: input.move.name }),
        kind: "legacy",
        score: roll.score,
      },
      t,
    ),
  );
}

function rollEachView(name: string, rolls: readonly EachLegacyRoll[], env: SheetEnv): MoveView["rollEach"] {
  const t = env.localize;
  if (rolls.length === 0) return null;
  const tracks = rolls.map((r) => t("VOWFORGE.LegacyRoll.Track", { name: r.name, score: r.score })).join(t("VOWFORGE.LegacyRoll.Separator"));
  return { text: t("VOWFORGE.LegacyRoll.Button", { tracks }), label: t("VOWFORGE.LegacyRoll.ButtonLabel", { move: name, count: rolls.length }) };
}

function moveView(item: SheetItem, own: boolean, input: MovesInput, env: SheetEnv): MoveView {
  const t = env.localize;
  const move = readMove(item);
  const isProgress = move.rollType === "progress" || move.rollType === "specialTrack";
  const options = move.rollOptions.map((o) => optionView(o, input.values, env));
  const targets = isProgress ? targetsOf(move, item.name, input, env) : [];
  const list = conditionsText(move, input.values, env) ?? options.map((o) => o.text).join(t("VOWFORGE.Sheet.Move.Or"));
  return {
    id: item.id,
    uuid: item.uuid,
    name: item.name,
    own,
    trigger: env.html(move.trigger),
    html: env.html(move.text),
    rollType: move.rollType,
    options,
    optionsText: move.rollType === "none" ? "" : t(isProgress ? "VOWFORGE.Sheet.Move.RollsAgainst" : "VOWFORGE.Sheet.Move.RollsWith", { options: list || t("VOWFORGE.Sheet.Move.AnyStat") }),
    actionRoll: move.rollType === "action",
    targets,
    pickTarget:
      targets.length > 1
        ? { text: t("VOWFORGE.Sheet.Move.PickButton", { count: targets.length }), label: t("VOWFORGE.Sheet.Move.PickLabel", { move: item.name, count: targets.length }) }
        : null,
    noTargets: isProgress && targets.length === 0,
    rollLabel: t("VOWFORGE.Sheet.Move.Roll", { move: item.name }),
    rollEach: isProgress ? rollEachView(item.name, eachLegacyRolls(move, input.legacies), env) : null,
  };
}

function categoryOrder(id: string): number {
  const index = (MOVE_CATEGORIES as readonly string[]).indexOf(id);
  return index === -1 ? MOVE_CATEGORIES.length : index;
}

/** Whether every word of the search occurs in the move's name, its playtest name, trigger or category. */
function matches(words: string[], item: SheetItem, move: MoveData, categoryLabel: string): boolean {
  if (words.length === 0) return true;
  const haystack = fold(`${item.name} ${move.formerly} ${categoryLabel} ${plain(move.trigger)}`);
  return words.every((w) => haystack.includes(w));
}

function categoryLabel(id: string, env: SheetEnv): string {
  return (MOVE_CATEGORIES as readonly string[]).includes(id) ? env.localize(`VOWFORGE.Sheet.MoveCategory.${id}`) : humanise(id);
}

export function movesView(input: MovesInput, env: SheetEnv): MovesView {
  const t = env.localize;
  const own = input.ownMoves.filter((m) => m.type === "move");
  const ownKeys = new Set(own.map((m) => readMove(m).dataswornId || fold(m.name)));
  const fromPacks = input.moves.filter((m) => {
    if (m.type !== "move") return false;
    const data = readMove(m);
    return data.ruleset === input.ruleset && !ownKeys.has(data.dataswornId || fold(m.name));
  });
  const all = [...own.map((item) => ({ item, own: true })), ...fromPacks.map((item) => ({ item, own: false }))];
  const words = fold(input.search).split(/\s+/).filter(Boolean);
  const groups = new Map<string, MoveGroupView>();
  let shown = 0;
  for (const { item, own: isOwn } of all) {
    const data = readMove(item);
    const label = categoryLabel(data.category, env);
    if (!matches(words, item, data, label)) continue;
    let group = groups.get(data.category);
    if (!group) {
      group = { id: data.category, label, headingId: `${env.idPrefix}-moves-${data.category}`, moves: [] };
      groups.set(data.category, group);
    }
    group.moves.push(moveView(item, isOwn, input, env));
    shown += 1;
  }
  const sorted = [...groups.values()].sort((a, b) => categoryOrder(a.id) - categoryOrder(b.id) || a.label.localeCompare(b.label));
  return {
    search: input.search,
    searchId: `${env.idPrefix}-move-search`,
    groups: sorted,
    shown,
    total: all.length,
    emptyText: shown > 0 ? null : all.length === 0 ? t("VOWFORGE.Sheet.Move.None") : t("VOWFORGE.Sheet.Move.NoMatch", { search: input.search }),
    resultsText: t("VOWFORGE.Sheet.Move.Results", { shown, total: all.length }),
  };
}

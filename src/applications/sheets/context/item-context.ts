/**
 * Contexts of the item sheets: asset, progress track and move.
 */
import { METERS, RANKS, STATS } from "../../../config";
import { LEGACIES } from "../../../data/actor/conditions";
import { methodListText } from "../../dialogs/roll-dialog-context";
import { assetView, humanise, type AssetView } from "./asset-context";
import { PROGRESS_KINDS } from "../../../data/item/progress-track";
import { readMove, rollsByMethod, type MoveConditionData, type MoveData, type MoveRollOptionData } from "./moves-context";
import { progressTrackItem, type ProgressTrackItem } from "./progress-context";
import { recordOf, textOf, type SheetEnv, type SheetItem } from "./types";
import { monogramOf } from "./portrait";
import { choiceField, choiceOptions, listField, toggleField, type HeaderField } from "./header-fields";

/**
 * An item as its sheet's header band shows it: its image (Foundry's editImage target; a monogram drawn
 * over a default image), its name and, above the name, what it is (`kicker`).
 */
export interface ItemIdentity {
  id: string;
  name: string;
  img: string;
  /** The image is decoration beside the name: no text of its own. */
  imgAlt: string;
  monogram: string;
  nameId: string;
  kicker: string;
}

/** The item's identity; `kicker` says what it is (its type's name unless given). */
export function itemIdentity(item: SheetItem, env: SheetEnv, kicker = env.localize(`TYPES.Item.${item.type}`)): ItemIdentity {
  return { id: item.id, name: item.name, img: item.img, imgAlt: "", monogram: monogramOf(item.img, item.name), nameId: `${env.idPrefix}-name`, kicker };
}

interface ItemBase {
  editable: boolean;
  identity: ItemIdentity;
  /** Fields in the header band under the name (none for most items). */
  headerFields: HeaderField[];
  idPrefix: string;
}

function base(item: SheetItem, env: SheetEnv, kicker?: string): ItemBase {
  return { editable: env.editable, identity: itemIdentity(item, env, kicker), headerFields: [], idPrefix: env.idPrefix };
}

export interface AssetSheetContext extends ItemBase {
  asset: AssetView;
  category: string;
  meter: { enabled: boolean; label: string; value: number; min: number; max: number };
}

export function buildAssetSheetContext(item: SheetItem, env: SheetEnv): AssetSheetContext {
  const m = recordOf(recordOf(item.system).meter);
  const num = (v: unknown) => (typeof v === "number" ? v : 0);
  const category = textOf(recordOf(item.system).category);
  const type = env.localize("TYPES.Item.asset");
  return {
    ...base(item, env, category ? `${type} · ${humanise(category)}` : type),
    asset: assetView(item, env),
    category: textOf(recordOf(item.system).category),
    meter: { enabled: m.enabled === true, label: textOf(m.label), value: num(m.value), min: num(m.min), max: num(m.max) },
  };
}

export interface ProgressSheetContext extends ItemBase {
  track: ProgressTrackItem;
  notes: { name: string; source: string; html: string; id: string };
}

export function buildProgressSheetContext(item: SheetItem, env: SheetEnv, richEditor: boolean): ProgressSheetContext & { richEditor: boolean } {
  const t = env.localize;
  const track = progressTrackItem(item, t);
  const notes = textOf(recordOf(item.system).notes);
  return {
    ...base(item, env),
    headerFields: [
      listField("system.kind", t("VOWFORGE.Sheet.Progress.Kind"), choiceOptions(PROGRESS_KINDS, track.kind, (id) => `VOWFORGE.Sheet.ProgressKind.${id}`, env), env),
      choiceField("system.rank", t("VOWFORGE.Sheet.Progress.Rank"), choiceOptions(RANKS, track.rank, (id) => `VOWFORGE.Rank.${id}`, env)),
      toggleField("system.completed", t("VOWFORGE.Sheet.Track.Done"), track.completed, env),
    ],
    track,
    notes: { name: "system.notes", source: notes, html: env.html(notes), id: `${env.idPrefix}-notes` },
    richEditor,
  };
}

/** A trigger condition as the move sheet shows it: "Mend your own wounds: iron or wits, whichever is lower". */
export interface MoveConditionView {
  label: string;
  rollMethod: string;
  text: string;
}

/** A roll option's name in the user's language: a stat, meter or legacy track by its lang key, else its own label. */
function optionName(option: MoveRollOptionData, t: SheetEnv["localize"]): string {
  if (option.using === "stat" && (STATS as readonly string[]).includes(option.key)) return t(`VOWFORGE.Stat.${option.key}`);
  if (option.using === "conditionMeter" && (METERS as readonly string[]).includes(option.key)) return t(`VOWFORGE.Meter.${option.key}`);
  if (option.using === "legacyTrack" && (LEGACIES as readonly string[]).includes(option.key)) return t(`VOWFORGE.Sheet.Legacy.${option.key}`);
  return option.label || option.key;
}

function conditionView(condition: MoveConditionData, env: SheetEnv): MoveConditionView {
  const t = env.localize;
  const names = condition.rollOptions.map((o) => optionName(o, t));
  return { label: condition.label, rollMethod: condition.rollMethod, text: methodListText(condition.rollMethod, names, t) };
}

export interface MoveSheetContext extends ItemBase {
  move: MoveData;
  /** "Formerly …" for a move the published book renamed, else null. */
  formerly: string | null;
  rollTypeLabel: string;
  actionRoll: boolean;
  trigger: string;
  text: string;
  options: { text: string }[];
  /** Each trigger condition and how it rolls; shown when one does not leave the choice to the player. */
  conditions: MoveConditionView[];
  showConditions: boolean;
  outcomes: { id: string; label: string; html: string; match: string }[];
}

export function buildMoveSheetContext(item: SheetItem, env: SheetEnv): MoveSheetContext {
  const t = env.localize;
  const move = readMove(item);
  const outcomes = recordOf(recordOf(item.system).outcomes);
  return {
    ...base(item, env),
    move,
    formerly: move.formerly ? t("VOWFORGE.Sheet.Move.Formerly", { name: move.formerly }) : null,
    rollTypeLabel: t(`VOWFORGE.Sheet.RollType.${move.rollType}`),
    actionRoll: move.rollType === "action",
    trigger: env.html(move.trigger),
    text: env.html(move.text),
    options: move.rollOptions.map((o) => ({ text: optionName(o, t) })),
    conditions: move.rollConditions.map((c) => conditionView(c, env)),
    showConditions: rollsByMethod(move),
    outcomes: (["strongHit", "weakHit", "miss"] as const)
      .map((id) => {
        const o = recordOf(outcomes[id]);
        return { id, label: t(`VOWFORGE.Outcome.${id}`), html: env.html(textOf(o.text)), match: env.html(textOf(o.match)) };
      })
      .filter((o) => o.html !== ""),
  };
}

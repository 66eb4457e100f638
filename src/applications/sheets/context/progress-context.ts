/**
 * Progress items (vows, journeys, connections, combat, ...) as the sheets list them: vows first,
 * completed tracks last, each with its boxes and its buttons' labels.
 */
import { RANKS, type RankId } from "../../../config";
import { TICKS_PER_MARK, MAX_TICKS } from "../../../rules/progress";
import { PROGRESS_KINDS, type ProgressKind } from "../../../data/item/progress-track";
import { trackView, type TrackView } from "./track-context";
import { type SheetItem } from "./types";
import { isItemOf, type DocumentLike, type ItemData, type PartialData } from "../../../data/documents";
import { type Localize } from "../../../locale";

export interface ProgressTrackItem extends TrackView {
  id: string;
  uuid: string;
  name: string;
  img: string;
  kind: ProgressKind;
  kindLabel: string;
  rank: RankId;
  rankLabel: string;
  completed: boolean;
  isVow: boolean;
  /** Ticks one mark adds at this rank. */
  ticksPerMark: number;
  canMark: boolean;
  canClear: boolean;
  /**
   * The buttons' labels; `markTip` and `rollTip` are their tooltips, without the track's name the row
   * shows beside them (the labels keep it for a screen reader moving from button to button).
   */
  labels: { mark: string; markTip: string; clear: string; roll: string; rollTip: string; edit: string; remove: string; complete: string };
  cssClass: string;
}

/** A rank as stored, or "dangerous" for anything missing or malformed. */
export function rankOf(value: unknown): RankId {
  return RANKS.find((r) => r === value) ?? "dangerous";
}

/**
 * The progress of a progress item or a delve site (both keep a rank, ticks and whether they are
 * completed; a delve site is a track of the delve kind), read from its subtype's data with defaults for
 * anything missing or malformed; another item reads as the defaults.
 */
export function readProgress(item: DocumentLike): { kind: ProgressKind; rank: RankId; ticks: unknown; completed: boolean } {
  const progress: PartialData<ItemData<"progress">> = isItemOf(item, "progress") ? item.system : {};
  const site: PartialData<ItemData<"delveSite">> = isItemOf(item, "delveSite") ? item.system : {};
  const kind = isItemOf(item, "delveSite") ? "delve" : (PROGRESS_KINDS.find((k) => k === progress.kind) ?? "other");
  return {
    kind,
    rank: rankOf(progress.rank ?? site.rank),
    ticks: progress.ticks ?? site.ticks,
    completed: (progress.completed ?? site.completed) === true,
  };
}

/** One progress item's view. */
export function progressTrackItem(item: SheetItem, t: Localize): ProgressTrackItem {
  const { kind, rank, ticks, completed } = readProgress(item);
  const view = trackView(ticks, t);
  const name = item.name;
  return {
    ...view,
    id: item.id,
    uuid: item.uuid,
    name,
    img: item.img,
    kind,
    kindLabel: t(`VOWFORGE.Sheet.ProgressKind.${kind}`),
    rank,
    rankLabel: t(`VOWFORGE.Rank.${rank}`),
    completed,
    isVow: kind === "vow",
    ticksPerMark: TICKS_PER_MARK[rank],
    canMark: view.ticks < MAX_TICKS,
    canClear: view.ticks > 0,
    labels: {
      mark: t("VOWFORGE.Sheet.Track.Mark", { name }),
      clear: t("VOWFORGE.Sheet.Track.Clear", { name }),
      markTip: t("VOWFORGE.Sheet.Track.MarkTip"),
      roll: t(kind === "vow" ? "VOWFORGE.Sheet.Track.RollVow" : "VOWFORGE.Sheet.Track.Roll", { name, score: view.score }),
      rollTip: t(kind === "vow" ? "VOWFORGE.Sheet.Track.RollVowTip" : "VOWFORGE.Sheet.Track.RollTip", { score: view.score }),
      edit: t("VOWFORGE.Sheet.Item.Edit", { name }),
      remove: t("VOWFORGE.Sheet.Item.Delete", { name }),
      complete: t("VOWFORGE.Sheet.Track.Completed", { name }),
    },
    cssClass: `vf-track vf-track--${kind}${completed ? " vf-track--completed" : ""}`,
  };
}

/** Sort order: open tracks before completed ones, vows first, then by kind, sheet order and name. */
function compare(a: { item: SheetItem; view: ProgressTrackItem }, b: { item: SheetItem; view: ProgressTrackItem }): number {
  return (
    Number(a.view.completed) - Number(b.view.completed) ||
    PROGRESS_KINDS.indexOf(a.view.kind) - PROGRESS_KINDS.indexOf(b.view.kind) ||
    a.item.sort - b.item.sort ||
    a.item.name.localeCompare(b.item.name)
  );
}

/** The progress items among `items`, sorted for the sheet. */
export function progressTracks(items: readonly SheetItem[], t: Localize): ProgressTrackItem[] {
  return items
    .filter((item) => item.type === "progress")
    .map((item) => ({ item, view: progressTrackItem(item, t) }))
    .sort(compare)
    .map(({ view }) => view);
}


/**
 * Contexts of the foe, starship and shared (party) sheets.
 */
import { RANKS } from "../../../config";
import { assetViews, type AssetView } from "./asset-context";
import { progressTracks, type ProgressTrackItem } from "./progress-context";
import { trackView, type TrackView } from "./track-context";
import { intOf, textOf, type SheetEnv, type SheetItem } from "./types";
import { type PartialActorData } from "../../../data/documents";
import { meterView, type MeterView } from "./vitals-context";
import { monogramOf } from "./portrait";
import { shipRollButton, type ShipRollButton } from "./ship-roll";
import { choiceField, choiceOptions, textField, type HeaderField } from "./header-fields";

interface ActorBase {
  editable: boolean;
  /** `kicker`: what the actor is, over its name in the header band. */
  identity: { name: string; img: string; monogram: string; nameId: string; imgAlt: string; kicker: string };
  /** Fields in the header band under the name (a foe's rank and nature). */
  headerFields: HeaderField[];
  notes: { name: string; source: string; html: string; id: string; richEditor: boolean };
  idPrefix: string;
}

/** The actor subtypes these sheets show. */
export type PlainActorType = "foe" | "starship" | "shared";

/** A foe, starship or shared actor as plain data (its system data as PartialData: a sample's may lack fields). */
export interface PlainActor<T extends PlainActorType = PlainActorType> {
  name: string;
  img: string;
  system: PartialActorData<T>;
  items: readonly SheetItem[];
}

/** The header and notes every one of these sheets shows; `field` is where the notes are stored. */
function base(
  actor: PlainActor,
  field: "description" | "notes",
  stored: string | null | undefined,
  env: SheetEnv,
  richEditor: boolean,
  kicker: string,
): ActorBase {
  const source = textOf(stored);
  return {
    editable: env.editable,
    identity: { name: actor.name, img: actor.img, monogram: monogramOf(actor.img, actor.name), nameId: `${env.idPrefix}-name`, imgAlt: env.localize("VOWFORGE.Sheet.Portrait", { name: actor.name }), kicker },
    headerFields: [],
    notes: { name: `system.${field}`, source, html: env.html(source), id: `${env.idPrefix}-${field}`, richEditor },
    idPrefix: env.idPrefix,
  };
}

export interface FoeSheetContext extends ActorBase {
  rank: string;
  rankLabel: string;
  nature: string;
  track: TrackView & { canMark: boolean; canClear: boolean; labels: { mark: string; clear: string } };
}

export function buildFoeContext(actor: PlainActor<"foe">, env: SheetEnv, richEditor: boolean): FoeSheetContext {
  const t = env.localize;
  const s = actor.system;
  const rank = RANKS.find((r) => r === s.rank) ?? "dangerous";
  const track = trackView(s.progress?.ticks, t);
  const nature = textOf(s.nature);
  return {
    ...base(actor, "description", s.description, env, richEditor, t("TYPES.Actor.foe")),
    headerFields: [
      choiceField("system.rank", t("VOWFORGE.Sheet.Progress.Rank"), choiceOptions(RANKS, rank, (r) => `VOWFORGE.Rank.${r}`, env)),
      textField("system.nature", t("VOWFORGE.Sheet.Foe.Nature"), nature, env),
    ],
    rank,
    rankLabel: t(`VOWFORGE.Rank.${rank}`),
    nature,
    track: {
      ...track,
      canMark: track.ticks < 40,
      canClear: track.ticks > 0,
      labels: { mark: t("VOWFORGE.Sheet.Track.Mark", { name: actor.name }), clear: t("VOWFORGE.Sheet.Track.Clear", { name: actor.name }) },
    },
  };
}

export interface StarshipSheetContext extends ActorBase {
  integrity: MeterView;
  /** The hold's supply of a Sundered Isles flagship, or null outside the isles. */
  hold: MeterView | null;
  /** The roll buttons of the ship's meters: integrity, and the hold's supply when it is shown. */
  rolls: { integrity: ShipRollButton; hold: ShipRollButton | null };
  impacts: { id: string; label: string; marked: boolean; name: string; inputId: string }[];
  assets: AssetView[];
}

/**
 * The starship sheet. With Sundered Isles in use the ship is the crew's flagship: it shows the hold's
 * supply and the hold's unequipped impact too.
 */
export function buildStarshipContext(
  actor: PlainActor<"starship">,
  env: SheetEnv,
  richEditor: boolean,
  sunderedIsles = false,
): StarshipSheetContext {
  const t = env.localize;
  const s = actor.system;
  const impacts = sunderedIsles ? (["battered", "cursed", "unequipped"] as const) : (["battered", "cursed"] as const);
  return {
    ...base(actor, "notes", s.notes, env, richEditor, t("TYPES.Actor.starship")),
    integrity: meterView({ id: "integrity", label: t("VOWFORGE.Sheet.Starship.Integrity"), value: intOf(s.integrity, 0), min: 0, max: 5, path: "integrity" }, t, env.idPrefix),
    hold: sunderedIsles
      ? meterView({ id: "supply", label: t("VOWFORGE.Sheet.Starship.Hold"), value: intOf(s.supply, 5), min: 0, max: 5, path: "supply" }, t, env.idPrefix)
      : null,
    rolls: { integrity: shipRollButton("integrity", t), hold: sunderedIsles ? shipRollButton("supply", t) : null },
    impacts: impacts.map((id) => ({
      id,
      label: t(`VOWFORGE.Sheet.Impact.${id}`),
      marked: s[id] === true,
      name: `system.${id}`,
      inputId: `${env.idPrefix}-${id}`,
    })),
    assets: assetViews(actor.items, env),
  };
}

export interface SharedSheetContext extends ActorBase {
  supply: MeterView;
  tracks: ProgressTrackItem[];
}

export function buildSharedContext(actor: PlainActor<"shared">, env: SheetEnv, richEditor: boolean): SharedSheetContext {
  const t = env.localize;
  const s = actor.system;
  return {
    ...base(actor, "notes", s.notes, env, richEditor, t("TYPES.Actor.shared")),
    supply: meterView({ id: "supply", label: t("VOWFORGE.Meter.supply"), value: intOf(s.supply, 0), min: 0, max: 5, path: "supply" }, t, env.idPrefix),
    tracks: progressTracks(actor.items, t),
  };
}

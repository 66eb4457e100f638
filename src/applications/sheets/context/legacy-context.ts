/**
 * Experience, the Ironsworn bonds track and the Starforged legacy tracks (quests, bonds,
 * discoveries) with the experience each has earned.
 */
import { LEGACIES, type LegacyId } from "../../../data/actor/conditions";
import { EMPTY_LEGACY_TRACK, legacyScore, legacyXp, markLegacy, type LegacyTrack } from "../../../rules/legacy";
import { MAX_TICKS } from "../../../rules/progress";
import { experienceToSpend } from "../../../rules/advance";
import { safeTicks, trackView, type TrackView } from "./track-context";
import { intOf, recordOf } from "./types";
import { type Localize } from "../../../locale";
import { type CharacterInput } from "./vitals-context";

export interface LegacyView extends TrackView {
  id: LegacyId;
  label: string;
  overflow: boolean;
  xp: number;
  /** Progress score for Continue a Legacy (10 in the "+10" state). */
  rollScore: number;
  canMark: boolean;
  canClear: boolean;
  labels: { mark: string; clear: string; roll: string; overflow: string };
}

export interface BondsView extends TrackView {
  label: string;
  canMark: boolean;
  canClear: boolean;
  labels: { mark: string; clear: string; roll: string };
}

export interface ExperienceView {
  earned: number;
  spent: number;
  /** What is left to spend: earned (and in Starforged the legacies' experience) less spent. */
  available: number;
  earnedId: string;
  spentId: string;
  /** Starforged: experience the legacy tracks have earned in all (counted in `available`). */
  legacyTotal: number | null;
}

/** A legacy track as the rules accept it: a full track not yet marked "+10" reads as cleared into it. */
export function normaliseLegacy(raw: unknown): LegacyTrack {
  const r = recordOf(raw);
  const total = (r.overflow === true ? MAX_TICKS : 0) + safeTicks(r.ticks);
  return markLegacy(EMPTY_LEGACY_TRACK, total);
}

export function legacyViews(system: Pick<CharacterInput, "legacies">, t: Localize): LegacyView[] {
  return LEGACIES.map((id) => {
    const track = normaliseLegacy(system.legacies?.[id]);
    const label = t(`VOWFORGE.Sheet.Legacy.${id}`);
    return {
      ...trackView(track.ticks, t),
      id,
      label,
      overflow: track.overflow,
      xp: legacyXp(track),
      rollScore: legacyScore(track),
      canMark: !(track.overflow && track.ticks >= MAX_TICKS),
      canClear: track.overflow || track.ticks > 0,
      labels: {
        mark: t("VOWFORGE.Sheet.Track.MarkTick", { name: label }),
        clear: t("VOWFORGE.Sheet.Track.ClearTick", { name: label }),
        roll: t("VOWFORGE.Sheet.Legacy.Roll", { name: label }),
        overflow: t("VOWFORGE.Sheet.Legacy.Overflow"),
      },
    };
  });
}

export function bondsView(system: Pick<CharacterInput, "bonds">, t: Localize): BondsView {
  const ticks = safeTicks(system.bonds?.ticks);
  const label = t("VOWFORGE.Sheet.Bonds.Label");
  return {
    ...trackView(ticks, t),
    label,
    canMark: ticks < MAX_TICKS,
    canClear: ticks > 0,
    labels: {
      mark: t("VOWFORGE.Sheet.Bonds.Mark"),
      clear: t("VOWFORGE.Sheet.Bonds.Clear"),
      roll: t("VOWFORGE.Sheet.Bonds.Roll"),
    },
  };
}

export function experienceView(
  system: Pick<CharacterInput, "experience">,
  legacies: LegacyView[] | null,
  idPrefix: string,
): ExperienceView {
  const earned = intOf(system.experience?.earned, 0);
  const spent = intOf(system.experience?.spent, 0);
  const legacyTotal = legacies ? legacies.reduce((sum, l) => sum + l.xp, 0) : null;
  return {
    earned,
    spent,
    // Starforged: the legacy tracks' experience is spent like any other (SF-20, docs/rulings.md).
    available: experienceToSpend({ earned, spent, legacy: legacyTotal ?? 0 }),
    earnedId: `${idPrefix}-xp-earned`,
    spentId: `${idPrefix}-xp-spent`,
    legacyTotal,
  };
}

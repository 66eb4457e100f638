/**
 * Context of the Forged Ties character sheet: stats and skills with their dice, the breaking track
 * (ruin spaces and the Broken box drawn apart), heart, harm slots, ruin advances, advances, stat
 * tracks, the forge track with its requirements, and bonds with other characters.
 * Also the identity and notes every ruleset sheet shares.
 */
import { systemPath } from "../../../constants";
import { FORGED_TIES_STATS } from "../../../rules/forged-ties-character";
import { intOf, recordOf, textOf, type Localize, type SheetEnv } from "./types";

/** The body template of each ruleset sheet, by system path. */
export const RULESET_SHEET_TEMPLATES = {
  forgedTies: systemPath("templates/sheets/forged-ties/sheet.hbs"),
  augur: systemPath("templates/sheets/augur/sheet.hbs"),
  strike: systemPath("templates/sheets/strike/sheet.hbs"),
  conflict: systemPath("templates/sheets/conflict/sheet.hbs"),
} as const;

/** The actor as plain data. */
export interface RulesetActor {
  name: string;
  img: string;
  system: unknown;
}

/** Identity, notes and editing state, as every ruleset sheet shows them. */
export interface RulesetBase {
  editable: boolean;
  idPrefix: string;
  identity: { name: string; img: string; nameId: string; imgAlt: string };
  notes: { name: string; source: string; html: string; id: string; richEditor: boolean };
}

/** The shared part of a ruleset sheet's context (notes stored at system.notes). */
export function rulesetBase(actor: RulesetActor, env: SheetEnv, richEditor: boolean): RulesetBase {
  const source = textOf(recordOf(actor.system).notes);
  return {
    editable: env.editable,
    idPrefix: env.idPrefix,
    identity: {
      name: actor.name,
      img: actor.img,
      nameId: `${env.idPrefix}-name`,
      imgAlt: env.localize("VOWFORGE.Sheet.Portrait", { name: actor.name }),
    },
    notes: { name: "system.notes", source, html: env.html(source), id: `${env.idPrefix}-notes`, richEditor },
  };
}

/** A list read defensively from unknown data. */
export function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(recordOf) : [];
}

/** One box of a marked track. */
export interface MarkBox {
  box: number;
  marked: boolean;
  cssClass: string;
}

/** A track of marked boxes, with a sentence read instead of the boxes. */
export interface MarkTrackView {
  marked: number;
  length: number;
  boxes: MarkBox[];
  srText: string;
  canMark: boolean;
  canClear: boolean;
}

/** The view of a `{ marked, length }` track. */
export function markTrackView(track: unknown, t: Localize): MarkTrackView {
  const r = recordOf(track);
  const length = Math.max(0, intOf(r.length, 0));
  const marked = Math.min(length, Math.max(0, intOf(r.marked, 0)));
  return {
    marked,
    length,
    boxes: Array.from({ length }, (_, i) => ({
      box: i + 1,
      marked: i < marked,
      cssClass: i < marked ? "vf-mark vf-mark--on" : "vf-mark",
    })),
    srText: t("VOWFORGE.Rulesets.TrackText", { marked, length }),
    canMark: marked < length,
    canClear: marked > 0,
  };
}

export interface ForgedTiesSheetContext extends RulesetBase {
  stats: { id: string; label: string; dice: number; rollLabel: string }[];
  skills: { id: string; name: string; statLabel: string; dice: number; rollLabel: string }[];
  breaking: Omit<MarkTrackView, "boxes"> & {
    boxes: (MarkBox & { ruin: boolean; broken: boolean; title: string })[];
    isBroken: boolean;
  };
  heart: MarkTrackView;
  harm: { index: number; empty: boolean; name: string; broken: boolean; removeLabel: string; breakLabel: string }[];
  canAddHarm: boolean;
  ruinAdvances: string[];
  advances: MarkTrackView;
  statTracks: ({ id: string; label: string; markLabel: string } & MarkTrackView)[];
  forge: MarkTrackView & {
    requirements: { id: string; label: string; met: boolean; markLabel: string }[];
    allMet: boolean;
  };
  bonds: { characterId: string; name: string; marked: boolean; markLabel: string; resolveLabel: string }[];
}

const statLabel = (t: Localize, stat: string) => t(`VOWFORGE.ForgedTies.FIELDS.stats.${stat}.label`);

/** The Forged Ties sheet's context; `names` gives bonded characters' names by UUID. */
export function buildForgedTiesContext(
  actor: RulesetActor,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
): ForgedTiesSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const statValues = recordOf(s.stats);
  const breaking = recordOf(s.breaking);
  const breakingTrack = markTrackView(breaking, t);
  const ruinSpaces = Array.isArray(breaking.ruinSpaces) ? breaking.ruinSpaces : [];
  const harmSlots = Array.isArray(s.harm) ? s.harm : [];
  const forge = recordOf(s.forge);
  const statTracks = recordOf(s.statTracks);
  return {
    ...rulesetBase(actor, env, richEditor),
    stats: FORGED_TIES_STATS.map((id) => {
      const label = statLabel(t, id);
      return { id, label, dice: intOf(statValues[id], 0), rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name: label }) };
    }),
    skills: listOf(s.skills).map((skill) => {
      const name = textOf(skill.name);
      return {
        id: textOf(skill.id),
        name,
        statLabel: statLabel(t, textOf(skill.stat)),
        dice: intOf(skill.dice, 0),
        rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name }),
      };
    }),
    breaking: {
      ...breakingTrack,
      boxes: breakingTrack.boxes.map((box) => {
        const ruin = ruinSpaces.includes(box.box);
        const broken = box.box === breakingTrack.length;
        const cssClass = [box.cssClass, ruin ? "vf-mark--ruin" : "", broken ? "vf-mark--broken" : ""].filter(Boolean).join(" ");
        const title = broken
          ? t("VOWFORGE.Rulesets.ForgedTies.BrokenBox")
          : ruin
            ? t("VOWFORGE.Rulesets.ForgedTies.RuinSpace")
            : "";
        return { ...box, ruin, broken, cssClass, title };
      }),
      isBroken: breakingTrack.length > 0 && breakingTrack.marked >= breakingTrack.length,
    },
    heart: markTrackView(s.heart, t),
    harm: harmSlots.map((slot: unknown, index) => {
      const h = slot === null ? null : recordOf(slot);
      const name = h ? textOf(h.name) : "";
      return {
        index,
        empty: h === null,
        name,
        broken: h?.broken === true,
        removeLabel: t("VOWFORGE.Rulesets.ForgedTies.RemoveHarm", { name }),
        breakLabel: t("VOWFORGE.Rulesets.ForgedTies.BreakHarm", { name }),
      };
    }),
    canAddHarm: harmSlots.length > 0,
    ruinAdvances: Array.isArray(s.ruinAdvances) ? s.ruinAdvances.map(textOf) : [],
    advances: markTrackView(s.advances, t),
    statTracks: FORGED_TIES_STATS.map((id) => {
      const label = statLabel(t, id);
      return { id, label, markLabel: t("VOWFORGE.Rulesets.ForgedTies.MarkStatTrack", { name: label }), ...markTrackView(statTracks[id], t) };
    }),
    forge: {
      ...markTrackView(forge, t),
      requirements: listOf(forge.requirements).map((r) => {
        const label = textOf(r.label) || textOf(r.id);
        return { id: textOf(r.id), label, met: r.met === true, markLabel: t("VOWFORGE.Rulesets.ForgedTies.MeetRequirement", { name: label }) };
      }),
      allMet: listOf(forge.requirements).length > 0 && listOf(forge.requirements).every((r) => r.met === true),
    },
    bonds: bondViews(s.bonds, names, t),
  };
}

/** Bonds with other characters, named from `names` (the UUID when the actor is unknown). */
export function bondViews(
  bonds: unknown,
  names: Readonly<Record<string, string>>,
  t: Localize,
): ForgedTiesSheetContext["bonds"] {
  return listOf(bonds).map((b) => {
    const characterId = textOf(b.characterId);
    const name = names[characterId] ?? characterId;
    return {
      characterId,
      name,
      marked: b.marked === true,
      markLabel: t("VOWFORGE.Rulesets.MarkBond", { name }),
      resolveLabel: t("VOWFORGE.Rulesets.ForgedTies.ResolveBond", { name }),
    };
  });
}

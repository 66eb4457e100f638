/**
 * The guided character creation's plain data: the games it creates characters for, what the world
 * offers (assets from the packs' indexes, the Starforged background table, other characters), and the
 * draft the user's choices are collected in. No Foundry here: the Foundry window, the playground and
 * the tests share it.
 */
import { type RulesetId, type StatId } from "../../config";
import { type AugurApproach } from "../../rules/augur-character";

/** The games the creation knows: every ruleset. */
export type WizardGame = RulesetId;

/** An asset the packs offer, read from a compendium index. */
export interface AssetOption {
  uuid: string;
  name: string;
  /** The asset's category as the packs store it ("path", "companion", "commandVehicle" ...). */
  category: string;
  ruleset: RulesetId;
}

/** A row of Starforged's background table: the background and the two paths it gives. */
export interface BackgroundOption {
  label: string;
  range: readonly [number, number];
  /** UUIDs of the path assets. */
  assets: string[];
}

/** A character the new one may hold a bond with (Forged Ties, Augur). */
export interface BondPartner {
  uuid: string;
  name: string;
}

/** What the world offers the creation, read once when it opens. */
export interface WizardWorld {
  /** Games the actor may be made for (two for an Ironsworn / Starforged character, else one). */
  games: WizardGame[];
  assets: AssetOption[];
  backgrounds: BackgroundOption[];
  partners: BondPartner[];
}

/** A Starforged connection made at creation. */
export interface ConnectionRow {
  name: string;
  role: string;
  rank: string;
}

/**
 * A row the character may already hold (opened from the sheet): its id ("" for a new row) keeps what
 * the creation does not show (a skill's related skills, whether a requirement is met, a trait lost).
 */
interface KeptRow {
  id: string;
}

/** A named row (expertise, relationship, trait, forge requirement). */
export interface NamedRow extends KeptRow {
  name: string;
}

/** A Forged Ties skill (its related skills are set on the sheet). */
export interface ForgedTiesSkillRow extends KeptRow {
  name: string;
  stat: string;
  dice: number | null;
}

/** An Augur ability; its text as typed (stored as HTML). */
export interface AbilityRow extends KeptRow {
  name: string;
  text: string;
  bonusDie: boolean;
}

/** A Strike! skill (a new one is skilled). */
export interface StrikeSkillRow extends KeptRow {
  name: string;
  /** An ability id, or "" for none. */
  ability: string;
  restricted: boolean;
}

/**
 * Every choice the creation collects, for every game; each game reads the parts its steps fill. Held
 * in memory until the last step: nothing is written before.
 */
export interface Draft {
  game: WizardGame;
  name: string;
  pronouns: string;
  callsign: string;
  description: string;
  /** Ironsworn / Starforged stats (null: not chosen). */
  stats: Record<StatId, number | null>;
  /** Ironsworn: the chosen assets' UUIDs. */
  assets: string[];
  /** Starforged: the background row picked or rolled (its index), or null. */
  background: number | null;
  /** Starforged: the two paths' UUIDs. */
  paths: string[];
  /** Starforged: the command vehicle taken (its UUID, "" for none) and the ship's name. */
  starship: { asset: string; name: string };
  /** Starforged: the last asset's UUID, or "". */
  finalAsset: string;
  /** Ironsworn: the people and places of the starting bonds. */
  bonds: string[];
  vow: { title: string; rank: string };
  connections: ConnectionRow[];
  /** Forged Ties stats (dice). */
  ftStats: Record<string, number | null>;
  ftSkills: ForgedTiesSkillRow[];
  /** Forged Ties and Augur: UUIDs of the characters held bonds with. */
  partners: string[];
  /** Forged Ties: the forge track's requirements. */
  requirements: NamedRow[];
  approaches: Record<AugurApproach, number | null>;
  expertise: NamedRow[];
  abilities: AbilityRow[];
  strikeSkills: StrikeSkillRow[];
  relationships: NamedRow[];
  traits: NamedRow[];
  wealth: number | null;
  actionPoints: number | null;
}

/** The lists of the draft the user adds rows to and removes rows from. */
export const ROW_LISTS = [
  "bonds",
  "connections",
  "ftSkills",
  "requirements",
  "expertise",
  "abilities",
  "strikeSkills",
  "relationships",
  "traits",
] as const;
export type RowList = (typeof ROW_LISTS)[number];

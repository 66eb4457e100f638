/**
 * Actors as the rest of the code reads them: the one table of actor subtypes (what each plays and
 * carries), typed views of an actor's system data narrowed by its subtype, which ruleset an actor plays,
 * and the rules' state of a Forged Ties, Augur or Strike! character. No Foundry at import time: the
 * models are imported for their types only, so cards, the playground and the tests read through here.
 */
import { RULESETS, type RulesetId } from "../config";
import { assertAugurCharacter, type AugurCharacter } from "../rules/augur-character";
import { assertForgedTiesCharacter, type ForgedTiesCharacter } from "../rules/forged-ties-character";
import { assertStrikeCharacter, type StrikeCharacter } from "../rules/strike-character";
import { type CharacterRulesetId } from "./fields";
import { augurState, forgedTiesState, pick, safely, strikeState } from "./actor/system-data";
import { type ActorSubtype, type ItemSubtype } from "./index";
import { type ActorData, type ActorOf, type ItemData, type ItemOf } from "./views";

export type {
  ActorData,
  ActorOf,
  ItemData,
  ItemOf,
  ItemView,
  PartialActorData,
  PartialData,
} from "./views";

/** The ruleset of an actor whose `system.ruleset` says it (Ironsworn or Starforged). */
const STORED = "stored";

/** What the code needs to know of one actor subtype. */
interface ActorTypeInfo {
  /** The ruleset it plays: one, `"stored"` when `system.ruleset` says (Ironsworn or Starforged), or null. */
  readonly ruleset: RulesetId | typeof STORED | null;
  /** Whether it is a player's character of its ruleset (the subtype the creation makes for that game). */
  readonly character: boolean;
  /** Whether it carries clocks (every character of the five rulesets). */
  readonly clocks: boolean;
  /** Whether its tokens link to the actor unless the creation data says otherwise (documents/token-link.ts). */
  readonly linkedTokens: boolean;
}

/**
 * Every actor subtype (system.json documentTypes.Actor; the same keys as data/index.ts `actorModels`,
 * which tsc holds through `satisfies`). Migrations keep their own literal names: they are history.
 */
export const ACTOR_TYPES = {
  character: { ruleset: STORED, character: true, clocks: true, linkedTokens: true },
  shared: { ruleset: STORED, character: false, clocks: false, linkedTokens: true },
  foe: { ruleset: null, character: false, clocks: false, linkedTokens: false },
  starship: { ruleset: null, character: false, clocks: false, linkedTokens: true },
  forgedTiesCharacter: { ruleset: "forgedTies", character: true, clocks: true, linkedTokens: true },
  augurCharacter: { ruleset: "augur", character: true, clocks: true, linkedTokens: true },
  strikeCharacter: { ruleset: "strike", character: true, clocks: true, linkedTokens: true },
  conflict: { ruleset: null, character: false, clocks: false, linkedTokens: true },
} as const satisfies Record<ActorSubtype, ActorTypeInfo>;

/** The subtypes whose entry has `flag` set, in the table's order. */
export function actorTypesWith(flag: "character" | "clocks" | "linkedTokens"): ActorSubtype[] {
  return (Object.keys(ACTOR_TYPES) as ActorSubtype[]).filter((type) => ACTOR_TYPES[type][flag]);
}

/**
 * The subtype of a player's character of `ruleset`: the one the table fixes to it (Forged Ties, Augur,
 * Strike!), else the `character` subtype, whose `system.ruleset` says Ironsworn or Starforged.
 */
export function characterTypeOf(ruleset: RulesetId): ActorSubtype {
  return actorTypesWith("character").find((type) => ACTOR_TYPES[type].ruleset === ruleset) ?? "character";
}

/** Whether `type` names one of our actor subtypes. */
export function isActorType(type: unknown): type is ActorSubtype {
  return typeof type === "string" && Object.hasOwn(ACTOR_TYPES, type);
}

/**
 * A document of any subtype, its data still unread. `system` stays unknown here on purpose: this is
 * where an actor or item of any subtype (a Foundry document, a plain object of the playground or a test,
 * a chat command's summary) comes in, to be narrowed by `isActorOf` / `isItemOf`, and a chat message's
 * data, to be read by the card registry's `readCard`, which checks every field.
 */
export interface DocumentLike {
  type?: string;
  system: unknown;
}

/** The part of an actor the readers below take: any actor, its data still unread (any subtype). */
export type ActorLike = DocumentLike;

/**
 * Whether the actor is of subtype `type`; its `system` is then read as that subtype's model data. A
 * Foundry actor of that subtype holds it prepared (schema fields cleaned, derived values set).
 */
export function isActorOf<A extends ActorLike, T extends ActorSubtype>(
  actor: A | null | undefined,
  type: T,
): actor is A & ActorOf<T> {
  return actor?.type === type;
}

/** The actor's data as subtype `type` holds it, or null for an actor of another subtype. */
export function dataOf<T extends ActorSubtype>(actor: ActorLike, type: T): ActorData<T> | null {
  return isActorOf(actor, type) ? actor.system : null;
}

/** Whether the item is of subtype `type`; its `system` is then read as that subtype's model data. */
export function isItemOf<I extends DocumentLike, T extends ItemSubtype>(
  item: I | null | undefined,
  type: T,
): item is I & ItemOf<T> {
  return item?.type === type;
}

/** The data of an item that keeps a progress track (a rank and ticks): a progress item's or a delve site's. */
export type TrackData = ItemData<"progress"> | ItemData<"delveSite">;

/** The progress track an item keeps (a progress item's, a delve site's), or null for another item or none. */
export function trackDataOf(item: DocumentLike | null | undefined): TrackData | null {
  return isItemOf(item, "progress") || isItemOf(item, "delveSite") ? item.system : null;
}

/**
 * The ruleset an actor plays: its subtype's (a Forged Ties, Augur or Strike! character), else the one its
 * `system.ruleset` names (an Ironsworn / Starforged character, the shared actor, or actor data without a
 * subtype, as a chat command's summary may be), else null.
 */
export function rulesetOf(actor: ActorLike): RulesetId | null {
  const fixed = isActorType(actor.type) ? ACTOR_TYPES[actor.type].ruleset : STORED;
  if (fixed !== STORED) return fixed;
  const stored = pick(actor.system, "ruleset");
  return RULESETS.find((id) => id === stored) ?? null;
}

/** The ruleset of an Ironsworn / Starforged character (the `character` subtype), else null. */
export function characterRulesetOf(actor: ActorLike): CharacterRulesetId | null {
  if (actor.type !== "character") return null;
  const ruleset = rulesetOf(actor);
  return ruleset === "ironsworn" || ruleset === "starforged" ? ruleset : null;
}

/** `read()` when the rules accept it (`check` passes), else null. */
function checked<T>(read: () => T, check: (state: T) => void): T | null {
  return safely(() => {
    const state = read();
    check(state);
    return state;
  }, null);
}

/** The Forged Ties character of the actor when it is one and the rules accept its data, else null. */
export function forgedTiesOf(actor: ActorLike | null | undefined): ForgedTiesCharacter | null {
  if (!isActorOf(actor, "forgedTiesCharacter")) return null;
  return checked(() => forgedTiesState(actor.system), assertForgedTiesCharacter);
}

/** The Augur character of the actor, or null (abilities: those that grant a bonus die). */
export function augurOf(actor: ActorLike | null | undefined): AugurCharacter | null {
  if (!isActorOf(actor, "augurCharacter")) return null;
  return checked(() => augurState(actor.system), assertAugurCharacter);
}

/** The Strike! character of the actor, or null. */
export function strikeOf(actor: ActorLike | null | undefined): StrikeCharacter | null {
  if (!isActorOf(actor, "strikeCharacter")) return null;
  return checked(() => strikeState(actor.system), assertStrikeCharacter);
}

/**
 * Which actors' tokens are linked to the actor by default: a character, the shared (party) actor, a
 * starship and a team conflict are one thing in the world, so a token of one must write to the actor
 * itself (macros and chat commands prefer the selected token's actor). Foes are many tokens of one
 * sheet and stay unlinked. draw-steel sets actorLink the same way in its hero and party models'
 * `_preCreate` (src/module/data/actor/hero.mjs, party.mjs at 0.11.1); foundry-ironsworn creates its
 * characters with `prototypeToken: { actorLink: true }` (src/module/applications/createActorDialog.ts).
 * Pure: no Foundry globals.
 */
import { actorTypesWith } from "../data/documents";

/** Actor subtypes whose tokens link to the actor unless the creation data says otherwise. */
export const LINKED_ACTOR_TYPES: ReadonlySet<string> = new Set(actorTypesWith("linkedTokens"));

/**
 * The source change that links the prototype token of a new actor, or null when the type stays
 * unlinked or the creation data already chose (a duplicate, an import, a pack entry).
 */
export function tokenLinkDefaults(type: string, data: unknown): { prototypeToken: { actorLink: true } } | null {
  if (!LINKED_ACTOR_TYPES.has(type)) return null;
  const token = typeof data === "object" && data !== null ? (data as { prototypeToken?: unknown }).prototypeToken : undefined;
  const chosen = typeof token === "object" && token !== null ? (token as { actorLink?: unknown }).actorLink : undefined;
  if (typeof chosen === "boolean") return null;
  return { prototypeToken: { actorLink: true } };
}

/**
 * Which document an `@Move[...]` or `@Oracle[...]` link names. Pure: the candidates (moves or oracle
 * tables from the packs and the world) come in as plain data. A reference is, in this order, a
 * document UUID, an id our packs give the document (its Datasworn id, "move:starforged/adventure/
 * face_danger", or for our own content its content id, "vowforge/augur-moves/action-roll") or a name ("Face Danger",
 * matched without regard to case, accents or the kind of apostrophe; a move's former playtest name
 * counts too). Several documents of the same name: the one of the first ruleset in `prefer` wins (the
 * ruleset of the text's own document first, then the world's enabled rulesets), else the first listed.
 */

/** A document a link may point at, as the packs' index and the world's documents describe it. */
export interface LinkCandidate {
  uuid: string;
  name: string;
  /** The ids our packs give it: the Datasworn id it was built from, or our own content id; none for a user's. */
  ids: readonly string[];
  /** The ruleset its pack belongs to (or its own `system.ruleset`), or null. */
  ruleset: string | null;
  /** Other names it answers to (a move's former playtest name). */
  aliases: readonly string[];
  /** Whether clicking it can roll something for a character (a move that rolls; always true for a table). */
  rolls: boolean;
}

/** Lower case, without accents, straight apostrophes and single spaces: how names are compared. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The id a reference names, without a leading "datasworn:" (as Datasworn's own links write it). */
function idOf(reference: string): string {
  return reference.trim().replace(/^datasworn:/, "");
}

function rank(candidate: LinkCandidate, prefer: readonly string[]): number {
  const at = candidate.ruleset === null ? -1 : prefer.indexOf(candidate.ruleset);
  return at < 0 ? prefer.length : at;
}

/** The candidate `reference` names, or null when none does. Never throws. */
export function resolveReference(reference: string, candidates: readonly LinkCandidate[], prefer: readonly string[] = []): LinkCandidate | null {
  const wanted = reference.trim();
  if (wanted === "") return null;
  const byUuid = candidates.find((c) => c.uuid === wanted);
  if (byUuid) return byUuid;
  const id = idOf(wanted);
  const byId = candidates.find((c) => c.ids.includes(id));
  if (byId) return byId;
  const name = foldName(wanted);
  const named = candidates.filter((c) => foldName(c.name) === name);
  const pool = named.length > 0 ? named : candidates.filter((c) => c.aliases.some((alias) => foldName(alias) === name));
  let best: LinkCandidate | null = null;
  for (const candidate of pool) {
    if (best === null || rank(candidate, prefer) < rank(best, prefer)) best = candidate;
  }
  return best;
}

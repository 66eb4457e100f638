/**
 * What a player may change on a roll card once it is posted. The author of a chat message may update it
 * (Foundry's ChatMessage permissions), and the card's buttons do so when no GM is connected; but what
 * the card has applied, whose card it is and the names it shows are not the author's to rewrite: a
 * rewritten `applied` list would reopen a spent action, a rewritten helper would send a bond elsewhere.
 *
 * A player's update may add actions to `applied` and lines to `notes`, and mark a forge helper's bond;
 * it may not remove either, nor change the card's kind, ruleset, actor, move, title or helpers, nor
 * leave data the card reader refuses. The GM may change anything. Pure: no Foundry globals.
 */
import { readStoredCard } from "../data/message/card-shape";
import { flatten, isPlainObject, setPath } from "../paths";
import { RulesError } from "../rules/errors";
import { type CardState } from "../data/message/card-state";

/** The card's stored data after `changes` (a message update, nested or dotted) is merged into `system`. */
export function systemAfter(system: unknown, changes: unknown): unknown {
  if (!isPlainObject(changes)) return system;
  const after = { system: structuredClone(system) } as Record<string, unknown>;
  for (const [path, value] of Object.entries(flatten(changes))) {
    if (path === "system" || path.startsWith("system.")) setPath(after, path, structuredClone(value));
  }
  return after.system;
}

/** Whether `changes` (a message update) touches the message's `system` at all. */
export function touchesSystem(changes: unknown): boolean {
  return (
    isPlainObject(changes) &&
    Object.keys(flatten(changes)).some((p) => p === "system" || p.startsWith("system."))
  );
}

const FIXED = ["kind", "ruleset", "actorUuid", "moveUuid", "title"] as const;

function startsWith<T>(list: readonly T[], prefix: readonly T[], same: (a: T, b: T) => boolean): boolean {
  return prefix.length <= list.length && prefix.every((entry, i) => same(entry, list[i]));
}

/**
 * Why a player's update from card `before` to stored data `after` is refused (a RulesError whose code
 * names the reason), or null when it may go ahead.
 */
export function cardRewriteProblem(before: CardState, after: unknown): RulesError | null {
  let next: CardState;
  try {
    next = readStoredCard(after);
  } catch (error) {
    return error instanceof RulesError
      ? error
      : new RulesError("MalformedCard", String(error), { field: "system" });
  }
  for (const key of FIXED) {
    if (before[key] !== next[key]) {
      return new RulesError("CardRewrite", `the card's ${key} cannot be changed`, { field: key });
    }
  }
  if (!before.applied.every((action) => next.applied.includes(action))) {
    return new RulesError("CardRewrite", "an applied action cannot be taken back", { field: "applied" });
  }
  const sameNote = (a: { id: string; count: number; name: string }, b: typeof a) =>
    a.id === b.id && a.count === b.count && a.name === b.name;
  if (!startsWith(next.notes ?? [], before.notes ?? [], sameNote)) {
    return new RulesError("CardRewrite", "the card's notes can only grow", { field: "notes" });
  }
  if (before.kind === "forge" && next.kind === "forge") {
    const same =
      before.helpers.length === next.helpers.length &&
      before.helpers.every(
        (h, i) =>
          h.uuid === next.helpers[i].uuid &&
          h.name === next.helpers[i].name &&
          (!h.bondMarked || next.helpers[i].bondMarked),
      );
    if (!same)
      return new RulesError("CardRewrite", "the card's helpers cannot be changed", { field: "helpers" });
  }
  return null;
}

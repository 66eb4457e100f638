/**
 * What a player may change on a chat card once it is posted. The author of a chat message may update it
 * (Foundry's ChatMessage permissions), and the card's buttons do so when no GM is connected; but what
 * the card has applied, the roll it shows, whose card it is and the names it shows are not the author's
 * to rewrite: a rewritten `applied` list would reopen a spent action, rewritten dice a different roll
 * than the one everyone saw, a rewritten helper would send a bond elsewhere.
 *
 * A player's update of a roll card may add actions to `applied` and lines to `notes`, mark a forge
 * helper's bond, and change what an action it adds changes (the die a reroll rerolls, the burn a burn
 * records, the die or effect a push adds, a bad spot), and grow an action or progress card's trace of
 * outcome effects as applying one or undoing the last does (effect-fields.ts); it may not remove either, nor change anything
 * else of the card, nor leave data the card reader refuses. It may not write the card with Foundry's
 * special keys (`-=` deletion, `==` replacement, v14's operator objects) or as a whole replacement
 * (`recursive: false`), whose result the check could not foresee, nor touch the system's own flags (a
 * clock card's state, an oracle draw). The GM may change anything. Pure: no Foundry globals.
 */
import { type CardState, readCard, traitsOf, type StoredCard } from "../kinds/registry";
import type { CardActionId } from "../kinds/shape";
import { SYSTEM_ID } from "../constants";
import { isUpdateOperator, readUpdateKey } from "../foundry-compat";
import { flatten, isPlainObject, setPath } from "../paths";
import { RulesError } from "../rules/errors";

/** A path segment without Foundry's special-key prefix. */
function plain(segment: string): string {
  return readUpdateKey(segment).key;
}

/** The update's leaves by dotted path, each with its path's segments read without special prefixes. */
function leaves(changes: unknown): Array<{ path: string; keys: string[]; value: unknown }> {
  if (!isPlainObject(changes)) return [];
  return Object.entries(flatten(changes)).map(([path, value]) => ({ path, keys: path.split(".").map(plain), value }));
}

/**
 * The card's stored data after `changes` (a message update, nested or dotted) is merged into `system`;
 * unknown until `readCard` has read it, since a player's update may write anything.
 */
export function systemAfter(system: StoredCard, changes: unknown): unknown {
  if (!isPlainObject(changes)) return system;
  const after = { system: structuredClone(system) } as Record<string, unknown>;
  for (const [path, value] of Object.entries(flatten(changes))) {
    if (path === "system" || path.startsWith("system.")) setPath(after, path, structuredClone(value));
  }
  return after.system;
}

/** Whether `changes` (a message update) touches the message's `system` at all (special keys included). */
export function touchesSystem(changes: unknown): boolean {
  return leaves(changes).some(({ keys }) => keys[0] === "system");
}

function rewrite(field: string, message: string): RulesError {
  return new RulesError("CardRewrite", message, { field });
}

/**
 * Why a player's update of a message, read as Foundry would apply it, is refused before the card is
 * read: a special key or operator object under `system`, a whole replacement, or a change to the
 * system's flags. Null when none applies.
 */
export function specialRewriteProblem(changes: unknown, options: unknown): RulesError | null {
  for (const { path, keys, value } of leaves(changes)) {
    if (keys[0] === "flags" && keys[1] === SYSTEM_ID) return rewrite("flags", "the card's own flags cannot be changed");
    if (keys[0] !== "system") continue;
    const special = path.split(".").some((segment) => plain(segment) !== segment);
    if (special || isUpdateOperator(value)) return rewrite("system", "the card cannot be rewritten with a special key");
  }
  const recursive = isPlainObject(options) ? options.recursive : undefined;
  if (recursive === false && touchesSystem(changes)) return rewrite("system", "the card cannot be replaced whole");
  return null;
}

const FIXED = ["kind", "ruleset", "actorUuid", "moveUuid", "title"] as const;

/** Fields outside a kind's roll, checked on their own: the common ones (and each kind's `kept` fields). */
const NOT_ROLL = new Set<string>([...FIXED, "applied", "notes"]);

function startsWith<T>(list: readonly T[], prefix: readonly T[], same: (a: T, b: T) => boolean): boolean {
  return prefix.length <= list.length && prefix.every((entry, i) => same(entry, list[i]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Why the roll of `before` may not become the roll of `next` with the actions newly applied; or null. */
function rollChangeProblem(before: CardState, next: CardState): RulesError | null {
  // The kinds are the same: `kind` is one of the fields no update may change, checked first.
  const { rewrites = {}, kept } = traitsOf(before);
  const added = next.applied.filter((action) => !before.applied.includes(action));
  const open = new Map<string, CardActionId>();
  for (const action of added) for (const field of rewrites[action]?.fields ?? []) open.set(field, action);
  const apart = new Set([...NOT_ROLL, ...(kept?.fields ?? [])]);
  const keys = new Set([...Object.keys(before), ...Object.keys(next)].filter((key) => !apart.has(key)));
  for (const key of keys) {
    const b = (before as unknown as Record<string, unknown>)[key];
    const n = (next as unknown as Record<string, unknown>)[key];
    if (same(b, n)) continue;
    const action = open.get(key);
    if (!action || !rewrites[action]?.fits(before, next)) {
      return rewrite(key, `the card's ${key} cannot be changed`);
    }
  }
  return null;
}

/**
 * Why a player's update from card `before` to stored data `after` is refused (a RulesError whose code
 * names the reason), or null when it may go ahead.
 */
export function cardRewriteProblem(before: CardState, after: unknown): RulesError | null {
  let next: CardState;
  try {
    next = readCard(after);
  } catch (error) {
    return error instanceof RulesError
      ? error
      : new RulesError("MalformedCard", String(error), { field: "system" });
  }
  for (const key of FIXED) {
    if (before[key] !== next[key]) return rewrite(key, `the card's ${key} cannot be changed`);
  }
  if (!before.applied.every((action) => next.applied.includes(action))) {
    return rewrite("applied", "an applied action cannot be taken back");
  }
  const sameNote = (a: { id: string; count: number; name: string }, b: typeof a) =>
    a.id === b.id && a.count === b.count && a.name === b.name;
  if (!startsWith(next.notes ?? [], before.notes ?? [], sameNote)) {
    return rewrite("notes", "the card's notes can only grow");
  }
  const kept = traitsOf(before).kept;
  if (kept && !kept.keeps(before, next)) {
    return rewrite(kept.fields.join(","), `the card's ${kept.fields.join(", ")} cannot be changed`);
  }
  return rollChangeProblem(before, next);
}

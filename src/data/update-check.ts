/**
 * The check document classes run before an update: out-of-range values (from the schema limits, list
 * entries included), numbers outside the bounds the model declares (an asset meter's value within its
 * own minimum and maximum) and, for characters, momentum above its current maximum. A refused update
 * shows one clear error per refused value and nothing is stored.
 */
import {
  findMomentumProblem,
  settledMomentum,
  type MomentumProblem,
} from "./actor/momentum-guard";
import { isActorOf, type DocumentLike } from "./documents";
import { BAR_MIRRORS } from "./actor/bars";
import { boundsOf, findBoundProblems } from "./bounds-guard";
import { copyUpdate } from "../foundry-compat";
import { flatten, isPlainObject } from "../paths";
import { findRangeProblems, limitsOf, type EntryRef, type RangeProblem } from "./range-guard";
import { expandForcedReplacements, specialKeyProblems, type SpecialKeyProblem } from "./special-keys";
import { structureProblems, type StructureProblem, type StructureReason } from "./structure-guard";

/**
 * The parts of an Actor or Item the check reads: a document of any subtype, whose data is read through
 * its model's schema (limits, bounds, shapes by path) and, for a character, narrowed by its subtype.
 */
export interface CheckedDocument extends DocumentLike {
  type: string;
}

/** A refused part of an update: a value out of its limits, or a shape the schema cannot hold. */
export type UpdateProblem = RangeProblem | StructureProblem;

/** The model class of a document's system data. */
function modelOf(document: CheckedDocument): unknown {
  const system = document.system;
  return typeof system === "object" && system !== null ? system.constructor : undefined;
}

/**
 * Every refused part of `changes` for `document`; empty when the update may go ahead. The shape is read
 * first (structure-guard.ts); the values only once it is sound.
 */
export function updateProblems(
  document: CheckedDocument,
  raw: unknown,
  has?: (key: string) => boolean,
): UpdateProblem[] {
  const model = modelOf(document);
  const shape = structureProblems(model, raw, { has });
  if (shape.length > 0 || !isPlainObject(raw)) return shape;
  // Forced replacements ("==" keys) are checked as the plain writes they amount to.
  const changes = expandForcedReplacements(raw);
  const system = document.system;
  const limits = limitsOf(model);
  const problems: UpdateProblem[] = findRangeProblems(limits, changes, { has, current: system });
  const add = (problem: RangeProblem) => {
    if (!problems.some((p) => p.path === problem.path)) problems.push(problem);
  };
  findBoundProblems(boundsOf(model), limits, system, changes, { has }).forEach(add);
  if (isActorOf(document, "character")) {
    const momentum = findMomentumProblem(document.system, changes);
    if (momentum) add(momentum);
  }
  specialKeyProblems(limits, raw, { has }).forEach(add);
  return problems;
}

/** "Skill 2 (Climbing)": an entry by its position and, when it has one, its name. */
function describeEntries(entries: readonly EntryRef[]): string {
  const i18n = game.i18n;
  return entries
    .map((entry) => {
      const data = { entry: i18n.localize(entry.label), index: String(entry.index) };
      return entry.name === null
        ? i18n.format("VOWFORGE.Error.ListEntry", data)
        : i18n.format("VOWFORGE.Error.ListEntryNamed", { ...data, name: entry.name });
    })
    .join(", ");
}

/** The message of each refused shape. */
const STRUCTURE_ERRORS: Readonly<Record<StructureReason, string>> = {
  inherited: "VOWFORGE.Error.InheritedKey",
  update: "VOWFORGE.Error.UpdateUnreadable",
  group: "VOWFORGE.Error.GroupReplaced",
  list: "VOWFORGE.Error.ListReplaced",
  value: "VOWFORGE.Error.ValueReplaced",
};

/** A refused update in the user's language (also the creation's message for a value it may not write). */
export function describeRefusal(problem: UpdateProblem): string {
  const i18n = game.i18n;
  if (isStructureProblem(problem)) {
    const value = problem.reason === "inherited" ? problem.value : i18n.localize(problem.value);
    return i18n.format(STRUCTURE_ERRORS[problem.reason], { label: i18n.localize(problem.label), value });
  }
  const data = {
    label: i18n.localize(problem.label),
    value: String(problem.value),
    min: String(problem.min),
    max: String(problem.max),
  };
  if (isSpecialKeyProblem(problem)) return i18n.format(SPECIAL_KEY_ERRORS[problem.reason], data);
  if (isMomentumProblem(problem)) {
    return i18n.format("VOWFORGE.Error.MomentumAboveMax", { ...data, marked: String(problem.marked) });
  }
  if (problem.entries?.length) {
    const entry = describeEntries(problem.entries);
    if (problem.isEntry) return i18n.format("VOWFORGE.Error.OutOfRangeField", { ...data, label: entry });
    return i18n.format("VOWFORGE.Error.OutOfRangeInEntry", { ...data, entry });
  }
  return i18n.format("VOWFORGE.Error.OutOfRangeField", data);
}

/** The message of each refused special key. */
const SPECIAL_KEY_ERRORS: Record<SpecialKeyProblem["reason"], string> = {
  delete: "VOWFORGE.Error.FieldDeleted",
  reset: "VOWFORGE.Error.FieldReset",
  opaque: "VOWFORGE.Error.FieldUnreadable",
};

function isStructureProblem(problem: UpdateProblem): problem is StructureProblem {
  return !("min" in problem);
}

function isSpecialKeyProblem(problem: RangeProblem): problem is SpecialKeyProblem {
  return "reason" in problem;
}

function isMomentumProblem(problem: RangeProblem): problem is MomentumProblem {
  return "marked" in problem;
}

/** Shows each problem; true when there are none (the caller refuses the update otherwise). */
function report(problems: readonly UpdateProblem[]): boolean {
  for (const problem of problems) ui.notifications.error(describeRefusal(problem));
  return problems.length === 0;
}

const i18nHas = (key: string) => game.i18n.has(key);

/**
 * Runs the check; on any problem shows the errors and returns false (the caller refuses the update).
 */
export function checkUpdate(document: CheckedDocument, changes: unknown): boolean {
  return report(updateProblems(document, changes, i18nHas));
}

/**
 * Checks the shape of an update alone (structure-guard.ts), before anything reads its values to settle
 * momentum or mirror bars.
 */
function checkShape(document: CheckedDocument, changes: unknown): boolean {
  return report(structureProblems(modelOf(document), changes, { has: i18nHas }));
}

/**
 * Writes into `changes` (in place) the momentum a character's update must store because it lowers
 * the maximum (momentum-guard `settledMomentum`); other documents and updates are left as they are.
 */
export function settleMomentum(document: CheckedDocument, changes: unknown): void {
  if (!isActorOf(document, "character") || !isPlainObject(changes)) return;
  const momentum = settledMomentum(document.system, changes);
  if (momentum === null) return;
  const nested = changes.system;
  if (Object.hasOwn(changes, "system.momentum") || !isPlainObject(nested)) changes["system.momentum"] = momentum;
  else nested.momentum = momentum;
}

/**
 * Writes into `changes` (in place) the stored token bar values that mirror the meters and momentum the
 * update sets (bars.ts `BAR_MIRRORS`), for every actor type with stored bars; nested when the update is
 * nested.
 */
export function mirrorBars(document: CheckedDocument, changes: unknown): void {
  const mirrors = Object.hasOwn(BAR_MIRRORS, document.type) ? BAR_MIRRORS[document.type] : undefined;
  if (!mirrors || !isPlainObject(changes)) return;
  const flat = flatten(changes);
  for (const [meter, mirror] of Object.entries(mirrors)) {
    if (!Object.hasOwn(flat, meter) || Object.hasOwn(flat, mirror)) continue;
    if (isPlainObject(changes.system)) setPathCopying(changes, mirror, flat[meter]);
    else changes[mirror] = flat[meter];
  }
}

/**
 * Sets `path` inside `target`, replacing each plain object on the way by a shallow copy (and creating
 * missing ones), so objects `target` shares with the caller are never written into.
 */
function setPathCopying(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    const next = node[key];
    node[key] = isPlainObject(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/**
 * A document's `update`, checked on the update as asked (Foundry cleans, and so clamps, values before
 * `_preUpdate`): `update` runs only when the check passes; a refused update resolves to undefined.
 * Momentum a marked condition pushes above the maximum is brought down first.
 */
export async function guardedUpdate<D, T>(
  document: CheckedDocument,
  data: D,
  update: (data: D) => Promise<T>,
): Promise<T | undefined> {
  if (!checkShape(document, data)) return undefined;
  // Settling momentum and mirroring bars write into a copy (foundry-compat.ts: v14 operators are not cloned).
  const settled = copyUpdate(data);
  settleMomentum(document, settled);
  if (settled && !checkUpdate(document, settled)) return undefined;
  mirrorBars(document, settled);
  return update(settled);
}

/**
 * A document's `_preUpdate`, checked again for updates that reach the database another way (batches,
 * embedded updates): false refuses the update, as Foundry reads it. Momentum is settled in the
 * changes themselves, which Foundry stores after this hook.
 */
export async function guardedPreUpdate(
  document: CheckedDocument,
  changes: unknown,
  preUpdate: () => Promise<boolean | void>,
): Promise<false | undefined> {
  if ((await preUpdate()) === false) return false;
  if (!checkShape(document, changes)) return false;
  settleMomentum(document, changes);
  if (!checkUpdate(document, changes)) return false;
  mirrorBars(document, changes);
  return undefined;
}

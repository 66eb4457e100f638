/**
 * The check document classes run before an update: out-of-range values (from the schema limits) and,
 * for characters, momentum above its current maximum. A refused update shows one clear error per
 * refused value and nothing is stored.
 */
import { findMomentumProblem, type MomentumProblem, type MomentumState } from "./actor/momentum-guard";
import { isPlainObject } from "./paths";
import { findRangeProblems, limitsOf, type RangeProblem } from "./range-guard";

/** The parts of an Actor or Item the check reads. */
export interface CheckedDocument {
  type: string;
  system: unknown;
}

/** Every refused value of `changes` for `document`; empty when the update may go ahead. */
export function updateProblems(
  document: CheckedDocument,
  changes: unknown,
  has?: (key: string) => boolean,
): RangeProblem[] {
  if (!isPlainObject(changes)) return [];
  const system = document.system;
  const model = typeof system === "object" && system !== null ? system.constructor : undefined;
  const problems = findRangeProblems(limitsOf(model), changes, { has });
  if (document.type === "character" && typeof system === "object" && system !== null) {
    const momentum = findMomentumProblem(system as MomentumState, changes);
    if (momentum && !problems.some((p) => p.path === momentum.path)) {
      problems.push(momentum);
    }
  }
  return problems;
}

function describe(problem: RangeProblem): string {
  const i18n = game.i18n;
  const data = {
    label: i18n.localize(problem.label),
    value: String(problem.value),
    min: String(problem.min),
    max: String(problem.max),
  };
  if (isMomentumProblem(problem)) {
    return i18n.format("VOWFORGE.Error.MomentumAboveMax", { ...data, marked: String(problem.marked) });
  }
  return i18n.format("VOWFORGE.Error.OutOfRangeField", data);
}

function isMomentumProblem(problem: RangeProblem): problem is MomentumProblem {
  return "marked" in problem;
}

/**
 * Runs the check; on any problem shows the errors and returns false (the caller refuses the update).
 */
export function checkUpdate(document: CheckedDocument, changes: unknown): boolean {
  const problems = updateProblems(document, changes, (key) => game.i18n.has(key));
  for (const problem of problems) ui.notifications.error(describe(problem));
  return problems.length === 0;
}

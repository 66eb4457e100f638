/**
 * Turns a parsed chat command into a RollRequest (src/kinds/registry.ts). Pure: everything it needs
 * from Foundry (the user's character, the enabled rulesets, the settings, localisation) comes in the
 * context.
 */
import { VOWFORGE, type MeterId, type RulesetId, type StatId } from "../../config";
import { MOMENTUM_MAX, MOMENTUM_MIN, negativeMomentumCancels, STAT_MAX, STAT_MIN } from "../../rules/challenge";
import { AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN } from "../../rules/augur-momentum";
import type { RollRequest } from "../../kinds/registry";
import { type ActorSummary } from "./actor-summary";
import { commandError } from "./tokens";
import {
  type ActionCommand,
  type AskCommand,
  type CommandError,
  type CommandName,
  type PoolCommand,
  type ProgressCommand,
  type RollCommand,
  type StrikeCommand,
  type ThreatCommand,
} from "./types";

export interface ResolveContext {
  /** The user's character (assigned, else the first controlled token's actor), or null. */
  actor: ActorSummary | null;
  /** The rulesets this world has enabled, in canonical order. */
  rulesets: readonly RulesetId[];
  /** The Starforged setting: negative momentum equal to the action die cancels it. */
  starforgedCancel: boolean;
  /** Localises an i18n key (titles and labels on the card are plain text). */
  localize: (key: string) => string;
}

export type ResolvedCommand = { ok: true; request: RollRequest } | { ok: false; error: CommandError };

/** Title keys of the cards a command posts. */
export const TITLE_KEYS = {
  action: "VOWFORGE.Command.Title.action",
  progress: "VOWFORGE.Command.Title.progress",
  pool: "VOWFORGE.Command.Title.pool",
  threat: "VOWFORGE.Command.Title.threat",
  strike: "VOWFORGE.Command.Title.strike",
  ask: "VOWFORGE.Command.Title.ask",
  customStat: "VOWFORGE.Command.CustomStat",
} as const;

/** Label keys of every stat and meter an action roll may use. */
const LABEL_KEYS: Readonly<Record<StatId | MeterId, string>> = { ...VOWFORGE.stats, ...VOWFORGE.meters };

const CHALLENGE_RULESETS: readonly RulesetId[] = ["ironsworn", "starforged"];

const ok = (request: RollRequest): ResolvedCommand => ({ ok: true, request });
const fail = (error: CommandError): ResolvedCommand => ({ ok: false, error });

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The error for a command whose rulesets are all disabled in this world. */
function needsRuleset(
  command: CommandName,
  rulesets: readonly RulesetId[],
  context: ResolveContext,
): CommandError {
  const names = rulesets.map((id) => context.localize(VOWFORGE.rulesets[id])).join(" / ");
  return commandError(command, "NeedsRuleset", { ruleset: names });
}

/**
 * The Ironsworn-or-Starforged ruleset of a roll: the actor's when it is one of them, else the first of
 * them enabled in the world; null when neither is enabled.
 */
function challengeRuleset(context: ResolveContext): RulesetId | null {
  const own = context.actor?.ruleset;
  if (own && CHALLENGE_RULESETS.includes(own)) return own;
  return CHALLENGE_RULESETS.find((id) => context.rulesets.includes(id)) ?? null;
}

function base(ruleset: RulesetId, title: string, context: ResolveContext) {
  return { ruleset, actorUuid: context.actor?.uuid ?? null, moveUuid: null, title };
}

function resolveAction(command: ActionCommand, context: ResolveContext): ResolvedCommand {
  const ruleset = challengeRuleset(context);
  if (!ruleset) return fail(needsRuleset("action", CHALLENGE_RULESETS, context));
  const { actor } = context;
  let stat: { id: string; label: string; value: number };
  let title: string;
  if (command.stat.kind === "named") {
    const { id } = command.stat;
    const label = context.localize(LABEL_KEYS[id]);
    if (!actor) return fail(commandError("action", "NoCharacter", { stat: label }));
    const value = actor.values[id];
    if (value === undefined)
      return fail(commandError("action", "NoStat", { actor: actor.name, stat: label }));
    stat = { id, label, value: clamp(value, STAT_MIN, STAT_MAX) };
    title = label;
  } else {
    stat = { id: "custom", label: context.localize(TITLE_KEYS.customStat), value: command.stat.value };
    title = context.localize(TITLE_KEYS.action);
  }
  const momentum = actor?.momentum ?? 0;
  return ok({
    ...base(ruleset, title, context),
    kind: "action",
    stat,
    adds: command.adds,
    momentum: clamp(momentum, MOMENTUM_MIN, MOMENTUM_MAX),
    cancelOnNegativeMomentum: negativeMomentumCancels(ruleset, context.starforgedCancel),
  });
}

function resolveProgress(command: ProgressCommand, context: ResolveContext): ResolvedCommand {
  const ruleset = challengeRuleset(context);
  if (!ruleset) return fail(needsRuleset("progress", CHALLENGE_RULESETS, context));
  const title = command.trackName || context.localize(TITLE_KEYS.progress);
  return ok({
    ...base(ruleset, title, context),
    kind: "progress",
    trackUuid: null,
    trackName: command.trackName,
    score: command.score,
  });
}

function resolvePool(command: PoolCommand, context: ResolveContext): ResolvedCommand {
  if (!context.rulesets.includes("forgedTies")) return fail(needsRuleset("pool", ["forgedTies"], context));
  return ok({
    ...base("forgedTies", context.localize(TITLE_KEYS.pool), context),
    kind: "pool",
    dice: command.dice,
    position: command.position,
    effect: command.effect,
    pushed: null,
  });
}

/**
 * The notation names dice, not stances: the threat dice go in as `harm` (which adds one threat die
 * each and never makes a task impossible) with a stance threat of 0, so `/threat 1d5t` rolls five
 * threat dice rather than being refused as an impossible task.
 */
function resolveThreat(command: ThreatCommand, context: ResolveContext): ResolvedCommand {
  if (!context.rulesets.includes("augur")) return fail(needsRuleset("threat", ["augur"], context));
  const { actor } = context;
  const momentum =
    actor?.ruleset === "augur" && actor.momentum !== null
      ? clamp(actor.momentum, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX)
      : 0;
  return ok({
    ...base("augur", `${context.localize(TITLE_KEYS.threat)} (${command.notation})`, context),
    kind: "threat",
    momentum,
    plan: { approach: command.actionDice, stanceThreat: 0, harm: command.threatDice, momentum },
  });
}

function resolveStrike(command: StrikeCommand, context: ResolveContext): ResolvedCommand {
  if (!context.rulesets.includes("strike")) return fail(needsRuleset("strike", ["strike"], context));
  return ok({
    ...base("strike", context.localize(TITLE_KEYS.strike), context),
    kind: "strike",
    skilled: command.skilled,
    advantage: command.advantage,
    disadvantage: command.disadvantage,
    majorConditions: command.majorConditions,
    helpers: command.helpers,
  });
}

/** Asking the Oracle works in any world: its ruleset is Ironsworn or Starforged when one applies. */
function resolveAsk(command: AskCommand, context: ResolveContext): ResolvedCommand {
  const ruleset = challengeRuleset(context) ?? context.rulesets[0] ?? "ironsworn";
  return ok({
    ...base(ruleset, context.localize(TITLE_KEYS.ask), context),
    kind: "oracle",
    odds: command.odds,
    question: command.question,
  });
}

/** Resolves a roll command into the request that performs it, or the error to show. */
export function resolveCommand(command: RollCommand, context: ResolveContext): ResolvedCommand {
  switch (command.name) {
    case "action":
      return resolveAction(command, context);
    case "progress":
      return resolveProgress(command, context);
    case "pool":
      return resolvePool(command, context);
    case "threat":
      return resolveThreat(command, context);
    case "strike":
      return resolveStrike(command, context);
    case "ask":
      return resolveAsk(command, context);
  }
}

/** Reads from Foundry's globals what the chat commands need: the user's character and the world settings. */
import { currentRollMode } from "../../foundry-compat";
import { enabledRulesets, starforgedCancelSetting } from "../../settings";
import { summarizeActor, type ActorSummary, type SummarizedActor } from "./actor-summary";
import { type ResolveContext } from "./resolve";
import { localize } from "../../locale";

/** The user's assigned character, else the actor of the first token they control, else null. */
export function userActor(): ActorSummary | null {
  const assigned: SummarizedActor | null | undefined = game.user?.character;
  if (assigned) return summarizeActor(assigned);
  const token: SummarizedActor | null | undefined = canvas?.tokens?.controlled[0]?.actor;
  return token ? summarizeActor(token) : null;
}

/** Everything the resolver needs, gathered now; `actor` stands in for the user's actor when given. */
export function resolveContext(actor: ActorSummary | null = userActor()): ResolveContext {
  return {
    actor,
    rulesets: enabledRulesets(),
    starforgedCancel: starforgedCancelSetting(),
    localize,
  };
}

/** The roll mode currently chosen in the chat box. */
export function chatRollMode(): string {
  return currentRollMode();
}

import type { ResolvedCard } from "../../kinds/registry";
import { ChallengeDie } from "../terms/challenge-die";

/** Marks the challenge dice of a roll beaten or not, as the rules read them. */
export function flagChallengeDice(dice: readonly unknown[], resolved: ResolvedCard): void {
  if (resolved.kind !== "action" && resolved.kind !== "progress" && resolved.kind !== "pool") return;
  const term = dice.find((t): t is ChallengeDie => t instanceof ChallengeDie);
  term?.markBeaten(resolved.result.beaten);
}

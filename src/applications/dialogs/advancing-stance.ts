/**
 * The Augur Advancing stance in the roll dialog: it adds no threat, it names a clock. The name typed
 * (trimmed) is handed back with the roll, and once the roll is made the clock is advanced or started
 * (src/applications/clocks/stance-clock.ts); blank means Advancing is not in play.
 */
import { type RulesetId } from "../../config";
import { type RollChoices } from "./roll-dialog-types";

export function advancingClockOf(ruleset: RulesetId, choices: Pick<RollChoices, "stanceAdvancing">): string | null {
  if (ruleset !== "augur") return null;
  const name = typeof choices.stanceAdvancing === "string" ? choices.stanceAdvancing.trim() : "";
  return name === "" ? null : name;
}

/** Sample roll dialog inputs for each ruleset. */
import { type RulesetId } from "../../../src/config";
import { defaultChoices } from "../../../src/applications/dialogs/roll-dialog-context";
import {
  type ActorSummary,
  type RollChoices,
  type RollDialogInput,
} from "../../../src/applications/dialogs/roll-dialog-types";
import { localize } from "../../helpers/handlebars";

export const env = { localize, idPrefix: "vf-test" };

export function ironswornActor(over: Partial<ActorSummary> = {}): ActorSummary {
  return {
    name: "Kira",
    uuid: "Actor.kira",
    stats: [
      { id: "edge", label: "Edge", value: 2 },
      { id: "heart", label: "Heart", value: 1 },
      { id: "iron", label: "Iron", value: 3 },
      { id: "shadow", label: "Shadow", value: 1 },
      { id: "wits", label: "Wits", value: 2 },
    ],
    meters: [
      { id: "health", label: "Health", value: 5 },
      { id: "spirit", label: "Spirit", value: 4 },
      { id: "supply", label: "Supply", value: 3 },
    ],
    momentum: 5,
    harm: 0,
    majorConditions: 0,
    ...over,
  };
}

const OTHER_STATS: Record<Exclude<RulesetId, "ironsworn" | "starforged">, ActorSummary["stats"]> = {
  forgedTies: [
    { id: "hunt", label: "Hunt", value: 2 },
    { id: "mend", label: "Mend", value: 0 },
  ],
  augur: [
    { id: "bold", label: "Bold", value: 3 },
    { id: "sly", label: "Sly", value: 1 },
  ],
  strike: [
    { id: "climb", label: "Climb", value: 1 },
    { id: "lore", label: "Lore", value: 0 },
  ],
};

export function input(ruleset: RulesetId, over: Partial<RollDialogInput> = {}): RollDialogInput {
  const actor =
    ruleset === "ironsworn" || ruleset === "starforged"
      ? ironswornActor()
      : ironswornActor({
          stats: OTHER_STATS[ruleset],
          meters: [],
          momentum: ruleset === "augur" ? 2 : 0,
          harm: 1,
          majorConditions: 1,
        });
  return { ruleset, actor, move: null, stat: null, title: "Roll", cancelOnNegativeMomentum: true, ...over };
}

export function choices(i: RollDialogInput, over: Partial<RollChoices> = {}): RollChoices {
  return { ...defaultChoices(i), ...over };
}

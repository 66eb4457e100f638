/**
 * What the team conflict's actions need on the sheets page (`SheetHost.conflict`): the sheet's inputs,
 * the page's seeded dice for the preparatory and round d6 and the learning dice, and the page's other
 * samples as the players' characters (the page's user owns every sample, so nothing is relayed to a
 * GM). What a player learns is told in the page's chat log with the same small card the Foundry sheet
 * posts.
 */
import { conflictFormValues } from "../../src/applications/sheets/conflict-actions";
import { type ConflictButtonEnv } from "../../src/applications/sheets/conflict-env";
import { type TrackActor } from "../../src/operations";
import { type Localize } from "../../src/locale";
import { parseSeed, randomSeed, rollerFor } from "../prng";
import { escapeHtml } from "../../src/html";
import { RulesError } from "../../src/rules/errors";

/** Roll numbers of the preparatory dice, kept apart from the page's card rolls (0, 1, 2 ...). */
const FIRST_PREPARATION_ROLL = 100_000;
let preparationRolls = 0;
let pageSeed: number | null = null;

function seed(): number {
  pageSeed ??= parseSeed(new URL(window.location.href).searchParams.get("seed")) ?? randomSeed();
  return pageSeed;
}

export function pageConflictEnv(
  conflictName: string,
  element: HTMLElement,
  actorByUuid: (uuid: string) => (TrackActor & { name: string }) | null,
  t: Localize,
): ConflictButtonEnv {
  return {
    values: () => conflictFormValues(element),
    character: async (uuid) => actorByUuid(uuid),
    rollD6: async () => rollerFor(seed(), FIRST_PREPARATION_ROLL + preparationRolls++).die(6),
    rollRoundDice: async (keys) => {
      const roller = rollerFor(seed(), FIRST_PREPARATION_ROLL + preparationRolls++);
      return keys.map(() => roller.die(6));
    },
    rollLearning: async (_playerId, skills) => {
      const roller = rollerFor(seed(), FIRST_PREPARATION_ROLL + preparationRolls++);
      return skills.map(() => roller.die(6));
    },
    mayWrite: () => true,
    // The page's user may edit every sample, so nothing is ever relayed to a GM here.
    relayLearning: async () => {
      throw new RulesError("NoGMToRecord", "the sheets page has no GM to relay to", {});
    },
    hasActiveGM: () => false,
    postLearnt: async (character, skill, done) => {
      const name = actorByUuid(character.uuid ?? "")?.name ?? "";
      const title = t("VOWFORGE.Rulesets.Conflict.Learn.CardTitle", { conflict: conflictName });
      const text = t("VOWFORGE.Rulesets.Conflict.Learn.CardText", { name, skill: done.name || skill });
      const added = done.added ? `<p>${escapeHtml(t("VOWFORGE.Rulesets.Conflict.Learn.CardAdded"))}</p>` : "";
      const log = document.querySelector('[data-role="chat-log"]');
      log?.insertAdjacentHTML(
        "beforeend",
        `<li class="chat-message message pg-message" data-kind="learnt"><header class="message-header pg-message__header"><span class="message-sender">${escapeHtml(conflictName)}</span></header><div class="message-content"><div class="vowforge vf-cf-learnt"><h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p>${added}</div></div></li>`,
      );
      const empty = document.querySelector<HTMLElement>('[data-role="chat-empty"]');
      if (empty) empty.hidden = true;
    },
  };
}

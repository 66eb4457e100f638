/**
 * The team conflict sheet's buttons on the sheets page: the same button runner the Foundry sheet uses
 * (src/applications/sheets/conflict-buttons.ts), with the page's seeded dice for the preparatory d6.
 * A player's character (to join, to spend an action point, to learn a skill) is found through the page's
 * `actorByUuid`; the page's user owns every sample. What a player learns is told in the page's chat log,
 * with the same small card the Foundry sheet posts.
 */
import { conflictFormValues, isConflictButton, runConflictButton } from "../../../src/applications/sheets/conflict-buttons";
import { parseSeed, randomSeed, rollerFor } from "../../prng";
import { type SheetActionHandler } from "./context";
import { escapeHtml } from "../../../src/html";
import { RulesError } from "../../../src/rules/errors";

/** Roll numbers of the preparatory dice, kept apart from the page's card rolls (0, 1, 2 ...). */
const FIRST_PREPARATION_ROLL = 100_000;
let preparationRolls = 0;
let pageSeed: number | null = null;

function seed(): number {
  pageSeed ??= parseSeed(new URL(window.location.href).searchParams.get("seed")) ?? randomSeed();
  return pageSeed;
}

export const conflictAction: SheetActionHandler = async (context, action) => {
  if (!isConflictButton(action)) return false;
  await runConflictButton(context.actor, action, context.data, {
    values: () => conflictFormValues(context.element),
    character: async (uuid) => context.actorByUuid(uuid),
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
      const name = context.actorByUuid(character.uuid ?? "")?.name ?? "";
      const title = context.t("VOWFORGE.Rulesets.Conflict.Learn.CardTitle", { conflict: context.actor.name });
      const text = context.t("VOWFORGE.Rulesets.Conflict.Learn.CardText", { name, skill: done.name || skill });
      const added = done.added ? `<p>${escapeHtml(context.t("VOWFORGE.Rulesets.Conflict.Learn.CardAdded"))}</p>` : "";
      const log = document.querySelector('[data-role="chat-log"]');
      log?.insertAdjacentHTML(
        "beforeend",
        `<li class="chat-message message pg-message" data-kind="learnt"><header class="message-header pg-message__header"><span class="message-sender">${escapeHtml(context.actor.name)}</span></header><div class="message-content"><div class="vowforge vf-cf-learnt"><h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p>${added}</div></div></li>`,
      );
      const empty = document.querySelector<HTMLElement>('[data-role="chat-empty"]');
      if (empty) empty.hidden = true;
    },
  });
  return true;
};

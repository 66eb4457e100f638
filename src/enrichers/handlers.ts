/**
 * What a press on an enriched link does in Foundry. Rolls are the user's character's (their assigned
 * character, else the one they own: the reader the starship's rolls use), through the same roads as
 * the rest of the system: a move as its hotbar macro rolls it, an action roll on a stat through the
 * roll dialog with the link's adds, any other inline roll as its chat command, a table through the
 * oracle draw. Anything missing ends in a localised message, never an exception.
 */
import { rollCharacter } from "../applications/dialogs/roll-dialog";
import { characterRulesetOf, characterTypeOf } from "../data/documents";
import { userCharacter } from "../applications/sheets/user-character";
import { localize } from "../locale";
import { performRoll } from "../cards/perform-roll";
import { summarizeActor } from "../chat/commands/actor-summary";
import { formatCommandError } from "../chat/commands/format-error";
import { chatRollMode, resolveContext } from "../chat/commands/foundry-context";
import { resolveCommand } from "../chat/commands/resolve";
import { type RollCommand } from "../chat/commands/types";
import { type RulesetId } from "../config";
import { rollMoveFor } from "../macros/roll-macro";
import { isOracleTable } from "../oracles/draw";
import { drawOracleCard } from "../cards/oracle-card";
import { type EnrichedHandlers } from "./element";
import { parseInlineRoll, rollsNamedStat } from "./inline-roll";

function error(key: string): void {
  ui.notifications?.error(localize(key));
}

async function documentAt(uuid: string): Promise<unknown> {
  try {
    return await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
  } catch {
    return null;
  }
}

/** The user's Ironsworn or Starforged character, or null after telling the user. */
function rollingCharacter() {
  const character = userCharacter();
  if (character && characterRulesetOf(character)) return character;
  error("VOWFORGE.Enricher.Error.NoCharacter");
  return null;
}

/** The ruleset whose character's values an inline roll reads, where it is not an Ironsworn or Starforged character's. */
const COMMAND_RULESETS: Partial<Record<RollCommand["name"], RulesetId>> = {
  pool: "forgedTies",
  threat: "augur",
  strike: "strike",
};

export const FOUNDRY_HANDLERS: EnrichedHandlers = {
  async open(uuid) {
    const doc = (await documentAt(uuid)) as { sheet?: { render(options: { force: boolean }): unknown } | null } | null;
    if (!doc?.sheet) return error("VOWFORGE.Enricher.Error.Gone");
    await doc.sheet.render({ force: true });
  },

  async rollMove(uuid) {
    const character = rollingCharacter();
    if (character) await rollMoveFor(character, uuid);
  },

  async drawOracle(uuid) {
    const table = await documentAt(uuid);
    if (!isOracleTable(table)) return error("VOWFORGE.Oracle.Error.NotATable");
    await drawOracleCard(table, { rollMode: chatRollMode() });
  },

  async roll(text) {
    const parsed = parseInlineRoll(text);
    if (!parsed.ok) {
      ui.notifications?.error(formatCommandError(parsed.error, game.i18n));
      return;
    }
    const { command } = parsed;
    if (rollsNamedStat(command)) {
      const character = rollingCharacter();
      if (character) await rollCharacter(character, { stat: command.stat.id, adds: command.adds });
      return;
    }
    const ruleset = COMMAND_RULESETS[command.name];
    const character = userCharacter(ruleset ? [characterTypeOf(ruleset)] : undefined);
    const resolved = resolveCommand(command, resolveContext(character ? summarizeActor(character) : null));
    if (!resolved.ok) {
      ui.notifications?.error(formatCommandError(resolved.error, game.i18n));
      return;
    }
    await performRoll(resolved.request, { rollMode: chatRollMode() });
  },
};

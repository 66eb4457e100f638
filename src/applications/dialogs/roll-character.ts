/**
 * The skill roll of a Forged Ties, Augur or Strike! character, as a sheet button or a macro starts it:
 * the roll dialog opens on the skill (or approach) with the character's values filled in, and the card
 * is posted in the roll mode chosen.
 */
import { type PerformRollOptions } from "../../cards/perform-roll";
import { characterSummary, type SummaryActor } from "./actor-summaries";
import { rollWithDialog } from "./roll-with-dialog";
import { localize } from "../../locale";

/**
 * Opens the roll dialog for `stat` (a Forged Ties skill or stat id, an Augur approach, a Strike! skill
 * id) of the character and rolls what it returns. Resolves to the posted message, or null when the
 * actor is not one of the three, the user cancelled, or the roll was refused (the user is told why).
 */
export async function rollCharacter(
  actor: SummaryActor,
  stat: string | null,
  options: { speaker?: PerformRollOptions["speaker"] } = {},
): Promise<ChatMessage.Implementation | null> {
  const summary = characterSummary(actor, localize);
  if (!summary) return null;
  return rollWithDialog({ ruleset: summary.ruleset, actor: summary.actor, stat, ...options });
}

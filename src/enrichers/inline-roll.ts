/**
 * What an `@Roll[...]` button rolls. Its text is a chat command without the slash, in the same words
 * (`@Roll[action edge +1]` is `/action edge +1`, `@Roll[progress 7]`, `@Roll[pool 3 desperate great]`,
 * `@Roll[threat 3d2t]`, `@Roll[strike unskilled adv]`, `@Roll[ask likely]`), read by the chat command
 * parser, so both accept and refuse the same things. Pure.
 */
import { VOWFORGE, type MeterId, type StatId } from "../config";
import { parseCommand } from "../chat/commands/parse";
import { TITLE_KEYS } from "../chat/commands/resolve";
import { type CommandError, type RollCommand } from "../chat/commands/types";

/** Key of the message for text that names no roll (a word that is not a roll command). */
export const NOT_A_ROLL_KEY = "VOWFORGE.Enricher.Error.NotARoll";

export type InlineRoll = { ok: true; command: RollCommand; text: string } | { ok: false; error: CommandError };

/** Reads the text of an `@Roll[...]`; a refusal carries the chat command's own message. */
export function parseInlineRoll(text: string): InlineRoll {
  const trimmed = text.trim();
  const parsed = parseCommand(`/${trimmed}`);
  if (parsed === null || (parsed.ok && (parsed.command.name === "help" || parsed.command.name === "oracle"))) {
    return { ok: false, error: { key: NOT_A_ROLL_KEY, data: { value: trimmed } } };
  }
  if (!parsed.ok) return parsed;
  return { ok: true, command: parsed.command as RollCommand, text: trimmed };
}

/** Whether an action roll opens the roll dialog for the user's character: it names a stat or meter. */
export function rollsNamedStat(command: RollCommand): command is RollCommand & { name: "action"; stat: { kind: "named"; id: StatId | MeterId } } {
  return command.name === "action" && command.stat.kind === "named";
}

/**
 * The button's text when the link gives none: the roll's card title and what the text asks for
 * ("Action roll: Edge +1", "Progress roll: 7", "Pool roll: 3 desperate great").
 */
export function inlineRollLabel(roll: { command: RollCommand; text: string }, localize: (key: string, data?: Record<string, string>) => string): string {
  const { command } = roll;
  const title = localize(TITLE_KEYS[command.name]);
  let detail: string;
  if (command.name === "action") {
    const labels: Readonly<Record<string, string>> = { ...VOWFORGE.stats, ...VOWFORGE.meters };
    const stat = command.stat.kind === "named" ? localize(labels[command.stat.id]) : String(command.stat.value);
    detail = command.adds > 0 ? `${stat} +${command.adds}` : stat;
  } else {
    detail = roll.text.replace(/^\S+\s*/, "");
  }
  return detail === "" ? title : localize("VOWFORGE.Enricher.RollLabel", { title, detail });
}

/**
 * What an enriched link shows, as plain data (element.ts draws it): a move (a button that opens it and,
 * for a move that rolls, one that rolls it for the user's character), an oracle table (a button that
 * draws it), an inline roll (a button), or a reference that names nothing, shown as marked text whose
 * tooltip says why. Pure; every text here is shown as text, never as markup.
 */
import { formatCommandError, type Localizer } from "../chat/commands/format-error";
import { inlineRollLabel, parseInlineRoll } from "./inline-roll";
import { type LinkCandidate } from "./references";

export type EnrichedLink =
  | { kind: "move"; uuid: string; text: string; openLabel: string; rollLabel: string | null }
  | { kind: "oracle"; uuid: string; text: string; rollLabel: string }
  | { kind: "roll"; roll: string; text: string; rollLabel: string }
  | { kind: "broken"; text: string; tooltip: string };

/** Tooltip text without the characters markup is made of, so it reads the same as text or as HTML. */
export function tooltipText(text: string): string {
  return text.replace(/[<>&"'`]/g, "").replace(/\s+/g, " ").trim();
}

function shown(label: string | undefined, fallback: string): string {
  const text = (label ?? "").trim();
  return text === "" ? fallback.trim() : text;
}

function broken(text: string, message: string): EnrichedLink {
  return { kind: "broken", text, tooltip: tooltipText(message) };
}

/** An `@Move[reference]{label}` link, given the move the reference names (null: none). */
export function moveLink(reference: string, label: string | undefined, move: LinkCandidate | null, i18n: Localizer): EnrichedLink {
  if (!move) return broken(shown(label, reference), i18n.format("VOWFORGE.Enricher.Error.NoMove", { reference: reference.trim() }));
  const text = shown(label, move.name);
  return {
    kind: "move",
    uuid: move.uuid,
    text,
    openLabel: i18n.format("VOWFORGE.Enricher.OpenMove", { move: text }),
    rollLabel: move.rolls ? i18n.format("VOWFORGE.Enricher.RollMove", { move: text }) : null,
  };
}

/** An `@Oracle[reference]{label}` link, given the table the reference names (null: none). */
export function oracleLink(reference: string, label: string | undefined, table: LinkCandidate | null, i18n: Localizer): EnrichedLink {
  if (!table) return broken(shown(label, reference), i18n.format("VOWFORGE.Enricher.Error.NoOracle", { reference: reference.trim() }));
  const text = shown(label, table.name);
  return { kind: "oracle", uuid: table.uuid, text, rollLabel: i18n.format("VOWFORGE.Oracle.Browser.Roll", { table: text }) };
}

/** An `@Roll[roll]{label}` button; a roll the chat commands would refuse is shown broken, with their message. */
export function rollLink(roll: string, label: string | undefined, i18n: Localizer): EnrichedLink {
  const parsed = parseInlineRoll(roll);
  if (!parsed.ok) return broken(shown(label, roll), formatCommandError(parsed.error, i18n));
  const text = shown(label, inlineRollLabel(parsed, (key, data) => (data ? i18n.format(key, data) : i18n.localize(key))));
  return { kind: "roll", roll: parsed.text, text, rollLabel: i18n.format("VOWFORGE.Enricher.RollInline", { roll: text }) };
}

/**
 * What a Vowforge hotbar macro rolls, as the argument of `vowforge.rollMacro(...)`: a stat, a move or a
 * progress track. Pure: builds the macro's command and reads (validates) its argument back.
 */

export type MacroArgs =
  | { kind: "stat"; stat: string }
  | { kind: "move"; uuid: string }
  | { kind: "progress"; uuid: string };

/** Stats and meters a stat macro may roll. */
export const MACRO_STATS = ["edge", "heart", "iron", "shadow", "wits", "health", "spirit", "supply"] as const;

/** The script a macro runs for `args`. */
export function macroCommand(args: MacroArgs): string {
  return `vowforge.rollMacro(${JSON.stringify(args)});`;
}

/** A macro argument read back, or the reason it cannot be rolled (plain English detail for the message). */
export function parseMacroArgs(value: unknown): { ok: true; args: MacroArgs } | { ok: false; detail: string } {
  if (typeof value !== "object" || value === null) return { ok: false, detail: "expected { kind, ... }" };
  const v = value as Record<string, unknown>;
  if (v.kind === "stat") {
    return typeof v.stat === "string" && (MACRO_STATS as readonly string[]).includes(v.stat)
      ? { ok: true, args: { kind: "stat", stat: v.stat } }
      : { ok: false, detail: `unknown stat ${JSON.stringify(v.stat)}` };
  }
  if (v.kind === "move" || v.kind === "progress") {
    return typeof v.uuid === "string" && v.uuid.length > 0
      ? { ok: true, args: { kind: v.kind, uuid: v.uuid } }
      : { ok: false, detail: "missing uuid" };
  }
  return { ok: false, detail: `unknown kind ${JSON.stringify(v.kind)}` };
}

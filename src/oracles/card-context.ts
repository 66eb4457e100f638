/**
 * What the oracle card template sees (templates/oracles/oracle-card.hbs): plain data built from a
 * draw. Result texts stay HTML (pack text with @UUID links, enriched before rendering), cleaned here
 * by the one cleaner (a table's rows are anyone's to write who may create a table); every other string
 * is plain text the template escapes.
 */
import { cleanHTML } from "../clean-html";
import { escapeHtml } from "../html";
import { type OracleChoice, type OracleDraw, type OracleEntry, type SkippedLink } from "./types";

/** Localises a key, filling {name} placeholders from `data`. */
export type Localize = (key: string, data?: Record<string, string>) => string;

export type OracleEntryContext = {
  /** The total, as shown. */
  roll: string;
  /** "Rolled 42", for screen readers. */
  rollLabel: string;
  /** The row's text as HTML, or the "no row" text (escaped) when no row covers the roll. */
  html: string;
  cssClass: string;
  /** "Rolled again over 99", or null. */
  rerolledNote: string | null;
  /** "Same result again: an extreme version.", or null. */
  duplicateNote: string | null;
  hasAgain: boolean;
  againLabel: string;
  again: OracleEntryContext[];
  linked: OracleDrawContext[];
  /** Notes on linked tables not drawn, as HTML (each holds a @UUID link for the enricher). */
  skipped: string[];
};

export type OracleDrawContext = {
  title: string;
  formula: string;
  listLabel: string;
  entries: OracleEntryContext[];
};

/** The cursed die of a draw, as the card shows it. */
export type OracleCurseContext = {
  /** The face, as shown. */
  die: string;
  cursed: boolean;
  /** What the face means (plain text, escaped by the template). */
  text: string;
  cssClass: string;
  /** The cursed table's draw, on a curse. */
  draw: OracleDrawContext | null;
};

export type OracleCardContext = OracleDrawContext & {
  ariaLabel: string;
  curse: OracleCurseContext | null;
  /** "Drawn for the world's region, Margins, instead of ..." (plain text), or null. */
  regionNote: string | null;
};

const KEY = "VOWFORGE.Oracle.Card";

function skippedNote(link: SkippedLink, localize: Localize): string {
  const reason = escapeHtml(localize(`${KEY}.Skipped.${link.reason}`));
  return cleanHTML(`<p>${reason} @UUID[${escapeHtml(link.uuid)}]</p>`);
}

/**
 * The note on a row that offered alternative tables: which one was rolled and why, or that none was.
 * Labels are plain text (escaped here); the note joins the row's HTML.
 */
export function choiceNote(choice: OracleChoice, localize: Localize): string {
  const picked = choice.picked;
  const option = picked && choice.options.find((o) => o.uuid === picked.uuid);
  const text = option
    ? localize(`${KEY}.Choice.${picked.by}`, { table: option.label })
    : localize(`${KEY}.Choice.none`, { options: choice.options.map((o) => o.label).join(" / ") });
  return `<p class="vf-oracle-entry__choice">${escapeHtml(text)}</p>`;
}

function entryContext(entry: OracleEntry, localize: Localize): OracleEntryContext {
  const roll = String(entry.roll);
  const classes = ["vf-oracle-entry"];
  if (entry.duplicate) classes.push("vf-oracle-entry--duplicate");
  if (!entry.row) classes.push("vf-oracle-entry--empty");
  return {
    roll,
    rollLabel: localize(`${KEY}.Rolled`, { roll }),
    html: entry.row
      ? cleanHTML(entry.row.text) + (entry.choice ? choiceNote(entry.choice, localize) : "")
      : `<p>${escapeHtml(localize(`${KEY}.NoRow`, { roll }))}</p>`,
    cssClass: classes.join(" "),
    rerolledNote: entry.rerolled.length
      ? localize(`${KEY}.Rerolled`, { rolls: entry.rerolled.join(", ") })
      : null,
    duplicateNote: entry.duplicate ? localize(`${KEY}.Duplicate`) : null,
    hasAgain: entry.again.length > 0,
    againLabel: localize(`${KEY}.Again`, { count: String(entry.again.length) }),
    again: entry.again.map((e) => entryContext(e, localize)),
    linked: entry.linked.map((d) => drawContext(d, localize)),
    skipped: entry.skipped.map((s) => skippedNote(s, localize)),
  };
}

function drawContext(draw: OracleDraw, localize: Localize): OracleDrawContext {
  return {
    title: draw.table.name,
    formula: draw.formula,
    listLabel: localize(`${KEY}.Results`, { table: draw.table.name }),
    entries: draw.entries.map((e) => entryContext(e, localize)),
  };
}

/** What the cursed die of a draw shows: no curse, or the cursed table replacing or adding to the result. */
function curseContext(draw: OracleDraw, localize: Localize): OracleCurseContext | null {
  const curse = draw.curse;
  if (!curse) return null;
  const die = String(curse.die);
  const table = curse.draw?.table.name ?? "";
  const key = !curse.cursed ? "none" : curse.missing || !curse.draw ? "missing" : (curse.behavior ?? "replaceResult");
  const classes = ["vf-oracle-card__curse", ...(curse.cursed ? ["vf-oracle-card__curse--cursed"] : [])];
  return {
    die,
    cursed: curse.cursed,
    text: localize(`${KEY}.Curse.${key}`, { die, table }),
    cssClass: classes.join(" "),
    draw: curse.draw ? drawContext(curse.draw, localize) : null,
  };
}

/** The card's context. */
export function buildOracleCardContext(draw: OracleDraw, localize: Localize): OracleCardContext {
  const context = drawContext(draw, localize);
  const curse = curseContext(draw, localize);
  // A curse that replaces the result strikes the original through (the text says so in words).
  if (curse?.draw && draw.curse?.behavior === "replaceResult")
    for (const entry of context.entries) entry.cssClass += " vf-oracle-entry--replaced";
  return {
    ...context,
    ariaLabel: localize(`${KEY}.AriaLabel`, { table: draw.table.name }),
    curse,
    regionNote: draw.regionSwap
      ? localize(`${KEY}.RegionSwap`, { region: draw.regionSwap.label, asked: draw.regionSwap.asked })
      : null,
  };
}

/** Replaces every HTML field of the context with its enriched form (Foundry's TextEditor in play). */
export async function enrichCardContext(
  context: OracleDrawContext & { curse?: OracleCurseContext | null },
  enrich: (html: string) => string | Promise<string>,
): Promise<void> {
  const entry = async (e: OracleEntryContext): Promise<void> => {
    e.html = await enrich(e.html);
    e.skipped = await Promise.all(e.skipped.map((s) => enrich(s)));
    for (const again of e.again) await entry(again);
    for (const linked of e.linked) await enrichCardContext(linked, enrich);
  };
  for (const e of context.entries) await entry(e);
  if (context.curse?.draw) await enrichCardContext(context.curse.draw, enrich);
}

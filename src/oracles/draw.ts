/**
 * Draws on an oracle table in play and posts one chat card with every roll it took: the roll on the
 * table, the further rolls of a "roll twice" row and the draws on the tables a row points to
 * (resolve.ts holds the rules). The dice are Foundry Rolls, attached to the message, so manual dice
 * entry, Dice So Nice and the roll modes (public, private GM, blind, self) work as for any roll.
 *
 * A row that offers alternative tables (one per region of the Forge, say) rolls the one of the
 * world's current region when it names one of them, else asks the user (closing the question rolls
 * none); the card says which was picked.
 *
 * Tables this cannot read as data (an object without results) and tables drawn without replacement
 * (whose drawn results Foundry marks) keep Foundry's own draw.
 */
import { applyRollMode, readRequestedMode, tableDrawModeOptions, type DrawableTable } from "../foundry-compat";
import { type RollMode } from "../roll-modes";
import { pickAlternative, regionalSibling } from "./alternatives";
import { askAlternative } from "./ask-alternative";
import { buildOracleCardContext, enrichCardContext } from "./card-context";
import { currentRegions } from "./region-setting";
import { cursedOraclesOn } from "../settings";
import { resolveOracleDraw } from "./resolve";
import { oracleTableData, type RollTableLike } from "./table-data";
import { ORACLE_CARD_TEMPLATE } from "./templates";
import { type ChooseAlternative, type DiceSource, type OracleDraw, type OracleTableData } from "./types";

/** A RollTable document as read here. */
export interface OracleTableDocument extends RollTableLike {
  uuid: string;
  replacement?: boolean;
}

export interface DrawOracleOptions {
  /** "publicroll", "gmroll", "blindroll" or "selfroll"; defaults to the mode chosen in the chat box. */
  rollMode?: string;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { vowforge?: { oracleDraw?: OracleDraw } };
  }
}

function rollModeOf(requested: string | undefined): RollMode {
  return readRequestedMode(requested) ?? "publicroll";
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.iterator in value;
}

/** True for a table this module can resolve: it has results, a UUID, and draws with replacement. */
export function isOracleTable(table: unknown): table is OracleTableDocument {
  if (typeof table !== "object" || table === null) return false;
  const t = table as Partial<OracleTableDocument>;
  return (
    typeof t.name === "string" &&
    typeof t.uuid === "string" &&
    isIterable(t.results) &&
    t.replacement !== false
  );
}

/** Loads a linked table by UUID as data; null when it is not a RollTable (or not found). */
async function loadTable(uuid: string): Promise<OracleTableData | null> {
  const doc: unknown = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
  if ((doc as { documentName?: unknown } | null)?.documentName !== "RollTable" || !isOracleTable(doc))
    return null;
  return oracleTableData(doc, doc.uuid);
}

/** The pick among a row's alternatives: the current region's table, else the user's answer. */
const chooseAlternative: ChooseAlternative = (options, context) =>
  pickAlternative(options, currentRegions(), (offered) => askAlternative(offered, context));

/**
 * The table a draw reads: the one asked for, or, for a region's table while the world is set to
 * another region of its set, that region's table (null for it when it cannot be loaded: the table
 * asked for is drawn then).
 */
async function regionalTable(
  asked: OracleTableData,
  lookup: (uuid: string) => Promise<OracleTableData | null> | null,
): Promise<{ table: OracleTableData; swap: OracleDraw["regionSwap"] }> {
  const sibling = asked.regionSet ? regionalSibling(asked, currentRegions()) : null;
  const table = sibling ? await lookup(sibling.uuid) : null;
  if (!sibling || !table) return { table: asked, swap: null };
  return { table, swap: { asked: asked.name, label: sibling.label } };
}

function localize(key: string, data?: Record<string, string>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/** Renders the card of a draw (enriching the result texts) as HTML. */
export async function renderOracleCard(draw: OracleDraw): Promise<string> {
  const context = buildOracleCardContext(draw, localize);
  await enrichCardContext(context, (html) =>
    foundry.applications.ux.TextEditor.implementation.enrichHTML(html),
  );
  return foundry.applications.handlebars.renderTemplate(ORACLE_CARD_TEMPLATE, context);
}

/**
 * Draws on `table` and posts the card. Returns the message, or null when nothing was posted (the
 * table could not be rolled: the user is told why).
 */
export async function drawOracle(
  table: OracleTableDocument | DrawableTable,
  options: DrawOracleOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!isOracleTable(table)) {
    if ("draw" in table && typeof table.draw === "function")
      await table.draw(tableDrawModeOptions(rollModeOf(options.rollMode)));
    return null;
  }
  const rollMode = rollModeOf(options.rollMode);
  const rolls: Roll[] = [];
  // "1du" parses to the cursed die term registered in CONFIG.Dice.terms (src/dice/index.ts), like every
  // registered denomination (cosmere-rpg's plot die: src/system/dice/plot-die.ts).
  const dice: DiceSource = async (formula) => {
    const roll = await new Roll(formula).evaluate();
    rolls.push(roll);
    return Number(roll.total);
  };
  const cache = new Map<string, Promise<OracleTableData | null>>();
  const lookup = (uuid: string) => {
    if (!cache.has(uuid)) cache.set(uuid, loadTable(uuid));
    return cache.get(uuid) ?? null;
  };
  let draw: OracleDraw;
  try {
    const { table: drawn, swap } = await regionalTable(oracleTableData(table, table.uuid), lookup);
    draw = await resolveOracleDraw(drawn, dice, {
      lookup,
      choose: chooseAlternative,
      ...(cursedOraclesOn() ? { cursedDie: dice } : {}),
    });
    if (swap) draw.regionSwap = swap;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ui.notifications?.error(localize("VOWFORGE.Oracle.Error.Roll", { table: table.name, message }));
    return null;
  }
  const data: ChatMessage.CreateData = {
    author: game.user?.id,
    speaker: ChatMessage.getSpeaker(),
    content: await renderOracleCard(draw),
    rolls: rolls.map((roll) => JSON.stringify(roll)),
    sound: CONFIG.sounds.dice,
    flags: { vowforge: { oracleDraw: draw } },
  };
  const createOptions = applyRollMode(data, rollMode);
  return (await ChatMessage.create(data, createOptions)) ?? null;
}

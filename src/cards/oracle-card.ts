/**
 * Drawing on an oracle table and posting its card (src/oracles/draw.ts), told to the
 * `vowforge.cardPosted` listeners (src/module-hooks.ts). The hooks sit above the oracles room, so the
 * draw cannot tell them itself; every road of ours that posts an oracle card (the oracle browser,
 * `/oracle`, an @Oracle link, the module API, the `vowforge` global) takes this one.
 */
import { drawOracle, type DrawOracleOptions, type OracleTableDocument } from "../oracles/draw";

// What the module API checks a table with before it draws, from the same chunk (api/table-and-clock.ts).
export { isOracleTable } from "../oracles/draw";
import { type DrawableTable } from "../foundry-compat";
import { announceCardPosted } from "../module-hooks";

/** Draws on `table` and posts the card; resolves to the message, or null when nothing was posted. */
export async function drawOracleCard(
  table: OracleTableDocument | DrawableTable,
  options: DrawOracleOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const message = await drawOracle(table, options);
  // The draw is stored whole in the message's flags (oracles/draw.ts); Foundry's own draw (a table
  // without replacement) posts no card of ours and has none.
  const draw = message?.flags?.vowforge?.oracleDraw;
  return draw ? announceCardPosted(message, "oracle", draw) : message;
}

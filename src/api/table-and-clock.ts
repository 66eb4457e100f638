/**
 * The oracle draw and the clock advance of the module API (docs/api.md): the oracle browser's draw and
 * the clock panel's press, called with the table or clock a module names.
 *
 * The draw's code (cards/oracle-card.ts with src/oracles/ under it) is a chunk of its own
 * (vowforge-oracle-draw.mjs, rollup.config.mjs), fetched on the first draw a macro or module asks
 * for; the oracle browser, `/oracle` and @Oracle links reach the same chunk from theirs.
 */
import type * as OracleCard from "../cards/oracle-card";
import { type DrawOracleOptions } from "../oracles/draw";
import { loadOnDemand } from "../on-demand";
import { pressClock, type ClockOutcome, type ClockTarget } from "../cards/clocks/clock-actions";
import { clockRefusalSentence } from "../cards/clocks/clock-refusal";
import { actorClocks, clockNamed, worldClocks, type ClockEvent } from "../operations/clocks";
import { type Clock } from "../rules/clocks";
import { type ActorLike } from "../data/documents";
import { localize, lookup } from "../locale";

/** The oracle draw's chunk; null, the user told, when it cannot be loaded. */
export function loadOracleDraw(): Promise<typeof OracleCard | null> {
  return loadOnDemand(() => import("../cards/oracle-card"), { what: "oracle draw", messageKey: "VOWFORGE.Error.PartNotLoaded" });
}

/**
 * Draws on an oracle table (a RollTable document, or its UUID) and posts the oracle card. Resolves to
 * the message, or null when nothing was posted (the user is told why).
 */
export async function drawOracle(table: unknown, options: DrawOracleOptions = {}): Promise<ChatMessage.Implementation | null> {
  const found: unknown = typeof table === "string" ? await foundry.utils.fromUuid(table as Parameters<typeof foundry.utils.fromUuid>[0]).catch(() => null) : table;
  const draw = await loadOracleDraw();
  if (!draw) return null;
  if (!draw.isOracleTable(found)) {
    ui.notifications.error(localize("VOWFORGE.Oracle.Error.NotATable"));
    return null;
  }
  return draw.drawOracleCard(found, options);
}

/** Whose clock: the world's, or a character's (the Actor document, its clocks read by `actorClocks`). */
export type ClockOwner = "world" | (ActorLike & { uuid: string });

function targetOf(owner: ClockOwner): ClockTarget {
  return owner === "world" ? { scope: "world" } : { scope: "actor", actorUuid: owner.uuid };
}

function clocksOf(owner: ClockOwner): Clock[] {
  return owner === "world" ? worldClocks() : actorClocks(owner);
}

/**
 * Advances a clock by `by` segments (default 1), as its button in the clock panel does: a player's
 * press on a world clock goes to the active GM, and the card is posted. `clock` is the clock's id or
 * its name (any case). Resolves to what happened, or to the refusal, which the user is shown too.
 */
export async function advanceClock(owner: ClockOwner, clock: string, by?: number): Promise<{ ok: true; event: ClockEvent } | Extract<ClockOutcome, { ok: false }>> {
  const list = clocksOf(owner);
  const clockId = (list.find((c) => c.id === clock) ?? clockNamed(list, clock))?.id ?? clock;
  const outcome = await pressClock({ target: targetOf(owner), op: { action: "advance", clockId, ...(by === undefined ? {} : { by }) } });
  if (!outcome.ok) ui.notifications.error(clockRefusalSentence(outcome, lookup));
  return outcome;
}

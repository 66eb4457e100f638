/**
 * Clock operations on a list of clocks: the world's list (a hidden world setting) or a character's own
 * (`system.clocks`). Each operation reads the list, asks the rules (`rules/clocks.ts`), writes the whole
 * list back in one write and says what happened, so the caller can post a card. Who may run which
 * operation on which list is decided above (src/cards/clocks/), not here.
 */
import { getPath } from "../paths";
import {
  advanceClock,
  assertClock,
  clearClock,
  CLOCK_VISIBILITY,
  createClock,
  editClock,
  rollToAdvance,
  type Clock,
  type ClockVisibility,
} from "../rules/clocks";
import { RulesError } from "../rules/errors";
import { ORACLE_ODDS_IDS, type AskTheOracleResult, type OracleOdds } from "../rules/oracle";
import { assertInt, assertOneOf } from "../rules/validate";
import { SETTINGS } from "../settings";
import { SYSTEM_ID } from "../constants";
import { newRowId } from "./list-rows";
import { writeChanges, type TrackActor } from "./actor-write";

/** The actor subtypes that carry clocks (every character of the five rulesets). */
export const CLOCK_ACTOR_TYPES = [
  "character",
  "forgedTiesCharacter",
  "augurCharacter",
  "strikeCharacter",
] as const;

/** What a clock operation asks for. A roll to advance carries the d100 the one who runs it rolled. */
export type ClockOp =
  | { action: "create"; name: string; segments: number; visibility: ClockVisibility }
  | { action: "edit"; clockId: string; name?: string; segments?: number; visibility?: ClockVisibility }
  | { action: "advance"; clockId: string; by?: number }
  | { action: "clear"; clockId: string }
  | { action: "delete"; clockId: string }
  | { action: "roll"; clockId: string; odds: OracleOdds; roll: number }
  | { action: "stance"; name: string; segments: number };

export type ClockAction = ClockOp["action"];
export const CLOCK_ACTIONS: readonly ClockAction[] = ["create", "edit", "advance", "clear", "delete", "roll", "stance"];

/** How big a clock an Augur Advancing stance starts (docs/rulings.md, "Clocks"). */
export const STANCE_CLOCK_SEGMENTS = 4;

/** The clock of a list named `name` (trimmed, any case), or undefined. */
export function clockNamed(list: readonly Clock[], name: string): Clock | undefined {
  const wanted = name.trim().toLowerCase();
  return list.find((c) => c.name.trim().toLowerCase() === wanted);
}

/**
 * What an operation did: "complete" when an advance (or a yes on a roll) filled the last segment,
 * "roll" for a roll to advance that did not complete it. `clock` is the clock after the operation (before
 * it, for a delete); `added` the segments it filled.
 */
export interface ClockEvent {
  event: "create" | "edit" | "advance" | "complete" | "clear" | "delete" | "roll";
  clock: Clock;
  added: number;
  /** The oracle's answer of a roll to advance (with its odds and d100), else null. */
  oracle: AskTheOracleResult | null;
}

/** Where a list of clocks is kept: read it, and write it back whole. */
export interface ClockStore {
  read(): Clock[];
  write(list: Clock[]): Promise<void>;
}

/** The valid clocks of a stored list (anything else is skipped, so one bad entry hides no other). */
export function readClockList(value: unknown): Clock[] {
  if (!Array.isArray(value)) return [];
  const out: Clock[] = [];
  for (const entry of value) {
    try {
      assertClock(entry as Clock);
      const { id, name, segments, filled, visibility } = entry as Clock;
      out.push({ id, name, segments, filled, visibility });
    } catch {
      // skipped: see above
    }
  }
  return out;
}

function text(value: unknown, what: string): string {
  if (typeof value !== "string") throw new RulesError("NotText", `${what} must be text`, { what });
  return value;
}

/** Throws a RulesError unless `value` is a clock operation (a request from another client is read so). */
export function assertClockOp(value: unknown): asserts value is ClockOp {
  if (typeof value !== "object" || value === null) {
    throw new RulesError("BadClockRequest", "a clock request must be an object", { value: String(value) });
  }
  const op = value as Record<string, unknown>;
  assertOneOf(op.action, CLOCK_ACTIONS, "action");
  if (op.action === "create") {
    text(op.name, "name");
    assertOneOf(op.visibility, CLOCK_VISIBILITY, "visibility");
    return;
  }
  if (op.action === "stance") {
    text(op.name, "name");
    return;
  }
  text(op.clockId, "clockId");
  if (op.action === "advance" && op.by !== undefined) assertInt(op.by, 1, 12, "segments to fill");
  if (op.action === "roll") {
    assertOneOf(op.odds, ORACLE_ODDS_IDS, "odds");
    assertInt(op.roll, 1, 100, "roll");
  }
  if (op.action === "edit" && op.visibility !== undefined)
    assertOneOf(op.visibility, CLOCK_VISIBILITY, "visibility");
}

function indexOf(list: readonly Clock[], clockId: string): number {
  const index = list.findIndex((c) => c.id === clockId);
  if (index < 0) throw new RulesError("NoSuchClock", `there is no clock ${clockId}`, { clockId });
  return index;
}

function replaced(list: readonly Clock[], index: number, clock: Clock): Clock[] {
  return list.map((c, i) => (i === index ? clock : c));
}

/** The list after `op` and what happened; pure (the list given is not changed). */
export function applyClockOp(list: readonly Clock[], op: ClockOp): { list: Clock[]; event: ClockEvent } {
  assertClockOp(op);
  if (op.action === "create") {
    const clock = createClock(newRowId(list, op.name), op.name, op.segments, op.visibility);
    return { list: [...list, clock], event: { event: "create", clock, added: 0, oracle: null } };
  }
  if (op.action === "stance") {
    // An Advancing stance advances the clock named for it, or starts it (empty) when there is none.
    const named = clockNamed(list, op.name);
    if (!named) return applyClockOp(list, { action: "create", name: op.name, segments: op.segments, visibility: "all" });
    return applyClockOp(list, { action: "advance", clockId: named.id });
  }
  const index = indexOf(list, op.clockId);
  const clock = list[index];
  switch (op.action) {
    case "edit": {
      const change: Parameters<typeof editClock>[1] = {};
      if (op.name !== undefined) change.name = op.name;
      if (op.segments !== undefined) change.segments = op.segments as Clock["segments"];
      if (op.visibility !== undefined) change.visibility = op.visibility;
      const next = editClock(clock, change);
      return {
        list: replaced(list, index, next),
        event: { event: "edit", clock: next, added: 0, oracle: null },
      };
    }
    case "advance": {
      const result = advanceClock(clock, op.by ?? 1);
      const event = result.completed ? "complete" : "advance";
      return {
        list: replaced(list, index, result.clock),
        event: { event, clock: result.clock, added: result.added, oracle: null },
      };
    }
    case "clear": {
      const next = clearClock(clock);
      return {
        list: replaced(list, index, next),
        event: { event: "clear", clock: next, added: 0, oracle: null },
      };
    }
    case "delete":
      return {
        list: list.filter((_, i) => i !== index),
        event: { event: "delete", clock, added: 0, oracle: null },
      };
    case "roll": {
      const result = rollToAdvance(clock, op.odds, op.roll);
      const next = result.advance?.clock ?? clock;
      const event = result.advance?.completed ? "complete" : "roll";
      return {
        list: replaced(list, index, next),
        event: { event, clock: next, added: result.advance?.added ?? 0, oracle: result.oracle },
      };
    }
  }
}

/**
 * Runs `op` on the list kept in `store`: one write (none when the list is unchanged, as after a roll to
 * advance answered no), or a RulesError and nothing written.
 */
export async function runClockOp(store: ClockStore, op: ClockOp): Promise<ClockEvent> {
  const before = store.read();
  const { list, event } = applyClockOp(before, op);
  if (JSON.stringify(list) !== JSON.stringify(before)) await store.write(list);
  return event;
}

/** Throws unless the actor is a character that carries clocks. */
export function requireClockActor(actor: TrackActor): void {
  if (!(CLOCK_ACTOR_TYPES as readonly string[]).includes(actor?.type)) {
    throw new RulesError("NoClocks", `a ${String(actor?.type)} actor carries no clocks`, {
      type: actor?.type,
    });
  }
}

/** The clocks a character carries (`system.clocks`). */
export function actorClocks(actor: Pick<TrackActor, "system">): Clock[] {
  return readClockList(getPath(actor.system, "clocks"));
}

/** A character's own list, written by its owners like any other track. */
export function actorClockStore(actor: TrackActor): ClockStore {
  requireClockActor(actor);
  return {
    read: () => actorClocks(actor),
    write: (list) => writeChanges(actor, { "system.clocks": list }),
  };
}

/** The world's clocks as the setting holds them. */
export function worldClocks(): Clock[] {
  return readClockList(game.settings.get(SYSTEM_ID, SETTINGS.worldClocks));
}

/** The write lock of the world's clocks (operations/write-lock.ts): one world setting holds them all. */
export const WORLD_CLOCKS_LOCK = `Setting.${SYSTEM_ID}.${SETTINGS.worldClocks}`;

/** The world's list: only a GM may write a world setting, so only the GM's client uses this store. */
export function worldClockStore(): ClockStore {
  return {
    read: worldClocks,
    write: async (list) => {
      await game.settings.set(SYSTEM_ID, SETTINGS.worldClocks, list);
    },
  };
}

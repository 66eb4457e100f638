/**
 * Pressing a clock's button: who may do what, where it runs, and the card it posts.
 *
 * - A world clock (the hidden world setting) is written by the GM only. The GM may do anything to it; a
 *   player may advance (by the one segment the panel's button fills), clear or roll to advance a world
 *   clock everyone sees, and nothing else. A player's press goes to the active GM over the system socket
 *   (src/cards/socket.ts), as a card action does, and the GM's client checks it again for that player
 *   before it runs.
 * - A character's clock is written by the character's owners (and the GM), on their own client, like
 *   any other track of the character; no one else may press it, so nothing is relayed.
 *
 * The client that runs the operation rolls the d100 of a roll to advance (so a relayed roll is the GM's)
 * and posts the card: advance, complete, clear and roll to advance post one; creating, editing and
 * deleting do not. A card about a clock only the GM sees is whispered to the GMs (and the character's
 * owners). `world` is Foundry's unless the caller (the playground, a test) brings its own.
 */
import { type ClockCardState } from "../../data/message/clock-card";
import { type ClockActor, type ClockUser, type ClockWorld } from "./clock-types";
import {
  actorClockStore,
  applyClockOp,
  WORLD_CLOCKS_LOCK,
  assertClockOp,
  clockNamed,
  runClockOp,
  type ClockEvent,
  type ClockOp,
  type ClockStore,
} from "../../operations/clocks";
import { type Clock } from "../../rules/clocks";
import { RulesError } from "../../rules/errors";
import { type OracleOdds } from "../../rules/oracle";
import { isSocketFailure, requestFromActiveGM } from "../socket";
import { FOUNDRY_CLOCK_WORLD } from "./clock-world";
import { withWriteLocks } from "../../operations/write-lock";

/** The socket request type of a relayed clock press. */
export const CLOCK_ACTION_REQUEST = "clockAction";

export { type ClockActor, type ClockUser, type ClockWorld };

/** Which list a clock is in. */
export type ClockTarget = { scope: "world" } | { scope: "actor"; actorUuid: string };

/** A press as a client sends it: a roll to advance carries its odds; the d100 is rolled where it runs. */
export type ClockRequestOp =
  Exclude<ClockOp, { action: "roll" }> | { action: "roll"; clockId: string; odds: OracleOdds };

export interface ClockRequest {
  target: ClockTarget;
  op: ClockRequestOp;
}

/** A rules refusal as plain data (it crosses the socket): the RulesError's code, message and details. */
export interface ClockRuleRefusal {
  code: string;
  message: string;
  details: Record<string, unknown>;
}

/** What a press came to: the event, or a refusal (VOWFORGE.Clock.Error.<error>, or the rules' reason). */
export type ClockOutcome =
  { ok: true; event: ClockEvent } | { ok: false; error: string; rule?: ClockRuleRefusal };

/**
 * What a player may do to a world clock everyone sees; an Advancing stance may advance a clock there
 * already (starting a new one is the GM's).
 */
const PLAYER_WORLD_ACTIONS: readonly ClockRequestOp["action"][] = ["advance", "clear", "roll", "stance"];

/** Segments a player's advance of a world clock fills: what the panel's button offers (it sends no `by`). */
const PLAYER_ADVANCE = 1;

function refuse(error: string, rulesError?: RulesError): ClockOutcome {
  if (!rulesError) return { ok: false, error };
  const details = JSON.parse(JSON.stringify(rulesError.details ?? {})) as Record<string, unknown>;
  return { ok: false, error, rule: { code: rulesError.code, message: rulesError.message, details } };
}

function isOwner(actor: ClockActor, user: ClockUser): boolean {
  return user.isGM || actor.testUserPermission(user as never, "OWNER");
}

/** Throws a RulesError unless `value` is a whole press (a relayed request is read so). */
export function assertClockRequest(value: unknown): asserts value is ClockRequest {
  if (typeof value !== "object" || value === null) {
    throw new RulesError("BadClockRequest", "a clock request must be an object", { value: String(value) });
  }
  const { target, op } = value as Partial<ClockRequest>;
  const scope = (target as { scope?: unknown } | undefined)?.scope;
  if (
    scope !== "world" &&
    !(scope === "actor" && typeof (target as { actorUuid?: unknown }).actorUuid === "string")
  ) {
    throw new RulesError("BadClockRequest", "a clock request names the world or an actor", {});
  }
  // A roll is checked with a stand-in d100: the real one is rolled where the press runs.
  const withRoll = (op as { action?: unknown } | undefined)?.action === "roll" ? { ...op, roll: 1 } : op;
  assertClockOp(withRoll);
}

/** The clock a press names, from the list it is in (null for a create, or a stance's new clock). */
function clockOf(list: readonly Clock[], op: ClockRequestOp): Clock | null {
  if (op.action === "create") return null;
  if (op.action === "stance") return clockNamed(list, op.name) ?? null;
  return list.find((c) => c.id === op.clockId) ?? null;
}

/** Whether `user` may make this press on a world clock (its current list given). */
export function mayPressWorldClock(user: ClockUser, list: readonly Clock[], op: ClockRequestOp): boolean {
  if (user.isGM) return true;
  if (!PLAYER_WORLD_ACTIONS.includes(op.action)) return false;
  if (op.action === "advance" && op.by !== undefined && op.by !== PLAYER_ADVANCE) return false;
  const clock = clockOf(list, op);
  return clock !== null && clock.visibility === "all";
}

function cardOf(event: ClockEvent, owner: string): ClockCardState | null {
  if (event.event === "create" || event.event === "edit" || event.event === "delete") return null;
  const oracle = event.oracle ? { odds: event.oracle.odds, roll: event.oracle.roll } : null;
  return { event: event.event, clock: event.clock, added: event.added, owner, oracle };
}

async function withRoll(op: ClockRequestOp, world: ClockWorld): Promise<{ op: ClockOp; roll: unknown }> {
  if (op.action !== "roll") return { op, roll: null };
  const { value, roll } = await world.rollD100();
  return { op: { ...op, roll: value }, roll };
}

/**
 * The write lock a press holds while it reads and writes its list. World-clock presses run one after
 * another on the GM's client: each reads the whole list from the world setting and writes it back, and
 * the setting only holds the new list once the server has answered (`game.settings.set` resolves after
 * the round trip), so two relayed presses run side by side would both read the old list and one advance
 * would be lost while both cards were posted. A character's presses likewise, on its owner's client.
 */
function lockOf(target: ClockTarget): string {
  return target.scope === "world" ? WORLD_CLOCKS_LOCK : target.actorUuid;
}

/** Runs a checked press on this client: the operation, then its card. */
async function runHere(
  store: ClockStore,
  request: ClockRequest,
  actor: ClockActor | null,
  world: ClockWorld,
): Promise<ClockOutcome> {
  let event: ClockEvent;
  let roll: unknown;
  try {
    // Checked before the die is cast, so a refused roll casts none.
    applyClockOp(store.read(), {
      ...request.op,
      ...(request.op.action === "roll" ? { roll: 1 } : {}),
    } as ClockOp);
    const ready = await withRoll(request.op, world);
    roll = ready.roll;
    event = await runClockOp(store, ready.op);
  } catch (error) {
    if (error instanceof RulesError) return refuse("Invalid", error);
    throw error;
  }
  const card = cardOf(event, actor?.name ?? "");
  if (card) {
    const hidden = event.clock.visibility === "gm";
    const whisperTo = hidden
      ? [...new Set([...world.gmIds(), ...(actor ? world.ownerIds(actor) : [])])]
      : null;
    await world.postCard(card, { roll, actor, whisperTo });
  }
  return { ok: true, event };
}

/**
 * Runs a press for `user` on this client when this client may write the list; a player's press on a
 * world clock goes to the active GM. Never throws for a refusal: the outcome says why.
 */
export async function pressClock(
  request: ClockRequest,
  world: ClockWorld = FOUNDRY_CLOCK_WORLD,
): Promise<ClockOutcome> {
  try {
    assertClockRequest(request);
  } catch (error) {
    if (error instanceof RulesError) return refuse("BadArgument", error);
    throw error;
  }
  const user = world.currentUser();
  if (request.target.scope === "actor") {
    const actor = await world.findActor(request.target.actorUuid);
    if (!actor) return refuse("NoActor");
    if (!isOwner(actor, user)) return refuse("NotPermitted");
    return withWriteLocks([lockOf(request.target)], () => runHere(actorClockStore(actor), request, actor, world));
  }
  const store = world.worldStore();
  if (!mayPressWorldClock(user, store.read(), request.op)) return refuse("GMOnly");
  if (user.isGM) return withWriteLocks([lockOf(request.target)], () => runHere(store, request, null, world));
  if (world.activeGMId() === null) return refuse("NoActiveGM");
  const reply = await requestFromActiveGM(CLOCK_ACTION_REQUEST, request);
  if (isSocketFailure(reply)) return refuse(reply.socketError);
  return reply as ClockOutcome;
}

/**
 * The GM's side of a relayed press (registered with activateSocket): checked again for the player who
 * sent it (never for the GM), then run on the GM's client. Only world clocks are relayed.
 */
export async function handleRelayedClockPress(
  payload: unknown,
  fromUserId: string,
  world: ClockWorld = FOUNDRY_CLOCK_WORLD,
  findUser: (id: string) => ClockUser | null | undefined = (id) => game.users.get(id),
): Promise<ClockOutcome> {
  const user = findUser(fromUserId);
  if (!user) return refuse("NotPermitted");
  try {
    assertClockRequest(payload);
  } catch (error) {
    if (error instanceof RulesError) return refuse("BadArgument", error);
    throw error;
  }
  if (payload.target.scope !== "world") return refuse("NotPermitted");
  return withWriteLocks([lockOf(payload.target)], async () => {
    const store = world.worldStore();
    if (!mayPressWorldClock(user, store.read(), payload.op)) return refuse("GMOnly");
    return runHere(store, payload, null, world);
  });
}

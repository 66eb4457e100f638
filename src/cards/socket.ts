/**
 * The system socket ("system.vowforge"): a request from one client to the active GM and the GM's reply.
 * One active GM (game.users.activeGM) answers each request; the others ignore it. The handler on the GM's
 * side is told which user asked, and checks that user's permissions itself. Who sent a message is the
 * sender id the server attaches to every socket message, never a field a client writes into the message.
 *
 * Every client sees every message (the server relays an emit to all other clients), so anyone could
 * answer a request first, or send one again. Hence:
 * - a reply is taken only from the user the request went to, by that sender id (socketlib drops a
 *   response from any other user the same way: farling42/foundryvtt-socketlib src/socketlib.js
 *   `_isResponseSenderValid`);
 * - the GM's client answers each request id of each sender once; the same request again is ignored.
 *
 * Why not Foundry's own `CONFIG.queries` / `User#query`: see docs/architecture.md, "The GM relay".
 */
import { SYSTEM_ID } from "../constants";

export const SOCKET_NAME = `system.${SYSTEM_ID}`;
/** How long a client waits for the GM's reply. */
export const REPLY_TIMEOUT_MS = 15_000;

/**
 * The request type of a relayed card action: sent by the card-action runner (actions/card-actions.ts,
 * a chunk loaded on demand) and registered with the GM's handler at start-up (vowforge.ts), so it lives
 * here in the main script.
 */
export const CARD_ACTION_REQUEST = "cardAction";

/** A handler on the GM's side: the request's payload and the id of the user who sent it. */
export type SocketHandler = (payload: unknown, fromUserId: string) => Promise<unknown>;

interface RequestMessage {
  kind: "request";
  type: string;
  requestId: string;
  to: string;
  payload: unknown;
}

interface ReplyMessage {
  kind: "reply";
  requestId: string;
  to: string;
  result: unknown;
}

type SocketMessage = RequestMessage | ReplyMessage;

/** What a request resolves to when no reply came in time, or no GM could take it. */
export interface SocketFailure {
  socketError: "NoActiveGM" | "RelayTimeout";
}

/** A request waiting for its reply: how to settle it, its timeout, and the user it went to. */
interface Pending {
  resolve: (result: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
  to: string;
}

const pending = new Map<string, Pending>();
let handlers: Record<string, SocketHandler> = {};

/**
 * The requests the GM's client has taken, by sender and id, kept for the session (a few dozen bytes each)
 * so that no request id is answered twice.
 */
const taken = new Set<string>();

/** Longest request id taken (ours are Foundry's randomID, the 16 characters of a document id). */
const MAX_ID_LENGTH = 64;

function isMessage(data: unknown): data is SocketMessage {
  if (typeof data !== "object" || data === null) return false;
  const kind = (data as { kind?: unknown }).kind;
  const id = (data as { requestId?: unknown }).requestId;
  return (kind === "request" || kind === "reply") && typeof id === "string" && id !== "" && id.length <= MAX_ID_LENGTH;
}

export function isSocketFailure(value: unknown): value is SocketFailure {
  return typeof value === "object" && value !== null && "socketError" in value;
}

/** Sends a request to the active GM and resolves with the GM's reply (or a SocketFailure). */
export function requestFromActiveGM(type: string, payload: unknown): Promise<unknown> {
  const gm = game.users.activeGM;
  if (!gm?.id) return Promise.resolve({ socketError: "NoActiveGM" } satisfies SocketFailure);
  const requestId = foundry.utils.randomID();
  const message: RequestMessage = { kind: "request", type, requestId, to: gm.id, payload };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      resolve({ socketError: "RelayTimeout" } satisfies SocketFailure);
    }, REPLY_TIMEOUT_MS);
    pending.set(requestId, { resolve, timer, to: gm.id as string });
    game.socket.emit(SOCKET_NAME, message);
  });
}

async function answer(request: RequestMessage, senderId: string): Promise<void> {
  const handler = handlers[request.type];
  let result: unknown;
  try {
    result = handler ? await handler(request.payload, senderId) : { ok: false, error: "UnknownRequest" };
  } catch (error) {
    console.error("Vowforge | a relayed request failed", error);
    result = { ok: false, error: "Failed" };
  }
  const reply: ReplyMessage = { kind: "reply", requestId: request.requestId, to: senderId, result };
  game.socket.emit(SOCKET_NAME, reply);
}

/**
 * Handles one message from the socket (exported for the tests; Foundry calls it through
 * `activateSocket`). `senderId` is the id of the user who sent it, as the server reports it; a `from`
 * field inside the message is ignored, since any client can write one.
 */
export async function onSocketMessage(data: unknown, senderId: unknown): Promise<void> {
  if (!isMessage(data) || data.to !== game.user.id) return;
  if (typeof senderId !== "string" || senderId === "") return;
  if (data.kind === "reply") {
    const waiting = pending.get(data.requestId);
    // Only the user the request went to may answer it.
    if (!waiting || waiting.to !== senderId) return;
    pending.delete(data.requestId);
    clearTimeout(waiting.timer);
    waiting.resolve(data.result);
    return;
  }
  // Only the active GM answers, even if the request was addressed while another GM was active.
  if (!game.user.isActiveGM) return;
  const key = `${senderId}|${data.requestId}`;
  if (taken.has(key)) return;
  taken.add(key);
  await answer(data, senderId);
}

/**
 * Listens on the system socket with the given request handlers; call once, on `ready`. Foundry calls a
 * `game.socket.on` listener with the message and, second, the id of the user who sent it, as the server
 * relays it: farling42/foundryvtt-socketlib src/socketlib.js relies on it (`_onSocketReceived(message,
 * senderId)` is its listener, and the sender id is what its handlers are told and what its replies are
 * checked against), and so does foundryvtt/pf2e src/scripts/socket.ts (the GM's item transfer acts for
 * `game.users.get(userId)`, the listener's second argument). Only a real Foundry can confirm it for each
 * version.
 */
export function activateSocket(requestHandlers: Record<string, SocketHandler>): void {
  handlers = { ...requestHandlers };
  game.socket.on(SOCKET_NAME, (data: unknown, senderId: unknown) => void onSocketMessage(data, senderId));
}

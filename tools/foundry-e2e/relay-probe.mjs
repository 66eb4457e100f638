/**
 * A relayed request sent around the interface, as a tampered client could: straight onto the system
 * socket, to the active GM, in the wire format of src/cards/socket.ts. `relayProbe` runs in a player's
 * page (Playwright sends its source, so it uses nothing from outside itself); `judgeRelay` reads what
 * it saw.
 *
 * It takes replies as socket.ts does since the relay was hardened: a reply counts only when it is
 * addressed to this user and comes from the GM the request went to, by the sender id Foundry hands a
 * socket listener as its second argument (farling42/foundryvtt-socketlib src/socketlib.js; a reply from
 * anyone else is noted and ignored). Then it sends the very same request again: the GM answers each
 * request id of each sender once, so that one must get no answer.
 */

/* global game, foundry */

/**
 * In the page.
 *
 * @param {{ socket: string; type: string; payload: unknown; replyMs?: number; repeatMs?: number }} input
 * @returns {Promise<import("./relay-probe.d.mts").RelayProbe>}
 */
export async function relayProbe({ socket, type, payload, replyMs = 15_000, repeatMs = 3_000 }) {
  const gm = game.users.activeGM;
  if (!gm) return { gmId: null, replies: [], repeatReplies: [], ignored: [] };
  const requestId = foundry.utils.randomID();
  const me = game.user.id;
  const seen = { replies: [], repeatReplies: [], ignored: [] };
  let repeated = false;
  game.socket.on(socket, (data, senderId) => {
    if (data?.kind !== "reply" || data.requestId !== requestId) return;
    if (data.to !== me || senderId !== gm.id) {
      seen.ignored.push({ senderId: String(senderId), to: String(data.to) });
      return;
    }
    (repeated ? seen.repeatReplies : seen.replies).push(data.result);
  });
  const request = { kind: "request", type, requestId, to: gm.id, payload };
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  game.socket.emit(socket, request);
  for (let waited = 0; seen.replies.length === 0 && waited < replyMs; waited += 50) await pause(50);
  repeated = true;
  game.socket.emit(socket, request);
  await pause(repeatMs);
  return { gmId: gm.id, requestId, ...seen };
}

/**
 * What the probe's answers mean: null when the GM refused the request once, with `refusal`, and
 * ignored it the second time; else why not.
 *
 * @param {import("./relay-probe.d.mts").RelayProbe} probe
 * @param {string} refusal
 */
export function judgeRelay(probe, refusal) {
  if (probe.gmId === null) return "no GM was connected to send the request to";
  if (probe.replies.length === 0) return "the GM did not answer the request";
  if (probe.replies.length > 1) return `the GM answered the request ${probe.replies.length} times`;
  const [reply] = probe.replies;
  if (reply?.ok !== false || reply.error !== refusal)
    return `the GM answered with ${JSON.stringify(reply)}, not the refusal ${refusal}`;
  if (probe.repeatReplies.length > 0)
    return `the GM answered the same request id again (${JSON.stringify(probe.repeatReplies)})`;
  return null;
}

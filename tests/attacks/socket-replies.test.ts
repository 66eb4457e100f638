import { afterEach, vi } from "vitest";
import { runAttacks } from "./attack";
import { SOCKET_REPLY_ATTACKS } from "./socket-replies";

afterEach(() => vi.unstubAllGlobals());

runAttacks("forged replies to a relayed request", SOCKET_REPLY_ATTACKS);

import { afterEach, vi } from "vitest";
import { runAttacks } from "./attack";
import { CONCURRENT_ATTACKS } from "./concurrent";

afterEach(() => vi.unstubAllGlobals());

runAttacks("concurrent relayed writes", CONCURRENT_ATTACKS);

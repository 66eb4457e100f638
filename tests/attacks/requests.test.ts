import { afterEach, vi } from "vitest";
import { runAttacks } from "./attack";
import { REQUEST_ATTACKS } from "./requests";

afterEach(() => vi.unstubAllGlobals());

runAttacks("forged and replayed requests to the GM", REQUEST_ATTACKS);

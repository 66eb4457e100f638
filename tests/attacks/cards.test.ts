import { afterEach, vi } from "vitest";
import { runAttacks } from "./attack";
import { CARD_BIRTH_ATTACKS, CARD_REWRITE_ATTACKS } from "./cards";

afterEach(() => vi.unstubAllGlobals());

runAttacks("cards born spent", CARD_BIRTH_ATTACKS);
runAttacks("cards rewritten by a player", CARD_REWRITE_ATTACKS);

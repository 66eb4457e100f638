/**
 * The attack class "forged, replayed and concurrent requests" is rerun as a whole in npm test: the
 * tables below hold every attack (each played by its own test file in this folder), and there are at
 * least as many as the review that found the holes tried (63).
 */
import { describe, expect, it } from "vitest";
import { CARD_BIRTH_ATTACKS, CARD_REWRITE_ATTACKS } from "./cards";
import { CONCURRENT_ATTACKS } from "./concurrent";
import { learningAttacks } from "./learning";
import { REQUEST_ATTACKS } from "./requests";
import { SOCKET_REPLY_ATTACKS } from "./socket-replies";

const ALL = [
  ...SOCKET_REPLY_ATTACKS,
  ...REQUEST_ATTACKS,
  ...learningAttacks(() => {
    throw new Error("only counted here");
  }),
  ...CONCURRENT_ATTACKS,
  ...CARD_BIRTH_ATTACKS,
  ...CARD_REWRITE_ATTACKS,
];

describe("the attack tables", () => {
  it("hold at least 63 attacks, each named once", () => {
    expect(ALL.length).toBeGreaterThanOrEqual(63);
    expect(new Set(ALL.map((a) => a.name)).size).toBe(ALL.length);
  });
});

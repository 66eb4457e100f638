import { describe, expect, it } from "vitest";
import { negativeMomentumCancels } from "../../src/rules/challenge";

describe("negativeMomentumCancels", () => {
  it("is always on in Ironsworn, whatever the Starforged setting says", () => {
    expect(negativeMomentumCancels("ironsworn", true)).toBe(true);
    expect(negativeMomentumCancels("ironsworn", false)).toBe(true);
  });

  it("follows the world setting in Starforged", () => {
    expect(negativeMomentumCancels("starforged", true)).toBe(true);
    expect(negativeMomentumCancels("starforged", false)).toBe(false);
  });
});

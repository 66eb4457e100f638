import { afterEach, describe, expect, it, vi } from "vitest";
import { installDice } from "./setup";

afterEach(() => vi.unstubAllGlobals());

function fakeDice3d() {
  return {
    systems: [] as unknown[],
    colorsets: [] as Array<Record<string, unknown>>,
    presets: [] as Array<{ preset: { type: string; labels: string[]; colorset?: string }; shape?: string }>,
    shown: [] as unknown[][],
    addSystem(system: unknown, mode?: string) {
      this.systems.push({ system, mode });
    },
    addColorset(colorset: Record<string, unknown>) {
      this.colorsets.push(colorset);
    },
    addDicePreset(preset: { type: string; labels: string[]; system: string; colorset?: string }, shape?: string) {
      this.presets.push({ preset, shape });
    },
    async showForRoll(...args: unknown[]) {
      this.shown.push(args);
      return true;
    },
  };
}

describe("Dice So Nice", () => {
  it("gives the challenge, threat and cursed dice their shapes and colours", async () => {
    await installDice();
    const { registerDiceSoNice, CHALLENGE_COLORSET, THREAT_COLORSET, CURSED_COLORSET } = await import("../../src/dice/dice-so-nice");
    const dice3d = fakeDice3d();
    registerDiceSoNice(dice3d);
    expect(dice3d.presets.map((p) => [p.preset.type, p.shape, p.preset.colorset, p.preset.labels.length])).toEqual([
      ["dx", "d10", CHALLENGE_COLORSET, 10],
      ["dt", "d8", THREAT_COLORSET, 8],
      ["du", "d10", CURSED_COLORSET, 10],
    ]);
    expect(dice3d.colorsets.map((c) => c.name)).toEqual([CHALLENGE_COLORSET, THREAT_COLORSET, CURSED_COLORSET]);
  });

  it("offers its dice system as preferred, so users who never picked one see our dice", async () => {
    await installDice();
    const { registerDiceSoNice } = await import("../../src/dice/dice-so-nice");
    const dice3d = fakeDice3d();
    registerDiceSoNice(dice3d);
    expect(dice3d.systems).toEqual([{ system: { id: "vowforge", name: "Vowforge" }, mode: "preferred" }]);
  });

  it("shows later dice to the card's audience, and does nothing without the module", async () => {
    await installDice();
    const { showDice } = await import("../../src/dice/dice-so-nice");
    vi.stubGlobal("game", { user: { id: "u" } });
    await expect(showDice({}, { id: "m", whisper: [], blind: false })).resolves.toBeUndefined();
    const dice3d = fakeDice3d();
    vi.stubGlobal("game", { user: { id: "u" }, dice3d });
    await showDice("roll", { id: "m", whisper: ["gm"], blind: true });
    expect(dice3d.shown).toEqual([["roll", { id: "u" }, true, ["gm"], true, "m"]]);
  });
});

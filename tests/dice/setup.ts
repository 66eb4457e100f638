/** Installs the fake dice plumbing and registers the system's dice terms and rolls, as the init hook does. */
import { vi } from "vitest";
import { fakeConfigDice, fakeFoundryDice } from "../fakes/dice";
import { fakeUtils, type FakeDocument } from "../fakes/game";

export async function installDice(documents: FakeDocument[] = [], extra: Record<string, unknown> = {}) {
  const Dice = fakeConfigDice();
  vi.stubGlobal("CONFIG", { Dice, sounds: { dice: "sounds/dice.wav" } });
  vi.stubGlobal("foundry", { dice: fakeFoundryDice(), utils: fakeUtils(documents), ...extra });
  const dice = await import("../../src/dice/index");
  Object.assign(Dice.terms, dice.DICE_TERMS);
  Dice.rolls.push(...(dice.ROLL_CLASSES as unknown as typeof Dice.rolls));
  return { Dice, dice };
}

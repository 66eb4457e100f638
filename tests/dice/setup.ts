/**
 * Installs the fake dice plumbing and registers the system's dice terms and rolls, as the init hook does.
 * The fake data fields and models (tests/fakes/data-fields.ts) come along, so the modules the card
 * actions reach (the document operations and the data models they read through) load as in Foundry;
 * a `foundry` already stubbed keeps what it has.
 */
import { vi } from "vitest";
import { fakeConfigDice, fakeFoundryDice } from "../fakes/dice";
import { fakeUtils, type FakeDocument } from "../fakes/game";
import { DataModel, fields, TypeDataModel } from "../fakes/data-fields";

export async function installDice(documents: FakeDocument[] = [], extra: Record<string, unknown> = {}) {
  const Dice = fakeConfigDice();
  vi.stubGlobal("CONFIG", { Dice, sounds: { dice: "sounds/dice.wav" } });
  const before = (globalThis as { foundry?: Record<string, unknown> }).foundry ?? {};
  vi.stubGlobal("foundry", {
    data: { fields },
    abstract: { DataModel, TypeDataModel },
    ...before,
    dice: fakeFoundryDice(),
    utils: fakeUtils(documents),
    ...extra,
  });
  const dice = await import("../../src/dice/index");
  dice.registerDice(Dice);
  return { Dice, dice };
}

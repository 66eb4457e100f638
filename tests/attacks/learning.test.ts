import { afterAll, beforeAll, vi } from "vitest";
import { installConflictWorld, type ConflictWorld } from "../applications/sheets/conflict-world";
import { runAttacks } from "./attack";
import { learningAttacks } from "./learning";

let world: ConflictWorld;
beforeAll(async () => {
  world = await installConflictWorld();
});
afterAll(() => vi.unstubAllGlobals());

runAttacks("forged, replayed and concurrent learning after a team conflict", learningAttacks(() => world));

/**
 * The outcome effects our own moves carry (`system.effects`): src/rules/effects/moves (OWN_MOVE_EFFECTS,
 * keyed by content id), read through `documentEffects` so the built documents hold what the rules
 * hold, without the text-agreement notes.
 */
import { PackBuildError } from "../lib/converter.mjs";
import { importTsModule } from "../lib/ts-module.mjs";

/** A function from a move's content id to its effects, or null for a move we hold none for. */
export async function moveEffectsOf() {
  const { OWN_MOVE_EFFECTS, documentEffects } = await importTsModule("src/rules/effects/moves/index.ts", "the moves' effects");
  if (typeof documentEffects !== "function" || typeof OWN_MOVE_EFFECTS !== "object") {
    throw new PackBuildError("src/rules/effects/moves/index.ts no longer exports OWN_MOVE_EFFECTS and documentEffects");
  }
  return (contentId) => (Object.hasOwn(OWN_MOVE_EFFECTS, contentId) ? documentEffects(contentId) : null);
}

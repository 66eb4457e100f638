/**
 * Dice So Nice, when it is installed: the challenge and threat dice get shapes and colours of their own.
 * Nothing here is required; without the module the hook never fires and the helpers do nothing.
 */
import { CHALLENGE_DIE_DENOMINATION, CURSED_DIE_DENOMINATION, SYSTEM_ID, THREAT_DIE_DENOMINATION } from "../constants";

/** The part of the Dice So Nice API the system uses. */
export interface DiceSoNiceApi {
  addSystem(system: { id: string; name: string }, mode?: string): void;
  addColorset(colorset: Record<string, unknown>, mode?: string): unknown;
  addDicePreset(preset: { type: string; labels: string[]; system: string; colorset?: string }, shape?: string): void;
  showForRoll(roll: unknown, user?: unknown, synchronize?: boolean, whisper?: string[] | null, blind?: boolean, messageId?: string | null): Promise<boolean>;
}

export const CHALLENGE_COLORSET = "vowforge-challenge";
export const THREAT_COLORSET = "vowforge-threat";
export const CURSED_COLORSET = "vowforge-cursed";

function faces(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1));
}

/**
 * Registers the dice presets and colours; the handler of the `diceSoNiceReady` hook. Dice So Nice draws a
 * custom term only when a preset names its shape (its README's "addDicePreset"; foundry-ironsworn gives
 * its own cursed die a d10 preset in src/module/features/dice/index.ts), so each of our terms has one. The presets belong
 * to our dice system, which is offered as "preferred": Dice So Nice selects it for users who have not
 * picked another, so the challenge and threat dice look right without a visit to its settings
 * (foundry-ironsworn registers its system the same way: src/module/features/dice/index.ts).
 */
export function registerDiceSoNice(dice3d: DiceSoNiceApi): void {
  dice3d.addSystem({ id: SYSTEM_ID, name: "Vowforge" }, "preferred");
  dice3d.addColorset(
    { name: CHALLENGE_COLORSET, description: "Vowforge challenge dice", category: "Vowforge", foreground: "#f4efe6", background: "#23395b", outline: "#0b1526", edge: "#23395b", texture: "none", material: "plastic" },
    "default",
  );
  dice3d.addColorset(
    { name: THREAT_COLORSET, description: "Vowforge threat dice", category: "Vowforge", foreground: "#fff4e8", background: "#8c1c13", outline: "#2b0604", edge: "#8c1c13", texture: "none", material: "plastic" },
    "default",
  );
  dice3d.addColorset(
    { name: CURSED_COLORSET, description: "Vowforge cursed die", category: "Vowforge", foreground: "#d9f2e6", background: "#1f3b33", outline: "#07130f", edge: "#1f3b33", texture: "none", material: "metal" },
    "default",
  );
  dice3d.addDicePreset({ type: `d${CHALLENGE_DIE_DENOMINATION}`, labels: faces(10), system: SYSTEM_ID, colorset: CHALLENGE_COLORSET }, "d10");
  dice3d.addDicePreset({ type: `d${THREAT_DIE_DENOMINATION}`, labels: faces(8), system: SYSTEM_ID, colorset: THREAT_COLORSET }, "d8");
  dice3d.addDicePreset({ type: `d${CURSED_DIE_DENOMINATION}`, labels: faces(10), system: SYSTEM_ID, colorset: CURSED_COLORSET }, "d10");
}

/** The Dice So Nice API when the module is active, else null. */
export function diceSoNice(): DiceSoNiceApi | null {
  return (game as { dice3d?: DiceSoNiceApi }).dice3d ?? null;
}

/**
 * Shows dice rolled after a card was posted (a push, a reroll) in 3D, to the same audience as the card.
 * Dice on a new message are shown by Dice So Nice itself. Never fails: without the module it does nothing.
 */
export async function showDice(roll: unknown, message: { id: string | null; whisper: readonly (string | null)[]; blind: boolean }): Promise<void> {
  const dice3d = diceSoNice();
  if (!dice3d) return;
  try {
    const whisper = message.whisper.filter((id): id is string => typeof id === "string");
    await dice3d.showForRoll(roll, game.user, true, whisper.length > 0 ? whisper : null, message.blind, message.id);
  } catch (error) {
    console.warn("Vowforge | Dice So Nice could not show the dice", error);
  }
}

declare module "fvtt-types/configuration" {
  // The type package declares hook names inside this namespace; augmenting it needs the same form.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      diceSoNiceReady: (dice3d: DiceSoNiceApi) => void;
    }
  }
}

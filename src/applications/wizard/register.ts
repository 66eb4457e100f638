/**
 * When the guided creation is offered. A Foundry user creates a character from the Actors sidebar's
 * "Create Actor" dialog (a name and a type), which Foundry's core owns; the creation opens beside the new
 * character's sheet for the user who created it, as draw-steel acts on a created document only on the
 * creating user's client (src/module/data/item/career.mjs `_onCreate`: `userId !== game.userId`). Closing
 * it leaves the character as Foundry made it; the sheet's header menu opens it again at any time. It is
 * not offered for a character that arrives with items or from a pack or a duplicate (an import, not a
 * new character), nor when the user has turned the offer off (a client setting).
 */
import { enabledRulesets, offerCreationOn } from "../../settings";
import { gamesFor, type WizardActor } from "./wizard-games";
import { type WizardDocument } from "./character-wizard";
import { openCreation } from "../open-guided";

/** What the offer reads of a newly created actor. */
export interface CreatedActor extends WizardActor {
  items: { size: number };
  _stats?: { compendiumSource?: string | null; duplicateSource?: string | null } | null;
}

/** Whether a newly created actor is a blank character of a game the creation knows. */
export function isNewCharacter(actor: CreatedActor, enabled: readonly string[]): boolean {
  if (gamesFor(actor, enabled as Parameters<typeof gamesFor>[1]).length === 0) return false;
  if (actor.items.size > 0) return false;
  return !actor._stats?.compendiumSource && !actor._stats?.duplicateSource;
}

/** The `createActor` hook: offers the creation to the user who created a new character. */
export function onCreateActor(actor: CreatedActor, _options: unknown, userId: string): void {
  if (userId !== game.user?.id || !offerCreationOn()) return;
  if (!isNewCharacter(actor, enabledRulesets())) return;
  void openCreation(actor as unknown as WizardDocument);
}

export function registerCreationHooks(): void {
  Hooks.on("createActor", (actor, options, userId) => onCreateActor(actor as unknown as CreatedActor, options, userId));
}

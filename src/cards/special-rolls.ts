/**
 * The rolls a sheet starts without the roll dialog, posted as cards: the forge roll when a requirement
 * is met, a Strike! opposed roll, and a Strike! purchase. Each refuses bad input with a notification in
 * the user's language and casts no die; each resolves to the posted message, or null.
 */
import { type TrackActor } from "../operations/actor-write";
import { markRequirement } from "../operations/forge";
import { RulesError } from "../rules/errors";
import { performRoll, type PerformRollOptions } from "./perform-roll";
import { localize, rulesErrorText } from "../locale";
import {
  forgeRequest,
  opposedRequest,
  purchaseRequest,
  type OpposedSideInput,
  type RequestActor,
} from "./special-requests";

/** An actor the special rolls take (a VowforgeActor has all of this). */
export type RollingActor = RequestActor & TrackActor & { uuid: string };

function refused(error: unknown): null {
  if (!(error instanceof RulesError)) throw error;
  ui.notifications.error(rulesErrorText(error));
  return null;
}

async function helperActors(uuids: readonly string[]): Promise<Array<{ uuid: string; name: string }>> {
  const helpers: Array<{ uuid: string; name: string }> = [];
  for (const uuid of uuids) {
    const doc = (await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0])) as {
      name?: string | null;
    } | null;
    if (!doc) throw new RulesError("UnknownHelper", `no character ${uuid}`, { uuid });
    helpers.push({ uuid, name: doc.name || uuid });
  }
  return helpers;
}

/**
 * Meets the requirement `requirementId` of the Forged Ties character's forge track (marking it and a
 * forge box through the document operation) and rolls the forge dice it calls for. `helperUuids` are
 * the actors who helped: the card offers each of them a button to mark their bond with this character.
 */
export async function rollForge(
  actor: RollingActor,
  requirementId: string,
  helperUuids: readonly string[] = [],
  options: PerformRollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  try {
    const helpers = await helperActors(helperUuids);
    const forge = (actor.system as { forge?: { requirements?: Array<{ id: string; label: string }> } }).forge;
    const requirement = forge?.requirements?.find((r) => r.id === requirementId);
    const follow = await markRequirement(actor, requirementId, helperUuids);
    const request = forgeRequest(
      actor,
      { id: requirementId, label: requirement?.label || requirementId },
      follow.dice,
      helpers,
      localize("VOWFORGE.Card.Forge.Title"),
    );
    return await performRoll(request, options);
  } catch (error) {
    return refused(error);
  }
}

/** Rolls an opposed roll between side a (the card's character) and side b. */
export async function rollOpposed(
  title: string,
  a: OpposedSideInput,
  b: OpposedSideInput,
  options: PerformRollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  try {
    return await performRoll(opposedRequest(title, a, b), options);
  } catch (error) {
    return refused(error);
  }
}

/** A Strike! character buys an item of `tier` (its wealth read from the sheet now). */
export async function rollPurchase(
  actor: RollingActor,
  item: { name: string; tier: number },
  options: PerformRollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  try {
    return await performRoll(purchaseRequest(actor, item, localize("VOWFORGE.Card.Purchase.Title")), options);
  } catch (error) {
    return refused(error);
  }
}

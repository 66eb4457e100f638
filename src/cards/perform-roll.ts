/**
 * Rolls a request's dice and posts its card: a ChatMessage of type "roll" whose `system` holds the card
 * state and whose `rolls` carry the dice (tooltips, Dice So Nice). The roll mode (public, private GM,
 * blind, self) is applied by Foundry's own ChatMessage.applyRollMode (applyMode on v14, foundry-compat).
 */
import {
  assertRequestShape,
  cardFromFaces,
  operationsBeforeRoll,
  prepareRoll,
  touchesActor,
  type CardState,
  type RollRequest,
  storeCard,
  validateRequest,
} from "../kinds/registry";
import { type RollWorld } from "../kinds/contract";
import { type TrackActor } from "../operations/actor-write";
import { runCardOperations } from "./actions/operations";
import { afterRoll } from "./after-roll";
import { withWriteLocks } from "../operations/write-lock";
import { rollForRequest } from "../dice/card-roll";
import { assertRollGate, withMoveEffects } from "./card-move-effects";
import { moveAt } from "./move-document";
import { RulesError } from "../rules/errors";
import { ROLL_MESSAGE_TYPE } from "../constants";
import { applyRollMode, readRequestedMode } from "../foundry-compat";
import { type RollMode } from "../roll-modes";
import { rulesErrorText } from "../locale";
import { allowRoll, announceCardPosted } from "../module-hooks";

export interface PerformRollOptions {
  /** "publicroll", "gmroll", "blindroll" or "selfroll"; defaults to the user's chosen roll mode. */
  rollMode?: string;
  /** Who speaks; defaults to the request's actor (ChatMessage.getSpeaker({ actor })), else the user's. */
  speaker?: ReturnType<typeof ChatMessage.getSpeaker>;
}

function rollModeOf(requested: string | undefined): RollMode {
  const mode = readRequestedMode(requested);
  if (!mode) throw new RulesError("UnknownRollMode", `unknown roll mode ${String(requested)}`, { value: requested });
  return mode;
}

/** What a kind reads from the world before its dice are cast, through Foundry's documents. */
const FOUNDRY_ROLL_WORLD: RollWorld = {
  async moveOutcomes(uuid) {
    try {
      return (await moveAt(uuid))?.system.outcomes ?? null;
    } catch {
      return null;
    }
  },
};

/**
 * Evaluates the dice of a request (none for an Augur action that is not rolled) and builds its card.
 * What the kind prepares for the card only (an action's outcome texts) goes on the card, not into the
 * roll's own copy of the request.
 */
async function castDice(request: RollRequest): Promise<{ state: CardState; roll: foundry.dice.Roll | null }> {
  const prepared = await prepareRoll(request, FOUNDRY_ROLL_WORLD);
  const roll = rollForRequest(prepared.roll);
  const state = roll ? await roll.evaluateCard() : cardFromFaces(prepared.roll, null);
  return { state: { ...state, ...prepared.card } as CardState, roll };
}

async function actorOf(request: RollRequest): Promise<TrackActor | null> {
  if (!touchesActor(request) || request.actorUuid === null) return null;
  const doc = await foundry.utils.fromUuid(request.actorUuid as Parameters<typeof foundry.utils.fromUuid>[0]);
  return (doc as unknown as TrackActor | null) ?? null;
}

/** The request's actor, to speak for the card: null without one, or when it cannot be found. */
async function speakerActor(request: RollRequest): Promise<Actor.Implementation | null> {
  if (request.actorUuid === null) return null;
  const doc = await foundry.utils.fromUuid(request.actorUuid as Parameters<typeof foundry.utils.fromUuid>[0]);
  // actorUuid names an actor (the message schema and the roll builders keep it so).
  return (doc as Actor.Implementation | null) ?? null;
}

/** Reports a refused or failed roll to the user in their language. */
function reportFailure(error: unknown): null {
  if (error instanceof RulesError) ui.notifications.error(rulesErrorText(error));
  else {
    console.error("Vowforge | the roll could not be made", error);
    ui.notifications.error(game.i18n.localize("VOWFORGE.Roll.Error.Failed"));
  }
  return null;
}

/**
 * Rolls and posts a card. Returns the created message, or null when the request was refused or the
 * roll failed: the whole request is checked first (its shape, ruleset and values), so a bad request
 * casts no die and spends nothing; every refusal or failure is reported to the user in their language.
 */
export async function performRoll(
  request: RollRequest,
  options: PerformRollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  try {
    const rollMode = rollModeOf(options.rollMode);
    assertRequestShape(request);
    validateRequest(request);
    if (!allowRoll(request, rollMode)) return null;
    await assertRollGate(request);
    const actor = await actorOf(request);
    // What the roll writes on its character holds the character's write lock, as a card action does.
    const { state, roll } = await withWriteLocks(actor ? [request.actorUuid ?? ""] : [], async () => {
      // Most rolls write nothing before their dice (a Forged Ties push does): nothing to run then.
      const operations = operationsBeforeRoll(request);
      const before = operations.length > 0 ? await runCardOperations(operations, { actor }) : [];
      const cast = await castDice(request);
      return { state: await afterRoll(await withMoveEffects(cast.state), actor, before), roll: cast.roll };
    });
    // The card was resolved once when its dice were evaluated (the roll flags the dice from that
    // result); what the roll then wrote on its character (applied actions, notes) does not change it.
    const speaking = await speakerActor(request);
    const data: ChatMessage.CreateData = {
      type: ROLL_MESSAGE_TYPE,
      author: game.user.id,
      speaker: options.speaker ?? ChatMessage.getSpeaker(speaking ? { actor: speaking } : {}),
      content: "",
      system: storeCard(state),
      rolls: roll ? [JSON.stringify(roll)] : [],
      sound: roll ? CONFIG.sounds.dice : null,
    };
    const createOptions = applyRollMode(data, rollMode);
    return announceCardPosted((await ChatMessage.create(data, createOptions)) ?? null, "roll", state);
  } catch (error) {
    return reportFailure(error);
  }
}

/**
 * Rolls a request's dice and posts its card: a ChatMessage of type "roll" whose `system` holds the card
 * state and whose `rolls` carry the dice (tooltips, Dice So Nice). The roll mode (public, private GM,
 * blind, self) is applied by Foundry's own ChatMessage.applyRollMode.
 */
import { threatCard, validateRequest } from "../dice/card-from-dice";
import { rollForRequest } from "../dice/index";
import { systemFromCard } from "../data/message/card-system";
import { RulesError } from "../rules/errors";
import { type CardState, type RollRequest } from "./card-state";
import { resolveCard } from "./resolve-card";

/** ChatMessage subtype of roll cards (system.json documentTypes.ChatMessage.roll). */
export const ROLL_MESSAGE_TYPE = "roll";

export interface PerformRollOptions {
  /** "publicroll", "gmroll", "blindroll" or "selfroll"; defaults to the user's chosen roll mode. */
  rollMode?: string;
  /** Who speaks; defaults to ChatMessage.getSpeaker(). */
  speaker?: ReturnType<typeof ChatMessage.getSpeaker>;
}

const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
type RollMode = (typeof ROLL_MODES)[number];

function rollModeOf(requested: string | undefined): RollMode {
  const mode = requested === "roll" ? "publicroll" : (requested ?? game.settings.get("core", "rollMode") ?? "publicroll");
  if (!(ROLL_MODES as readonly string[]).includes(mode)) {
    throw new RulesError("UnknownRollMode", `unknown roll mode ${String(mode)}`, { value: mode });
  }
  return mode as RollMode;
}

/** Localised text of a rules error: VOWFORGE.Error.<code> when the language file has it, else a general line. */
export function rulesErrorText(error: RulesError): string {
  const key = `VOWFORGE.Error.${error.code}`;
  const data = Object.fromEntries(Object.entries(error.details).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]));
  return game.i18n.has(key) ? game.i18n.format(key, data) : game.i18n.format("VOWFORGE.Roll.Error.Invalid", { message: error.message });
}

/** Evaluates the dice of a request (none for an Augur action that is not rolled) and builds its card. */
async function castDice(request: RollRequest): Promise<{ state: CardState; roll: foundry.dice.Roll | null }> {
  const roll = rollForRequest(request);
  if (roll) return { state: await roll.evaluateCard(), roll };
  if (request.kind !== "threat") throw new RulesError("NoRoll", "this request has no roll");
  return { state: threatCard(request, null), roll: null };
}

/**
 * Rolls and posts a card. Returns the created message, or null when the request was refused: a bad
 * request (a RulesError) is reported to the user in their language and no die is cast.
 */
export async function performRoll(request: RollRequest, options: PerformRollOptions = {}): Promise<ChatMessage.Implementation | null> {
  let rollMode: RollMode;
  try {
    rollMode = rollModeOf(options.rollMode);
    validateRequest(request);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications.error(rulesErrorText(error));
    return null;
  }
  const { state, roll } = await castDice(request);
  resolveCard(state);
  const data: ChatMessage.CreateData = {
    type: ROLL_MESSAGE_TYPE,
    author: game.user.id,
    speaker: options.speaker ?? ChatMessage.getSpeaker(),
    content: "",
    system: systemFromCard(state),
    rolls: roll ? [JSON.stringify(roll)] : [],
    sound: roll ? CONFIG.sounds.dice : null,
  };
  ChatMessage.applyRollMode(data, rollMode);
  return (await ChatMessage.create(data, { rollMode })) ?? null;
}

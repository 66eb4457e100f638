/**
 * What the page's buttons roll: the roll dialog's input for the sample character (stat, pool, threat
 * and skill rolls go through the real roll dialog, with the system's own summaries of the Forged Ties,
 * Augur and Strike! characters), and the progress, oracle, forge, opposed and purchase requests, which
 * the page rolls straight away (with the system's own request builders).
 */
import type { RollRequest } from "../src/kinds/registry";
import { type RulesetId } from "../src/config";
import { progressScore } from "../src/rules/progress";
import { type ActorSummary, type RollDialogInput } from "../src/applications/dialogs/roll-dialog-types";
import { augurSummary, forgedTiesSummary, rollSummary, strikeSummary } from "../src/applications/dialogs/actor-summaries";
import { forgeRequest, opposedRequest, purchaseRequest } from "../src/cards/special-requests";
import { type Localize } from "../src/locale";
import { nextMoveOffers } from "../src/applications/dialogs/roll-dialog-context";
import { abilityAddOffers, assetsOf, moveAddOffers } from "../src/applications/dialogs/move-adds";
import { abilityAddsFor } from "../src/rules/effects/asset-adds";
import {
  SAMPLE_OPPONENT,
  SAMPLE_PURCHASE,
  SAMPLE_ROLLS,
  ironActorUuid,
  ironVowUuid,
  sampleMove,
  type ForgedTiesCharacter,
  type IronCharacter,
  type SampleCharacter,
  type SampleMove,
  type StrikeCharacter,
} from "./samples";

function actorSummary(character: SampleCharacter, t: Localize): { actor: ActorSummary; stat: string | null } {
  switch (character.ruleset) {
    case "ironsworn":
    case "starforged":
      // The sample keeps its stats, meters and momentum where a character's system data has them, so
      // the sheet's own summary builder reads it.
      // Its companions are items too: the dialog offers a companion's health (Companion Takes a Hit rolls the higher of it and heart).
      return { actor: rollSummary({ name: character.name, uuid: ironActorUuid(character.ruleset), system: character, items: character.companions ?? [] }, t), stat: null };
    case "forgedTies":
      return { actor: forgedTiesSummary(character, t), stat: SAMPLE_ROLLS.forgedTies };
    case "augur":
      return { actor: augurSummary(character, t), stat: SAMPLE_ROLLS.augur };
    case "strike":
      return { actor: strikeSummary(character), stat: SAMPLE_ROLLS.strike };
  }
}

/** The roll dialog's ticks for the stored "+N on your next move" adds a roll of `moveId` ("" for none) may take. */
function keptAdds(character: SampleCharacter, moveId: string): Pick<RollDialogInput, "addOffers"> {
  if (character.ruleset !== "ironsworn" && character.ruleset !== "starforged") return {};
  return { addOffers: nextMoveOffers(character.nextMove, { moveId, progress: false }) };
}

/** The roll dialog's input for the character's main roll. */
export function dialogInput(character: SampleCharacter, t: Localize): RollDialogInput {
  const { actor, stat } = actorSummary(character, t);
  return {
    ruleset: character.ruleset,
    actor,
    move: null,
    stat,
    title: t(`VOWFORGE.Dialog.DefaultTitle.${character.ruleset}`),
    cancelOnNegativeMomentum: true,
    ...("cursedDie" in character && character.cursedDie ? { cursedDie: { ...character.cursedDie } } : {}),
    ...keptAdds(character, ""),
  };
}

/**
 * The roll dialog's input for a sample move (the page's own by default), with the reroll a sample asset
 * grants on it, and, after the stored adds, the move's conditional adds and its sample assets' (as the
 * sheet's rollActionMove offers them).
 */
export function moveDialogInput(character: IronCharacter, t: Localize, move: SampleMove = sampleMove()): RollDialogInput {
  const known = [
    ...moveAddOffers(move.effects, move.name),
    ...abilityAddOffers(abilityAddsFor(assetsOf(character.assets ?? []), move.id)),
  ];
  const rollOptions = move.conditions
    ? move.conditions.flatMap((c) => c.rollOptions.map(({ using, key, label }) => ({ using, key, label })))
    : move.stats.map((key) => ({ using: "stat" as const, key, label: "" }));
  return {
    ...dialogInput(character, t),
    addOffers: [...(keptAdds(character, move.id).addOffers ?? []), ...known],
    move: {
      uuid: null,
      name: move.name,
      rollOptions,
      ...(move.conditions ? { rollConditions: move.conditions } : {}),
      outcomes: move.outcomes,
    },
    stat: null,
    ...(move.reroll ? { reroll: move.reroll } : {}),
  };
}

export function progressRequest(character: IronCharacter, title: string): RollRequest {
  return {
    kind: "progress",
    ruleset: character.ruleset,
    actorUuid: ironActorUuid(character.ruleset),
    moveUuid: null,
    title,
    trackUuid: ironVowUuid(character.ruleset),
    trackName: character.vow.name,
    score: progressScore(character.vow.ticks),
  };
}

export function oracleRequest(ruleset: IronCharacter["ruleset"], title: string): RollRequest {
  return {
    kind: "oracle",
    ruleset,
    actorUuid: null,
    moveUuid: null,
    title,
    odds: "fiftyFifty",
    question: "",
  };
}

/** A labelled roll of two d6 (the die kind, src/kinds/die.ts). */
export function dieRequest(ruleset: RulesetId, title: string): RollRequest {
  return { kind: "die", ruleset, actorUuid: null, moveUuid: null, title, die: "d6", count: 2 };
}

/** The forge roll after the character met `requirement`, with the dice the forge track now gives. */
export function forgeRollRequest(
  character: ForgedTiesCharacter,
  requirement: { id: string; label: string },
  dice: number,
  helpers: ForgedTiesCharacter[],
  t: Localize,
): RollRequest {
  return forgeRequest(
    character,
    requirement,
    dice,
    helpers.map((h) => ({ uuid: h.uuid, name: h.name })),
    t("VOWFORGE.Card.Forge.Title"),
  );
}

/** The Strike! character's Lockpicking against the sample opponent. */
export function opposedRollRequest(character: StrikeCharacter, t: Localize): RollRequest {
  const skill = character.system.skills.find((s) => s.id === SAMPLE_ROLLS.strike);
  return opposedRequest(
    t("VOWFORGE.Playground.OpposedTitle", { skill: skill?.name ?? SAMPLE_ROLLS.strike }),
    { actor: character, skillId: SAMPLE_ROLLS.strike },
    { name: SAMPLE_OPPONENT.name, skilled: SAMPLE_OPPONENT.skilled },
  );
}

/** The Strike! character buys the sample item. */
export function purchaseRollRequest(character: StrikeCharacter, t: Localize): RollRequest {
  return purchaseRequest(character, SAMPLE_PURCHASE, t("VOWFORGE.Card.Purchase.Title"));
}

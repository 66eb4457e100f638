/**
 * What the page's buttons roll: the roll dialog's input for the sample character (stat, pool, threat
 * and skill rolls go through the real roll dialog), and the progress and oracle requests, which the
 * page rolls straight away.
 */
import { type RollRequest } from "../src/chat/card-state";
import { METERS, STATS } from "../src/config";
import { progressScore } from "../src/rules/progress";
import { type ActorSummary, type RollDialogInput } from "../src/applications/dialogs/roll-dialog-types";
import { type Localize } from "./i18n";
import { sampleMove, type IronCharacter, type SampleCharacter } from "./samples";

/** An id for a sample skill or approach name ("Lockpicking" -> "lockpicking"). */
function idOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function actorSummary(character: SampleCharacter, t: Localize): { actor: ActorSummary; stat: string | null } {
  const blank = { name: character.name, uuid: null, meters: [], momentum: 0, harm: 0, majorConditions: 0 };
  switch (character.ruleset) {
    case "ironsworn":
    case "starforged":
      return {
        actor: {
          ...blank,
          stats: STATS.map((id) => ({ id, label: t(`VOWFORGE.Stat.${id}`), value: character.stats[id] })),
          meters: METERS.map((id) => ({ id, label: t(`VOWFORGE.Meter.${id}`), value: character.meters[id] })),
          momentum: character.momentum,
        },
        stat: null,
      };
    case "forgedTies": {
      const id = idOf(character.skill.name);
      return { actor: { ...blank, stats: [{ id, label: character.skill.name, value: character.skill.dice }] }, stat: id };
    }
    case "augur": {
      const id = idOf(character.approach.name);
      const stats = [{ id, label: character.approach.name, value: character.approach.value }];
      return { actor: { ...blank, stats, momentum: character.momentum, harm: character.harm }, stat: id };
    }
    case "strike": {
      const id = idOf(character.skill.name);
      const stats = [{ id, label: character.skill.name, value: character.skill.skilled ? 1 : 0 }];
      return { actor: { ...blank, stats, majorConditions: character.majorConditions }, stat: id };
    }
  }
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
  };
}

/** The roll dialog's input for the sample move, with the reroll its sample asset grants. */
export function moveDialogInput(character: IronCharacter, t: Localize): RollDialogInput {
  const move = sampleMove();
  return {
    ...dialogInput(character, t),
    move: {
      uuid: null,
      name: move.name,
      rollOptions: move.stats.map((key) => ({ using: "stat" as const, key, label: "" })),
      outcomes: move.outcomes,
    },
    stat: null,
    reroll: move.reroll,
  };
}

export function progressRequest(character: IronCharacter, title: string): RollRequest {
  return {
    kind: "progress",
    ruleset: character.ruleset,
    actorUuid: null,
    moveUuid: null,
    title,
    trackUuid: null,
    trackName: character.vow.name,
    score: progressScore(character.vow.ticks),
  };
}

export function oracleRequest(ruleset: IronCharacter["ruleset"], title: string): RollRequest {
  return { kind: "oracle", ruleset, actorUuid: null, moveUuid: null, title, odds: "fiftyFifty", question: "" };
}

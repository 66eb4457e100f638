/**
 * Setting up the sides of a team conflict on a "conflict" actor: Strike! characters joining and
 * leaving as players, opponents and their traits added, renamed and removed, and the opponents' side
 * name. The rules take the members when the conflict is created and never change them, so every edit
 * is refused once the rounds have begun; during preparation an edit that a recorded step still needs
 * (a player who prepared, a trait a preparation hit took) is refused until that step is undone.
 */
import { readConflict, replayConflict, storedEvents, type StoredMember } from "../data/actor/team-conflict";
import { RulesError } from "../rules/errors";
import { assertId, assertName } from "../rules/validate";
import { createTeamConflict } from "../rules/team-conflict-tracker";
import { newRowId, withRowAdded, withRowChanged, withRowRemoved } from "./list-rows";
import { requireType, requireUuid, writeChanges, type TrackActor, type TrackActorOf } from "./actor-write";
import { readStrike } from "./strike";

type Side = "players" | "opponents";

/** A copy of one side's members; refused unless `actor` is a conflict. */
function membersOf(actor: TrackActor, side: Side): StoredMember[] {
  requireType(actor, "conflict");
  return structuredClone(actor.system[side]);
}

/** Refuses a conflict whose rounds have begun (or whose stored steps no longer replay). */
function requirePreparation(conflict: TrackActor): asserts conflict is TrackActorOf<"conflict"> {
  requireType(conflict, "conflict");
  const { tracker, problem } = readConflict(conflict.system);
  if (problem !== null) throw new RulesError(problem.code, problem.message, { index: problem.index });
  if (tracker !== null && tracker.phase !== "preparation")
    throw new RulesError("ConflictStarted", "members are set while the conflict is in preparation", {});
}

/** Writes one side's new list once the rules accept it and the recorded steps still replay with it. */
async function writeSide(conflict: TrackActor, side: Side, list: StoredMember[]): Promise<void> {
  requirePreparation(conflict);
  const members = list.map((m) => ({ id: m.id, traits: m.traits.map((t) => t.id), strikes: m.strikes }));
  if (members.length > 0) {
    const other = [{ id: "check" }];
    createTeamConflict(side === "players" ? { players: members, opponents: other } : { players: other, opponents: members });
  }
  const system = {
    players: side === "players" ? list : membersOf(conflict, "players"),
    opponents: side === "opponents" ? list : membersOf(conflict, "opponents"),
    events: storedEvents(conflict.system),
  };
  try {
    replayConflict(system);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    throw new RulesError("MemberInUse", `a recorded step still needs this member or trait: ${error.message}`, {});
  }
  await writeChanges(conflict, { [`system.${side}`]: list });
}

function opponentAt(list: readonly StoredMember[], index: number): StoredMember {
  const opponent = list[index];
  if (!Number.isInteger(index) || opponent === undefined)
    throw new RulesError("BadRowIndex", `there is no opponent ${String(index)}`, { index, count: list.length });
  return opponent;
}

/** Adds a Strike! character as a player, with the traits they have not lost and their strikes. */
export async function addConflictPlayer(conflict: TrackActor, character: TrackActor): Promise<void> {
  requirePreparation(conflict);
  const state = readStrike(character);
  const uuid = requireUuid(character);
  assertId(uuid, "player UUID");
  const players = membersOf(conflict, "players");
  if (players.some((p) => p.id === uuid))
    throw new RulesError("DuplicateId", "this character is already taking part", { uuid });
  const player: StoredMember = {
    id: uuid,
    traits: state.traits.filter((t) => !t.lost).map((t) => ({ id: t.id, name: t.name })),
    strikes: state.strikes,
    flaws: 0,
  };
  await writeSide(conflict, "players", withRowAdded(players, player));
}

/** Removes the player at `index`. */
export async function removeConflictPlayer(conflict: TrackActor, index: number): Promise<void> {
  await writeSide(conflict, "players", withRowRemoved(membersOf(conflict, "players"), index));
}

/** Adds an opponent: a name, and an id (made from the name when none is given) unique in the conflict. */
export async function addConflictOpponent(
  conflict: TrackActor,
  opponent: { id?: string; name: string; traits?: ReadonlyArray<{ id: string; name: string }> },
): Promise<void> {
  requirePreparation(conflict);
  assertName(opponent.name, "opponent name");
  const opponents = membersOf(conflict, "opponents");
  const id = opponent.id ?? newRowId(opponents, opponent.name);
  assertId(id, "opponent id");
  const traits = (opponent.traits ?? []).map((t) => {
    assertId(t.id, "trait id");
    assertName(t.name, "trait name");
    return { id: t.id, name: t.name };
  });
  if (opponents.some((o) => o.id === id)) throw new RulesError("DuplicateId", "two opponents with one id", { id });
  await writeSide(conflict, "opponents", withRowAdded(opponents, { id, name: opponent.name.trim(), traits, strikes: 0 }));
}

/** Renames the opponent at `index` (its id stays). */
export async function renameConflictOpponent(conflict: TrackActor, index: number, name: string): Promise<void> {
  assertName(name, "opponent name");
  const opponents = membersOf(conflict, "opponents");
  await writeSide(conflict, "opponents", withRowChanged(opponents, index, { name: name.trim() }));
}

/** Removes the opponent at `index`. */
export async function removeConflictOpponent(conflict: TrackActor, index: number): Promise<void> {
  await writeSide(conflict, "opponents", withRowRemoved(membersOf(conflict, "opponents"), index));
}

/** Adds a trait named `name` to the opponent at `index`. */
export async function addOpponentTrait(conflict: TrackActor, index: number, name: string): Promise<void> {
  assertName(name, "trait name");
  const opponents = membersOf(conflict, "opponents");
  const opponent = opponentAt(opponents, index);
  const trait = { id: newRowId(opponent.traits, name), name: name.trim() };
  await writeSide(conflict, "opponents", withRowChanged(opponents, index, { traits: withRowAdded(opponent.traits, trait) }));
}

/** Renames trait `traitIndex` of the opponent at `index` (its id stays). */
export async function renameOpponentTrait(conflict: TrackActor, index: number, traitIndex: number, name: string): Promise<void> {
  assertName(name, "trait name");
  const opponents = membersOf(conflict, "opponents");
  const traits = withRowChanged(opponentAt(opponents, index).traits, traitIndex, { name: name.trim() });
  await writeSide(conflict, "opponents", withRowChanged(opponents, index, { traits }));
}

/** Removes trait `traitIndex` of the opponent at `index`. */
export async function removeOpponentTrait(conflict: TrackActor, index: number, traitIndex: number): Promise<void> {
  const opponents = membersOf(conflict, "opponents");
  const traits = withRowRemoved(opponentAt(opponents, index).traits, traitIndex);
  await writeSide(conflict, "opponents", withRowChanged(opponents, index, { traits }));
}

/** Sets the name the opponents go by as a side ("" for none). */
export async function setOpponentsName(conflict: TrackActor, name: string): Promise<void> {
  requirePreparation(conflict);
  const trimmed = name.trim();
  if (trimmed !== "") assertName(trimmed, "opponents' name");
  await writeChanges(conflict, { "system.opponentsName": trimmed });
}

/**
 * The rules engine's public API. Pure functions: dice values in, results out; no Foundry, no
 * randomness. Bad input throws a RulesError.
 */

export { RulesError } from "./errors";
export * from "./challenge";
export * from "./progress";
export * from "./bad-spot";
export * from "./legacy";
export * from "./oracle";
export * from "./pool";
export * from "./threat";
export * from "./stances";
export * from "./clocks";
export * from "./augur-momentum";
export * from "./strike";
export * from "./strike-opposed";
export * from "./wealth";
export * from "./team-conflict";
export {
  FORGED_TIES_STATE_KEYS,
  FORGED_TIES_STATS,
  FORGED_TIES_DEFAULTS,
  MAX_TRACK_LENGTH,
  MAX_HARM_SLOTS,
  MAX_BREAKING_PER_MARK,
  assertIdList,
  assertTrack,
  assertForgedTiesCharacter,
  createForgedTiesCharacter,
  harmCount,
  unbrokenHarm,
  MAX_RATING_DICE,
  editLimits,
  MAX_RUIN_ADVANCE_LENGTH,
} from "./forged-ties-character";
export type {
  MarkTrack,
  BreakingTrack,
  HarmSlot,
  ForgedTiesCharacter,
  ForgedTiesConfig,
  EditedNumber,
} from "./forged-ties-character";
export * from "./forged-ties-breaking";
export * from "./forged-ties-harm";
export * from "./forged-ties-advances";
export * from "./forged-ties-session";
export * from "./forged-ties-consequences";
export * from "./forged-ties-ruin";
export { assertId, assertName, MAX_TEXT_LENGTH } from "./validate";
export * from "./forge";
export * from "./delve";
export * from "./cursed-die";
export * from "./bonds";
export * from "./effects";
export * from "./augur-character";
export * from "./strike-character";
export {
  CONFLICT_SIDES,
  MAX_CONFLICT_MEMBERS,
  MAX_CONFLICT_STRIKES,
  MAX_CONFLICT_ROUNDS,
  createTeamConflict,
  CONFLICT_EVENT_TYPES,
} from "./team-conflict-tracker";
export type {
  ConflictSide,
  ConflictTrait,
  ConflictMember,
  PendingChoice,
  ConflictPreparation,
  FloatingBonus,
  ScoutingNote,
  IgnoredConditionNote,
  RoundBonuses,
  ConflictRoundRecord,
  TeamConflictState,
  ConflictMemberInput,
  ConflictRoundSide,
  ConflictEvent,
} from "./team-conflict-tracker";
export * from "./team-conflict-events";
export * from "./team-conflict-conditions";

export { odds } from "./odds";

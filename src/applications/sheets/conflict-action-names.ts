/**
 * The names (data-action) of the team conflict sheet's buttons. They live apart from what the buttons
 * do (conflict-actions.ts, whose table must hold exactly these) because the sheet registers its actions
 * when the script loads, while the buttons' work is loaded on the first click (conflict-sheet-actions.ts).
 */
export const CONFLICT_BUTTONS = [
  "settlePending",
  "startRounds",
  "playRound",
  "undoEvent",
  "preventLoss",
  "recordPreparation",
  "rollPreparation",
  "addPlayer",
  "removePlayer",
  "addOpponent",
  "renameOpponent",
  "removeOpponent",
  "addOpponentTrait",
  "renameOpponentTrait",
  "removeOpponentTrait",
  "setOpponentsName",
  "setFlaws",
  "rollLearning",
  "learnAfterConflict",
] as const;

/** A button of the conflict sheet. */
export type ConflictButton = (typeof CONFLICT_BUTTONS)[number];

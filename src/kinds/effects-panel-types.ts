/** The outcome-effects part of a card as the template reads it (built by effects-panel.ts). */

/** One button of the panel. */
export interface EffectButton {
  action: "applyEffect" | "undoEffect";
  label: string;
  /** data-effect-index / data-option-index, as attribute text (null: none). */
  effectIndex: string | null;
  optionIndex: string | null;
}

/** One effect (or choice group) of the panel. */
export interface EffectRow {
  heading: string | null;
  buttons: EffectButton[];
}

/** The panel's context (null when the card's move carries no effects). */
export interface EffectsPanel {
  heading: string;
  rows: EffectRow[];
  trace: { text: string; undone: boolean }[];
  undo: EffectButton | null;
}

/** The outcome-effects part of a card as the template reads it (built by effects-panel.ts). */

/** One button of the panel. */
export interface EffectButton {
  /** rollSufferMove: opens the suffer move's roll for the card's character (no card write). */
  action: "applyEffect" | "undoEffect" | "rollSufferMove";
  label: string;
  /** data-effect-index / data-option-index, as attribute text (null: none). */
  effectIndex: string | null;
  optionIndex: string | null;
  /** data-amount (an "up to" amount), data-suffer-move (an "any" suffer move), data-move-id (the move rolled). */
  amount?: string | null;
  sufferMove?: string | null;
  moveId?: string | null;
  /**
   * data-companion: the companion (item id) an effect reaches, where the character has several; on a
   * companion suffer move's roll, the companion it harmed, whose health the roll dialog opens on.
   */
  companion?: string | null;
  /** data-inner-index: the option of an automatic move's own choice (Sojourn's Resupply). */
  innerIndex?: string | null;
  /** data-repair: a step with Repair's points ("situation.<key>", "exchange", "buy.<what>"). */
  repair?: string | null;
  /** The button's full name where its text is short (an amount). */
  ariaLabel?: string | null;
  /** Shown but not pressable now (disabled, and aria-disabled for assistive technology). */
  disabled?: boolean;
  /** Plain text saying why it is disabled: the button's tooltip (data-tooltip-text) and description. */
  hint?: string | null;
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
  /** The suffer moves to roll now, one button each (none once the character has rolled again). */
  rolls: EffectButton[];
  undo: EffectButton | null;
}

/** How migration 2 stores a move's trigger conditions (read by the generated known-roll-conditions.ts too). */
/** A roll option within a condition, as stored. */
export interface StoredConditionOption {
  using: string;
  key: string;
  label: string;
  value: number;
}

/** A trigger condition, as stored. */
export interface StoredRollCondition {
  rollMethod: string;
  label: string;
  rollOptions: StoredConditionOption[];
}

/**
 * Rolls we make otherwise than the Datasworn text we ship says, each by a ruling in docs/rulings.md.
 * The converter writes `conditions` on the move (its roll options follow), and migration 10 rewrites a
 * world's move that still holds `replaces`.
 */

/** One trigger condition as a move stores it (src/data/item/move.ts). */
export interface RulingCondition {
  readonly rollMethod: string;
  readonly label: string;
  readonly rollOptions: readonly {
    readonly using: string;
    readonly key: string;
    readonly label: string;
    readonly value: number;
  }[];
}

/** A move's conditions under a ruling, and the conditions the text gave it. */
export interface RollRuling {
  readonly ruling: string;
  readonly replaces: readonly RulingCondition[];
  readonly conditions: readonly RulingCondition[];
}

const COMPANION_HEALTH = { using: "assetMeter", key: "companionHealth", label: "companion health", value: 0 };

export const ROLL_RULINGS: Readonly<Record<string, RollRuling>> = {
  // SF-04: the reference rolls the higher of heart and the companion's health; the published text
  // names only the companion's health, which leaves a companion at 0 health rolling +0.
  "move:starforged/suffer/companion_takes_a_hit": {
    ruling: "SF-04",
    replaces: [{ rollMethod: "playerChoice", label: "", rollOptions: [COMPANION_HEALTH] }],
    conditions: [
      {
        rollMethod: "highest",
        label: "",
        rollOptions: [{ using: "stat", key: "heart", label: "", value: 0 }, COMPANION_HEALTH],
      },
    ],
  },
};

/** The roll options a ruling's conditions name, as a move lists them (`system.rollOptions`). */
export function rulingRollOptions(ruling: RollRuling): { using: string; key: string; label: string }[] {
  return ruling.conditions.flatMap((c) =>
    c.rollOptions.map(({ using, key, label }) => ({ using, key, label })),
  );
}

/** Types of the odds blocks of our reference journals. */

export const ODDS_ACTION_DICE: number[];
export const ODDS_THREAT_DICE: number[];
export function percent(p: number): string;
export function threatOddsHtml(threatRollOdds: (input: { actionDice: number; threatDice: number }) => object): string;
export function generatedBlocks(): Promise<Record<string, string>>;

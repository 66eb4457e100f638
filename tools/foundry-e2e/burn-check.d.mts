export interface BurnSeen {
  momentumBefore: number;
  momentumAfter: number;
  reset: number;
  burnedMomentum: number | null;
  applied: string[];
  outcomeBefore: string;
  outcomeAfter: string;
  buttonShown: boolean;
}
export function judgeBurn(seen: BurnSeen): string[];
export function seededFaces(card: { kind: string; dice: Record<string, unknown> | null }): { text: string; expected: boolean };

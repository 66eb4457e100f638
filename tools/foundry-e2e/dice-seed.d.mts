export const SEED_UNIFORM: number;
export function seededFace(u: number, faces: number): number;
export function seedDice(u: number): boolean;
export function unseedDice(): void;

export const BEYOND_ANY_BAR: number;
export function barEdits(bar: { value: number; min: number; max: number }): Array<[string, number]>;

/**
 * What the token-bar step types into a bar's input in the token HUD (scenario-token-bars.mjs). A number
 * typed with a leading "-" or "+" is a change by that much, not a value: typing "-2" lowers the bar by
 * 2 (Plushtoast/dsa5-foundryVTT#1288, crnormand/gurps#1735, both quoting the `isDelta` path of
 * `Actor#modifyTokenAttribute`). So the way back to the bar's old value is "+" its distance from the
 * minimum, right whatever that value's sign (Ironsworn's momentum goes below zero).
 */

/** A number beyond every bar's range (tests/tools/foundry-e2e-steps.test.ts checks the bars' limits). */
export const BEYOND_ANY_BAR = 99;

/**
 * What the step types into a bar, and the value each must leave: above the maximum, a decrease past
 * the minimum, then an increase from the minimum back to the value it had.
 *
 * @param {{ value: number; min: number; max: number }} bar
 * @returns {Array<[string, number]>}
 */
export function barEdits({ value, min, max }) {
  return [
    [String(BEYOND_ANY_BAR), max],
    [`-${BEYOND_ANY_BAR}`, min],
    [`+${value - min}`, value],
  ];
}

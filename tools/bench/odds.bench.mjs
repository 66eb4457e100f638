import { importTs, timeIt } from "./util.mjs";

/** Exact odds for the largest rolls the sheets offer; budget: well under 1 ms each. */
export async function run({ root }) {
  const { odds } = await importTs(root, "src/rules/index.ts");
  const cases = [
    ["odds.actionRoll (modifier 7, momentum 10, burn)", () => odds.actionRoll({ modifier: 7, momentum: 10 })],
    ["odds.progressRoll (progress 9)", () => odds.progressRoll({ progress: 9 })],
    ["odds.poolRoll (8 dice)", () => odds.poolRoll({ dice: 8 })],
    ["odds.threatRoll (6 action, 4 threat)", () => odds.threatRoll({ actionDice: 6, threatDice: 4 })],
    ["odds.threatRoll (0 action, 12 threat)", () => odds.threatRoll({ actionDice: 0, threatDice: 12 })],
    ["odds.strikeRoll (unskilled, advantage)", () => odds.strikeRoll({ skilled: false, advantage: true })],
  ];
  return cases.map(([name, fn]) => ({ name, value: timeIt(fn), unit: "ms", budget: 1 }));
}

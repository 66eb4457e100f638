import { importTs, timeIt } from "./util.mjs";

/**
 * A chat card: context build plus template render, with the real Handlebars and the real templates;
 * budget 1 ms each (DESIGN.md section 8).
 */
export async function run({ root }) {
  const { buildCardContext } = await importTs(root, "src/cards/log-cards.ts");
  const { CARD_TEMPLATE } = await importTs(root, "src/templates.ts");
  const { localize, render } = await importTs(root, "tests/helpers/handlebars.ts");
  const fixtures = await importTs(root, "tests/templates/card-fixtures.ts");
  const env = { localize, canAct: true };
  const action = fixtures.actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] });
  const threat = fixtures.threatCard({
    actionDice: [2, 6, 4, 1, 5, 3],
    threatDice: [7, 3, 8, 1],
    momentum: 5,
  });
  const cases = [
    [
      "card: action (build + render, burn offered, move text)",
      () => render(CARD_TEMPLATE, buildCardContext(action, env, fixtures.FACE_DANGER)),
    ],
    [
      "card: threat (build + render, 6 action + 4 threat dice)",
      () => render(CARD_TEMPLATE, buildCardContext(threat, env)),
    ],
  ];
  for (const [, fn] of cases) fn(); // compile the template before timing
  return cases.map(([name, fn]) => ({ name, value: timeIt(fn), unit: "ms", budget: 1 }));
}

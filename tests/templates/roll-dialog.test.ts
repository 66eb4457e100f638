import { describe, expect, it } from "vitest";
import { buildRollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { RULESETS } from "../../src/config";
import { DIALOG_TEMPLATES } from "../../src/templates";
import { render } from "../helpers/handlebars";
import { choices, env, input } from "../applications/dialogs/dialog-fixtures";

function controls(html: string): string[] {
  return [...html.matchAll(/<(input|select)\b[^>]*>/g)].map((m) => m[0]);
}

describe("roll dialog template", () => {
  it.each(RULESETS)("%s: every control has a label pointing at it", (ruleset) => {
    const i = input(ruleset);
    const html = render(DIALOG_TEMPLATES.whole, buildRollDialogContext(i, choices(i), env));
    const found = controls(html);
    expect(found.length).toBeGreaterThan(1);
    for (const control of found) {
      const id = /\bid="([^"]+)"/.exec(control)?.[1];
      const name = /\bname="([^"]+)"/.exec(control)?.[1];
      expect(id).toBe(`vf-test-${name}`);
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toContain('<button type="submit" class="vf-roll-dialog__roll">');
    expect(html).toContain(
      '<button type="button" class="vf-roll-dialog__cancel" data-action="cancel">Cancel</button>',
    );
  });

  it("renders the odds rows with their percent text and bar width", () => {
    const i = input("ironsworn", { stat: "iron" });
    const html = render(DIALOG_TEMPLATES.odds, buildRollDialogContext(i, choices(i), env));
    expect(html).toMatch(/^<section class="vf-odds"/);
    expect(html).toContain("<caption>Chance of each outcome</caption>");
    expect(html).toMatch(
      /<tr class="vf-odds__row vf-outcome--strongHit">\s*<th scope="row" class="vf-odds__label">Strong hit<\/th>/,
    );
    expect(html).toMatch(/<span class="vf-odds__bar" style="width: [\d.]+%"><\/span>/);
    expect(html).toMatch(/<td class="vf-odds__percent">\d+\.\d%<\/td>/);
    expect(html).toContain("If you burn momentum (+5) whenever it helps");
  });

  it("shows the stat select with its options and the chosen one selected", () => {
    const i = input("ironsworn", { stat: "iron" });
    const html = render(DIALOG_TEMPLATES.fields, buildRollDialogContext(i, choices(i), env));
    expect(html).toContain('<option value="stat.iron" selected>Iron (+3)</option>');
    expect(html).toContain('<option value="stat.edge">Edge (+2)</option>');
    expect(html).toContain('<p class="hint vf-field__hint" id="vf-test-adds-hint">');
  });

  it("renders checkboxes checked from the choices", () => {
    const i = input("strike", { stat: "climb" });
    const html = render(
      DIALOG_TEMPLATES.fields,
      buildRollDialogContext(i, choices(i, { advantage: true }), env),
    );
    expect(html).toMatch(/<input type="checkbox" id="vf-test-advantage" name="advantage" checked/);
    expect(html).toMatch(
      /<input type="checkbox" id="vf-test-disadvantage" name="disadvantage" {2}aria-describedby/,
    );
  });

  it("shows an input error in an alert and marks the control", () => {
    const i = input("ironsworn");
    const ctx = buildRollDialogContext(i, choices(i, { adds: "-1" }), env);
    const html = render(DIALOG_TEMPLATES.whole, ctx);
    expect(html).toContain(
      '<div class="vf-roll-dialog__error" id="vf-test-error" role="alert"><p>Adds cannot be negative.</p></div>',
    );
    expect(html).toMatch(
      /name="adds" value="-1"[^>]*aria-describedby="vf-test-adds-hint vf-test-error" aria-invalid="true"/,
    );
    expect(html).not.toContain("<table");
  });

  it("escapes the actor's and move's names", () => {
    const i = input("ironsworn", { move: { uuid: null, name: "<i>Strike</i>", rollOptions: [] } });
    i.actor.name = "<script>alert(1)</script>";
    const html = render(DIALOG_TEMPLATES.whole, buildRollDialogContext(i, choices(i), env));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<i>Strike");
    expect(html).toContain("&lt;i&gt;Strike&lt;/i&gt;");
  });

  it("renders the reroll checkbox with its source escaped, and the roll mode select with the mode chosen", () => {
    const i = input("ironsworn", { reroll: { dice: ["challenge"], source: '<b onclick="x">Ironclad</b>' }, rollMode: "selfroll" });
    const html = render(DIALOG_TEMPLATES.whole, buildRollDialogContext(i, choices(i), env));
    expect(html).not.toContain("<b onclick");
    expect(html).toContain("Reroll allowed by &lt;b onclick&#x3D;&quot;x&quot;&gt;Ironclad&lt;/b&gt;");
    expect(html).toMatch(/<input type="checkbox" id="vf-test-reroll" name="reroll" +aria-describedby="vf-test-reroll-hint"/);
    expect(html).toContain('<option value="selfroll" selected>Self roll</option>');
    expect(html).toContain('<label for="vf-test-rollMode">Roll mode</label>');
  });
});

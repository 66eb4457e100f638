import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCardContext } from "../../src/cards/log-cards";
import { type CardContext, type CardEnv, type CardMove } from "../../src/kinds/view";
import { CARD_ACTIONS } from "../../src/kinds/shape";
import type { CardState } from "../../src/kinds/registry";
import { cleanHTML } from "../../src/clean-html";
import { CARD_TEMPLATE, PARTIALS, TEMPLATE_HELPERS, TEMPLATE_PATHS, templateFile } from "../../src/templates";
import { localize, render } from "../helpers/handlebars";
import {
  FACE_DANGER,
  actionCard,
  oracleCard,
  poolCard,
  progressCard,
  strikeCard,
  threatCard,
} from "./card-fixtures";
import { forgedTiesSystem } from "../cards/actions/characters";

const actor: CardEnv = { localize, canAct: true, cleanHTML };
const viewer: CardEnv = { localize, canAct: false };
/** An env whose card actor has this momentum now (a burn reads it, not the card's momentum). */
const withMomentum = (env: CardEnv, momentum: number): CardEnv => ({
  ...env,
  actor: { type: "character", system: { momentum } },
});

/** A Forged Ties character with heart marked: breaking may be marked with heart cleared first. */
const heartMarked: CardEnv = {
  ...actor,
  actor: { type: "forgedTiesCharacter", system: forgedTiesSystem({ heart: { marked: 1, length: 3 } }) },
};

function card(state: CardState, env: CardEnv = actor, move?: CardMove): string {
  return render(CARD_TEMPLATE, buildCardContext(state, env, move));
}

function buttons(html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);
}

function actionIds(html: string): string[] {
  return buttons(html).map((b) => /data-action="([^"]+)"/.exec(b)?.[1] ?? "(none)");
}

describe("roll card template", () => {
  const everyKind: Array<[string, CardState]> = [
    ["action", actionCard()],
    ["progress", progressCard()],
    ["pool", poolCard()],
    ["threat", threatCard()],
    ["threat (no roll)", threatCard({ noRoll: "automatic", actionDice: [], threatDice: [] })],
    ["strike", strikeCard()],
    ["oracle", oracleCard()],
  ];

  it.each(everyKind)("renders a %s card in strict mode as a labelled article", (_name, state) => {
    const html = card(state);
    expect(html).toMatch(/^<article class="vf-card vf-card--\w+ vf-card--\w+" aria-label="[^"]+"/);
    expect(html).toMatch(
      /<p class="vf-card__outcome vf-outcome vf-outcome--\w+"><strong>[^<]+<\/strong><\/p>/,
    );
    expect(html.trim().endsWith("</article>")).toBe(true);
    for (const list of html.match(/<ul\b[^>]*>/g) ?? []) expect(list).toMatch(/aria-label="[^"]+"/);
  });

  it("a strong hit, a weak hit and a miss carry their outcome class and word", () => {
    expect(card(actionCard())).toContain(
      '<p class="vf-card__outcome vf-outcome vf-outcome--strongHit"><strong>Strong hit</strong></p>',
    );
    expect(card(actionCard({ actionDie: 1, momentum: 0 }))).toContain("vf-outcome--weakHit");
    expect(card(actionCard({ actionDie: 1, challengeDice: [9, 7] }))).toContain("<strong>Miss</strong>");
  });

  it("each challenge die says beaten or not beaten to screen readers, not by colour alone", () => {
    const html = card(actionCard({ actionDie: 2, momentum: 0, challengeDice: [3, 8] }));
    expect(html).toContain('<li class="vf-die vf-die--d10 vf-die--beaten">');
    expect(html).toContain('<span class="vf-sr-only">Challenge die 1: 3, beaten</span>');
    expect(html).toContain('<span class="vf-die__tag" aria-hidden="true">beaten</span>');
    expect(html).toContain('<span class="vf-sr-only">Challenge die 2: 8, not beaten</span>');
  });

  it("draws each die as its shape (d6 square, d8 hexagon with its triangle, d10 kite), the value over it", () => {
    /** Each die's <li>, with the class naming its faces and the body path or rect drawn for it. */
    const dice = (html: string): Array<{ cls: string; body: string; value: string }> =>
      [...html.matchAll(/<li class="(vf-die [^"]*)">([\s\S]*?)<\/li>/g)].map((m) => ({
        cls: m[1],
        body: /<(rect|path) class="vf-die__body"[^>]*>/.exec(m[2])?.[0] ?? "",
        value: /<span class="vf-die__value">(\d+)<\/span>/.exec(m[2])?.[1] ?? "",
      }));
    const action = dice(card(actionCard({ actionDie: 5, challengeDice: [3, 8] })));
    expect(action.map((d) => [d.cls.split(" ")[1], d.body.startsWith("<rect") ? "square" : d.body.includes("38 17") ? "kite" : "?", d.value])).toEqual([
      ["vf-die--d6", "square", "5"],
      ["vf-die--d10", "kite", "3"],
      ["vf-die--d10", "kite", "8"],
    ]);
    const threat = dice(card(threatCard())).filter((d) => d.cls.includes("vf-die--d8"));
    expect(threat.length).toBeGreaterThan(0);
    for (const d of threat) expect(d.body).toContain('d="M20 2 36 11v18L20 38 4 29V11z"');
    // The drawing is hidden from screen readers; what they hear is the die's own sentence, as before.
    const html = card(actionCard({ actionDie: 2, momentum: 0, challengeDice: [3, 8] }));
    expect(html).toContain('<span class="vf-die__face" aria-hidden="true">');
    expect(html.match(/<svg\b[^>]*>/g)?.every((svg) => svg.includes('focusable="false"'))).toBe(true);
    expect(html).toContain('<span class="vf-sr-only">Action die 2</span>');
  });

  it("a match shows its meaning", () => {
    const html = card(actionCard({ challengeDice: [9, 9] }));
    expect(html).toContain('<p class="vf-card__match vf-card__match--complication"><strong>Match:</strong>');
  });

  it("a cancelled die shows the word cancelled", () => {
    const html = card(actionCard({ momentum: -4, actionDie: 4 }));
    expect(html).toContain("vf-die--cancelled");
    expect(html).toContain(">cancelled</span>");
    expect(html).toContain("The action die is cancelled: momentum -4 matches it.");
  });

  it("offers the burn button only when a burn helps", () => {
    const offered = card(actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] }), withMomentum(actor, 9));
    expect(offered).toContain(
      '<button type="button" class="vf-card__action vf-card__action--burnMomentum" data-action="burnMomentum" aria-label="Burn momentum (+9): Weak hit → Strong hit">Burn momentum (+9): Weak hit → Strong hit</button>',
    );
    expect(actionIds(card(actionCard(), withMomentum(actor, 9)))).not.toContain("burnMomentum");
  });

  it("applied actions hide their buttons", () => {
    const burned = card(
      actionCard({
        actionDie: 2,
        momentum: 9,
        challengeDice: [3, 8],
        burnedMomentum: 9,
        applied: ["burnMomentum"],
      }),
      withMomentum(actor, 2),
    );
    expect(actionIds(burned)).toEqual([]);
    const learned = card(strikeCard({ skilled: false, dice: [6], skillId: "climb", applied: ["learnSkill"] }));
    expect(actionIds(learned)).toEqual([]);
    expect(actionIds(card(strikeCard({ skilled: false, dice: [6], skillId: "climb" })))).toEqual(["learnSkill"]);
  });

  it("a viewer who cannot act sees no buttons at all, but does see the burn offer", () => {
    const states = [
      actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] }),
      poolCard({ pool: [2, 3], challengeDice: [6, 6], position: "desperate" }),
      threatCard({ actionDice: [2, 3], threatDice: [3], momentum: 5, momentumGained: 1 }),
      strikeCard({ skilled: false, dice: [6], skillId: "climb" }),
    ];
    for (const state of states) expect(buttons(card(state, viewer))).toEqual([]);
    expect(card(states[0], withMomentum(viewer, 9))).toContain(
      '<p class="vf-card__burn-offer">Burn momentum (+9): Weak hit → Strong hit</p>',
    );
  });

  it("every button is a type=button with a CARD_ACTIONS id; reroll buttons carry a die index and a name", () => {
    const html = [
      card(actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8], reroll: { dice: ["action", "challenge"], source: "Ironclad" } }), withMomentum(actor, 9)),
      card(poolCard({ pool: [2, 3], challengeDice: [6, 6], position: "desperate" }), heartMarked),
      card(threatCard({ actionDice: [6, 6], threatDice: [8], momentumGained: 2 })),
    ].join("");
    const all = buttons(html);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const b of all) {
      expect(b).toMatch(/^<button type="button"/);
      expect(CARD_ACTIONS).toContain(/data-action="([^"]+)"/.exec(b)?.[1]);
    }
    const rerolls = all.filter((b) => b.includes('data-action="reroll"'));
    expect(rerolls.map((b) => /data-die-index="(\d+)"/.exec(b)?.[1])).toEqual(["0", "1", "2"]);
    for (const b of rerolls) expect(b).toMatch(/aria-label="Reroll [^"]+ \(Ironclad\)"/);
  });

  it("renders a button's choice (clear heart instead of breaking) and never a push after the roll", () => {
    const html = card(poolCard({ pool: [2], challengeDice: [5, 6] }), heartMarked);
    expect(buttons(html).filter((b) => b.includes("data-choice="))).toEqual([
      '<button type="button" class="vf-card__action vf-card__action--markBreaking vf-card__action--clearHeart" data-action="markBreaking" data-choice="clearHeart" aria-label="Clear heart instead">',
    ]);
    expect(actionIds(html)).not.toContain("push");
  });

  it("renders a take-momentum button carrying the amount the move grants", () => {
    const html = card(actionCard({ moveOutcomes: FACE_DANGER.outcomes }));
    expect(html).toContain(
      '<button type="button" class="vf-card__action vf-card__action--takeMomentum" data-action="takeMomentum" data-amount="1" aria-label="Take +1 momentum">+1 momentum</button>',
    );
    expect(html).toContain('<div class="vf-card__move-text"><p>You succeed. Take <strong>+1 momentum</strong>.</p></div>');
  });

  it("escapes a reroll source typed as HTML", () => {
    const html = card(actionCard({ reroll: { dice: ["challenge"], source: '<img src=x onerror="x">' } }));
    expect(html).not.toContain("<img");
    expect(html).toContain("(&lt;img src&#x3D;x onerror&#x3D;&quot;x&quot;&gt;)");
  });

  it("renders a title typed as HTML as text", () => {
    const html = card(actionCard({ title: "<img src=x onerror=alert(1)>" }));
    expect(html).not.toContain("<img");
    expect(html).toContain('<h3 class="vf-card__title">&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</h3>');
    const tracked = card(progressCard({ trackName: "<b>vow</b>" }));
    expect(tracked).toContain("&lt;b&gt;vow&lt;/b&gt;");
    const asked = card(oracleCard({ question: '"><script>x</script>' }));
    expect(asked).not.toContain("<script>");
  });

  it("passes the move's outcome text through as HTML", () => {
    const html = card(actionCard(), actor, FACE_DANGER);
    expect(html).toContain(
      '<div class="vf-card__move-text"><p>You succeed. Take <strong>+1 momentum</strong>.</p></div>',
    );
  });

  it("shows the position's consequence on a Forged Ties card", () => {
    const html = card(poolCard({ pool: [2, 3], challengeDice: [5, 6], position: "desperate" }));
    expect(html).toContain('<h4 class="vf-card__subheading">Desperate position</h4>');
    expect(html).toContain("<p>Mark harm and breaking.</p>");
  });

  it("threat dice are marked cutting; a no-roll card says why", () => {
    const html = card(threatCard());
    expect(html).toContain('<li class="vf-die vf-die--d8 vf-die--cuts">');
    expect(html).toContain(">cuts</span>");
    const impossible = card(threatCard({ noRoll: "impossible", actionDice: [], threatDice: [] }));
    expect(impossible).toContain("vf-outcome--impossible");
    expect(impossible).toContain("cannot be done as it stands");
  });

  it("the oracle card shows the answer, the odds and an extreme result", () => {
    const html = card(oracleCard({ roll: 77 }));
    expect(html).toContain("<strong>Yes</strong>");
    expect(html).toContain("Likely: yes on 26 or more");
    expect(html).toContain("Extreme result");
  });

  it("strict mode refuses a context with a missing field", () => {
    const ctx: Partial<CardContext> = { ...buildCardContext(actionCard(), actor) };
    delete ctx.rulesetLabel;
    expect(() => render(CARD_TEMPLATE, ctx)).toThrow(/rulesetLabel/);
  });
});

describe("template registry", () => {
  const root = path.resolve(import.meta.dirname, "../..");

  function filesUnder(dir: string): string[] {
    return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".hbs"))
      .map((f) => path.posix.join(dir, f.split(path.sep).join("/")));
  }

  it("lists every template of ours for preloading, partials included", () => {
    const files = [...filesUnder("templates/chat"), ...filesUnder("templates/dialogs")].sort();
    expect(TEMPLATE_PATHS.map(templateFile).sort()).toEqual(files);
    for (const p of PARTIALS) expect(TEMPLATE_PATHS).toContain(p);
  });

  it("templates use no helper beyond the listed Foundry built-ins", () => {
    const builtIns = new Set(["if", "each", "unless", "with", "else", "lookup"]);
    const used = new Set<string>();
    for (const p of TEMPLATE_PATHS) {
      const source = readFileSync(path.join(root, templateFile(p)), "utf8");
      for (const m of source.matchAll(/\{\{[#/]?\s*([a-zA-Z]\w*)\s+[^}]/g)) used.add(m[1]);
      for (const m of source.matchAll(/\(([a-zA-Z]\w*)\s/g)) used.add(m[1]);
    }
    const helpers = [...used].filter((h) => !builtIns.has(h));
    expect(helpers.sort()).toEqual([...TEMPLATE_HELPERS].sort());
  });

  it("cleans the outcome texts a card keeps: no img, no handler, no script link", () => {
    const state = actionCard({
      actionDie: 6,
      challengeDice: [1, 2],
      moveOutcomes: {
        strongHit: { text: '<p>Go <img src=x onerror=alert(1)><a href="javascript:alert(2)">on</a> <a href="https://example.com" onclick="x()">ok</a></p><script>alert(3)</script>', match: "" },
        weakHit: { text: "<p>Weak</p>", match: "" },
        miss: { text: "<p>Miss</p>", match: "" },
      },
    });
    const html = card(state);
    expect(html).toContain("<p>Go ");
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror|onclick|javascript:|<script|alert\(3\)/i);
    expect(html).toContain('<a href="https://example.com">ok</a>');
    const raw = card(state, { localize, canAct: true });
    expect(raw).not.toMatch(/<img|onerror/i);
  });
});

/**
 * The XSS sweep: seeded attack payloads in every user-controlled text field that reaches HTML (every
 * free-text field of every actor, item and roll-card model, document names, clock names, oracle rows
 * and table names, chat command arguments), through every sink (the sheets of every type through
 * their context builders and real templates, every kind of roll card as Foundry draws it, clock
 * cards, the clock panel, oracle cards, the delve site's table card, tooltips), parsed as a browser
 * parses it (tests/security/live-markup.ts). Nothing may come out live.
 *
 * The Foundry side runs with fakes of Foundry's plumbing only: the enricher turns a content link into
 * an anchor and leaves other text as it is (what TextEditor.enrichHTML does to text without enricher
 * syntax), templates render with the real Handlebars. The figures are printed: `npx vitest run
 * tests/security/xss-sweep.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as DataIndex from "../../src/data/index";
import { sweepPayloads } from "./payloads";
import { Sweep } from "./sweep";
import { installFoundry } from "./sweep-foundry";
import { sweepRollDialog, sweepSheets } from "./sweep-sheets";
import { sweepCards, sweepClocks, sweepCommands, sweepOracles, sweepSiteRolls } from "./sweep-chat";
import { sweepTruths } from "./sweep-truths";
import { TEMPLATE_SINKS } from "./sink-registry";

const SEED = 20;
const VARIANTS = 12;
const PAYLOADS = sweepPayloads(SEED, VARIANTS);

let models: typeof DataIndex;
const sweep = new Sweep(PAYLOADS);

beforeAll(async () => {
  installFoundry();
  models = await import("../../src/data/index");
});
afterAll(() => vi.unstubAllGlobals());

/** Generous: the sweep does thousands of renders, and the machine is shared. */
const AREA_TIMEOUT = 240_000;

describe("the XSS sweep", () => {
  it(
    `tries ${PAYLOADS.length} payloads (seed ${SEED}, at least 38) on every sheet, as Foundry draws it`,
    async () => {
      expect(PAYLOADS.length).toBeGreaterThanOrEqual(38);
      for (const payload of PAYLOADS) await sweepSheets(sweep, models, payload, "foundry");
    },
    AREA_TIMEOUT,
  );

  it(
    "and as the playground draws it, and on the roll dialog",
    async () => {
      for (const payload of PAYLOADS) {
        await sweepSheets(sweep, models, payload, "playground");
        await sweepRollDialog(sweep, payload);
      }
    },
    AREA_TIMEOUT,
  );

  it(
    "on every kind of roll card, as Foundry draws it, and on cards made by chat commands",
    async () => {
      for (const payload of PAYLOADS) {
        await sweepCards(sweep, models, payload);
        await sweepCommands(sweep, payload, SEED);
      }
      installFoundry();
    },
    AREA_TIMEOUT,
  );

  it(
    "on clock cards, the clock panel, oracle cards, the oracle's question, delve site rolls and the truths dialog",
    async () => {
      for (const payload of PAYLOADS) {
        await sweepClocks(sweep, payload);
        await sweepOracles(sweep, payload);
        await sweepSiteRolls(sweep, payload);
        await sweepTruths(sweep, payload);
        installFoundry();
      }
    },
    AREA_TIMEOUT,
  );

  it("and nothing came out live", () => {
    const summary = sweep.summary();
    const { sinks, reachedByDocument, liveByField, ...figures } = summary;
    console.log(`XSS sweep (seed ${SEED}): ${JSON.stringify(figures)}`);
    if (process.env.SWEEP_DEBUG)
      console.log(JSON.stringify({ sinks, reachedByDocument, liveByField }, null, 2));
    if (process.env.SWEEP_DEBUG) {
      const want = process.env.SWEEP_DEBUG;
      for (const f of sweep.live.filter((l) => sweep.fields[l.field] === want).slice(0, 8))
        console.log(PAYLOADS[f.payload].shape, f.render, JSON.stringify(f.hit));
    }
    expect(summary.fieldsReachingHtml).toBeGreaterThan(80);
    expect(summary.errors, sweep.errors.slice(0, 5).join("\n")).toBe(0);
    expect(summary.live, JSON.stringify(sweep.live.slice(0, 3), null, 1)).toBe(0);
    // Every sink of templates/ got attack text (what feeds each: tests/security/sink-registry.ts).
    const unreached = Object.keys(TEMPLATE_SINKS).filter(
      (name) => name.startsWith("templates/") && !sweep.sinks.get(name)?.size,
    );
    expect(unreached).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { CLOCK_CARD_TEMPLATE } from "../../src/templates";
import { clockCardContext } from "../../src/cards/context/clock-card";
import { clockWedges } from "../../src/cards/context/clock-face";
import { readClockCard, type ClockCardState } from "../../src/data/message/clock-card";
import { localize, render } from "../helpers/handlebars";

const clock = { id: "siege", name: "The <Siege>", segments: 6, filled: 4, visibility: "all" } as const;

function card(state: Partial<ClockCardState> = {}): ClockCardState {
  return { event: "advance", clock: { ...clock }, added: 2, owner: "", oracle: null, ...state };
}

function drawn(state: ClockCardState): string {
  return render(CLOCK_CARD_TEMPLATE, clockCardContext(state, localize)).replace(/\s+/g, " ");
}

describe("the clock card's stored state", () => {
  it("reads a whole card, and a copy of only its known fields", () => {
    expect(readClockCard({ ...card(), extra: 1, clock: { ...clock, extra: 2 } })).toEqual(card());
  });

  it("refuses a card the rules cannot read", () => {
    expect(readClockCard(null)).toBeNull();
    expect(readClockCard({ ...card(), event: "explode" })).toBeNull();
    expect(readClockCard({ ...card(), clock: { ...clock, filled: 9 } })).toBeNull();
    expect(readClockCard({ ...card(), event: "roll", oracle: null })).toBeNull();
    expect(readClockCard({ ...card(), event: "roll", oracle: { odds: "likely", roll: 0 } })).toBeNull();
    expect(readClockCard({ ...card(), event: "roll", oracle: { odds: "sure", roll: 5 } })).toBeNull();
  });
});

describe("the clock's circle", () => {
  it("has one wedge per segment, the first `filled` filled, starting at the top", () => {
    const wedges = clockWedges(4, 1);
    expect(wedges.map((w) => w.filled)).toEqual([true, false, false, false]);
    // The first wedge runs from 12 o'clock to 3 o'clock.
    expect(wedges[0].d).toBe("M50 50 L50.00 4.00 A46 46 0 0 1 96.00 50.00 Z");
  });
});

describe("the clock card", () => {
  it("names the clock (escaped), what happened and its circle", () => {
    const html = drawn(card());
    expect(html).toContain('aria-label="Clock: The &lt;Siege&gt;"');
    expect(html).toContain('<h3 class="vf-card__title">The &lt;Siege&gt;</h3>');
    expect(html).not.toContain("<Siege>");
    expect(html).toContain('<p class="vf-card__ruleset">World clock</p>');
    expect(html).toContain("<strong>Advanced by 2</strong>");
    expect(html).toContain('<p class="vf-clock-card__count">4 of 6</p>');
    expect(html).toContain('role="img" aria-label="The &lt;Siege&gt;: 4 of 6 segments filled"');
    expect(html.match(/class="vf-clock-face__wedge/g)).toHaveLength(6);
    expect(html.match(/vf-clock-face__wedge--filled/g)).toHaveLength(4);
  });

  it("says a clock is complete, cleared, and whose it is", () => {
    expect(drawn(card({ event: "complete", clock: { ...clock, filled: 6 } }))).toContain(
      "<strong>Complete!</strong>",
    );
    const cleared = drawn(card({ event: "clear", clock: { ...clock, filled: 0 }, owner: "Kira" }));
    expect(cleared).toContain("<strong>Cleared</strong>");
    expect(cleared).toContain("Carried by Kira");
  });

  it("shows a roll to advance with its odds, the d100 and the answer", () => {
    const html = drawn(card({ event: "roll", added: 0, oracle: { odds: "likely", roll: 22 } }));
    expect(html).toContain("Likely: yes on 26 or more");
    expect(html).toContain("Rolled 22 on the oracle");
    expect(html).toContain(
      '<p class="vf-card__outcome vf-outcome--no"><strong>No: the clock holds</strong></p>',
    );
    expect(html).toContain('<p class="vf-card__match">the answer is stronger than asked');
    expect(drawn(card({ event: "roll", added: 0, oracle: { odds: "likely", roll: 23 } }))).not.toContain(
      "vf-card__match",
    );
  });
});

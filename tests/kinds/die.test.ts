/**
 * The die kind (src/kinds/die.ts), through the real pipeline: a request rolled by performRoll (its dice
 * cast by its kind's roll class), the posted message's card read back, and the card drawn by the chat
 * hook with the real templates.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeWorld } from "../cards/actions/world";
import { diceQueue } from "../fakes/dice";
import { renderedElement, type FakeChatMessage } from "../fakes/chat";
import { render } from "../helpers/handlebars";
import { readCard, resolveCard, storeCard, type StoredCard } from "../../src/kinds/registry";
import { dieRequest } from "../dice/requests";
import { RulesError } from "../../src/rules/errors";

afterEach(() => vi.unstubAllGlobals());

async function setup() {
  const world = await makeWorld();
  vi.stubGlobal("foundry", {
    ...(globalThis as unknown as { foundry: object }).foundry,
    applications: {
      handlebars: { renderTemplate: (file: string, context: object) => Promise.resolve(render(file, context)) },
      ux: { TextEditor: { implementation: { enrichHTML: (html: string) => Promise.resolve(html) } } },
    },
  });
  const { performRoll } = await import("../../src/cards/perform-roll");
  const { onRenderChatMessageHTML } = await import("../../src/chat/chat-message");
  return { world, performRoll, onRenderChatMessageHTML };
}

describe("the die kind", () => {
  it("rolls its dice, posts the card of their faces and total, and draws it", async () => {
    const { performRoll, onRenderChatMessageHTML } = await setup();
    diceQueue.set(3, 5);
    const message = (await performRoll(dieRequest())) as unknown as FakeChatMessage;
    expect(message.rolls[0].constructor.name).toBe("DieRoll");
    const card = readCard(message.system as unknown as StoredCard);
    expect(card).toMatchObject({ kind: "die", die: "d6", count: 2, faces: [3, 5], title: "Random event", applied: [] });
    expect(resolveCard(card).result).toEqual({ faces: [3, 5], total: 8 });

    const drawn = renderedElement();
    await onRenderChatMessageHTML(message as never, drawn as never);
    const html = drawn.content.innerHTML;
    expect(html).toContain("vf-card--die");
    expect(html).toContain("Random event");
    expect(html.match(/class="vf-die vf-die--d6"/g)).toHaveLength(2);
    expect(html).toContain('vf-outcome--total"><strong>8</strong>');
    expect(html).not.toContain("<button");
  });

  it("rolls a d100 as one die of a hundred faces", async () => {
    const { performRoll } = await setup();
    diceQueue.set(73);
    const message = (await performRoll(dieRequest({ die: "d100", count: 1, title: "Pay the Price" }))) as unknown as FakeChatMessage;
    const card = readCard(message.system as unknown as StoredCard);
    expect(card).toMatchObject({ die: "d100", faces: [73] });
    expect(resolveCard(card).result).toMatchObject({ total: 73 });
  });

  it("refuses a roll without a label, and stored faces the die cannot show or of another count", async () => {
    const { performRoll } = await setup();
    const posted = await performRoll(dieRequest({ title: "  " }));
    expect(posted).toBeNull();

    const card = readCard(storeCard({ ...dieRequest(), faces: [3, 5], applied: [] }));
    expect(() => resolveCard({ ...card, faces: [7, 1] } as never)).toThrow(RulesError);
    expect(() => resolveCard({ ...card, faces: [3] } as never)).toThrow(RulesError);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTargets } from "../../src/cards/log-cards";
import { makeWorld, type World } from "../cards/actions/world";
import { actionCard, poolCard, progressCard } from "../cards/actions/cards";
import { forgedTiesSystem, ironSystem } from "../cards/actions/characters";
import { documentEffects } from "../../src/rules/effects/moves";
import { FakeDocument } from "../fakes/game";
import { type FakeChatMessage } from "../fakes/chat";
import { type fakeNotifications } from "../fakes/game";

afterEach(() => vi.unstubAllGlobals());

const root = path.resolve(__dirname, "../..");

/** Foundry's renderTemplate, with the real Handlebars in strict mode and the card's partials registered by path. */
function renderTemplate(file: string, context: object): Promise<string> {
  const read = (p: string) => readFileSync(path.join(root, p.replace(/^systems\/vowforge\//, "")), "utf8");
  const hbs = Handlebars.create();
  // Foundry registers `eq` among its Handlebars helpers (src/templates.ts TEMPLATE_HELPERS; dnd5e's
  // templates/shared/fields/field-uses.hbs uses it bare); the card template draws each die's shape with it.
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  for (const partial of [
    "templates/chat/parts/effects.hbs",
    "templates/chat/harm-prompt.hbs",
  ]) {
    hbs.registerPartial(`systems/vowforge/${partial}`, read(partial));
  }
  return Promise.resolve(hbs.compile(read(file), { strict: true })(context));
}

/**
 * A button as the hook sees it. Like an HTMLButtonElement, `disabled` starts as the markup drew it
 * (the boolean `disabled` attribute; `aria-disabled` is another attribute and does not disable).
 */
class FakeButton {
  readonly listeners: Array<(event: { preventDefault(): void }) => void> = [];
  constructor(
    readonly dataset: Record<string, string | undefined>,
    public disabled = false,
  ) {}
  addEventListener(_type: "click", listener: (event: { preventDefault(): void }) => void) {
    this.listeners.push(listener);
  }
  click() {
    for (const l of this.listeners) l({ preventDefault() {} });
  }
}

/** A rendered chat message: its content, and the card buttons found in the markup put into it. */
class FakeMessageElement {
  buttons: FakeButton[] = [];
  readonly content = {
    html: "original",
    textContent: null as string | null,
    owner: this,
    get innerHTML() {
      return this.html;
    },
    set innerHTML(markup: string) {
      this.html = markup;
      this.owner.buttons = [...markup.matchAll(/<button\b([^>]*)>/g)].map((m) => {
        const dataset: Record<string, string> = {};
        for (const [, name, value] of m[1].matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
          dataset[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
        }
        return new FakeButton(dataset, /(?:^|\s)disabled(?=[\s=/]|$)/.test(m[1]));
      });
    },
  };
  querySelector(selector: string) {
    return selector === ".message-content" ? this.content : null;
  }
  querySelectorAll(_selector: "button") {
    return this.buttons;
  }
}

/** Foundry's enricher, as far as the card uses it: turns a content link into the linked name. */
const enrichHTML = (html: string) =>
  Promise.resolve(html.replace(/@UUID\[[^\]]+\]\{([^}]+)\}/g, '<a class="content-link">$1</a>'));

/** DialogV2.prompt as the harm prompt uses it: answers with `answer` (null: the user closed it). */
const prompts: Array<{ title: string; content: string }> = [];
let answer: string | null = "Cut hand";
const DialogV2 = {
  prompt(config: {
    window: { title: string };
    content: string;
    ok: { callback: (event: Event, button: unknown) => unknown };
  }) {
    prompts.push({ title: config.window.title, content: config.content });
    if (answer === null) return Promise.resolve(null);
    const input = { value: answer };
    const button = {
      form: { elements: { namedItem: (name: string) => (name === "harmName" ? input : null) } },
    };
    return Promise.resolve(config.ok.callback({} as Event, button));
  },
};

async function setup(options: Parameters<typeof makeWorld>[0] = {}) {
  const world = await makeWorld({ gmConnected: false, ...options });
  vi.stubGlobal("HTMLInputElement", Object);
  const applications = {
    handlebars: { renderTemplate },
    ux: { TextEditor: { implementation: { enrichHTML } } },
    api: { DialogV2 },
  };
  vi.stubGlobal("foundry", { ...(globalThis as unknown as { foundry: object }).foundry, applications });
  const listeners = await import("../../src/chat/chat-message");
  return { world, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function notes(): ReturnType<typeof fakeNotifications> {
  return (globalThis as unknown as { ui: { notifications: ReturnType<typeof fakeNotifications> } }).ui
    .notifications;
}

function render(
  world: World,
  listeners: Awaited<ReturnType<typeof setup>>["listeners"],
  message: FakeChatMessage,
) {
  const element = new FakeMessageElement();
  return listeners.onRenderChatMessageHTML(message, element).then(() => element);
}

/**
 * Core's renderHTML: builds the element with the rolls' own line as content and fires the render hook
 * without waiting for its listeners (Foundry's Hooks.callAll does not await).
 */
class CoreChatMessage {
  async renderHTML() {
    const element = new FakeMessageElement();
    element.content.innerHTML = "1d6 + 2dx = 13";
    return element;
  }
}

describe("the ChatMessage's renderHTML", () => {
  it("hands the log an element that already holds the card, never core's dice line", async () => {
    const { world } = await setup();
    const message = world.post(actionCard());
    const inserted: string[] = [];
    // The class is defined over core's when its module loads: load it afresh over this one.
    vi.stubGlobal("ChatMessage", CoreChatMessage);
    vi.resetModules();
    const { VowforgeChatMessage } = await import("../../src/chat/chat-message");
    // The chat log inserts what renderHTML resolves to.
    const element = (await VowforgeChatMessage.prototype.renderHTML.call(message)) as unknown as FakeMessageElement;
    inserted.push(element.content.innerHTML);
    expect(inserted[0]).toContain("vf-card");
    expect(inserted[0]).not.toContain("1d6 + 2dx");
    expect(element.buttons.find((b) => b.dataset.action === "burnMomentum")?.disabled).toBe(false);
  });
});

describe("the ChatMessage's renderHTML when the card cannot be drawn", () => {
  it("logs the failure and hands the log the element core made", async () => {
    const { world } = await setup();
    const message = world.post(actionCard());
    const foundryGlobal = (globalThis as unknown as { foundry: { utils: object } }).foundry;
    // Core's fromUuid rejects (a compendium that cannot be read): loading the card's actor fails.
    foundryGlobal.utils = { ...foundryGlobal.utils, fromUuid: () => Promise.reject(new Error("pack unreadable")) };
    // The class is defined over core's when its module loads: load it afresh over this one.
    vi.stubGlobal("ChatMessage", CoreChatMessage);
    vi.resetModules();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { VowforgeChatMessage } = await import("../../src/chat/chat-message");
    const element = (await VowforgeChatMessage.prototype.renderHTML.call(message)) as unknown as FakeMessageElement;
    expect(element).toBeInstanceOf(FakeMessageElement);
    expect(element.content.innerHTML).toBe("1d6 + 2dx = 13");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][1])).toContain("pack unreadable");
    logged.mockRestore();
  });
});

describe("renderChatMessageHTML", () => {
  it("renders the card from its state and wires its burn button to the action", async () => {
    const { world, listeners } = await setup();
    const message = world.post(actionCard());
    const element = await render(world, listeners, message);
    expect(element.content.innerHTML).toContain("vf-card");
    const burn = element.buttons.find((b) => b.dataset.action === "burnMomentum");
    expect(burn?.disabled).toBe(false);
    burn!.click();
    await vi.waitFor(() => expect(world.hero.system.momentum).toBe(2));
    expect(world.actions.cardOfMessage(message)?.applied).toEqual(["burnMomentum"]);
  });

  it("shows the outcome text the card keeps, enriched, and wires the move's momentum button", async () => {
    const { world, listeners } = await setup();
    const moveOutcomes = {
      strongHit: {
        text: "<p>Take +2 momentum. @UUID[Compendium.vowforge.ironsworn-moves.Item.abc]{Pay the Price}</p>",
        match: "",
      },
      weakHit: { text: "", match: "" },
      miss: { text: "", match: "" },
    };
    const message = world.post(actionCard({ actionDie: 6, adds: 1, moveOutcomes }));
    const element = await render(world, listeners, message);
    expect(element.content.innerHTML).toContain(
      '<div class="vf-card__move-text"><p>Take +2 momentum. <a class="content-link">Pay the Price</a></p></div>',
    );
    const take = element.buttons.find((b) => b.dataset.action === "takeMomentum");
    expect(take?.dataset.amount).toBe("2");
    expect(take?.disabled).toBe(false);
    take!.click();
    await vi.waitFor(() => expect(world.hero.system.momentum).toBe(10));
    expect(world.actions.cardOfMessage(message)?.applied).toEqual(["takeMomentum"]);
  });

  it("shows the outcome text of the move item the card names; a document of another type is not read as a move", async () => {
    const outcomes = {
      strongHit: { text: "", match: "" },
      weakHit: { text: "", match: "" },
      miss: { text: "<p>It's not over: Forsake Your Vow.</p>", match: "" },
    };
    const move = new FakeDocument("Item.fulfil", { outcomes }, [], "Fulfill Your Vow", "move");
    // The same data on an actor: only a move item's data is read as a move's.
    const notMove = new FakeDocument("Actor.notMove", { outcomes }, [], "Not a move", "character");
    const { world, listeners } = await setup({ others: [move, notMove] });
    const named = await render(world, listeners, world.post(progressCard({ moveUuid: "Item.fulfil" })));
    expect(named.content.innerHTML).toContain('<div class="vf-card__move-text"><p>It\'s not over: Forsake Your Vow.</p></div>');
    const other = await render(world, listeners, world.post(progressCard({ moveUuid: "Actor.notMove" })));
    expect(other.content.innerHTML).toContain("vf-card");
    expect(other.content.innerHTML).not.toContain("vf-card__move-text");
  });

  it("wires a button with its own choice, and offers no push after the roll (FT-07)", async () => {
    const { world, listeners } = await setup({
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem({ heart: { marked: 2, length: 3 } }),
    });
    const message = world.post(poolCard());
    const element = await render(world, listeners, message);
    expect(element.buttons.filter((b) => b.dataset.action === "push")).toEqual([]);
    const marks = element.buttons.filter((b) => b.dataset.action === "markBreaking");
    expect(marks.map((b) => [b.dataset.choice, b.disabled])).toEqual([
      [undefined, false],
      ["clearHeart", false],
    ]);
    marks[1].click();
    await vi.waitFor(() => expect(world.actions.cardOfMessage(message)?.applied).toEqual(["markBreaking"]));
    expect(world.hero.system).toMatchObject({ heart: { marked: 1 }, breaking: { marked: 0 } });
  });

  it("shows a player who does not own the actor no button to press", async () => {
    const { world, listeners } = await setup();
    world.as(world.users.stranger);
    const element = await render(world, listeners, world.post(actionCard()));
    expect(element.buttons.filter((b) => !b.disabled && b.dataset.action === "burnMomentum")).toEqual([]);
  });

  it("leaves a card whose content the user may not see alone", async () => {
    const { world, listeners } = await setup();
    const message = world.post(actionCard());
    message.blind = true;
    const element = await render(world, listeners, message);
    expect(element.content.innerHTML).toBe("original");
  });

  it("shows a short localised note for a stored card the rules cannot read, without throwing", async () => {
    const { world, listeners } = await setup();
    const message = world.post(actionCard({ actionDie: 9 }));
    const element = await render(world, listeners, message);
    expect(element.content.textContent).toContain("VOWFORGE.Card.Unreadable");
    expect(element.buttons).toEqual([]);
  });

  it("a card naming a crafted actor id whose lookup throws logs once and leaves core's element", async () => {
    const { world, listeners } = await setup();
    const crafted = "Compendium.x.y.Actor.__proto__";
    const foundryGlobal = (globalThis as unknown as { foundry: { utils: { fromUuid: (uuid: string) => Promise<unknown> } } }).foundry;
    const fromUuid = foundryGlobal.utils.fromUuid;
    // Core's lookup throws on an id it cannot parse (synchronously, not as a rejection).
    foundryGlobal.utils = {
      ...foundryGlobal.utils,
      fromUuid: (uuid: string) => {
        if (uuid === crafted) throw new Error(`malformed UUID ${uuid}`);
        return fromUuid(uuid);
      },
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const message = world.post(actionCard({ actorUuid: crafted }));
    const element = await render(world, listeners, message);
    expect(element.content.innerHTML).toBe("original");
    expect(element.content.textContent).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][1])).toContain("malformed UUID");
    // The next message still renders.
    logged.mockRestore();
    const next = await render(world, listeners, world.post(actionCard()));
    expect(next.content.innerHTML).toContain("vf-card");
  });

  it("resolves a card once per draw, for its offers and its context alike", async () => {
    const { KINDS } = await import("../../src/kinds/registry");
    // resolveCard calls the card's kind's resolver from the registry: count the calls one draw makes.
    const drawn = async (kind: "action" | "pool", draw: () => Promise<FakeMessageElement>) => {
      const resolves = vi.spyOn(KINDS[kind], "resolve");
      try {
        const element = await draw();
        return { actions: element.buttons.map((b) => b.dataset.action), resolves: resolves.mock.calls.length };
      } finally {
        resolves.mockRestore();
      }
    };
    const ironsworn = await setup();
    const action = await drawn("action", () => render(ironsworn.world, ironsworn.listeners, ironsworn.world.post(actionCard())));
    expect(action).toEqual({ actions: expect.arrayContaining(["burnMomentum"]) as unknown, resolves: 1 });
    const forgedTies = await setup({
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem({ heart: { marked: 2, length: 3 } }),
    });
    const pool = await drawn("pool", () => render(forgedTies.world, forgedTies.listeners, forgedTies.world.post(poolCard())));
    expect(pool).toEqual({ actions: expect.arrayContaining(["markBreaking"]) as unknown, resolves: 1 });
    // A card whose move carries effects: its effects panel and its effect offers read the same resolution.
    // Face Danger's weak hit (edge 2 + 3 = 5 against 4 and 7), its choice offered and an undone pick on its trace.
    const hero = await setup({ hero: ironSystem("ironsworn") });
    const undone = {
      effect: 0, option: 0, userId: "owner", userName: "Ada", changes: [], roll: null, undone: true,
      writes: [{ doc: "actor" as const, path: "momentum", before: 2, after: 3 }],
    };
    const effects = actionCard({ challengeDice: [4, 7], moveEffects: documentEffects("move:classic/adventure/face_danger"), effectLog: [undone] });
    const effectCard = await drawn("action", () => render(hero.world, hero.listeners, hero.world.post(effects)));
    expect(effectCard).toEqual({ actions: expect.arrayContaining(["applyEffect"]) as unknown, resolves: 1 });
  });

  it("leaves other messages alone", async () => {
    const { world, listeners } = await setup();
    const message = world.post(actionCard());
    message.type = "base";
    const element = await render(world, listeners, message);
    expect(element.content.innerHTML).toBe("original");
  });
});

describe("wireCardButtons", () => {
  it("disables buttons already applied, not offered, or not the user's", async () => {
    const { world, listeners } = await setup({ hero: { harm: { value: 0, max: 3 }, breaking: 0 } });
    const state = { ...poolCard(), applied: ["markBreaking" as const] };
    const message = world.post(state);
    const targets = await loadTargets(state);
    const buttons = ["push", "markHarm", "markBreaking", "burnMomentum", "notAnAction"].map(
      (action) => new FakeButton({ action }),
    );
    listeners.wireCardButtons(message, buttons, state, ["push", "markHarm", "markBreaking"], targets);
    expect(buttons.map((b) => [b.dataset.action, b.disabled])).toEqual([
      ["push", false],
      ["markHarm", false],
      ["markBreaking", true],
      ["burnMomentum", true],
      ["notAnAction", false],
    ]);

    world.as(world.users.stranger);
    const strangers = [new FakeButton({ action: "push" })];
    listeners.wireCardButtons(message, strangers, state, ["push"], targets);
    expect(strangers[0].disabled).toBe(true);
  });

  it("leaves a button the card drew disabled (a Repair buy the points left cannot pay) disabled and unwired, its action offered or not", async () => {
    const { world, listeners } = await setup({ hero: { harm: { value: 0, max: 3 }, breaking: 0 } });
    const state = poolCard();
    const message = world.post(state);
    const targets = await loadTargets(state);
    const dear = new FakeButton({ action: "push" }, true);
    const open = new FakeButton({ action: "push" });
    listeners.wireCardButtons(message, [dear, open], state, ["push"], targets);
    expect([dear.disabled, dear.listeners.length]).toEqual([true, 0]);
    expect([open.disabled, open.listeners.length]).toEqual([false, 1]);
  });

  it("reports a refusal in the user's language and enables the button again", async () => {
    const { world, listeners } = await setup();
    const state = actionCard();
    const message = world.post(state);
    const button = new FakeButton({ action: "burnMomentum" });
    listeners.wireCardButtons(
      message,
      [button],
      state,
      ["burnMomentum"],
      await loadTargets(state),
    );
    await world.actions.runCardAction(message, "burnMomentum", world.users.owner);
    button.click();
    // The press runs the card-action runner, which refuses.
    await vi.waitFor(() => expect(notes().shown).toEqual([{ level: "error", text: "VOWFORGE.CardAction.Error.AlreadyApplied" }]));
    expect(button.disabled).toBe(false);
  });

  it("passes a button's die index, amount, choice, harm and helper to the action", () => {
    return setup().then(({ listeners }) => {
      expect(listeners.argsOfButton({ action: "reroll", dieIndex: "2" })).toEqual({ dieIndex: 2 });
      // A push's choice is no button's any more (FT-07): it is dropped like any unknown choice.
      expect(listeners.argsOfButton({ amount: "1", choice: "raiseEffect" })).toEqual({ amount: 1 });
      expect(listeners.argsOfButton({ choice: "removeHarm", harmIndex: "0" })).toEqual({
        choice: "removeHarm",
        harmIndex: 0,
      });
      expect(listeners.argsOfButton({ helperIndex: "1", choice: "clearHeart" })).toEqual({
        helperIndex: 1,
        choice: "clearHeart",
      });
      expect(listeners.argsOfButton({ choice: "<b>" })).toEqual({});
    });
  });
});

describe("Forged Ties buttons in the chat log", () => {
  const ft = (over: Record<string, unknown> = {}) => ({
    heroType: "forgedTiesCharacter",
    hero: forgedTiesSystem(over),
  });

  it("Mark harm asks for the harm's name first, then marks it; closing the prompt marks nothing", async () => {
    const { world, listeners } = await setup(ft());
    const message = world.post(poolCard());
    const element = await render(world, listeners, message);
    const harm = element.buttons.find((b) => b.dataset.action === "markHarm");
    expect(harm?.dataset.prompt).toBe("harm");
    answer = null;
    harm!.click();
    await settle();
    await settle();
    expect(world.hero.updates).toEqual([]);
    expect(harm!.disabled).toBe(false);
    answer = "  Cut hand ";
    harm!.click();
    await vi.waitFor(() => expect(world.hero.system.harm).toEqual([{ name: "Cut hand", broken: false }, null, null]));
    expect(prompts.at(-1)?.title).toBe("VOWFORGE.Card.HarmPrompt.Title");
    expect(prompts.at(-1)?.content).toContain('name="harmName"');
  });

  it("a ruin advance due is shown to the user who clicked", async () => {
    const { world, listeners } = await setup(ft({ breaking: { marked: 4, length: 10, ruinSpaces: [5, 8] } }));
    const message = world.post(poolCard());
    const element = await render(world, listeners, message);
    element.buttons.find((b) => b.dataset.action === "markBreaking" && !b.dataset.choice)!.click();
    await vi.waitFor(() => expect(notes().shown).toEqual([{ level: "info", text: "VOWFORGE.Card.Note.ruinAdvanceDue" }]));
  });

  it("a forge helper's owner may press only that helper's bond button", async () => {
    const bram = new FakeDocument(
      "Actor.bram",
      forgedTiesSystem(),
      ["stranger"],
      "Bram",
      "forgedTiesCharacter",
    );
    const { world, listeners } = await setup({ ...ft(), others: [bram] });
    const state = {
      kind: "forge" as const,
      ruleset: "forgedTies" as const,
      actorUuid: "Actor.hero",
      moveUuid: null,
      title: "Forge roll",
      applied: [],
      requirementId: "trust",
      requirement: "Trust",
      pool: [3],
      challengeDice: [5, 6] as [number, number],
      helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: false }],
    };
    const message = world.post(state);
    world.as(world.users.stranger);
    const element = await render(world, listeners, message);
    expect(element.buttons.map((b) => [b.dataset.action, b.disabled])).toEqual([
      ["markBreaking", true],
      ["markBond", false],
    ]);
  });
});

/**
 * The card's "Roll Companion Takes a Hit" button (chat/suffer-roll.ts): a press opens the roll dialog
 * for the suffer move with the health of the companion the card harmed (the button's data-companion)
 * preselected, by the dialog's one preset (the stat a roll opens on), also where heart is the higher
 * for that companion; a companion the character no longer has, or a button naming none, opens the
 * dialog as it always did. Foundry's plumbing is faked (tests/fakes/foundry-sheets.ts).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { ROLL_RULINGS } from "../../src/rules/effects/moves/roll-rulings";
import { FakeApplicationV2 } from "../fakes/foundry-application";
import { FakeActor, fakeItem, installSheetFakes, type FakeItem } from "../fakes/foundry-sheets";

const TAKES_A_HIT = "move:starforged/suffer/companion_takes_a_hit";

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  installSheetFakes();
});

/** A Starforged character with `heart`, its companions (name and health) and Companion Takes a Hit as its own move. */
function character(heart: number, companions: [string, number][]): { actor: FakeActor; ids: string[] } {
  const actor = new FakeActor("Kaila", "character", {
    ruleset: "starforged",
    stats: { edge: 1, heart, iron: 2, shadow: 1, wits: 2 },
    meters: { health: 5, spirit: 5, supply: 5 },
    momentum: 2,
  });
  const assets: FakeItem[] = companions.map(([name, health]) =>
    fakeItem("asset", name, { category: "companion", meter: { enabled: true, label: "health", value: health, min: 0, max: 4 } }, actor),
  );
  const conditions = ROLL_RULINGS[TAKES_A_HIT].conditions;
  const move = fakeItem(
    "move",
    "Companion Takes a Hit",
    {
      ruleset: "starforged",
      dataswornId: TAKES_A_HIT,
      rollType: "action",
      rollOptions: conditions.flatMap((c) => c.rollOptions.map(({ using, key, label }) => ({ using, key, label }))),
      rollConditions: conditions,
    },
    actor,
  );
  actor.items.push(...assets, move);
  return { actor, ids: assets.map((a) => a.id) };
}

/** The card's roll button as chat-message.ts hands it over, with the data the panel drew on it. */
function button(dataset: Record<string, string>) {
  let listener: ((event: { preventDefault(): void }) => void) | null = null;
  return {
    dataset: { action: "rollSufferMove", moveId: TAKES_A_HIT, ...dataset },
    disabled: true,
    addEventListener(_type: "click", l: (event: { preventDefault(): void }) => void) {
      listener = l;
    },
    press() {
      listener?.({ preventDefault: () => undefined });
    },
  };
}

/** Presses the button for `actor` and resolves to the dialog's context once drawn. */
async function pressed(actor: FakeActor, dataset: Record<string, string>): Promise<RollDialogContext> {
  const { wireSufferRolls } = await import("../../src/chat/suffer-roll");
  const b = button(dataset);
  wireSufferRolls([b], actor as never);
  expect(b.disabled).toBe(false);
  b.press();
  await vi.waitFor(() => expect(FakeApplicationV2.instances.at(-1)?.rendered).toBe(true));
  const app = FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
  const context = app.lastContext as RollDialogContext;
  await app.close();
  return context;
}

const picked = (context: RollDialogContext) => {
  const field = context.fields.find((f) => f.name === "option");
  return { value: field?.value, label: field?.options?.find((o) => o.value === field.value)?.label };
};

describe("the card's roll of a companion's suffer move", () => {
  it("opens with the health of the companion harmed, the second of two as well as the first", async () => {
    const { actor, ids } = character(1, [["Rook", 3], ["Vex", 4]]);
    const second = await pressed(actor, { companion: ids[1] });
    expect(picked(second).label).toMatch(/^Vex \(health\) \(\+4\)/);
    expect(second.request).toMatchObject({ title: "Companion Takes a Hit", stat: { id: `companionHealth.${ids[1]}`, value: 4 } });
    const first = await pressed(actor, { companion: ids[0] });
    expect(first.request).toMatchObject({ stat: { id: "companionHealth", value: 3 } });
  });

  it("where heart is the higher for the companion harmed, opens on heart compared with that companion", async () => {
    // Heart 3 beats Vex's 2 but not Rook's 4: Vex's roll is heart, compared with Vex's health.
    const { actor, ids } = character(3, [["Rook", 4], ["Vex", 2]]);
    const context = await pressed(actor, { companion: ids[1] });
    expect(picked(context)).toEqual({ value: "method.0.1", label: "Heart (+3), the higher of Heart (+3) and Vex (health) (+2)" });
    expect(context.request).toMatchObject({ stat: { id: "heart", value: 3 } });
  });

  it("a companion the character no longer has, or a button naming none, opens as before: the first option", async () => {
    const { actor } = character(1, [["Rook", 3], ["Vex", 4]]);
    for (const dataset of [{ companion: "gone" }, {}] as Record<string, string>[]) {
      const context = await pressed(actor, dataset);
      expect(picked(context).value).toBe("method.0");
      expect(context.request).toMatchObject({ stat: { id: "companionHealth", value: 3 } });
    }
  });
});

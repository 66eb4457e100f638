/**
 * The clock buttons of the sheets page: a sheet's own clocks, pressed through the system's presses
 * (src/cards/clocks/clock-actions.ts) with the sample as the character (the page's user owns it), a
 * roll to advance taking a d100 from the page's dice, and the clock card left out (the sheets page has
 * no chat log; the main page shows the cards).
 */
import { runClockButton, type ClockElement } from "../../src/applications/clocks/clock-buttons";
import { type ClockActor, type ClockWorld } from "../../src/cards/clocks/clock-types";
import { writeSampleUpdate } from "../sample-update";

/** A sample as the presses take a character: its subtype, UUID, name and plain data. */
export interface ClockSample {
  type: string;
  uuid: string;
  name: string;
  system: Record<string, unknown>;
}

function sampleActor(sample: ClockSample): ClockActor {
  return {
    type: sample.type,
    uuid: sample.uuid,
    name: sample.name,
    get system() {
      return sample.system;
    },
    testUserPermission: () => true,
    update(changes: Record<string, unknown>) {
      writeSampleUpdate(sample, changes);
      return Promise.resolve(this);
    },
  };
}

/** Runs a clock button of the sample's sheet; resolves true when the sample changed. */
export async function pressSheetClock(
  button: HTMLElement,
  root: HTMLElement,
  sample: ClockSample,
  page: { lookup(key: string): string | undefined; notify(text: string): void; d100(): number; prompt(current: string): string | null },
): Promise<boolean> {
  const actor = sampleActor(sample);
  const world: ClockWorld = {
    currentUser: () => ({ id: "playground-user", isGM: false }),
    activeGMId: () => null,
    findActor: async (uuid) => (uuid === sample.uuid ? actor : null),
    worldStore: () => ({ read: () => [], write: async () => undefined }),
    rollD100: async () => {
      const value = page.d100();
      return { value, roll: null };
    },
    postCard: async () => undefined,
    gmIds: () => [],
    ownerIds: () => [],
  };
  const outcome = await runClockButton(button as unknown as ClockElement, {
    root: root as unknown as ClockElement,
    lookup: page.lookup,
    askName: async (current) => page.prompt(current),
    notifyError: page.notify,
    world,
    target: { scope: "actor", actorUuid: sample.uuid },
  });
  return outcome?.ok === true;
}

/** The page's side of a clock button: its language, its notice line, a d100 and a rename prompt. */
export function pageClockEnv(
  localize: (key: string, data?: Record<string, unknown>) => string,
  lookup: (key: string) => string | undefined,
  notify: (text: string) => void,
): Parameters<typeof pressSheetClock>[3] {
  return {
    lookup,
    notify,
    d100: () => 1 + Math.floor(Math.random() * 100),
    prompt: (current) => window.prompt(localize("VOWFORGE.Clock.Action.RenamePrompt", { name: current }), current),
  };
}

/**
 * Play with no GM connected. While the GM is still there: a world clock everyone sees (made once per
 * run on the GM's clock panel), the momentum a burn needs, and a card the GM rolls for the character.
 * Then the GM's page leaves the game and the owner, once their client sees no active GM
 * (`game.users.activeGM` null, as draw-steel's hero-token spend checks before asking the GM,
 * src/module/data/settings/hero-tokens.mjs):
 * - presses Burn on the GM's card: the owner may act on it, but only the GM may write a GM's message,
 *   so it would be relayed, and is refused with the localised NoActiveGM message, nothing changed;
 * - rolls a card of their own and burns on it: their client writes it (src/cards/actions/card-actions.ts);
 * - presses a world clock's advance: only the GM writes world clocks, so it is refused the same way.
 * The GM joins again at the end, whatever happened.
 */
import { CORE, OURS } from "./selectors.mjs";
import { NO_GM_REFUSALS } from "./steps.mjs";
import { SYSTEM_SETTINGS } from "./world-files.mjs";
import { join as joinWorld, leave } from "./browser.mjs";
import { pressBurn, rollBurnOffer, setMomentum } from "./scenario-burn.mjs";
import { STEP_TIMEOUT, actorSystem, cardSystem, clickCardAction, offeredOn, sidebarTab, until } from "./page-actions.mjs";

/* global game */

const SYSTEM_ID = "vowforge";
const CLOCK_NAME = "E2E world clock";

const worldClocks = (page) =>
  page.evaluate(
    ({ ns, key }) => JSON.stringify(game.settings.get(ns, key) ?? null),
    { ns: SYSTEM_ID, key: SYSTEM_SETTINGS.worldClocks },
  );

/** Opens the clock panel from the Actors directory's header. */
async function openClockPanel(page) {
  await sidebarTab(page, "actors", "Actors").click();
  await page.locator(OURS.clockPanelButton).first().click();
  const panel = page.locator(OURS.clockPanel);
  await panel.waitFor({ timeout: STEP_TIMEOUT });
  return panel;
}

/** The GM makes a world clock everyone sees, on the clock panel, once per run. */
async function worldClock(gm, world) {
  if (world.clockId) return world.clockId;
  const panel = await openClockPanel(gm);
  const section = panel.locator(OURS.worldClocks);
  await section.locator(OURS.clockName).fill(CLOCK_NAME);
  await section.locator(OURS.clockCreate).click();
  world.clockId = await until(
    gm,
    ({ ns, key, name }) => (game.settings.get(ns, key) ?? []).find((c) => c.name === name)?.id ?? null,
    { ns: SYSTEM_ID, key: SYSTEM_SETTINGS.worldClocks, name: CLOCK_NAME },
    "the world clock was not made",
  );
  return world.clockId;
}

/** Presses, as the owner, something that needs the GM, and checks the refusal and that nothing changed. */
async function refused(owner, collector, step, key, press, readState) {
  const text = await owner.evaluate((k) => game.i18n.localize(k), key);
  if (text === key) throw new Error(`${key} is not translated`);
  const before = await readState();
  collector.allowOnce("error", text, step.id);
  await press();
  await owner.locator(CORE.notification("error"), { hasText: text }).first().waitFor({ timeout: STEP_TIMEOUT });
  if ((await readState()) !== before) throw new Error(`something changed although "${text}" was shown`);
  return text;
}

export const NO_GM_HANDLERS = {
  async noGM({ gm, owner, baseUrl, users, collector, profile, state, step, world }) {
    const clockId = await worldClock(gm, world);
    await setMomentum(gm, owner, state.actorId, profile.burn.momentum);
    const gmCard = await rollBurnOffer(gm, state, profile);
    if ((await offeredOn(owner, gmCard.id, ["burnMomentum"])).length === 0)
      throw new Error(`the GM's card ${gmCard.id} offers ${users.owner.name} no burn`);
    const notes = [];
    await leave(gm);
    try {
      await until(owner, () => game.users.activeGM === null, null, "the owner's client still sees an active GM");
      const cardText = await refused(
        owner,
        collector,
        step,
        NO_GM_REFUSALS.card,
        () => clickCardAction(owner, gmCard.id, "burnMomentum"),
        async () => `${await cardSystem(owner, gmCard.id)}|${await actorSystem(owner, state.actorId)}`,
      );
      notes.push(`Burn on the GM's card refused ("${cardText}")`);
      const own = await rollBurnOffer(owner, state, profile);
      notes.push(`own card: ${own.how}; ${await pressBurn(owner, state, profile, own.id)}`);
      const clockText = await refused(
        owner,
        collector,
        step,
        NO_GM_REFUSALS.clock,
        async () => {
          const panel = await openClockPanel(owner);
          await panel.locator(OURS.clockPress("advance", clockId)).first().click();
        },
        () => worldClocks(owner),
      );
      notes.push(`the world clock's advance refused ("${clockText}")`);
    } finally {
      await joinWorld(gm, baseUrl, users.gm.name);
    }
    return `with no GM: ${notes.join("; ")}; the GM joined again`;
  },
};

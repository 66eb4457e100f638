/**
 * The momentum burn, asserted: the GM sets the momentum a burn needs, the roller rolls with seeded dice
 * (dice-seed.mjs) so the card is a miss a burn turns into a hit, or, when the seed does not give the
 * expected faces, rolls unseeded until a burn is offered (at most BURN_ROLLS times). Pressing Burn must
 * reset the actor's momentum, record the burn on the card and take the button away (burn-check.mjs).
 *
 * Also the card the v13 pass leaves for the upgrade pass to burn, and that burn on v14.
 */
import { CORE, OURS } from "./selectors.mjs";
import { SEED_UNIFORM, seedDice, unseedDice } from "./dice-seed.mjs";
import { judgeBurn, seededFaces } from "./burn-check.mjs";
import { STEP_TIMEOUT, clickCardAction, offeredOn, rollOffering, rollThroughDialog, showChat, until } from "./page-actions.mjs";

/* global game */

/** Most unseeded rolls before a step gives up on a burn being offered (about one roll in three offers one). */
export const BURN_ROLLS = 40;

/** The card's kind and its kind's stored data (the stored layout: src/kinds/registry.ts). */
const cardData = (page, id) =>
  page.evaluate((mid) => {
    const system = game.messages.get(mid)?.system;
    const kind = system?.kind ?? null;
    const data = kind ? (system[kind] ?? null) : null;
    return { kind, dice: data, burnedMomentum: data?.burnedMomentum ?? null, applied: [...(system?.applied ?? [])] };
  }, id);

const outcomeText = async (page, id) => {
  const line = page.locator(`${CORE.chatMessage(id)} ${OURS.cardOutcome}`).first();
  await line.waitFor({ state: "attached", timeout: STEP_TIMEOUT });
  return (await line.textContent())?.trim() ?? "";
};

/** The GM sets the actor's momentum, and `page` waits until it sees it. */
export async function setMomentum(gm, page, actorId, momentum) {
  await gm.evaluate(({ id, momentum }) => game.actors.get(id).update({ "system.momentum": momentum }), {
    id: actorId,
    momentum,
  });
  await until(
    page,
    ({ id, momentum }) => game.actors.get(id)?.system.momentum === momentum,
    { id: actorId, momentum },
    `momentum did not become ${momentum}`,
  );
}

/**
 * `roller` rolls for the character until the card offers a burn: once with seeded dice, then unseeded.
 * The momentum must already be set. Returns the card (recorded in `state.cards` by the roll) and how it
 * came to offer the burn.
 */
export async function rollBurnOffer(roller, state, profile) {
  await roller.evaluate(seedDice, SEED_UNIFORM);
  let id;
  try {
    id = await rollThroughDialog(roller, state, profile);
  } finally {
    await roller.evaluate(unseedDice);
  }
  const faces = seededFaces(await cardData(roller, id));
  const seeded = faces.expected
    ? `seeded dice (${faces.text})`
    : `seeded dice gave other faces than ceil(${SEED_UNIFORM} × faces) (${faces.text})`;
  if ((await offeredOn(roller, id, ["burnMomentum"])).length > 0) return { id, how: `${seeded} offered a burn` };
  const rolled = await rollOffering(roller, state, profile, ["burnMomentum"], BURN_ROLLS);
  return { id: rolled.id, how: `${seeded} offered no burn; roll ${rolled.rolls} unseeded did` };
}

/** The value momentum resets to after a burn: a field the character derives, or the ruleset's number. */
const resetValue = (page, actorId, reset) =>
  typeof reset === "number"
    ? reset
    : page.evaluate(({ id, field }) => game.actors.get(id).system[field], { id: actorId, field: reset });

/**
 * `page`'s user presses Burn on the card and the burn is checked. Returns what was seen, as a line.
 */
export async function pressBurn(page, state, profile, id) {
  await showChat(page);
  const momentumBefore = await page.evaluate((aid) => game.actors.get(aid).system.momentum, state.actorId);
  const outcomeBefore = await outcomeText(page, id);
  await clickCardAction(page, id, "burnMomentum");
  await until(
    page,
    (mid) => {
      const system = game.messages.get(mid)?.system;
      return system?.applied?.includes("burnMomentum") ?? false;
    },
    id,
    "the burn was not recorded on the card",
  );
  // The card redraws after its update: wait for the Burn button to go, then read what it shows.
  await page
    .locator(`${CORE.chatMessage(id)} ${OURS.cardAction("burnMomentum")}`)
    .first()
    .waitFor({ state: "detached", timeout: STEP_TIMEOUT })
    .catch(() => {});
  const card = await cardData(page, id);
  const seen = {
    momentumBefore,
    momentumAfter: await page.evaluate((aid) => game.actors.get(aid).system.momentum, state.actorId),
    reset: await resetValue(page, state.actorId, profile.burn.reset),
    burnedMomentum: card.burnedMomentum,
    applied: card.applied,
    outcomeBefore,
    outcomeAfter: await outcomeText(page, id),
    buttonShown: (await offeredOn(page, id, ["burnMomentum"])).length > 0,
  };
  const problems = judgeBurn(seen);
  if (problems.length > 0) throw new Error(`burn on card ${id}: ${problems.join("; ")}`);
  return `burnt ${seen.momentumBefore} on card ${id}: "${seen.outcomeBefore}" became "${seen.outcomeAfter}", momentum reset to ${seen.momentumAfter}, no Burn left`;
}

export const BURN_HANDLERS = {
  /** The owner burns on their own card, through the GM (a GM is connected). */
  async burnMomentum({ gm, owner, profile, state }) {
    await setMomentum(gm, owner, state.actorId, profile.burn.momentum);
    const { id, how } = await rollBurnOffer(owner, state, profile);
    return `${how}; ${await pressBurn(owner, state, profile, id)}`;
  },

  /** The v13 pass's last roll for the character: a card that offers a burn, left for v14 to burn. */
  async cardForUpgrade({ gm, owner, profile, state }) {
    await setMomentum(gm, owner, state.actorId, profile.burn.momentum);
    const { id, how } = await rollBurnOffer(owner, state, profile);
    state.upgradeCard = id;
    return `card ${id} left for the upgrade pass: ${how}`;
  },

  /** On v14, the card a v13 pass left: its burn still offered, and it burns as on v13. */
  async burnUpgradedCard({ owner, profile, state }) {
    if (!state.upgradeCard) throw new Error("the v13 pass left no card to burn");
    if ((await offeredOn(owner, state.upgradeCard, ["burnMomentum"])).length === 0)
      throw new Error(`the v13 card ${state.upgradeCard} no longer offers its burn on v14`);
    return pressBurn(owner, state, profile, state.upgradeCard);
  },
};

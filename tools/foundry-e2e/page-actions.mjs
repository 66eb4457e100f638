/**
 * What the steps do on a page, in the interface where a user would: wait for the world, open the chat,
 * roll through a sheet's dialog, read and press a card's buttons, open a sidebar tab. Shared by the
 * scenario files (scenario*.mjs); each reads Foundry's public client API through `page.evaluate`.
 */
import { CORE, OURS } from "./selectors.mjs";

/* global game, foundry */

export const STEP_TIMEOUT = 30_000;

/** Polls a function in the page until it returns something truthy. */
export async function until(page, fn, arg, label, timeout = STEP_TIMEOUT) {
  try {
    const handle = await page.waitForFunction(fn, arg, { timeout, polling: 250 });
    return await handle.jsonValue();
  } catch (error) {
    throw new Error(`${label}: ${error.message.split("\n")[0]}`);
  }
}

export const messageIds = (page) => page.evaluate(() => game.messages.contents.map((m) => m.id));

/** Shows the chat tab, where cards can be seen and pressed. */
export async function showChat(page) {
  await sidebarTab(page, "chat", "Chat Messages").click();
}

export async function newCard(page, before, label) {
  const id = await until(
    page,
    (ids) => game.messages.contents.find((m) => !ids.includes(m.id))?.id ?? null,
    before,
    `${label}: no new chat message`,
  );
  await page
    .locator(`${CORE.chatMessage(id)} :is(${OURS.anyCard})`)
    .first()
    .waitFor({ state: "attached", timeout: STEP_TIMEOUT });
  return id;
}

export const sheetSelector = (sheetId) => `[id="${sheetId}"]`;

export async function renderSheet(page, actorId) {
  await page.evaluate((id) => {
    const sheet = game.actors.get(id)?.sheet;
    if (sheet && !sheet.rendered) void sheet.render(true);
  }, actorId);
  return until(
    page,
    (id) => {
      const sheet = game.actors.get(id)?.sheet;
      return sheet?.rendered && sheet.element ? sheet.id : null;
    },
    actorId,
    "the sheet did not render",
  );
}

export async function closeSheet(page, actorId) {
  await page.evaluate((id) => game.actors.get(id)?.sheet?.close(), actorId);
}

export const actorValue = (page, actorId, path) =>
  page.evaluate(({ id, path }) => foundry.utils.getProperty(game.actors.get(id), path), {
    id: actorId,
    path,
  });

/** Rolls through the roll dialog from the sheet's roll button; returns the new card's id. */
export async function rollThroughDialog(page, state, profile) {
  const sheet = sheetSelector(await renderSheet(page, state.actorId));
  const before = await messageIds(page);
  await page
    .locator(`${sheet} ${OURS.rollButton(profile.roll.action, profile.roll.data)}`)
    .first()
    .click();
  const dialog = page.locator(OURS.rollDialog).last();
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  await dialog.locator(OURS.rollDialogSubmit).click();
  const id = await newCard(page, before, "roll through the dialog");
  state.cards.push(id);
  return id;
}

/** Named card actions the card shows to this page now. */
export async function offeredOn(page, messageId, wanted) {
  await showChat(page);
  const offered = [];
  for (const action of wanted) {
    const button = page.locator(`${CORE.chatMessage(messageId)} ${OURS.cardAction(action)}`).first();
    if ((await button.count()) > 0 && (await button.isVisible()) && (await button.isEnabled()))
      offered.push(action);
  }
  return offered;
}

export async function clickCardAction(page, messageId, action) {
  await showChat(page);
  await page
    .locator(`${CORE.chatMessage(messageId)} ${OURS.cardAction(action)}`)
    .first()
    .click();
  if (action === "markHarm") {
    const input = page.locator(OURS.harmPromptInput).last();
    await input.waitFor({ timeout: STEP_TIMEOUT });
    await input.fill("Bruised ribs");
    await page.locator(CORE.dialogOk).last().click();
  }
}

export const cardSystem = (page, id) =>
  page.evaluate((mid) => JSON.stringify(game.messages.get(mid)?.system ?? null), id);
export const actorSystem = (page, id) =>
  page.evaluate((aid) => JSON.stringify(game.actors.get(aid)?.system ?? null), id);

/** Rolls until the card offers one of the `wanted` actions (dice are random), at most `tries` times. */
export async function rollOffering(page, state, profile, wanted = profile.cardActions, tries = 10) {
  for (let i = 0; i < tries; i += 1) {
    const id = await rollThroughDialog(page, state, profile);
    const offered = await offeredOn(page, id, wanted);
    if (offered.length > 0) return { id, offered, rolls: i + 1 };
  }
  throw new Error(`none of ${wanted.join(", ")} was offered in ${tries} rolls`);
}

export async function setMomentumToMax(gm, actorId) {
  return gm.evaluate(async (id) => {
    const actor = game.actors.get(id);
    const max = actor.system.schema.getField("momentum")?.max ?? 10;
    await actor.update({ "system.momentum": max });
    return max;
  }, actorId);
}

/** A sidebar tab button, by its data-tab or else by its label. */
export function sidebarTab(page, tab, label) {
  return page
    .locator(CORE.sidebarTab(tab))
    .or(page.getByLabel(label, { exact: true }))
    .first();
}

export async function openTab(page, sheet, tab) {
  const button = page.locator(`${sheet} ${OURS.tab(tab)}`).first();
  if ((await button.count()) > 0) await button.click();
}

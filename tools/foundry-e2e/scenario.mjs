/**
 * What each step does in a running world. Steps press the buttons our templates define (selectors
 * in selectors.mjs); where clicking Foundry's own interface would be guesswork (granting ownership,
 * setting world settings, reading a document back) the step calls the public client API through
 * `page.evaluate` — `game.actors`, `game.messages`, `game.settings`, `game.users`, `game.packs`.
 */
import { CORE, OURS } from "./selectors.mjs";
import { E2E_USERS } from "./world-files.mjs";
import { RELAY } from "./steps.mjs";
import { reload } from "./browser.mjs";
import { judgeRelay, relayProbe } from "./relay-probe.mjs";
import {
  STEP_TIMEOUT,
  actorSystem,
  actorValue,
  cardSystem,
  clickCardAction,
  closeSheet,
  messageIds,
  newCard,
  offeredOn,
  openTab,
  renderSheet,
  rollOffering,
  rollThroughDialog,
  setMomentumToMax,
  showChat,
  sheetSelector,
  sidebarTab,
  until,
} from "./page-actions.mjs";
import { BURN_HANDLERS } from "./scenario-burn.mjs";
import { NO_GM_HANDLERS } from "./scenario-no-gm.mjs";
import { TOKEN_BAR_HANDLERS } from "./scenario-token-bars.mjs";
import { UPGRADE_HANDLERS } from "./scenario-upgrade.mjs";

/* global game, foundry, document, DataTransfer, DragEvent */

/** Drags a pack entry onto the sheet: Playwright's real drag from the compendium window first. */
async function dropFromPack(page, state, packName, type, preferred) {
  const entry = await page.evaluate(
    async ({ packId, type, preferred }) => {
      const pack = game.packs.get(packId);
      if (!pack) return null;
      const index = await pack.getIndex({ fields: ["type"] });
      const all = index.contents.filter((e) => !type || e.type === type);
      const pick = all.find((e) => preferred.includes(e.name)) ?? all[0];
      if (!pick) return null;
      await pack.render(true);
      return { id: pick._id, name: pick.name, uuid: pick.uuid ?? `Compendium.${packId}.Item.${pick._id}` };
    },
    { packId: `vowforge.${packName}`, type, preferred },
  );
  if (!entry) throw new Error(`no ${type} in the pack vowforge.${packName}`);
  const sheet = sheetSelector(await renderSheet(page, state.actorId));
  const has = () =>
    page.evaluate(
      ({ id, name, type }) => game.actors.get(id).items.some((i) => i.type === type && i.name === name),
      { id: state.actorId, name: entry.name, type },
    );
  // Side by side, so the drag ends on the sheet and not on the compendium window above it
  // (ApplicationV2#setPosition moves a window).
  await page.evaluate(
    async ({ id, packId }) => {
      game.packs
        .get(packId)
        ?.apps?.forEach((a) => a.setPosition?.({ left: 20, top: 20, width: 360, height: 700 }));
      await game.actors.get(id)?.sheet?.setPosition?.({ left: 420, top: 20 });
    },
    { id: state.actorId, packId: `vowforge.${packName}` },
  );
  const source = page.locator(`[data-entry-id="${entry.id}"]`).first();
  let how = "dragged from the compendium window";
  try {
    await source.waitFor({ timeout: 10_000 });
    await source.dragTo(page.locator(sheet).first());
    await until(
      page,
      ({ id, name, type }) => game.actors.get(id).items.some((i) => i.type === type && i.name === name),
      { id: state.actorId, name: entry.name, type },
      "drag",
      10_000,
    );
  } catch {
    // Playwright's HTML5 drag needs the entry and the sheet both on screen; when they overlap, the
    // same drop event (the data Foundry's compendium puts on a drag) goes straight to the sheet.
    how = "dropped on the sheet with the compendium's drag data";
    await page.evaluate(
      ({ sel, uuid }) => {
        const target = document.querySelector(`${sel} form`) ?? document.querySelector(sel);
        const data = new DataTransfer();
        data.setData("text/plain", JSON.stringify({ type: "Item", uuid }));
        for (const kind of ["dragenter", "dragover", "drop"])
          target.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      { sel: sheet, uuid: entry.uuid },
    );
    await until(
      page,
      ({ id, name, type }) => game.actors.get(id).items.some((i) => i.type === type && i.name === name),
      { id: state.actorId, name: entry.name, type },
      `the ${type} "${entry.name}" did not land on the sheet`,
    );
  }
  if (!(await has())) throw new Error(`the ${type} "${entry.name}" is not on the actor`);
  await page.evaluate(
    (packId) => game.packs.get(packId)?.apps?.forEach((a) => a.close()),
    `vowforge.${packName}`,
  );
  const itemId = await page.evaluate(
    ({ id, name, type }) => game.actors.get(id).items.find((i) => i.type === type && i.name === name)?.id,
    { id: state.actorId, name: entry.name, type },
  );
  return { ...entry, itemId, how };
}

/** Each step kind: (context) => detail text. Throws when the step fails. */
export const HANDLERS = {
  ...BURN_HANDLERS,
  ...NO_GM_HANDLERS,
  ...TOKEN_BAR_HANDLERS,
  ...UPGRADE_HANDLERS,

  async createCharacter({ gm, users, ruleset, profile, state }) {
    const name = `E2E ${ruleset}`;
    // CSS selectors first; the role-based alternatives (a tab by its label, the "Create Actor"
    // button and dialog by role) follow a public Foundry Playwright fixture that drives the same
    // dialog that way, in case a release moves the markup.
    await sidebarTab(gm, "actors", "Actors").click();
    await gm
      .locator(CORE.actorsCreate)
      .or(gm.getByRole("button", { name: /create actor/i }))
      .first()
      .click();
    const dialog = gm
      .getByRole("dialog")
      .filter({ hasText: /create actor/i })
      .last();
    await dialog.locator('input[name="name"]').or(dialog.getByRole("textbox")).first().fill(name);
    await dialog
      .locator('select[name="type"]')
      .or(dialog.getByRole("combobox"))
      .first()
      .selectOption(profile.actorType);
    await dialog
      .locator('button[data-action="ok"]')
      .or(dialog.getByRole("button", { name: /create actor/i }))
      .first()
      .click();
    state.actorId = await until(
      gm,
      (n) => game.actors.getName(n)?.id ?? null,
      name,
      "the new actor did not appear",
    );
    // The guided creation opens for the user who created a blank character (its createActor hook);
    // cancelling it leaves the character as Foundry made it.
    const creation = gm.locator(OURS.creation).last();
    await creation.waitFor({ state: "visible", timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error("the guided creation did not open for the new character");
    });
    await creation.locator(OURS.creationCancel).click();
    await creation.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
    await gm.evaluate(
      async ({ id, owner }) => {
        const user = game.users.getName(owner);
        await game.actors.get(id).update({ ownership: { [user.id]: 3 } });
      },
      { id: state.actorId, owner: users.owner.name },
    );
    let detail = `${profile.actorType} "${name}" created from the actors sidebar (the guided creation opened and was cancelled), owned by ${users.owner.name}`;
    if (profile.characterRuleset) {
      const sheet = sheetSelector(await renderSheet(gm, state.actorId));
      const current = await actorValue(gm, state.actorId, "system.ruleset");
      if (current !== profile.characterRuleset) {
        await gm.locator(`${sheet} ${OURS.field("system.ruleset")}`).selectOption(profile.characterRuleset);
        await until(
          gm,
          ({ id, r }) => game.actors.get(id)?.system.ruleset === r,
          { id: state.actorId, r: profile.characterRuleset },
          "the ruleset select did not save",
        );
        detail += `; ruleset switched to ${profile.characterRuleset} on the sheet`;
      }
    }
    await closeSheet(gm, state.actorId);
    return detail;
  },

  async openSheet({ owner, state }) {
    await sidebarTab(owner, "actors", "Actors").click();
    const entry = owner.locator(CORE.directoryEntry(state.actorId)).first();
    await entry.locator(CORE.directoryEntryName).or(entry).first().click();
    const sheetId = await until(
      owner,
      (id) => (game.actors.get(id)?.sheet?.rendered ? game.actors.get(id).sheet.id : null),
      state.actorId,
      "clicking the actor did not open its sheet",
    );
    await owner
      .locator(`${sheetSelector(sheetId)} ${OURS.sheet}, ${sheetSelector(sheetId)}${OURS.sheet}`)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
    return `sheet ${sheetId} open for ${state.actorId}`;
  },

  async editField({ owner, profile, state }) {
    const sheet = sheetSelector(await renderSheet(owner, state.actorId));
    const input = owner.locator(`${sheet} ${OURS.field(profile.editField.name)}`).first();
    await input.fill(profile.editField.value);
    await input.press("Tab");
    await until(
      owner,
      ({ id, path, value }) => foundry.utils.getProperty(game.actors.get(id), path) === value,
      { id: state.actorId, path: profile.editField.name, value: profile.editField.value },
      `${profile.editField.name} was not saved`,
    );
    return `${profile.editField.name} = "${profile.editField.value}" saved`;
  },

  async clickPortrait({ gm, state }) {
    const sheet = sheetSelector(await renderSheet(gm, state.actorId));
    await gm.locator(`${sheet} ${OURS.portrait}`).first().click();
    await gm.locator(CORE.filePicker).first().waitFor({ timeout: STEP_TIMEOUT });
    await gm.evaluate(() => {
      for (const app of foundry.applications.instances.values())
        if (app.element?.matches?.(".file-picker, .filepicker")) void app.close();
    });
    await closeSheet(gm, state.actorId);
    return "the portrait opened the file picker";
  },

  async conditionAtMaxMomentum({ gm, owner, profile, state }) {
    const max = await setMomentumToMax(gm, state.actorId);
    const sheet = sheetSelector(await renderSheet(owner, state.actorId));
    await until(
      owner,
      ({ id, max }) => game.actors.get(id)?.system.momentum === max,
      { id: state.actorId, max },
      "momentum did not reach its maximum",
    );
    if (profile.condition.kind === "checkbox") {
      await owner
        .locator(`${sheet} ${OURS.field(profile.condition.name)}`)
        .first()
        .check();
      const after = await until(
        owner,
        ({ id, path }) => {
          const a = game.actors.get(id);
          return foundry.utils.getProperty(a, path) === true
            ? { momentum: a.system.momentum, max: a.system.momentumMax }
            : null;
        },
        { id: state.actorId, path: profile.condition.name },
        `${profile.condition.name} was not stored at momentum ${max}`,
      );
      if (typeof after.max === "number" && after.momentum > after.max)
        throw new Error(`momentum ${after.momentum} is above its new maximum ${after.max}`);
      return `${profile.condition.name} marked at momentum ${max}; momentum now ${after.momentum} of ${after.max}`;
    }
    const harm = await actorValue(owner, state.actorId, "system.harm");
    await owner
      .locator(`${sheet} ${OURS.sheetAction(profile.condition.action)}`)
      .first()
      .click();
    await until(
      owner,
      ({ id, harm }) => game.actors.get(id)?.system.harm === harm + 1,
      { id: state.actorId, harm },
      `${profile.condition.action} did not store`,
    );
    return `${profile.condition.action} at momentum ${max}: harm ${harm} -> ${harm + 1}`;
  },

  async rollThroughDialog({ owner, profile, state }) {
    const id = await rollThroughDialog(owner, state, profile);
    return `card ${id} posted`;
  },

  async cardActionsByOwner({ owner, profile, state }) {
    const { id, offered } = await rollOffering(owner, state, profile);
    const done = [];
    for (const action of offered) {
      if (!(await offeredOn(owner, id, [action])).length) continue;
      const before = await cardSystem(owner, id);
      await clickCardAction(owner, id, action);
      await until(
        owner,
        ({ mid, before }) => JSON.stringify(game.messages.get(mid)?.system ?? null) !== before,
        { mid: id, before },
        `${action} did not change the card`,
      );
      done.push(action);
    }
    return `card ${id}: ${done.join(", ")} applied by the owner`;
  },

  async cardActionsByOtherPlayer({ gm, owner, other, collector, profile, state, step }) {
    const { id, offered } = await rollOffering(owner, state, profile);
    const action = offered[0];
    await showChat(other);
    await other
      .locator(`${CORE.chatMessage(id)} ${OURS.card}`)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
    const actorBefore = await actorSystem(gm, state.actorId);
    const cardBefore = await cardSystem(gm, id);
    const notes = [];
    // 1. Through the interface: a card offers its buttons only to those who may act
    //    (src/chat/chat-message.ts, canAct); if one is shown, pressing it must be refused.
    const button = other.locator(`${CORE.chatMessage(id)} ${OURS.cardAction(action)}`).first();
    if ((await button.count()) > 0 && (await button.isVisible())) {
      const refusal = await other.evaluate(
        (key) => game.i18n.localize(`VOWFORGE.CardAction.Error.${key}`),
        RELAY.refusal,
      );
      collector.allowOnce("error", refusal, step.id);
      await clickCardAction(other, id, action);
      await other
        .locator(CORE.notification("error"), { hasText: refusal })
        .first()
        .waitFor({ timeout: STEP_TIMEOUT });
      notes.push(`the ${action} button was refused ("${refusal}")`);
    } else {
      notes.push(`no ${action} button is shown to ${E2E_USERS.other.name}`);
    }
    // 2. Around the interface: the request sent straight to the GM over the system socket, as a
    //    tampered client could; the GM checks who sent it (the sender id the server reports), refuses
    //    it, and ignores the same request id sent again (relay-probe.mjs).
    const probe = await other.evaluate(relayProbe, {
      socket: RELAY.socket,
      type: RELAY.cardAction,
      payload: { messageId: id, actionId: action, args: {} },
    });
    const wrong = judgeRelay(probe, RELAY.refusal);
    if (wrong) throw new Error(`the relayed ${action}: ${wrong}`);
    notes.push(`the GM refused the relayed ${action} (${RELAY.refusal}) and ignored the same request id again`);
    if ((await actorSystem(gm, state.actorId)) !== actorBefore)
      throw new Error("the actor changed after a refused action");
    if ((await cardSystem(gm, id)) !== cardBefore) throw new Error("the card changed after a refused action");
    return `card ${id}: ${notes.join("; ")}; actor and card unchanged`;
  },

  async dropMove({ owner, profile, state }) {
    const move = await dropFromPack(owner, state, profile.movePack, "move", [
      "Face Danger",
      "Secure an Advantage",
    ]);
    state.move = move;
    return `move "${move.name}" ${move.how}`;
  },

  async rollDroppedMove({ owner, state }) {
    const sheet = sheetSelector(await renderSheet(owner, state.actorId));
    await openTab(owner, sheet, "moves");
    const uuid = await owner.evaluate(({ id, itemId }) => game.actors.get(id).items.get(itemId)?.uuid, {
      id: state.actorId,
      itemId: state.move.itemId,
    });
    const before = await messageIds(owner);
    const own = owner.locator(`${sheet} ${OURS.moveRoll}[data-move-uuid="${uuid}"]`).first();
    await ((await own.count()) > 0 ? own : owner.locator(`${sheet} ${OURS.moveRoll}`).first()).click();
    // A move that rolls opens the roll dialog; one that does not posts its card at once.
    const dialog = owner.locator(OURS.rollDialog).last();
    const opened = await dialog
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) await dialog.locator(OURS.rollDialogSubmit).click();
    const id = await newCard(owner, before, "rolling the dropped move");
    state.cards.push(id);
    return `move "${state.move.name}" rolled: card ${id}`;
  },

  async dropAsset({ owner, profile, state }) {
    const asset = await dropFromPack(owner, state, profile.assetPack, "asset", []);
    state.asset = asset;
    return `asset "${asset.name}" ${asset.how}`;
  },

  async rollDroppedAsset({ owner, profile, state }) {
    // Asset cards have no roll button of their own (templates/sheets/parts/asset-card.hbs): an
    // ability is toggled on, then the character rolls with the asset on the sheet.
    const sheet = sheetSelector(await renderSheet(owner, state.actorId));
    await openTab(owner, sheet, "assets");
    const toggle = owner.locator(`${sheet} ${OURS.assetAbilityToggle(state.asset.itemId)}`).first();
    let detail = "";
    if ((await toggle.count()) > 0) {
      const before = await owner.evaluate(
        ({ id, itemId }) => JSON.stringify(game.actors.get(id).items.get(itemId)?.system ?? null),
        { id: state.actorId, itemId: state.asset.itemId },
      );
      await toggle.click();
      await until(
        owner,
        ({ id, itemId, before }) =>
          JSON.stringify(game.actors.get(id).items.get(itemId)?.system ?? null) !== before,
        { id: state.actorId, itemId: state.asset.itemId, before },
        "toggling the asset's ability did not save",
      );
      detail = "ability toggled; ";
    }
    const id = await rollThroughDialog(owner, state, profile);
    return `${detail}rolled with "${state.asset.name}": card ${id}`;
  },

  async drawOracle({ owner, profile, state }) {
    const table = await owner.evaluate(async (packId) => {
      const index = await game.packs.get(packId)?.getIndex();
      return index?.contents[0]?.name ?? null;
    }, `vowforge.${profile.oraclePack}`);
    if (!table) throw new Error(`no table in vowforge.${profile.oraclePack}`);
    await sidebarTab(owner, "tables", "Rollable Tables").click();
    await owner.locator(OURS.oracleBrowserButton).first().click();
    await owner.locator(OURS.oracleSearch).last().fill(table);
    const before = await messageIds(owner);
    await owner.locator(OURS.oracleRoll).filter({ hasText: table }).first().click();
    const id = await until(
      owner,
      (ids) => game.messages.contents.find((m) => !ids.includes(m.id))?.id ?? null,
      before,
      `drawing "${table}" posted nothing`,
    );
    await owner
      .locator(`${CORE.chatMessage(id)} :is(${OURS.anyCard})`)
      .first()
      .waitFor({ state: "attached", timeout: STEP_TIMEOUT });
    state.cards.push(id);
    return `oracle "${table}" drawn: message ${id}`;
  },

  async writeTruths({ gm, profile }) {
    // The GM's button in the Journal sidebar (src/applications/truths/register.ts) opens the dialog
    // on the first truths pack; the profile's pack is chosen, every category rolled and the journal
    // written: one world JournalEntry, a page per category, readable by the players.
    await sidebarTab(gm, "journal", "Journal").click();
    await gm.locator(OURS.truthsButton).first().click();
    const dialog = gm.locator(OURS.truths).last();
    await dialog.waitFor({ state: "visible", timeout: STEP_TIMEOUT }).catch(() => {
      throw new Error("the truths dialog did not open from the Journal sidebar");
    });
    const pack = `vowforge.${profile.truthsPack}`;
    const set = dialog.locator(OURS.truthsSet);
    if ((await set.count()) > 0 && (await set.inputValue()) !== pack) {
      await set.selectOption(pack);
      await gm.waitForFunction(
        ([selector, value]) => document.querySelector(selector)?.value === value,
        [`${OURS.truths} ${OURS.truthsSet}`, pack],
        { timeout: STEP_TIMEOUT },
      );
    }
    const categories = await gm.evaluate(async (id) => (await game.packs.get(id)?.getIndex())?.size ?? 0, pack);
    if (categories === 0) throw new Error(`${pack} holds no truths`);
    const before = await gm.evaluate(() => game.journal.contents.map((j) => j.id));
    await dialog.locator(OURS.truthsRollRest).click();
    await dialog.locator(OURS.truthsWrite).click();
    const id = await until(
      gm,
      (ids) => game.journal.contents.find((j) => !ids.includes(j.id))?.id ?? null,
      before,
      "writing the truths made no journal",
    );
    await dialog.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
    const written = await gm.evaluate((jid) => {
      const entry = game.journal.get(jid);
      return { pages: entry?.pages.size ?? 0, observer: entry?.ownership.default === globalThis.CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER };
    }, id);
    if (written.pages !== categories || !written.observer)
      throw new Error(`the truths journal ${id} has ${written.pages} pages for ${categories} categories (players may read it: ${written.observer})`);
    return `truths of ${pack} rolled and written: journal ${id}, ${written.pages} pages, readable by the players`;
  },

  async chatCommand({ owner, profile, state }) {
    const before = await messageIds(owner);
    await showChat(owner);
    // v13's chat box is a textarea; v14's is a ProseMirror editor (contenteditable), which is why the
    // chatMessage hook receives HTML there (AutarchLLC/foundryvtt-acks-core#191). Playwright's fill
    // refuses elements that are neither inputs nor contenteditable, so the run clicks the box and
    // types with the keyboard, which works for both.
    const input = owner.locator(CORE.chatInput).first();
    await input.click();
    await owner.keyboard.type(profile.command);
    await owner.keyboard.press("Enter");
    const id = await newCard(owner, before, `the chat command ${profile.command}`);
    state.cards.push(id);
    return `${profile.command}: card ${id}`;
  },

  async privateRoll({ gm, owner, other, profile, state }) {
    // v14 renamed the core.rollMode setting core.messageMode (swnr#231, HarnMaster#405); the run
    // asks which exists and picks its private-to-GM choice rather than asking for a version.
    const previous = await owner.evaluate(async () => {
      const key = game.settings.settings.has("core.messageMode") ? "messageMode" : "rollMode";
      const config = game.settings.settings.get(`core.${key}`);
      const choices = Object.keys(config?.choices ?? {});
      // v13's private-to-GM roll mode is "gmroll"; v14's message mode is "gm" (dnd5e
      // module/dice/basic-roll.mjs getMessageMode maps one to the other).
      const fallback = key === "messageMode" ? "gm" : "gmroll";
      const gmOnly = choices.find((c) => /^gm|gm$|private/i.test(c)) ?? fallback;
      const before = game.settings.get("core", key);
      await game.settings.set("core", key, gmOnly);
      return { key, before, gmOnly };
    });
    let id;
    try {
      id = await rollThroughDialog(owner, state, profile);
    } finally {
      await owner.evaluate(({ key, before }) => game.settings.set("core", key, before), previous);
    }
    await gm
      .locator(`${CORE.chatMessage(id)} ${OURS.card}`)
      .first()
      .waitFor({ state: "attached", timeout: STEP_TIMEOUT });
    await other.waitForTimeout(2_000);
    const seen = await other.evaluate((mid) => {
      const m = game.messages.get(mid);
      return { exists: !!m, visible: m ? m.visible : false, content: m ? m.isContentVisible : false };
    }, id);
    const shown = await other.locator(`${CORE.chatMessage(id)} ${OURS.card}`).count();
    if (seen.content || shown > 0)
      throw new Error(
        `${E2E_USERS.other.name} can read the private roll ${id} (${JSON.stringify(seen)}, ${shown} card shown)`,
      );
    state.privateIds.push(id);
    return `private roll (${previous.key} = ${previous.gmOnly}) ${id}: the GM reads it, ${E2E_USERS.other.name} does not`;
  },

  async reloadCardsRendered({ pages, state }) {
    const counts = [];
    for (const { role, page } of pages) {
      await reload(page);
      let checked = 0;
      for (const id of state.cards) {
        const visible = await page.evaluate((mid) => game.messages.get(mid)?.visible ?? false, id);
        const cards = page.locator(`${CORE.chatMessage(id)} :is(${OURS.anyCard})`);
        if (!visible) {
          if ((await cards.count()) > 0) throw new Error(`${role} sees card ${id} it may not`);
          continue;
        }
        await cards.first().waitFor({ state: "attached", timeout: STEP_TIMEOUT });
        checked += 1;
      }
      counts.push(`${role}: ${checked}`);
    }
    return `after reload every visible card rendered (${counts.join(", ")})`;
  },
};

/**
 * Token bars, with the canvas on. The GM makes one scene for the run and activates it (draw-steel's
 * Scene document activates one with `this.activate()`, src/module/documents/scene.mjs), and puts the
 * character's token on it with the ruleset's bars (`actor.getTokenDocument` then
 * `scene.createEmbeddedDocuments("Token", …)`, as draw-steel's token layer places a token,
 * src/module/canvas/layers/tokens.mjs). The owner's page reloads with the canvas on, pans to the token
 * (`canvas.animatePan`, as dnd5e's chat cards do, module/documents/chat-message.mjs), right-clicks it
 * for the token HUD (`canvas.hud.token`, dnd5e module/documents/active-effect.mjs), and types into each
 * bar: a value above its maximum, a decrease far below its minimum, then an increase back to its old
 * value (bar-edits.mjs). Each time the
 * actor's bar (derived from the stored meter, src/data/actor/bars.ts) and the token's bar must show the
 * value held within the bar's limits (src/documents/actor.ts modifyTokenAttribute). The owner's page
 * then reloads with the canvas off again.
 */
import { CORE } from "./selectors.mjs";
import { reload, setCanvasSwitch } from "./browser.mjs";
import { STEP_TIMEOUT, until } from "./page-actions.mjs";
import { barEdits } from "./bar-edits.mjs";

/* global game, canvas, CONFIG, document, window, HTMLElement */

const SCENE_NAME = "E2E token bars";
/** Where the run's tokens stand: one grid square apart, a column per ruleset. */
const TOKEN_ROW_Y = 600;
const TOKEN_COLUMN = (index) => 400 + index * 200;
/** The mark the run gives the token HUD's element, to find its inputs whatever its id. */
const HUD_MARK = "data-vowforge-e2e-hud";

/** The GM's scene for the run, made and activated once. */
async function runScene(gm, world) {
  if (world.sceneId) return world.sceneId;
  world.sceneId = await gm.evaluate(async (name) => {
    // No token vision and no fog: the owner sees the whole scene, and no fog is saved (read back).
    const scene = await CONFIG.Scene.documentClass.create({
      name,
      width: 2400,
      height: 1600,
      tokenVision: false,
      fog: { exploration: false },
    });
    await scene.activate();
    return scene.id;
  }, SCENE_NAME);
  return world.sceneId;
}

/** The character's token on the run's scene, with the ruleset's bars. */
async function characterToken(gm, sceneId, actorId, bars, column) {
  return gm.evaluate(
    async ({ sceneId, actorId, bars, x, y }) => {
      const scene = game.scenes.get(sceneId);
      const existing = scene.tokens.find((t) => t.actorId === actorId);
      if (existing) return existing.id;
      const doc = await game.actors.get(actorId).getTokenDocument({
        x,
        y,
        bar1: { attribute: bars[0] ?? null },
        bar2: { attribute: bars[1] ?? null },
      });
      const [created] = await scene.createEmbeddedDocuments("Token", [doc.toObject()]);
      return created.id;
    },
    { sceneId, actorId, bars, x: TOKEN_COLUMN(column), y: TOKEN_ROW_Y },
  );
}

/**
 * Opens the token HUD the way a user does, a right-click on the token (centred on the screen first);
 * when what lies under the screen's centre is not the canvas, binds the HUD through the API instead.
 */
async function openHud(page, tokenId) {
  const aim = await page.evaluate(async (id) => {
    const token = canvas.tokens.get(id);
    await canvas.animatePan({ x: token.center.x, y: token.center.y, duration: 0 });
    const x = Math.round(window.innerWidth / 2);
    const y = Math.round(window.innerHeight / 2);
    return { x, y, onCanvas: document.elementFromPoint(x, y)?.tagName === "CANVAS" };
  }, tokenId);
  const bound = (id) => canvas.hud.token?.object?.id === id && !!canvas.hud.token.element;
  let how = "right-click on the token";
  if (aim.onCanvas) await page.mouse.click(aim.x, aim.y, { button: "right" });
  const opened = aim.onCanvas && (await page.waitForFunction(bound, tokenId, { timeout: 5_000 }).then(() => true, () => false));
  if (!opened) {
    how = aim.onCanvas ? "canvas.hud.token.bind (the right-click opened no HUD)" : "canvas.hud.token.bind (no canvas under the screen's centre)";
    await page.evaluate((id) => canvas.hud.token.bind(canvas.tokens.get(id)), tokenId);
    await until(page, bound, tokenId, "the token HUD did not open");
  }
  await page.evaluate((mark) => {
    const element = canvas.hud.token.element;
    (element instanceof HTMLElement ? element : element[0]).setAttribute(mark, "");
  }, HUD_MARK);
  return how;
}

/** The actor's bar and the token's, as the owner's client shows them. */
const barsShown = (page, { actorId, tokenId, name, barKey }) =>
  page.evaluate(
    ({ actorId, tokenId, name, barKey }) => {
      const bar = game.actors.get(actorId)?.system.bars?.[name];
      const token = canvas.tokens.get(tokenId)?.document;
      return { value: bar?.value, min: bar?.min, max: bar?.max, token: token?.getBarAttribute(barKey)?.value };
    },
    { actorId, tokenId, name, barKey },
  );

/**
 * Types into a bar's input in the HUD and commits it the way core reads it: when the input loses focus
 * (the focusout of BasePlaceableHUD#_onAttributeUpdate, foundryvtt/foundryvtt#10342). One commit only,
 * since a change typed with "+" or "-" would be applied again by a second one.
 */
async function typeIntoBar(page, barKey, text) {
  const input = page.locator(`[${HUD_MARK}] ${CORE.tokenHudBar(barKey)}`).first();
  await input.waitFor({ timeout: STEP_TIMEOUT });
  await input.fill(text);
  await input.evaluate((el) => el.blur());
}

export const TOKEN_BAR_HANDLERS = {
  async tokenBars({ gm, owner, profile, state, world, ruleset }) {
    const sceneId = await runScene(gm, world);
    const column = Object.keys(world.tokenColumns ?? (world.tokenColumns = {})).length;
    world.tokenColumns[ruleset] ??= column;
    const tokenId = await characterToken(gm, sceneId, state.actorId, profile.tokenBars, world.tokenColumns[ruleset]);
    await setCanvasSwitch(owner, true);
    const notes = [];
    try {
      await reload(owner);
      await until(
        owner,
        ({ sceneId, tokenId }) => canvas?.ready && canvas.scene?.id === sceneId && !!canvas.tokens.get(tokenId),
        { sceneId, tokenId },
        "the canvas did not draw the scene with the token",
        120_000,
      );
      const how = await openHud(owner, tokenId);
      for (const [index, attribute] of profile.tokenBars.entries()) {
        const where = { actorId: state.actorId, tokenId, name: attribute.slice("bars.".length), barKey: `bar${index + 1}` };
        const start = await barsShown(owner, where);
        for (const [typed, expected] of barEdits(start)) {
          await typeIntoBar(owner, where.barKey, typed);
          await until(
            owner,
            ({ where, expected }) => {
              const bar = game.actors.get(where.actorId)?.system.bars?.[where.name];
              const token = canvas.tokens.get(where.tokenId)?.document.getBarAttribute(where.barKey);
              return bar?.value === expected && token?.value === expected;
            },
            { where, expected },
            `${attribute}: typing "${typed}" in the HUD did not leave ${expected} on the actor and the token`,
          );
        }
        notes.push(`${attribute} ${start.value} → ${start.max} → ${start.min} → ${start.value}`);
      }
      return `token HUD opened by ${how}; ${notes.join("; ")}`;
    } finally {
      await setCanvasSwitch(owner, false).catch(() => {});
      await reload(owner);
    }
  },
};

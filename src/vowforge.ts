/**
 * Vowforge: the entry module Foundry loads. Registration only; behaviour lives in the modules it
 * imports.
 */
import "./type-config";
import { VOWFORGE } from "./config";
import { registerSettings } from "./settings";
import { preloadTemplates } from "./templates";
import { dataModels, TRACKABLE_ATTRIBUTES } from "./data/index";
import { VowforgeActor } from "./documents/actor";
import { VowforgeItem } from "./documents/item";
import { migrateOnReady } from "./migrations/on-ready";
import { registerDice } from "./dice/index";
import { registerDiceSoNice } from "./dice/dice-so-nice";
import { RollCardModel } from "./kinds/card-model";
import { onPreUpdateChatMessage } from "./chat/card-rewrite-hook";
import { VowforgeChatMessage } from "./chat/chat-message";
import { handleRelayedCardAction } from "./cards/actions/card-actions";
import { registerActorCardsRefresh } from "./cards/log-cards";
import { registerConflictMemberRefresh } from "./applications/sheets/conflict-refresh";
import { CONFLICT_LEARNING_REQUEST } from "./applications/sheets/conflict-env";
import { activateSocket, CARD_ACTION_REQUEST } from "./cards/socket";
import { CLOCK_ACTION_REQUEST, handleRelayedClockPress } from "./cards/clocks/clock-actions";
import { registerChatCommands } from "./chat/commands/register";
import { performRoll } from "./cards/perform-roll";
import { RollDialog, rollWithDialog } from "./applications/dialogs/roll-dialog";
import { registerOracleHooks } from "./applications/oracle-browser/register";
import { registerSheets, preloadSheetTemplates } from "./applications/sheets/register";
import { registerHotbar, rollMacro } from "./macros/index";
import { openOracles } from "./applications/oracle-browser/open";
import { registerPackHiding } from "./applications/compendium/hide-packs";
import { openClocksOnReady, registerClockHooks } from "./applications/clocks/register";
import { openClocks } from "./applications/clocks/clock-panel";
import { registerEnrichers } from "./enrichers/register";
import { GuideMenu, openGuide, welcomeOnReady } from "./applications/guide/on-demand";
import { registerCreationHooks } from "./applications/wizard/register";
import { registerTruthsHooks } from "./applications/truths/register";
import { openTruths } from "./applications/open-guided";
import { ImportMenu, importDatasworn, openImport, registerImportHooks } from "./applications/import/on-demand";
import { registerApi } from "./api/index";
import { loadOracleDraw } from "./api/table-and-clock";
import type * as OracleCard from "./cards/oracle-card";

declare global {
  interface CONFIG {
    VOWFORGE: typeof VOWFORGE;
  }
}

Hooks.once("init", () => {
  CONFIG.VOWFORGE = VOWFORGE;
  registerSettings({ guide: GuideMenu, importer: ImportMenu });

  CONFIG.Actor.documentClass = VowforgeActor;
  CONFIG.Item.documentClass = VowforgeItem;
  CONFIG.ChatMessage.documentClass = VowforgeChatMessage;
  Object.assign(CONFIG.Actor.dataModels, dataModels.Actor);
  Object.assign(CONFIG.Item.dataModels, dataModels.Item);
  CONFIG.Actor.trackableAttributes = TRACKABLE_ATTRIBUTES;
  CONFIG.ChatMessage.dataModels.roll = RollCardModel;

  registerDice(CONFIG.Dice);

  registerSheets();
  registerHotbar();
  void preloadSheetTemplates();
  registerOracleHooks();
  registerChatCommands();
  registerActorCardsRefresh();
  registerConflictMemberRefresh();
  // A player may not rewrite what a posted roll card has applied, whose it is, or the names it shows.
  Hooks.on("preUpdateChatMessage", onPreUpdateChatMessage);
  registerPackHiding();
  registerClockHooks();
  registerEnrichers();
  registerCreationHooks();
  registerTruthsHooks();
  registerImportHooks();
  void preloadTemplates();

  const api = registerApi();
  // The rules engine for macros and the console, fetched when asked for by `await vowforge.loadRules()`
  // (vowforge-rules.mjs, which also holds the outcome effects' applier the card effects' chunk uses):
  // its export names alone would weigh on every client's start.
  const loadRules = () => import("./rules/index");
  // `drawOracle` draws on a table document as the oracle browser does; the draw's code is a chunk
  // fetched on the first draw (api/table-and-clock.ts).
  const drawOracle = async (...args: Parameters<typeof OracleCard.drawOracleCard>) => (await loadOracleDraw())?.drawOracleCard(...args) ?? null;
  Object.assign(globalThis, {
    vowforge: { api, loadRules, performRoll, RollDialog, rollWithDialog, rollMacro, openOracles, drawOracle, openClocks, openGuide, openTruths, openImport, importDatasworn },
  });
});

Hooks.once("diceSoNiceReady", registerDiceSoNice);

Hooks.once("ready", () => {
  activateSocket({
    [CARD_ACTION_REQUEST]: handleRelayedCardAction,
    // Only a Strike! world's team conflict sends it: the GM answers with the conflict sheet's chunk.
    [CONFLICT_LEARNING_REQUEST]: async (payload, fromUserId) =>
      (await import("./applications/sheets/conflict-sheet-parts")).handleRelayedLearning(payload, fromUserId),
    [CLOCK_ACTION_REQUEST]: (payload, fromUserId) => handleRelayedClockPress(payload, fromUserId),
  });
  void migrateOnReady();
  openClocksOnReady();
  welcomeOnReady();
});

/**
 * Every CSS selector the end-to-end run uses, in one place, so a mismatch a real run shows is fixed
 * here and nowhere else.
 *
 * Two kinds:
 * - OURS come from this repository's templates (templates/**) and applications (src/applications/**);
 *   tests/tools/foundry-e2e-selectors.test.ts checks each against the template that renders it.
 * - CORE are Foundry's own pages and applications. They come from public projects that drive a real
 *   Foundry (cited at each); a first real run confirms them.
 */

export const OURS = {
  sheet: ".vowforge.vf-sheet",
  portrait: '[data-action="editImage"]',
  field: (name) => `[name="${name}"]`,
  rollButton: (action, data = {}) =>
    `[data-action="${action}"]${Object.entries(data)
      .map(([k, v]) => `[data-${k}="${v}"]`)
      .join("")}`,
  sheetAction: (action) => `[data-action="${action}"]`,
  rollDialog: ".vf-roll-dialog-app",
  rollDialogSubmit: "button.vf-roll-dialog__roll",
  card: "[data-card-kind]",
  /** Any of our chat cards: a roll card (templates/chat/roll-card.hbs) or an oracle card (templates/oracles/oracle-card.hbs). */
  anyCard: "[data-card-kind], .vf-oracle-card",
  cardAction: (action) => `.vf-card__actions [data-action="${action}"]`,
  /** A roll card's outcome line (templates/chat/roll-card.hbs). */
  cardOutcome: ".vf-card__outcome",
  harmPromptInput: 'input[name="harmName"]',
  moveRoll: '[data-action="rollMove"]',
  assetAbilityToggle: (itemId) => `[data-item-id="${itemId}"] [data-action="toggleAbility"]`,
  tab: (tab) => `[data-action="tab"][data-tab="${tab}"]`,
  oracleBrowserButton: ".vf-open-oracles",
  oracleSearch: '.vf-oracle-browser__search input[name="query"]',
  oracleRoll: '[data-action="rollOracle"]',
  // The clock panel (src/applications/clocks/clock-panel.ts, templates/clocks/*.hbs), opened from the
  // Actors directory's header (register.ts).
  clockPanelButton: ".vf-open-clocks",
  clockPanel: "#vowforge-clock-panel",
  worldClocks: '[data-clock-scope="world"]',
  clockName: '[data-role="clock-name"]',
  clockCreate: '[data-action="clockCreate"]',
  clockPress: (op, clockId) => `[data-action="clockPress"][data-op="${op}"][data-clock-id="${clockId}"]`,
  /** The guided creation's window (src/applications/wizard/character-wizard.ts) and its Cancel button. */
  creation: ".vf-wizard-app",
  creationCancel: '[data-action="wizardCancel"]',
  /**
   * The truths dialog (src/applications/truths/truths-dialog.ts): its button in the Journal sidebar
   * (register.ts), the window, its choice of truths pack, "Roll the rest" and "Write the journal".
   */
  truthsButton: ".vf-open-truths",
  truths: ".vf-truths-app",
  truthsSet: 'select[name="set"]',
  truthsRollRest: '[data-action="truthsRollRest"]',
  truthsWrite: 'button[type="submit"].vf-wizard__next',
};

export const CORE = {
  // The join form: a user <select name="userid">, a password field and a button named "join"
  // (simulacrum-foundry tests/e2e/fixtures/foundry-helpers.mjs, joinWorld; forbidden-lands
  // e2e/foundry.spec.ts). A world with the minimal join theme asks for a typed user name instead.
  joinUser: 'select[name="userid"]',
  joinUserName: 'input[name="username"]',
  joinPassword: 'input[name="password"]',
  joinButton: 'button[name="join"]',
  // v14 may route a freshly launched world through a user-management page first
  // (simulacrum-foundry foundry-helpers.mjs, completeUserManagementIfPresent).
  playersForm: "form#manage-players, #manage-players",
  playersSubmit: 'button[type="submit"]',
  // v13's sidebar: the tab buttons sit in #sidebar-tabs with data-tab, each tab's content is a
  // section with the tab's id (simulacrum-foundry foundry-helpers.mjs opens its own tab with
  // '#sidebar-tabs [data-tab=…]' and finds '#sidebar-content #<tab>'). A directory's create button
  // carries data-action="createEntry" and each entry a data-entry-id (v13 DocumentDirectory markup;
  // to be confirmed by the first run, hence the role-based fallbacks in scenario.mjs).
  sidebarTab: (tab) => `#sidebar-tabs [data-tab="${tab}"]`,
  actorsCreate: '#actors [data-action="createEntry"]',
  directoryEntry: (id) => `#actors [data-entry-id="${id}"]`,
  directoryEntryName: ".entry-name",
  // DialogV2 renders as <dialog class="application dialog"> with one button per choice, its
  // data-action the choice's name (simulacrum-foundry foundry-setup.mjs, dismissUsageDataDialog,
  // quotes v13.351's markup); our harm prompt's choice is named "ok" (src/applications/dialogs/harm-prompt.ts).
  dialogOk: 'dialog button[data-action="ok"], .application.dialog button[data-action="ok"]',
  // The chat box is textarea#chat-message (forbidden-lands e2e/foundry.spec.ts types "/r 10" into
  // it). Unconfirmed until a first run: the file picker's class.
  // v14 replaces the textarea with a ProseMirror editor: its contenteditable is what takes the keys.
  chatInput: "textarea#chat-message, #chat-message [contenteditable=true], #chat-message",
  // A message in the chat log is an element with class chat-message and data-message-id (the hook
  // renderChatMessageHTML hands systems that element: draw-steel's chatMessageHTML.mjs reads it),
  // inside the sidebar's chat tab, a section with the tab's id. Scoped to #chat so the copies v13
  // shows as chat notifications while another tab is open do not match.
  chatMessage: (id) => `#chat .chat-message[data-message-id="${id}"]`,
  // Notifications: '#notifications .notification.<type>' (simulacrum-foundry foundry-helpers.mjs,
  // waitForNotification).
  notification: (type) => `#notifications .notification.${type}`,
  filePicker: ".application.file-picker, #file-picker, .filepicker",
  // A bar's input in the token HUD: each bar sits in a ".attribute.bar1" / ".attribute.bar2" block
  // with its input, which core reads when the input loses focus ("the originating focusout event" of
  // BasePlaceableHUD#_onAttributeUpdate, quoted in foundryvtt/foundryvtt#10342; the bar input of
  // foundryvtt/worldbuilding#37). Scoped by the run to the HUD's own element (canvas.hud.token).
  tokenHudBar: (bar) => `.attribute.${bar} input`,
};

/**
 * The one place that asks which Foundry version runs (13 or 14) and bridges what changed between them.
 * There are no v14 types on npm, so the v14 paths are typed here by hand, as narrowly as we use them.
 *
 * What changed, from other systems' public upgrade threads:
 * - The chat box's mode: setting `core.rollMode` ("publicroll", "gmroll", "blindroll", "selfroll") became
 *   `core.messageMode` ("public", "gm", "blind", "self", "ic"); the old setting is gone without a
 *   deprecation, so code still reading it posts rolls public (dnd5e#6958, SR5-FoundryVTT#1916).
 * - `ChatMessage.applyRollMode` became `ChatMessage.applyMode`, taking the new names; the old one warns
 *   as deprecated on v14 (Foundry_WoD20#1396, foundryvtt-fallout#744).
 * - `CONST.CHAT_MESSAGE_TYPES` is gone (`CHAT_MESSAGE_STYLES` and the `style` field; `type` is the
 *   subtype). Vowforge sets only `type` to its own subtypes and never reads either constant.
 * - The `chatMessage` hook receives the typed line as HTML on v14 ("<p>/r d4</p>") and as plain text
 *   on v13 (foundryvtt-acks-core#191).
 * - TinyMCE is removed (ProseMirror only): Vowforge's notes use `<prose-mirror>` on both.
 * - An enricher's `onRender` receives an abort signal besides the element on v14 (enricherRenderSignal).
 * - The Roll class recorded per die is reported to have changed. Vowforge keeps its card state in the
 *   message's data model, and registers its dice terms under both `CONFIG.Dice.terms` and
 *   `CONFIG.Dice.termTypes` (src/dice/index.ts), so a roll rebuilt from a stored message finds its die
 *   classes either way; nothing version-specific is needed here.
 * - Forced replacement and deletion in an update: v13's key forms (`==`, `-=`) are deprecated for the
 *   operator objects `_replace(value)` and `_del` (below, "Updates").
 *
 * It sits low in the stack (above `paths.ts`), so the update guard in `data/` and the migration runner
 * can ask it too. tests/architecture/foundry-compat.test.ts fails when another file spells a difference.
 */
import { isPlainObject } from "./paths";
import { readRollMode, type RollMode } from "./roll-modes";

/** The parts of `game` the module reads. */
interface ReleaseLike {
  release?: { generation?: unknown } | null;
}

/** The Foundry generation that runs (13 when nothing says otherwise). */
export function foundryGeneration(): number {
  const generation = Number((game as ReleaseLike).release?.generation);
  return Number.isInteger(generation) && generation > 0 ? generation : 13;
}

/** Whether v14's names and paths apply. */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** v14's message modes, by the roll mode Vowforge names them with. */
const V14_MODES: Readonly<Record<RollMode, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** A v14 message mode read as a roll mode ("ic", in character, is public). */
function fromV14Mode(value: unknown): RollMode | null {
  if (value === "ic") return "publicroll";
  const found = Object.entries(V14_MODES).find(([, mode]) => mode === value);
  return found ? (found[0] as RollMode) : readRollMode(value);
}

/** The settings key of the chat box's mode: `core.rollMode` on v13, `core.messageMode` on v14. */
export function chatModeSettingKey(): string {
  return isV14() ? "messageMode" : "rollMode";
}

/** Reads a core setting by a key the v13 types may not know. */
function coreSetting(key: string): unknown {
  // The v13 types list the keys they know; v14's `messageMode` is not one of them.
  const settings = game.settings as unknown as { get(namespace: string, key: string): unknown };
  return settings.get("core", key);
}

/** The mode chosen in the chat box, as a roll mode (public when it holds none we know). */
export function currentRollMode(): RollMode {
  const value = coreSetting(chatModeSettingKey());
  return (isV14() ? fromV14Mode(value) : readRollMode(value)) ?? "publicroll";
}

/** A requested roll mode (either version's names), as a roll mode; none asked is the chat box's. */
export function readRequestedMode(value: unknown): RollMode | null {
  if (value === undefined || value === null) return currentRollMode();
  return readRollMode(value) ?? fromV14Mode(value);
}

/** The mode option of `RollTable#draw`: `rollMode` on v13, `messageMode` under v14's names on v14. */
export type TableDrawModeOptions = { rollMode: RollMode } | { messageMode: string };

/** A RollTable as Vowforge draws from it with Foundry's own draw, given `tableDrawModeOptions`. */
export interface DrawableTable {
  name: string;
  draw(options?: Partial<{ rollMode: string; messageMode: string }>): Promise<unknown>;
}

/**
 * The options that make `RollTable#draw` post in `mode`. v14 renamed the draw option with the chat
 * box's mode (`rollMode` deprecated for `messageMode`, whose values are v14's mode names:
 * Muttley/foundryvtt-fallout issue 745, foundryvtt/dnd5e issue 6958).
 */
export function tableDrawModeOptions(mode: RollMode): TableDrawModeOptions {
  return isV14() ? { messageMode: V14_MODES[mode] } : { rollMode: mode };
}

/** v13's and v14's ways of applying a mode to new message data. */
interface ChatMessageModes {
  applyRollMode?(data: object, mode: string): unknown;
  applyMode?(data: object, mode: string): unknown;
}

/**
 * Applies `mode` to new message data (whisper and blind), by `applyMode` and v14's names on v14, by
 * `applyRollMode` on v13. Returns the options to create the message with.
 */
export function applyRollMode(data: object, mode: RollMode): { rollMode?: RollMode } {
  const messages = ChatMessage as unknown as ChatMessageModes;
  // A missing method must not be skipped silently: the message would then go out public, whatever the
  // mode asked. v14 keeps the deprecated `applyRollMode` (old names) as a fallback (Foundry_WoD20#1396).
  if (isV14() && typeof messages.applyMode === "function") {
    messages.applyMode(data, V14_MODES[mode]);
    return {};
  }
  if (typeof messages.applyRollMode === "function") {
    messages.applyRollMode(data, mode);
    return { rollMode: mode };
  }
  throw new Error(
    `Vowforge: ChatMessage has neither applyMode nor applyRollMode, so the ${mode} mode cannot be applied`,
  );
}

/** The named entities a chat line carries, looked up by own entry only ("&constructor;" stays as typed). */
const ENTITIES: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", " "],
]);

/** Largest Unicode code point. */
const MAX_CODE_POINT = 0x10ffff;

/**
 * The character of a numeric reference. As in the HTML standard's parsing of numeric character
 * references, zero, a surrogate or a number past the last code point reads as U+FFFD (a typed
 * `&#x110000;` would otherwise make `String.fromCodePoint` throw inside the chat hook).
 */
function codePointText(codePoint: number): string {
  const valid =
    Number.isInteger(codePoint) &&
    codePoint > 0 &&
    codePoint <= MAX_CODE_POINT &&
    !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}

/** The text of a line as ProseMirror sends it on v14 ("<p>/action iron</p>"). */
export function htmlLineText(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#x")) return codePointText(parseInt(lower.slice(2), 16));
      if (lower.startsWith("#")) return codePointText(Number(lower.slice(1)));
      return ENTITIES.get(lower) ?? whole;
    })
    .trim();
}

/** The line typed in the chat box, as the `chatMessage` hook gives it: HTML on v14, text on v13. */
export function chatLineText(message: string): string {
  return isV14() ? htmlLineText(message) : message;
}

/**
 * The signal an enricher's `onRender` callback is given: v14 passes `{ signal }`, aborted when the
 * enriched element leaves the page (Foundry's API reference, CONFIG.TextEditorEnricherRenderCallback);
 * v13 passes the element alone, so there is none.
 */
export function enricherRenderSignal(options: unknown): AbortSignal | undefined {
  const signal = (options as { signal?: unknown } | null | undefined)?.signal;
  return typeof AbortSignal !== "undefined" && signal instanceof AbortSignal ? signal : undefined;
}

/** A sidebar directory's element, as far as `directoryHeaderPlace` reads it. */
export interface DirectoryLike<E> {
  querySelector(selector: string): E | null;
}

/**
 * Where a button of ours goes in a sidebar directory's header: its `.header-actions` row, else the header
 * itself, else the directory's own top `<header>` (`:scope > header`), so the button never silently
 * vanishes. Foundry builds without that row are known (dnd5e's module/applications/compendium-browser.mjs:
 * 1259-1266 `injectSidebarButton` makes one in `:scope > header` when a build lacks it); which versions
 * lack it, and which class their header has, only a licensed run of v13 and v14 shows.
 */
export function directoryHeaderPlace<E>(html: DirectoryLike<E>): E | null {
  return html.querySelector(".directory-header .header-actions") ?? html.querySelector(".directory-header") ?? html.querySelector(":scope > header");
}

// Updates -------------------------------------------------------------------------------------------

/**
 * v13 writes a forced replacement and a forced deletion as key prefixes: `"system.==meters": {...}`
 * replaces the group whole, `"system.meters.-=health": null` deletes the key (crnormand/gurps pull 2642
 * builds them for v13). v14 deprecates both for the operator objects `_replace(value)` and `_del`
 * (foundryvtt/foundryvtt issue 13090, Muttley/foundryvtt-fallout issue 751), globals of v14 (draw-steel's
 * eslint.config.mjs declares `_del` and `_replace` as globals; its token-ruler.mjs merges `blink: _del`).
 * v14 still reads the key forms, so an update sent to either version may hold either form, and the
 * update guard reads both on both.
 */
export const FORCED_REPLACEMENT_KEY = "==";
export const FORCED_DELETION_KEY = "-=";

/** How a key segment of an update writes: plainly, as a forced replacement, or as a deletion. */
export type UpdateKeyForm = "plain" | "replace" | "delete";

/** A key segment of an update read as Foundry reads it: the key it names and how it writes there. */
export function readUpdateKey(segment: string): { key: string; form: UpdateKeyForm } {
  if (segment.startsWith(FORCED_DELETION_KEY)) return { key: segment.slice(2), form: "delete" };
  if (segment.startsWith(FORCED_REPLACEMENT_KEY)) return { key: segment.slice(2), form: "replace" };
  return { key: segment, form: "plain" };
}

/**
 * Whether a value in an update is an object Foundry reads specially rather than data: a class instance
 * (v14's `_del` is a `ForcedDeletion`, `_replace(value)` a `ForcedReplacement`), not a plain object or a
 * list.
 */
export function isUpdateOperator(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value);
}

/**
 * A copy of an update that may be written into without touching the caller's object: the update and
 * its nested `system` are copied shallowly, and nothing is deep-cloned, since `structuredClone` would
 * turn v14's operator objects into plain `{}` that Foundry no longer recognises by their class
 * (Muttley/foundryvtt-fallout issue 751, foundryvtt/pf2e issue 21998). Deeper objects are the writer's to
 * copy on the path it writes.
 */
export function copyUpdate<D>(data: D): D {
  if (!isPlainObject(data)) return data;
  const copy: Record<string, unknown> = { ...data };
  if (isPlainObject(copy.system)) copy.system = { ...copy.system };
  return copy as D;
}

/**
 * The update that deletes the key at dotted `path`, as the running version writes it: `-=` before the
 * last key on v13, `_del` as the value on v14 (foundryvtt/dnd5e module/documents/item.mjs
 * `deleteActivity`: `system.activities.-=id: null` below generation 14, `system.activities.id: _del`
 * from 14). A v14 without `_del` gets the key form, which v14 still reads.
 */
export function deletionUpdate(path: string): Record<string, unknown> {
  const deletion = isV14() ? (globalThis as { _del?: unknown })._del : undefined;
  if (deletion !== undefined) return { [path]: deletion };
  const at = path.lastIndexOf(".") + 1;
  return { [`${path.slice(0, at)}${FORCED_DELETION_KEY}${path.slice(at)}`]: null };
}

/**
 * The sheets page as the host of the system's sheet actions (src/applications/sheets/sheet-action.ts):
 * the page's samples as the actors the actions write (an update sets "system.<path>" on the plain data),
 * and the page's answers to their questions. Unless the page asks a choice in a window (the character
 * sheets ask how an Advance is paid), it takes the first choice offered (keep the harm, no helper, the
 * first stat track, the first harm to break),
 * names a harm and an item with sample names, records ruin advances from the sheet's own field, deletes
 * without asking, and tells messages and refusals in its notice line.
 */
import { type ActionActor, type ActionItem, type SheetAsk, type SheetHost, type SheetRolls } from "../../src/applications/sheets/sheet-action";
import { type ConflictButtonEnv } from "../../src/applications/sheets/conflict-env";
import { type ProgressTarget } from "../../src/applications/sheets/context/moves-context";
import { rulesErrorSentence, type Localize } from "../../src/locale";
import { writeSampleUpdate } from "../sample-update";

/** A sample's item as the actions take it. */
interface SampleItem {
  id: string;
  name: string;
  type: string;
  system: unknown;
  /** The flags a sheet's action or a card's effect writes on it (a companion's mark), as Foundry keeps them. */
  flags?: Record<string, unknown>;
}

/**
 * A sample as the actions' actor. `prepare` adds what Foundry's data model derives (a character's
 * momentum maximum and reset); `meterLimits` gives the limits Foundry reads from the data model.
 */
export function pageActor(
  sample: { type: string; uuid: string; name: string; system: Record<string, unknown>; items?: SampleItem[] },
  options: { prepare?: (system: Record<string, unknown>) => unknown; meterLimits?: (path: string) => { min: number; max: number } | null } = {},
): ActionActor {
  const items = sample.items ?? [];
  const itemDoc = (item: SampleItem): ActionItem => ({
    name: item.name,
    type: item.type,
    get system() {
      return item.system;
    },
    get flags() {
      return (item.flags ??= {});
    },
    update(changes: Record<string, unknown>) {
      item.flags ??= {};
      writeSampleUpdate(item, changes);
      return Promise.resolve(this);
    },
    // An item's meter stops at its own ends (meters.ts reads them next to its value).
    meterLimits: () => ({ min: -Infinity, max: Infinity }),
    delete() {
      const at = items.indexOf(item);
      if (at >= 0) items.splice(at, 1);
      return Promise.resolve(this);
    },
  });
  return {
    type: sample.type,
    uuid: sample.uuid,
    name: sample.name,
    get system() {
      return options.prepare ? options.prepare(sample.system) : sample.system;
    },
    items: {
      get: (id: string) => {
        const item = items.find((i) => i.id === id);
        return item ? itemDoc(item) : undefined;
      },
    },
    update(changes: Record<string, unknown>) {
      writeSampleUpdate(sample, changes);
      return Promise.resolve(this);
    },
    ...(options.meterLimits ? { meterLimits: options.meterLimits } : {}),
  };
}

/**
 * The page's answers to the actions' questions; `choose` asks a choice in a window of the page's own
 * (the character sheets' Advance), else the first choice is taken.
 */
export function pageAsk(t: Localize, lookup: (key: string) => string | undefined, notify: (text: string) => void, choose?: SheetAsk["choose"]): SheetAsk {
  return {
    tell: (_level, key, data) => notify(t(key, data)),
    refused: (error) => notify(rulesErrorSentence(error, lookup)),
    choose: choose ?? (async (_title, _prompt, choices) => choices[0]?.id ?? null),
    harmName: async () => t("VOWFORGE.Rulesets.Playground.SampleHarm"),
    ruinAdvance: async () => null,
    purchase: async () => ({ name: t("VOWFORGE.Rulesets.Playground.SampleItem"), tier: 1 }),
    parcelPurchase: async () => ({ name: t("VOWFORGE.Rulesets.Playground.SampleItem"), tier: 1, parcelTier: 1 }),
    confirmDelete: async () => true,
  };
}

/** What a page gives a host beyond its answers. */
export interface PageHostParts {
  ask: SheetAsk;
  t: Localize;
  rolls: Partial<SheetRolls>;
  editing: () => boolean;
  toggleEdit: () => void;
  names: (uuids: readonly string[]) => Record<string, string>;
  clock: (target: HTMLElement) => Promise<void>;
  createItem?: (data: { name: string; type: string; system: Record<string, unknown> }) => ActionItem | undefined;
  conflict?: () => ConflictButtonEnv;
  moveTargets?: (moveUuid: string) => readonly ProgressTarget[];
}

/** A sheet host on the page; the page redraws its sheets after every action, so the host never renders. */
export function pageHost(parts: PageHostParts): SheetHost {
  const none = async () => undefined;
  return {
    ask: parts.ask,
    t: parts.t,
    rolls: { stat: none, move: none, progress: none, eachLegacy: none, forge: none, purchase: none, ...parts.rolls },
    get editing() {
      return parts.editing();
    },
    toggleEdit: async () => parts.toggleEdit(),
    names: parts.names,
    // The page has no item sheets to open.
    openItem: none,
    createItem: async (data) => parts.createItem?.(data),
    clock: parts.clock,
    conflict: async () => {
      if (!parts.conflict) throw new Error("this sample is not a conflict");
      return parts.conflict();
    },
    moveTargets: (moveUuid) => parts.moveTargets?.(moveUuid) ?? [],
  };
}

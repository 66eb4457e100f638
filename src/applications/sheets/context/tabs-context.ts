/**
 * A sheet's tabs as its templates draw them: the navigation (one button per tab shown) and a panel per
 * tab, the active one marked. Every tabbed sheet (the character, Forged Ties, Augur, Strike!) builds
 * them here; the tab group is Foundry's "primary" (the sheets' static TABS), whose active tab the sheet
 * reads from `tabGroups` and hands in.
 */
import { type SheetEnv } from "./types";

export interface TabView<Id extends string = string> {
  id: Id;
  group: string;
  label: string;
  active: boolean;
  cssClass: string;
  tabId: string;
  panelId: string;
  /** Whether the panel's contents are drawn: the active tab, and any opened before. */
  drawn: boolean;
}

/** The navigation and the panels of a sheet's tabs. */
export interface SheetTabs<Id extends string = string> {
  tabNav: TabView<Id>[];
  /** A panel per tab of `all`; a tab not shown keeps an empty label and is never active. */
  panels: Record<Id, TabView<Id>>;
}

const GROUP = "primary";

/** The label key of a tab: `VOWFORGE.Sheet.Tab.<id>`. */
export const tabLabelKey = (id: string): string => `VOWFORGE.Sheet.Tab.${id}`;

function tabView<Id extends string>(id: Id, label: string, active: boolean, env: SheetEnv, drawn = active): TabView<Id> {
  return {
    drawn,
    id,
    group: GROUP,
    label,
    active,
    cssClass: active ? "active" : "",
    tabId: `${env.idPrefix}-tab-${id}`,
    panelId: `${env.idPrefix}-panel-${id}`,
  };
}

/**
 * The tabs `shown` (in order), `active` the open one (the first when it is not shown); `drawnTabs` are
 * the tabs opened before, whose panels stay drawn.
 */
export function tabViews<Id extends string>(
  shown: readonly Id[],
  active: string | null | undefined,
  env: SheetEnv,
  drawnTabs: readonly string[] = [],
): TabView<Id>[] {
  const current = shown.find((id) => id === active) ?? shown[0];
  return shown.map((id) => tabView(id, env.localize(tabLabelKey(id)), id === current, env, id === current || drawnTabs.includes(id)));
}

/** The navigation of the tabs `shown` and a panel for each tab of `all`. */
export function sheetTabs<Id extends string>(
  all: readonly Id[],
  shown: readonly Id[],
  active: string | null | undefined,
  env: SheetEnv,
  drawnTabs: readonly string[] = [],
): SheetTabs<Id> {
  const tabNav = tabViews(shown, active, env, drawnTabs);
  const panels = Object.fromEntries(all.map((id) => [id, tabNav.find((tab) => tab.id === id) ?? tabView(id, "", false, env)])) as Record<
    Id,
    TabView<Id>
  >;
  return { tabNav, panels };
}

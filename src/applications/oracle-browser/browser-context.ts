/**
 * What the oracle browser's templates see: the tables of each pack as a tree of folders taken from
 * their names ("Planet / Desert World / Peril" sits in Planet > Desert World), filtered by the text
 * in the search box. Only an open folder's contents are drawn (a closed one shows its name and count;
 * its rows are drawn when it opens), so the browser opens small however many tables the packs hold.
 * The search runs over this data, never over drawn rows. Pure: plain data in, plain data out.
 */
import { type OracleSource } from "./oracle-index";

/** Localises a key, filling {name} placeholders from `data`. */
export type Localize = (key: string, data?: Record<string, string>) => string;

export type OracleTableNode = {
  /** The last part of the table's name, shown in its folder. */
  name: string;
  fullName: string;
  uuid: string;
  rollLabel: string;
  openLabel: string;
};

export type OracleFolderNode = {
  /** Stable key of the folder: its pack and path ("vowforge.starforged-oracles/Planet/Desert World"). */
  key: string;
  label: string;
  open: boolean;
  /** Whether its contents are drawn: it is open, and so is every folder above it. */
  drawn: boolean;
  /** Matching tables inside it, at any depth. */
  count: number;
  countLabel: string;
  /** Its folders and tables (none while it is not drawn). */
  folders: OracleFolderNode[];
  tables: OracleTableNode[];
};

export type OracleBrowserContext = {
  searchId: string;
  listId: string;
  statusId: string;
  query: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** "12 of 300 tables". */
  status: string;
  shown: number;
  total: number;
  /** The message shown when nothing is listed, or null. */
  empty: string | null;
  groups: OracleFolderNode[];
};

export interface OracleBrowserInput {
  sources: readonly OracleSource[];
  /** The search text as typed. */
  query: string;
  /** Keys of the folders the user has opened (used while no search text is given). */
  open: ReadonlySet<string>;
  /** Prefix of element ids (the application's id), so ids are unique in the page. */
  idPrefix: string;
  localize: Localize;
}

const KEY = "VOWFORGE.Oracle.Browser";

/** Lower case without accents, for matching. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The words of a search: every one must appear in a table's name. */
export function searchWords(query: string): string[] {
  return fold(query)
    .split(/[\s/]+/)
    .filter((word) => word !== "");
}

/** The parts of a table name: "A / B / C" -> ["A", "B", "C"]. */
export function nameParts(name: string): string[] {
  const parts = name
    .split("/")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return parts.length ? parts : [name];
}

/** Whether a name matches every word of the search. */
export function matches(name: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
}

type Building = OracleFolderNode & { byLabel: Map<string, Building>; kids: Building[] };

function folder(key: string, label: string): Building {
  return {
    key,
    label,
    open: false,
    drawn: false,
    count: 0,
    countLabel: "",
    folders: [],
    tables: [],
    byLabel: new Map(),
    kids: [],
  };
}

function finish(node: Building, searching: boolean, input: OracleBrowserInput): OracleFolderNode {
  const open = searching || input.open.has(node.key);
  return {
    key: node.key,
    label: node.label,
    open,
    drawn: open,
    count: node.count,
    countLabel: input.localize(`${KEY}.Count`, { count: String(node.count) }),
    folders: open ? node.kids.map((kid) => finish(kid, searching, input)) : [],
    tables: open ? node.tables : [],
  };
}

/** Builds the browser's context. */
export function buildOracleBrowserContext(input: OracleBrowserInput): OracleBrowserContext {
  const { localize } = input;
  const words = searchWords(input.query);
  const searching = words.length > 0;
  let total = 0;
  let shown = 0;
  const groups: OracleFolderNode[] = [];
  for (const source of input.sources) {
    const root = folder(source.id, localize(source.label));
    for (const table of source.tables) {
      total += 1;
      if (!matches(table.name, words)) continue;
      shown += 1;
      const parts = nameParts(table.name);
      const path: Building[] = [root];
      let node = root;
      for (const part of parts.slice(0, -1)) {
        let next = node.byLabel.get(part);
        if (!next) {
          next = folder(`${node.key}/${part}`, part);
          node.byLabel.set(part, next);
          node.kids.push(next);
        }
        node = next;
        path.push(node);
      }
      for (const step of path) step.count += 1;
      node.tables.push({
        name: parts[parts.length - 1],
        fullName: table.name,
        uuid: table.uuid,
        rollLabel: localize(`${KEY}.Roll`, { table: table.name }),
        openLabel: localize(`${KEY}.OpenTable`, { table: table.name }),
      });
    }
    if (root.count > 0) groups.push(finish(root, searching, input));
  }
  let empty: string | null = null;
  if (total === 0) empty = localize(`${KEY}.NoPacks`);
  else if (shown === 0) empty = localize(`${KEY}.Empty`, { query: input.query.trim() });
  return {
    searchId: `${input.idPrefix}-search`,
    listId: `${input.idPrefix}-list`,
    statusId: `${input.idPrefix}-status`,
    query: input.query,
    searchLabel: localize(`${KEY}.Search`),
    searchPlaceholder: localize(`${KEY}.SearchPlaceholder`),
    status: localize(`${KEY}.Status`, { shown: String(shown), total: String(total) }),
    shown,
    total,
    empty,
    groups,
  };
}

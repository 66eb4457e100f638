/**
 * Reading what the creation offers from compendium data, without Foundry: the assets of a pack's index
 * (entries of type "asset", with their category and ruleset) and the rows of Starforged's background
 * table. A background row's text is written by our pack build (src/content/convert/oracles.ts) as the
 * background's name, a dash and a link to each of its two paths (`@UUID[...]{Name}`); the links are
 * the data read here.
 */
import { RULESETS } from "../../config";
import { type OracleTableData } from "../../oracles/types";
import { recordOf, textOf } from "../sheets/context/types";
import { type AssetOption, type BackgroundOption } from "./wizard-types";

/** The Datasworn id of Starforged's background table ("Background Assets"). */
export const BACKGROUND_TABLE_ID = "oracle_rollable:starforged/campaign_launch/background_assets";

/**
 * A pack index entry with the fields the creation asks the index for. `system` is unknown on purpose:
 * an index entry holds only the fields asked for (ASSET_INDEX_FIELDS), of an item of any subtype.
 */
export interface AssetIndexEntry {
  _id: string;
  uuid?: string | null;
  name?: string | null;
  type?: string | null;
  sort?: number | null;
  system?: unknown;
}

/** The index fields the creation asks a pack for. */
export const ASSET_INDEX_FIELDS = ["type", "sort", "system.category", "system.ruleset"];

/** The assets of one pack's index, in the pack's order; `collection` is the pack's id. */
export function assetsOfIndex(entries: Iterable<AssetIndexEntry>, collection: string): AssetOption[] {
  return [...entries]
    .filter((entry) => entry.type === "asset" && typeof entry.name === "string" && entry.name.trim() !== "")
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .flatMap((entry) => {
      const system = recordOf(entry.system);
      const ruleset = RULESETS.find((r) => r === system.ruleset);
      if (!ruleset) return [];
      return [
        {
          uuid: entry.uuid ?? `Compendium.${collection}.Item.${entry._id}`,
          name: String(entry.name),
          category: textOf(system.category),
          ruleset,
        },
      ];
    });
}

const LINK = /@UUID\[([^\]]+)\](?:\{[^}]*\})?/g;

/** The plain words of a bit of HTML. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The background table's rows: each background's name and the UUIDs of its two paths. */
export function backgroundsOf(table: OracleTableData): BackgroundOption[] {
  return table.results.flatMap((row) => {
    const assets = [...row.text.matchAll(LINK)].map((m) => m[1]);
    const before = row.text.split("@UUID[")[0];
    const label = plain(before).replace(/[\s—–-]+$/, "");
    return assets.length > 0 && label !== "" ? [{ label, range: [row.range[0], row.range[1]] as const, assets }] : [];
  });
}

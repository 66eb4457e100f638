/** Datasworn NPCs (Ironsworn foes, Starforged encounters) -> Actors of type "foe". */
import { type DsNode, check, dict, int, optArr, optDict, optStr, str } from "../errors";
import { sourceOf, walkCollection } from "../datasworn";
import { escapeMarkup } from "../markdown";
import { ICONS, primary } from "../documents";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

export interface FoeEntry extends PlannedEntry {
  npc: DsNode;
  collection: DsNode;
}

export const RANKS = ["troublesome", "dangerous", "formidable", "extreme", "epic"];

/** Lists the NPCs of a ruleset in book order. */
export function collectFoes(data: DsNode): FoeEntry[] {
  const items: FoeEntry[] = [];
  for (const [key, collection] of Object.entries(dict(data, "npcs", data._id))) {
    walkCollection(
      collection,
      (npc, _path, npcKey, parent) => {
        const where = `npc ${npc?._id ?? npcKey}`;
        items.push({
          dataswornId: str(npc, "_id", where),
          name: str(npc, "name", where),
          npc,
          collection: parent,
        });
      },
      [],
      `npcs.${key}`,
    );
  }
  return items;
}

/** Datasworn rank 1..5 -> our rank name. */
export function rankName(rank: unknown, where: string): string {
  check(
    typeof rank === "number" && Number.isInteger(rank) && rank >= 1 && rank <= 5,
    `${where}: rank should be 1..5, got ${JSON.stringify(rank)}`,
  );
  return RANKS[rank - 1];
}

function listSection(title: string, entries: unknown[], ctx: ConversionContext, where: string): string {
  if (entries.length === 0) return "";
  const items = entries.map((text, i) => {
    check(typeof text === "string", `${where}[${i}]: should be text`);
    return `<li>${ctx.md(text, where).replace(/^<p>|<\/p>$/g, "")}</li>`;
  });
  return `<h3>${title}</h3><ul>${items.join("")}</ul>`;
}

function textSection(title: string, text: string, ctx: ConversionContext, where: string): string {
  return text ? `<h3>${title}</h3>${ctx.md(text, where)}` : "";
}

/** The foe's description: summary, text, features, drives, tactics, variants, quest starter. */
function descriptionOf(npc: DsNode, ctx: ConversionContext, where: string): string {
  let html = "";
  const summary = optStr(npc, "summary", where);
  if (summary)
    html += `<p><strong>${ctx.md(summary, `${where} summary`).replace(/^<p>|<\/p>$/g, "")}</strong></p>`;
  html += ctx.md(optStr(npc, "description", where), `${where} description`);
  html += listSection("Features", optArr(npc, "features", where), ctx, `${where} features`);
  html += listSection("Drives", optArr(npc, "drives", where), ctx, `${where} drives`);
  html += listSection("Tactics", optArr(npc, "tactics", where), ctx, `${where} tactics`);
  const variants = Object.entries(optDict(npc, "variants", where));
  if (variants.length) {
    html += "<h3>Variants</h3>";
    for (const [key, variant] of variants) {
      const at = `${where} variants.${key}`;
      const rank = rankName(int(variant, "rank", at), at);
      const nature = optStr(variant, "nature", at);
      const details = [rank, nature].filter(Boolean).join(", ");
      html += `<h4>${escapeMarkup(str(variant, "name", at))} (${escapeMarkup(details)})</h4>`;
      html += ctx.md(optStr(variant, "description", at), at);
    }
  }
  html += textSection("Quest Starter", optStr(npc, "quest_starter", where), ctx, `${where} quest_starter`);
  html += textSection("Your Truth", optStr(npc, "your_truth", where), ctx, `${where} your_truth`);
  return html;
}

/** One foe Actor. */
export function foeDocument(
  item: FoeEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { npc, dataswornId } = item;
  const where = `npc ${dataswornId}`;
  const target = ctx.target(dataswornId);
  return {
    ...primary("actors", target, (index + 1) * 100000, { dataswornId }),
    type: "foe",
    img: ICONS.foe,
    system: {
      ruleset,
      source: sourceOf(npc, item.collection, where),
      dataswornId,
      rank: rankName(npc.rank, where),
      nature: str(npc, "nature", where),
      description: descriptionOf(npc, ctx, where),
      progress: { ticks: 0 },
    },
    prototypeToken: { name: target.name, actorLink: false, disposition: -1 },
    items: [],
    effects: [],
  };
}

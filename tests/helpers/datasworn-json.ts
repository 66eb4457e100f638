/** The Datasworn packages we ship, read as JSON: their moves and assets as the files hold them. */
import { readFileSync } from "node:fs";

export type DsNode = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Datasworn JSON read as it is

export const DATASWORN_FILES = {
  ironsworn: "ironsworn-classic/json/classic.json",
  delve: "ironsworn-classic-delve/json/delve.json",
  starforged: "starforged/json/starforged.json",
  sunderedIsles: "sundered-isles/json/sundered_isles.json",
} as const;

function read(file: string): DsNode {
  return JSON.parse(readFileSync(`node_modules/@datasworn/${file}`, "utf8")) as DsNode;
}

/** Every entry of a collection tree (moves or assets by category), nested collections included. */
function entries(root: DsNode | undefined): DsNode[] {
  const out: DsNode[] = [];
  const walk = (c: DsNode) => {
    out.push(...Object.values<DsNode>(c.contents ?? {}));
    for (const s of Object.values<DsNode>(c.collections ?? {})) walk(s);
  };
  for (const c of Object.values<DsNode>(root ?? {})) walk(c);
  return out;
}

export const dataswornMoves = (file: string): DsNode[] => entries(read(file).moves);
export const dataswornAssets = (file: string): DsNode[] => entries(read(file).assets);

/**
 * The moves the character sheet lists: every move of the system's move packs and of the world packs
 * of moves a Datasworn import made (loaded once and kept;
 * an expansion's only when it is enabled, which takes a reload),
 * as plain data with their compendium UUIDs, so a move rolls and drags from the sheet without being
 * copied onto the actor first.
 */
import { SYSTEM_ID } from "../../constants";
import { packInUse } from "../../expansions";
import { enabledExpansions, importedPacks } from "../../settings";
import { plainItem } from "./foundry-env";
import { type SheetItem } from "./context/types";

let loading: Promise<SheetItem[]> | null = null;

async function load(): Promise<SheetItem[]> {
  const moves: SheetItem[] = [];
  const expansions = enabledExpansions();
  // The world packs of moves a GM's Datasworn import made (src/applications/import) list beside ours.
  const imported = importedPacks();
  for (const pack of game.packs) {
    const meta = pack.metadata;
    const ours = meta.packageName === SYSTEM_ID && meta.name.endsWith("moves");
    if (meta.type !== "Item" || !(ours || imported[pack.collection]?.kind === "moves")) continue;
    // An expansion's moves (Delve, Sundered Isles) only while the world has the expansion on.
    if (!packInUse(meta.flags, expansions)) continue;
    const documents = (await pack.getDocuments()) as unknown as Parameters<typeof plainItem>[0][];
    for (const document of documents) if (document.type === "move") moves.push(plainItem(document));
  }
  return moves.sort((a, b) => a.sort - b.sort);
}

/** The moves of the system's packs (any ruleset); loaded on first use. */
export function packMoves(): Promise<SheetItem[]> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    console.error("Vowforge | could not load the move packs", error);
    return [];
  });
  return loading;
}

/** Forgets the loaded moves (after a pack changes). */
export function forgetPackMoves(): void {
  loading = null;
}

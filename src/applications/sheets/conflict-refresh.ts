/**
 * Foundry only: an open conflict sheet shows its players' names, conditions and unknown skills read from
 * their own Strike! sheets, so a change on one of those sheets redraws the conflict sheets they take part in
 * (on this client, only the sheets that are open). Re-rendering open sheets from a hook is what
 * fishmilk-society/wor's src/characters/mod:register-character-sheet.ts does for its character sheets.
 * The open sheets are found among Foundry's open applications (`foundry.applications.instances`, a map
 * of every ApplicationV2 by id, which draw-steel's src/module/data/settings/malice.mjs iterates the same
 * way), never through `actor.sheet`, which would create a sheet object for every conflict actor.
 */
import { dataOf, type ActorLike } from "../../data/documents";

/** The player UUIDs a conflict lists. */
function playerIds(conflict: ActorLike): string[] {
  return dataOf(conflict, "conflict")?.players.map((p) => p.id) ?? [];
}

/** Registers the `updateActor` hook that redraws the open conflict sheets of a changed Strike! character. */
export function registerConflictMemberRefresh(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if (actor.type !== "strikeCharacter" || !("system" in changes || "name" in changes)) return;
    for (const app of foundry.applications.instances.values()) {
      const other = (app as { document?: unknown }).document;
      if (!(other instanceof Actor) || !app.rendered) continue;
      if (playerIds(other).includes(actor.uuid)) void app.render();
    }
  });
}

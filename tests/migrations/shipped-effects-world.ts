/**
 * The world a shipped-effects migration (14, 15, 16: `src/migrations/shipped-effects.ts`) is run over in its
 * tests, as the runner reads it: a stale world item, a current one, a stale copy an actor owns, a stale copy
 * an unlinked token's delta holds whole, and a token whose delta holds no item (it shows its actor's, which
 * are its actor's to migrate). `stored` is the same world as the next load reads it, after the run.
 */
import { StoredDocument } from "../fakes/stored-document";
import { type MigrationDocument } from "../../src/migrations/runner";
import { type DocumentSource } from "../../src/migrations/types";

/** An unlinked token's actor: its items are the ones its delta holds whole; updating one writes into the delta. */
function tokenActor(items: StoredDocument[]): MigrationDocument {
  return { id: "base1", name: "Raider", documentName: "Actor", type: "character", toObject: () => ({}), update: async () => ({}), items };
}

/** `copy(effects, id)` stores a copy of the move; `stale` and `current` are the effects shipped before and now. */
export function shippedEffectsWorld(copy: (effects: unknown, id: string) => DocumentSource, stale: unknown, current: unknown) {
  const world = new StoredDocument("Item", copy(stale, "worldCopy000001"));
  const currentCopy = new StoredDocument("Item", copy(current, "currentCopy0001"));
  const owned = new StoredDocument("Item", copy(stale, "ownedCopy000001"));
  const actor = Object.assign(new StoredDocument("Actor", { _id: "base1", name: "Raider", type: "character", system: {}, items: [owned.source] }), { items: [owned] });
  const inDelta = new StoredDocument("Item", copy(stale, "deltaCopy000001"));
  const showsBase = new StoredDocument("Item", copy(stale, "ownedCopy000001"));
  const input = {
    actors: [actor],
    items: [world, currentCopy],
    packs: [],
    rawActors: [actor.source],
    rawItems: [world.source, currentCopy.source],
    scenes: [
      {
        id: "scene1",
        name: "The Hollow",
        tokens: [
          { id: "tok1", actorLink: false, actor: tokenActor([inDelta]) },
          { id: "tok2", actorLink: false, actor: tokenActor([showsBase]) },
        ],
      },
    ],
    rawScenes: [
      {
        _id: "scene1",
        tokens: [
          { _id: "tok1", actorLink: false, delta: { system: {}, items: [inDelta.source] } },
          { _id: "tok2", actorLink: false, delta: { system: {} } },
        ],
      },
    ],
  };
  const stored = () => ({
    ...input,
    rawActors: [{ ...actor.source, items: [owned.source] }],
    rawItems: [world.source, currentCopy.source],
    rawScenes: [{ _id: "scene1", tokens: [{ _id: "tok1", actorLink: false, delta: { system: {}, items: [inDelta.source] } }] }],
  });
  return { world, current: currentCopy, owned, inDelta, showsBase, input, stored, stale: [world, owned, inDelta] };
}

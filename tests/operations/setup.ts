/**
 * Shared set-up of the track operation tests: the data fakes, the storing Actor base class and the UI
 * fakes installed, then the real models and VowforgeActor imported; `makeActor` builds an actor of a
 * subtype from a source, with a UUID.
 */
import type * as DataIndex from "../../src/data/index";
import { installDataFakes, build } from "../fakes/data-fields";
import { installStoringActors, type StoringActor } from "../fakes/storing-actors";
import { installUiFakes, type UiFakes } from "../fakes/foundry-ui";

export interface TrackTestKit {
  models: typeof DataIndex;
  ui: UiFakes;
  makeActor(
    type: keyof typeof DataIndex.actorModels,
    source?: Record<string, unknown>,
    uuid?: string,
  ): StoringActor;
}

/** Installs the fakes and imports the modules under test; call in `beforeAll`. */
export async function setUpTracks(): Promise<TrackTestKit> {
  installDataFakes();
  installStoringActors();
  const ui = installUiFakes();
  const models = await import("../../src/data/index");
  const { VowforgeActor } = await import("../../src/documents/actor");
  const ActorClass = VowforgeActor as unknown as new (type: string, system: unknown) => StoringActor;
  let count = 0;
  return {
    models,
    ui,
    makeActor(type, source = {}, uuid = `Actor.${type}${++count}`) {
      const actor = new ActorClass(type, build(models.actorModels[type], source));
      actor.uuid = uuid;
      return actor;
    },
  };
}

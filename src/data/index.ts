/**
 * The data models of Vowforge actors and items, by document type and subtype: what `init` assigns to
 * `CONFIG.Actor.dataModels` and `CONFIG.Item.dataModels`.
 */
import { CharacterModel } from "./actor/character";
import { FoeModel } from "./actor/foe";
import { SharedModel } from "./actor/shared";
import { StarshipModel } from "./actor/starship";
import { AssetModel } from "./item/asset";
import { MoveModel } from "./item/move";
import { ProgressModel } from "./item/progress";

export { TRACKABLE_ATTRIBUTES } from "./actor/bars";
export { CharacterModel, FoeModel, SharedModel, StarshipModel, AssetModel, MoveModel, ProgressModel };

export const actorModels = {
  character: CharacterModel,
  shared: SharedModel,
  foe: FoeModel,
  starship: StarshipModel,
} as const;

export const itemModels = {
  asset: AssetModel,
  progress: ProgressModel,
  move: MoveModel,
} as const;

/** Models by document type, then subtype. */
export const dataModels = { Actor: actorModels, Item: itemModels } as const;

export type ActorSubtype = keyof typeof actorModels;
export type ItemSubtype = keyof typeof itemModels;

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterModel;
      shared: typeof SharedModel;
      foe: typeof FoeModel;
      starship: typeof StarshipModel;
    };
    Item: {
      asset: typeof AssetModel;
      progress: typeof ProgressModel;
      move: typeof MoveModel;
    };
  }
}

/**
 * The data models of Vowforge actors and items, by document type and subtype: what `init` assigns to
 * `CONFIG.Actor.dataModels` and `CONFIG.Item.dataModels`.
 */
import { AugurCharacterModel } from "./actor/augur-character";
import { TRACKABLE_ATTRIBUTES as BASE_TRACKABLE_ATTRIBUTES } from "./actor/bars";
import { CharacterModel } from "./actor/character";
import { ForgedTiesCharacterModel } from "./actor/forged-ties-character";
import { StrikeCharacterModel } from "./actor/strike-character";
import { ConflictModel } from "./actor/team-conflict";
import { FoeModel } from "./actor/foe";
import { SharedModel } from "./actor/shared";
import { StarshipModel } from "./actor/starship";
import { AssetModel } from "./item/asset";
import { DelveSiteModel, SiteAspectModel } from "./item/delve-site";
import { MoveModel } from "./item/move";
import { ProgressModel } from "./item/progress";

export {
  CharacterModel,
  FoeModel,
  SharedModel,
  StarshipModel,
  ForgedTiesCharacterModel,
  AugurCharacterModel,
  StrikeCharacterModel,
  ConflictModel,
  AssetModel,
  MoveModel,
  ProgressModel,
  DelveSiteModel,
  SiteAspectModel,
};

/** Trackable attributes by actor type, for `CONFIG.Actor.trackableAttributes`. */
export const TRACKABLE_ATTRIBUTES = {
  ...BASE_TRACKABLE_ATTRIBUTES,
  // Harm slots are not a bar: a harm needs a name, so it is marked from the sheet or a card.
  forgedTiesCharacter: { bar: ["bars.breaking", "bars.heart"], value: [] },
  augurCharacter: { bar: ["bars.harm", "bars.momentum"], value: [] },
  strikeCharacter: { bar: ["bars.actionPoints"], value: ["strikes"] },
  conflict: { bar: [], value: [] },
};

export const actorModels = {
  character: CharacterModel,
  shared: SharedModel,
  foe: FoeModel,
  starship: StarshipModel,
  forgedTiesCharacter: ForgedTiesCharacterModel,
  augurCharacter: AugurCharacterModel,
  strikeCharacter: StrikeCharacterModel,
  conflict: ConflictModel,
} as const;

export const itemModels = {
  asset: AssetModel,
  progress: ProgressModel,
  move: MoveModel,
  delveSite: DelveSiteModel,
  siteAspect: SiteAspectModel,
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
      forgedTiesCharacter: typeof ForgedTiesCharacterModel;
      augurCharacter: typeof AugurCharacterModel;
      strikeCharacter: typeof StrikeCharacterModel;
      conflict: typeof ConflictModel;
    };
    Item: {
      asset: typeof AssetModel;
      progress: typeof ProgressModel;
      move: typeof MoveModel;
      delveSite: typeof DelveSiteModel;
      siteAspect: typeof SiteAspectModel;
    };
  }
}

/**
 * The Vowforge Item: refuses an update with out-of-range values (a track's ticks, an asset meter)
 * with a clear message, before Foundry's cleaning could bring the value silently to a limit.
 */
import { guardedPreUpdate, guardedUpdate } from "../data/update-check";
import { pinClassName } from "../class-names";

export class VowforgeItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  override async update(
    data: Item.UpdateData | undefined,
    operation?: Item.Database.UpdateOperation,
  ): Promise<this | undefined> {
    return guardedUpdate(this, data, (settled) => super.update(settled, operation));
  }

  protected override async _preUpdate(
    changes: Item.UpdateData,
    options: Item.Database.PreUpdateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    return guardedPreUpdate(this, changes, () => super._preUpdate(changes, options, user));
  }
}
pinClassName(VowforgeItem, "VowforgeItem");

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Item: typeof VowforgeItem;
  }
  interface ConfiguredItem<SubType extends Item.SubType> {
    document: VowforgeItem<SubType>;
  }
}

/**
 * The Vowforge Item: refuses an update with out-of-range values (a track's ticks, an asset meter)
 * with a clear message, before Foundry's cleaning could bring the value silently to a limit.
 */
import { checkUpdate } from "../data/update-check";

export class VowforgeItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** Checked here, on the update as asked, since Foundry cleans (clamps) values before `_preUpdate`. */
  override async update(data: Item.UpdateData | undefined, operation?: Item.Database.UpdateOperation) {
    if (data && !checkUpdate(this, data)) return undefined;
    return super.update(data, operation);
  }

  /** Checked again for updates that reach the database another way (batches, embedded updates). */
  protected override async _preUpdate(
    changes: Item.UpdateData,
    options: Item.Database.PreUpdateOptions,
    user: User.Implementation,
  ) {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    if (!checkUpdate(this, changes)) return false;
    return undefined;
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Item: typeof VowforgeItem;
  }
  interface ConfiguredItem<SubType extends Item.SubType> {
    document: VowforgeItem<SubType>;
  }
}

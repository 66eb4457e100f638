/**
 * The Vowforge Actor: refuses an update with out-of-range values (or momentum above the character's
 * maximum) with a clear message, before Foundry's cleaning could bring the value silently to a limit.
 */
import { BAR_SOURCES } from "../data/actor/bars";
import { adjustMeter } from "../data/meters";
import { getPath } from "../paths";
import { guardedPreUpdate, guardedUpdate } from "../data/update-check";
import { tokenLinkDefaults } from "./token-link";
import { pinClassName } from "../class-names";

export class VowforgeActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  override async update(
    data: Actor.UpdateData | undefined,
    operation?: Actor.Database.UpdateOperation,
  ): Promise<this | undefined> {
    return guardedUpdate(this, data, (settled) => super.update(settled, operation));
  }

  /**
   * A token bar edited from the HUD: the bar is derived, so the change goes to the stored meter it
   * shows, held within its limits (momentum within -6..its current maximum).
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    if (!Object.hasOwn(BAR_SOURCES, attribute))
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const stored = BAR_SOURCES[attribute];
    const current = getPath(this.system, stored);
    const delta = isDelta ? value : value - (typeof current === "number" ? current : 0);
    await adjustMeter(this, stored, delta);
    return this;
  }

  /** A new character, shared actor, starship or conflict gets a linked prototype token (token-link.ts). */
  protected override async _preCreate(
    data: Actor.CreateData,
    options: Actor.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    const link = tokenLinkDefaults(this.type, data);
    if (link) this.updateSource(link);
  }

  protected override async _preUpdate(
    changes: Actor.UpdateData,
    options: Actor.Database.PreUpdateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    return guardedPreUpdate(this, changes, () => super._preUpdate(changes, options, user));
  }
}
pinClassName(VowforgeActor, "VowforgeActor");

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof VowforgeActor;
  }
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: VowforgeActor<SubType>;
  }
}

/**
 * A fake of Foundry's Actor / Item base classes, only as far as the update plumbing goes: `update`
 * records what reached the database and `_preUpdate` allows it. Install with
 * `installDocumentFakes()` before importing a document module (the classes extend these).
 */
import { vi } from "vitest";

export class FakeDocument {
  type: string;
  system: unknown;
  /** Updates that got through to the base class. */
  stored: unknown[] = [];
  /** Changes written to the source with `updateSource` (during `_preCreate`, before the document is stored). */
  sourceUpdates: unknown[] = [];

  constructor(type: string, system: unknown) {
    this.type = type;
    this.system = system;
  }

  // Foundry's update may resolve undefined (a refused or empty update), so the type says so.
  async update(data: unknown): Promise<this | undefined> {
    this.stored.push(data);
    return this;
  }

  /** The base class's token attribute edit: records the call. */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
    this.stored.push({ attribute, value, isDelta, isBar });
    return this;
  }

  protected async _preUpdate(_changes: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {
    return undefined;
  }

  /** Records a source change; Foundry applies it to the data about to be created (draw-steel's hero.mjs `_preCreate`). */
  updateSource(changes: unknown): unknown {
    this.sourceUpdates.push(changes);
    return changes;
  }

  protected async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {
    return undefined;
  }

  /** Runs the pre-create hook as the database would before storing a new document. */
  async preCreate(data: unknown): Promise<boolean | void> {
    return this._preCreate(data, {}, null);
  }

  /** Runs the pre-update hook as the database would before storing a batched update. */
  async preUpdate(changes: unknown): Promise<boolean | void> {
    return this._preUpdate(changes, {}, null);
  }
}

export function installDocumentFakes(): void {
  vi.stubGlobal("Actor", class Actor extends FakeDocument {});
  vi.stubGlobal("Item", class Item extends FakeDocument {});
}

/** A Vowforge document class as the tests build it: from a subtype and a system model. */
export type DocumentClass<T extends FakeDocument> = new (type: string, system: unknown) => T;

/**
 * The Vowforge Actor and Item classes, imported after the fake base classes they extend (these, or
 * the storing ones) are installed as globals.
 */
export async function importDocumentClasses<T extends FakeDocument = FakeDocument>(): Promise<{
  ActorClass: DocumentClass<T>;
  ItemClass: DocumentClass<T>;
}> {
  const [actor, item] = await Promise.all([
    import("../../src/documents/actor"),
    import("../../src/documents/item"),
  ]);
  return {
    ActorClass: actor.VowforgeActor as unknown as DocumentClass<T>,
    ItemClass: item.VowforgeItem as unknown as DocumentClass<T>,
  };
}

/**
 * A fake Actor (or Item) base class whose `update` stores the change in the document's system model, as
 * the database would: the change is cleaned and validated by the model (`updateSource`) and the model's joint check
 * (`validateJoint`) runs on the result; a refused change throws and leaves the model as it was.
 * Install with `installStoringActors()` (or `installStoringDocuments()`, for items too) before importing
 * the document modules (they extend the globals).
 */
import { vi } from "vitest";
import { flatten } from "../../src/paths";
import { type DataModel } from "./data-fields";
import { FakeDocument } from "./documents";

type JointModel = DataModel & { _source: Record<string, unknown> };

export class StoringActor extends FakeDocument {
  uuid: string | null = null;

  override async update(data: unknown): Promise<this> {
    this.stored.push(data);
    const model = this.system as JointModel;
    const changes = Object.fromEntries(
      Object.entries(flatten(data as Record<string, unknown>))
        .filter(([path]) => path.startsWith("system."))
        .map(([path, value]) => [path.slice("system.".length), value]),
    );
    const before = model.toObject();
    model.updateSource(changes);
    try {
      (model.constructor as { validateJoint?: (data: object) => void }).validateJoint?.(model.toObject());
    } catch (error) {
      model._source = before;
      model.reset();
      throw error;
    }
    return this;
  }
}

/** Installs the storing class as the global `Actor` (and the plain fake as `Item`). */
export function installStoringActors(): void {
  vi.stubGlobal("Actor", class Actor extends StoringActor {});
  vi.stubGlobal("Item", class Item extends FakeDocument {});
}

/** Installs storing classes as both globals `Actor` and `Item`. */
export function installStoringDocuments(): void {
  vi.stubGlobal("Actor", class Actor extends StoringActor {});
  vi.stubGlobal("Item", class Item extends StoringActor {});
}

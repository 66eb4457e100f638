/**
 * A fake Actor (or Item) base class whose `update` stores the change in the document's system model, as
 * the database would:
 * - the change is cleaned against the schema first (text cast to numbers, numbers held within their
 *   limits), and only then handed to `_preUpdate`, which may refuse it (false) or add to it; this is why
 *   VowforgeActor checks limits on the raw update in `update` (see src/data/range-guard.ts; dnd5e and
 *   draw-steel likewise read already-cleaned `changed` data in their `_preUpdate` overrides);
 * - values that would not change are dropped, and an update left with nothing to change resolves
 *   undefined without storing anything (updates are diffed against the source before they are sent:
 *   foundryvtt/foundryvtt#8503; no open-source file shows the undefined result, so this is the behaviour
 *   our code is written for and a real world must confirm);
 * - the model cleans and validates the stored result (`updateSource`) and the model's joint check
 *   (`validateJoint`) runs on it; a refused change throws and leaves the model as it was.
 * Install with `installStoringActors()` (or `installStoringDocuments()`, for items too) before importing
 * the document modules (they extend the globals).
 */
import { vi } from "vitest";
import { flatten, getPath, setPath } from "../../src/paths";
import { type DataModel } from "./data-fields";
import { FakeDocument } from "./documents";

type JointModel = DataModel & { _source: Record<string, unknown> };

interface CleaningField {
  clean?(value: unknown): unknown;
  fields?: Record<string, CleaningField>;
}

/** The schema field at a dotted path inside a model, if the path names one. */
function fieldAt(model: JointModel, path: string): CleaningField | null {
  let field: CleaningField | undefined = (model.constructor as unknown as { schema: CleaningField }).schema;
  for (const key of path.split(".")) {
    field = field?.fields?.[key];
    if (!field) return null;
  }
  return field ?? null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The system part of an update, as paths inside the model ("meters.health"). */
function systemChanges(data: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(flatten(data as Record<string, unknown>))
      .filter(([path]) => path.startsWith("system."))
      .map(([path, value]) => [path.slice("system.".length), value]),
  );
}

export class StoringActor extends FakeDocument {
  uuid: string | null = null;

  override async update(data: unknown): Promise<this | undefined> {
    this.stored.push(data);
    const model = this.system as JointModel;
    const cleaned: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(systemChanges(data))) {
      const field = fieldAt(model, path);
      cleaned[path] = field?.clean ? field.clean(value) : value;
    }
    const diff = Object.entries(cleaned).filter(([path, value]) => !same(getPath(model._source, path), value));
    if (diff.length === 0) return undefined;
    const changes: Record<string, unknown> = {};
    for (const [path, value] of diff) setPath(changes, `system.${path}`, value);
    if ((await this._preUpdate(changes, {}, null)) === false) return undefined;
    const before = model.toObject();
    model.updateSource(systemChanges(changes));
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

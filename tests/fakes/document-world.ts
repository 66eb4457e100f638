/**
 * The set-up every test of the actor and item update guards shares: Foundry's data fields and the
 * Vowforge models (`useDataModels`), the fake Actor and Item bases with our document classes on top
 * (`installDocumentFakes`, `importDocumentClasses`), and fresh `game.i18n` / `ui.notifications` fakes
 * before each test so each one reads only the notices it caused.
 */
import { beforeAll, beforeEach } from "vitest";
import type * as DataIndex from "../../src/data/index";
import { useDataModels } from "./data-fields";
import { importDocumentClasses, installDocumentFakes, type DocumentClass, type FakeDocument } from "./documents";
import { installUiFakes, type UiFakes } from "./foundry-ui";

export interface DocumentWorld {
  /** The data models' module, filled in before the first test runs. */
  readonly models: typeof DataIndex;
  /** Our Actor class on the fake base; set before the first test runs. */
  ActorClass: DocumentClass<FakeDocument>;
  /** Our Item class on the fake base; set before the first test runs. */
  ItemClass: DocumentClass<FakeDocument>;
  /** The notifications and translations of the running test. */
  ui: UiFakes;
}

/** For a test file: installs the fakes and returns the world they make, filled in by the test hooks. */
export function useDocumentWorld(): DocumentWorld {
  const world = { models: useDataModels() } as DocumentWorld;
  beforeAll(async () => {
    installDocumentFakes();
    const { ActorClass, ItemClass } = await importDocumentClasses();
    world.ActorClass = ActorClass;
    world.ItemClass = ItemClass;
  });
  beforeEach(() => {
    world.ui = installUiFakes();
  });
  return world;
}

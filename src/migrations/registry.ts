/**
 * The ordered list of migrations and the schema version they bring data to. A new schema change adds
 * a migration at the end with the next version number; the models accept the old shape in
 * `migrateData` as well, so old data reads correctly before the migration has stored it.
 */
import { characterShape } from "./001-character-shape";
import { moveRollConditions } from "./002-move-roll-conditions";
import { ruinAdvancesDue } from "./003-ruin-advances-due";
import { storedTokenBars } from "./004-stored-token-bars";
import { dataswornTypedIds } from "./005-datasworn-typed-ids";
import { playtestNames } from "./006-playtest-names";
import { characterClocks } from "./007-character-clocks";
import { shipHoldSupply } from "./008-ship-hold-supply";
import { conflictFlawsLearning } from "./009-conflict-flaws-learning";
import { moveEffects } from "./010-move-effects";
import { characterNextMove } from "./011-character-next-move";
import { moveAdds } from "./012-move-adds";
import { characterInControl } from "./013-character-in-control";
import { learnFromFailures } from "./014-learn-from-failures";
import { sojournPicks } from "./015-sojourn-picks";
import { additionalHarm } from "./016-additional-harm";
import { applyUpdate } from "./apply-update";
import { SCHEMA_VERSION } from "./schema-version";
import { type DocumentSource, type FlatUpdate, type Migration, type MigrationContext } from "./types";

export const MIGRATIONS: readonly Migration[] = [
  characterShape,
  moveRollConditions,
  ruinAdvancesDue,
  storedTokenBars,
  dataswornTypedIds,
  playtestNames,
  characterClocks,
  shipHoldSupply,
  conflictFlawsLearning,
  moveEffects,
  characterNextMove,
  moveAdds,
  characterInControl,
  learnFromFailures,
  sojournPicks,
  additionalHarm,
];

/** Throws unless versions are whole numbers, strictly increasing from 1. */
export function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = index === 0 ? 0 : migrations[index - 1].version;
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(
        `migration "${migration.description}" has version ${migration.version}, after ${previous}`,
      );
    }
  });
}

/** Throws unless the last migration brings data to `version` (the one schema-version.ts states). */
export function assertLatest(migrations: readonly Migration[], version: number): void {
  const last = migrations.at(-1)?.version ?? 0;
  if (last !== version) throw new Error(`the last migration has version ${last}, but SCHEMA_VERSION is ${version}`);
}

assertOrdered(MIGRATIONS);
assertLatest(MIGRATIONS, SCHEMA_VERSION);

/** Migrations still to run for data stored at `version`, oldest first. */
export function pendingMigrations(
  version: number,
  migrations: readonly Migration[] = MIGRATIONS,
): Migration[] {
  return migrations.filter((migration) => migration.version > version);
}

/**
 * The one update that brings `source` through every pending migration that applies to its
 * document type and subtype; `{}` when none changes anything. For an unlinked token's delta
 * (`context.delta`), the base actor's source goes through the same migrations step by step, so each
 * migration reads the base as the earlier ones left it.
 */
export function migrateSource(
  source: DocumentSource,
  documentName: string,
  pending: readonly Migration[],
  context: MigrationContext = {},
): FlatUpdate {
  let current = source;
  let base = context.delta?.base ?? null;
  const update: FlatUpdate = {};
  for (const migration of pending) {
    if (![migration.documentName].flat().includes(documentName as "Actor" | "Item")) continue;
    if (!migration.types.includes(String(current.type))) continue;
    const step = migration.migrate(current, context.delta ? { delta: { base } } : {});
    Object.assign(update, step);
    current = applyUpdate(current, step);
    if (base) base = applyUpdate(base, migration.migrate(base));
  }
  return update;
}

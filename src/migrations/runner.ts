/**
 * Brings stored data up to the current schema version. Runs on `ready`, for the active GM only, when
 * the world setting `vowforge.schemaVersion` is below the current version: world actors, world items,
 * the items embedded in actors, the unlinked token actors of scenes (what their ActorDelta overrides)
 * and the unlocked world compendium packs made for this system.
 *
 * A migration reads the data as stored, never a document's `toObject()`: a document Foundry has built
 * has been through its model's `migrateData`, which already reshaped old data and dropped what the
 * migration keeps in flags (dnd5e's module/migration.mjs says as much: `pack.getDocuments()` "requesting
 * server-side data model migration and get the migrated content", and it reads `game.data.actors` for
 * the stored source when a document cannot be built). So world documents are read from `game.data`,
 * pack documents from the pack's index (the server's stored fields; the system's data models run only
 * in the browser) and token deltas from the stored scenes' tokens.
 *
 * Each document is migrated on its own: one that fails is reported (console and a notification that
 * stays) and the rest carry on. The setting moves to the new version only when every document
 * succeeded, so a failed one is tried again next time; its stored data is never changed by a failure.
 */
import { SETTINGS } from "../settings";
import { SYSTEM_ID } from "../constants";
import { forFoundry, isEmptyUpdate } from "./apply-update";
import { migrateSource, pendingMigrations } from "./registry";
import { SCHEMA_VERSION } from "./schema-version";
import { type DocumentSource, type FlatUpdate, type Migration, type MigrationContext } from "./types";

/** What the runner needs of an Actor or Item. */
export interface MigrationDocument {
  id: string | null;
  name: string | null;
  documentName: string;
  type: string;
  toObject(): object;
  update(data: FlatUpdate, operation: { diff: boolean; render: boolean }): Promise<unknown>;
  items?: Iterable<MigrationDocument>;
}

/** What the runner needs of a compendium pack. */
export interface MigrationPack {
  collection: string;
  documentName: string;
  locked: boolean;
  metadata: { packageType: string; system?: string };
  getDocuments(): Promise<Iterable<MigrationDocument>>;
  /** The pack's documents as stored, by `_id` (with their `system` and `flags`), when the pack can give them. */
  getRawSources?(): Promise<readonly unknown[]>;
}

/** What the runner needs of a token placed in a scene. */
export interface MigrationToken {
  id: string | null;
  actorLink: boolean;
  /** The token's actor: for an unlinked token, the synthetic actor that writes into its ActorDelta. */
  actor: MigrationDocument | null;
}

/** What the runner needs of a scene. */
export interface MigrationScene {
  id: string | null;
  name: string | null;
  tokens: Iterable<MigrationToken>;
}

/** One document to migrate, with the stored source to migrate from. */
interface Target {
  document: MigrationDocument;
  source: DocumentSource;
  where: string;
  /** For an unlinked token's delta: the delta and the stored source of its actor. */
  context?: MigrationContext;
}

export interface MigrationFailure {
  where: string;
  name: string;
  id: string;
  error: string;
}

export interface MigrationReport {
  from: number;
  to: number;
  total: number;
  updated: number;
  failed: MigrationFailure[];
}

type RawSource = Record<string, unknown>;

function rawIndex(raw: readonly unknown[] | undefined): Map<string, RawSource> {
  const index = new Map<string, RawSource>();
  for (const entry of raw ?? []) {
    if (typeof entry === "object" && entry !== null && "_id" in entry) {
      index.set(String(entry._id), entry as RawSource);
    }
  }
  return index;
}

/**
 * The stored source of a document: the raw world data when the world still holds it, else what the
 * document itself reports.
 */
function sourceOf(document: MigrationDocument, raw: RawSource | undefined): DocumentSource {
  return structuredClone((raw ?? document.toObject()) as DocumentSource);
}

function collectDocument(
  targets: Target[],
  document: MigrationDocument,
  raw: RawSource | undefined,
  where: string,
): void {
  targets.push({ document, source: sourceOf(document, raw), where });
  const rawItems = rawIndex(Array.isArray(raw?.items) ? raw.items : undefined);
  for (const item of document.items ?? []) {
    targets.push({ document: item, source: sourceOf(item, rawItems.get(String(item.id))), where });
  }
}

/** The world's sources of documents to migrate. */
export interface MigrationWorld {
  actors: Iterable<MigrationDocument>;
  items: Iterable<MigrationDocument>;
  packs: Iterable<MigrationPack>;
  /** Raw stored data of world actors and items, when available. */
  rawActors?: readonly unknown[];
  rawItems?: readonly unknown[];
  /** Scenes, whose unlinked tokens' deltas are migrated, and their raw stored data. */
  scenes?: Iterable<MigrationScene>;
  rawScenes?: readonly unknown[];
}

/** Whether a pack is one the runner may write: a world pack for this system, of actors or items, unlocked. */
export function isMigratablePack(pack: MigrationPack): boolean {
  return (
    pack.metadata.packageType === "world" &&
    (pack.metadata.system === undefined || pack.metadata.system === SYSTEM_ID) &&
    (pack.documentName === "Actor" || pack.documentName === "Item") &&
    !pack.locked
  );
}

async function collectTargets(world: MigrationWorld): Promise<Target[]> {
  const targets: Target[] = [];
  const rawActors = rawIndex(world.rawActors);
  const rawItems = rawIndex(world.rawItems);
  for (const actor of world.actors) collectDocument(targets, actor, rawActors.get(String(actor.id)), "world");
  for (const item of world.items) collectDocument(targets, item, rawItems.get(String(item.id)), "world");
  collectTokenDeltas(targets, world, rawActors);
  for (const pack of world.packs) {
    if (!isMigratablePack(pack)) continue;
    const raw = rawIndex(pack.getRawSources ? await pack.getRawSources() : undefined);
    for (const document of await pack.getDocuments())
      collectDocument(targets, document, raw.get(String(document.id)), pack.collection);
  }
  return targets;
}

/**
 * The unlinked tokens' actors, migrated from what their stored delta overrides: the delta's `system`
 * and `flags` with the actor's type, and the items the delta holds. Updating the synthetic actor (or
 * one of its items) writes into the delta, as dnd5e's migration does (`token.actor.update`). A token
 * whose stored delta overrides nothing is left alone: it shows its base actor, migrated on its own.
 * The migrations are told the source is a delta and given the stored source of the token's actor (the
 * synthetic actor shares its base actor's id), so they read what the token shows and write only what
 * the delta's own values call for (types.ts `MigrationContext`).
 */
function collectTokenDeltas(targets: Target[], world: MigrationWorld, rawActors: Map<string, RawSource>): void {
  const rawScenes = rawIndex(world.rawScenes);
  for (const scene of world.scenes ?? []) {
    const rawTokens = rawIndex(asArray(rawScenes.get(String(scene.id))?.tokens));
    for (const token of scene.tokens) {
      if (token.actorLink || !token.actor) continue;
      const delta = rawTokens.get(String(token.id))?.delta;
      if (typeof delta !== "object" || delta === null) continue;
      const stored = delta as RawSource;
      const where = `${scene.name ?? scene.id ?? ""} / ${token.actor.name ?? ""}`;
      if (isNonEmptyObject(stored.system)) {
        const source = {
          _id: token.actor.id,
          type: token.actor.type,
          system: stored.system,
          flags: stored.flags ?? {},
        };
        const base = rawActors.get(String(token.actor.id));
        const context = { delta: { base: base ? (structuredClone(base) as DocumentSource) : null } };
        targets.push({ document: token.actor, source: structuredClone(source) as DocumentSource, where, context });
      }
      const rawItems = rawIndex(asArray(stored.items));
      for (const item of token.actor.items ?? []) {
        const raw = rawItems.get(String(item.id));
        if (raw) targets.push({ document: item, source: structuredClone(raw) as DocumentSource, where });
      }
    }
  }
}

function asArray(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

function isNonEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Migrates every document of `world` through `pending`; never throws for a single document. */
/** A v13 progress notification: its bar moves with update({ pct }), pct from 0 to 1. */
interface ProgressNotification {
  update?(data: { pct: number }): void;
}

export async function runMigrations(
  world: MigrationWorld,
  pending: readonly Migration[],
  from: number,
): Promise<MigrationReport> {
  const to = pending.at(-1)?.version ?? from;
  const targets = await collectTargets(world);
  const report: MigrationReport = { from, to, total: targets.length, updated: 0, failed: [] };
  if (targets.length === 0) return report;
  const i18n = game.i18n;
  const progress = ui.notifications.info(i18n.format("VOWFORGE.Migration.Started", { version: String(to) }), {
    progress: true,
  });
  let done = 0;
  for (const { document, source, where, context } of targets) {
    try {
      const update = migrateSource(source, document.documentName, pending, context);
      if (!isEmptyUpdate(update)) {
        const result = await document.update(forFoundry(update), { diff: false, render: false });
        if (result === undefined) throw new Error(i18n.localize("VOWFORGE.Migration.Refused"));
        report.updated += 1;
      }
    } catch (error) {
      const failure = { where, name: document.name ?? "", id: document.id ?? "", error: message(error) };
      report.failed.push(failure);
      console.error(`${SYSTEM_ID} | migration of ${document.documentName} ${failure.id} failed`, error);
      ui.notifications.error(
        i18n.format("VOWFORGE.Migration.DocumentFailed", { ...failure, type: document.documentName }),
        {
          permanent: true,
        },
      );
    }
    done += 1;
    (progress as unknown as ProgressNotification).update?.({ pct: done / targets.length });
  }
  ui.notifications.remove(progress);
  if (report.failed.length === 0) {
    ui.notifications.info(
      i18n.format("VOWFORGE.Migration.Finished", { version: String(to), count: String(report.updated) }),
    );
  } else {
    ui.notifications.error(
      i18n.format("VOWFORGE.Migration.FinishedWithErrors", {
        version: String(to),
        failed: String(report.failed.length),
      }),
      { permanent: true },
    );
  }
  return report;
}

type CompendiumDocument = Awaited<ReturnType<CompendiumCollection.Any["getDocuments"]>>[number];

function isActorOrItem(document: CompendiumDocument): document is Actor.Implementation | Item.Implementation {
  return document.documentName === "Actor" || document.documentName === "Item";
}

/** A Foundry compendium pack seen as the runner needs it (its actors and items only). */
function packView(pack: CompendiumCollection.Any): MigrationPack {
  return {
    collection: pack.collection,
    documentName: pack.documentName,
    locked: pack.locked,
    metadata: { packageType: pack.metadata.packageType, system: pack.metadata.system },
    getDocuments: async () => (await pack.getDocuments()).filter(isActorOrItem),
    // The index holds the fields the server stores, before any data model read them.
    // The types list the fields every document kind shares; `system` is a field of Actor and Item, which
    // are the only packs the runner reads (isMigratablePack), so the index is asked through a wider view.
    getRawSources: async () =>
      Array.from(await (pack as unknown as IndexedPack).getIndex({ fields: RAW_PACK_FIELDS })),
  };
}

/** A pack's index, asked for any stored field. */
interface IndexedPack {
  getIndex(options: { fields: string[] }): Promise<Iterable<unknown>>;
}

/** The stored fields a migration reads of a pack document (beside `_id`, `name` and `type`, always indexed). */
const RAW_PACK_FIELDS = ["system", "flags"];

/** A scene seen as the runner needs it: its tokens, each with its (synthetic, when unlinked) actor. */
function sceneView(scene: Scene.Implementation): MigrationScene {
  return {
    id: scene.id,
    name: scene.name,
    tokens: Array.from(scene.tokens, (token) => ({
      id: token.id,
      actorLink: token.actorLink,
      actor: token.actor,
    })),
  };
}

/** The world as Foundry holds it. */
function foundryWorld(): MigrationWorld {
  return {
    actors: game.actors,
    items: game.items,
    packs: Array.from(game.packs, packView),
    rawActors: game.data.actors,
    rawItems: game.data.items,
    scenes: Array.from(game.scenes, sceneView),
    rawScenes: game.data.scenes,
  };
}

/**
 * The `ready` entry point: for the active GM, runs the pending migrations and, when all succeeded,
 * stores the new schema version. Returns the report, or null when there was nothing to do.
 */
export async function migrateWorld(world: MigrationWorld = foundryWorld()): Promise<MigrationReport | null> {
  if (!game.user.isActiveGM) return null;
  const from = game.settings.get(SYSTEM_ID, SETTINGS.schemaVersion) ?? 0;
  const pending = pendingMigrations(from);
  if (pending.length === 0) return null;
  const report = await runMigrations(world, pending, from);
  if (report.failed.length === 0) await game.settings.set(SYSTEM_ID, SETTINGS.schemaVersion, SCHEMA_VERSION);
  return report;
}

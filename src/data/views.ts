/**
 * Typed views of actor and item data, derived from the data models (through the types package's
 * per-subtype system type, which data/index.ts registers). Types only, importing nothing, so the data
 * models themselves may read their own data through them without an import cycle.
 */
/** The schema a data model class was declared with (its fields, as `defineSchema` returns them). */
type SchemaOf<M> = M extends foundry.abstract.TypeDataModel<infer S, infer _P, infer _B, infer _D> ? S : never;

/** The values a data model class declares as derived (set by `prepareDerivedData`, never stored). */
type DerivedOf<M> = M extends foundry.abstract.TypeDataModel<infer _S, infer _P, infer _B, infer D> ? D : never;

/**
 * The data of a model instance: its schema fields and its derived values, as the model types them, and
 * none of the DataModel's methods, so a plain object (the playground's, a test's) can stand for it.
 */
type DataOf<M> = Pick<M, Extract<keyof SchemaOf<M> | keyof DerivedOf<M>, keyof M>>;

/**
 * An actor subtype's system data as its data model types it (schema fields and derived values). The
 * types package's own per-subtype type (`Actor.SystemOfType`, from the models registered in
 * data/index.ts) is the model instance itself, so the fields are the model's; only the methods go.
 */
export type ActorData<T extends Actor.SubType> = DataOf<Actor.SystemOfType<T>>;

/** An item subtype's system data as its data model types it (schema fields and derived values). */
export type ItemData<T extends Item.SubType> = DataOf<Item.SystemOfType<T>>;

/** A document's `type` and the system data that type holds, one member per subtype. */
export type ActorOf<T extends Actor.SubType = Actor.SubType> = { [K in T]: { type: K; system: ActorData<K> } }[T];

/** An item's `type` and the system data that type holds, one member per subtype. */
export type ItemOf<T extends Item.SubType = Item.SubType> = { [K in T]: { type: K; system: ItemData<K> } }[T];

/** An item narrowed by its subtype: `type` says which data `system` holds. */
export type ItemView<T extends Item.SubType = Item.SubType> = ItemOf<T> & { uuid: string; name: string };


/**
 * Data as a plain object may hold it (the playground's samples, a test's, data the sheets read before
 * Foundry has prepared it): any field may be missing, so readers keep their defaults, but every field
 * present has the model's type, so a renamed field fails the type check where it is read.
 */
export type PartialData<T> = T extends readonly (infer E)[]
  ? readonly PartialData<E>[]
  : T extends object
    ? { [K in keyof T]?: PartialData<T[K]> }
    : T;

/** An actor subtype's data as a plain object may hold it (see PartialData). */
export type PartialActorData<T extends Actor.SubType> = PartialData<ActorData<T>>;

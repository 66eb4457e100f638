/**
 * Loading a chunk of the runtime script on demand (rollup.config.mjs's CHUNKS): code only some users
 * run is fetched the first time it is needed. A chunk that cannot be loaded (an incomplete install, a
 * lost connection) is logged to the console and told to the user in their language; the caller then
 * does nothing, so nothing is written. A chunk a press is likely to need soon may be fetched ahead of
 * it (`fetchAheadOnce`).
 */
import { SYSTEM_ID } from "./constants";
import { localize } from "./locale";

export interface OnDemandFailure {
  /** What could not be loaded, for the console: "the <what> could not be loaded". */
  what: string;
  /** The i18n key of the message the user is shown. */
  messageKey: string;
  /** Whether the message stays until dismissed (Foundry's notification option). */
  permanent?: boolean;
}

/** The chunk `load` imports, or null after telling the console and the user it could not be loaded. */
export async function loadOnDemand<T>(load: () => Promise<T>, failure: OnDemandFailure): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`${SYSTEM_ID} | the ${failure.what} could not be loaded`, error);
    ui.notifications?.error(localize(failure.messageKey), failure.permanent ? { permanent: true } : undefined);
    return null;
  }
}

/**
 * The chunk `load` imports, for a caller that cannot go on without it (a sheet drawing its contents):
 * when it cannot be loaded, the console and the user are told as by `loadOnDemand`, and the returned
 * promise rejects with the message the user was shown.
 */
export async function loadRequired<T>(load: () => Promise<T>, failure: OnDemandFailure): Promise<T> {
  const chunk = await loadOnDemand(load, failure);
  if (chunk === null) throw new Error(localize(failure.messageKey));
  return chunk;
}

/**
 * Starts fetching a chunk ahead of its first use: the first call of the returned function calls `load`
 * without waiting for it, later calls do nothing. Only the chunk's own module is evaluated; nothing of
 * it is called. A failure is silent here: the loader that needs the chunk (`loadOnDemand`) asks again
 * and reports it then. Asking again is safe: an `import()` of a specifier already loaded gives the same
 * module (ECMA-262, HostLoadImportedModule: the same referrer and specifier give the same module
 * record), and one asked for while its fetch is under way waits for that one fetch (the HTML module
 * map; whatwg/html pull request 10327 keeps parallel imports of one URL to one fetch). dnd5e and
 * draw-steel start a fetch at start-up without waiting for it in the same way, for their templates
 * (dnd5e.mjs `utils.preloadHandlebarsTemplates()`, draw-steel.mjs `loadTemplates(templates)` in `init`).
 */
export function fetchAheadOnce(load: () => Promise<unknown>): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    load().catch(() => undefined);
  };
}

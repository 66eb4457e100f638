/**
 * Loading a chunk of the runtime script on demand (rollup.config.mjs's CHUNKS): code only some users
 * run is fetched the first time it is needed. A chunk that cannot be loaded (an incomplete install, a
 * lost connection) is logged to the console and told to the user in their language; the caller then
 * does nothing, so nothing is written.
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

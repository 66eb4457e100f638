/** Reading a move's progress key as one of the progress item's kinds (data/item/progress-track.ts). */
import { PROGRESS_KINDS, type ProgressKind } from "../../../data/item/progress-track";

/** The kind a move's progress key names ("vow", "scene_challenge", ...), or null for none. */
export function kindOfKey(key: string): ProgressKind | null {
  const camel = key.replace(/[_-](\w)/g, (_, c: string) => c.toUpperCase());
  if (camel === "scene") return "sceneChallenge";
  return PROGRESS_KINDS.find((k) => k === camel) ?? null;
}

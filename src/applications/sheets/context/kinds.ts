/**
 * The progress kinds of the progress item, in sheet order (vows first). Kept here rather than imported
 * from the data model, whose module needs Foundry loaded; the type ties the two lists together.
 */
import { type ProgressKind } from "../../../data/item/progress";

export const PROGRESS_KINDS = [
  "vow",
  "journey",
  "expedition",
  "connection",
  "combat",
  "delve",
  "sceneChallenge",
  "other",
] as const satisfies readonly ProgressKind[];

export type { ProgressKind };

/** The kind a move's progress key names ("vow", "scene_challenge", ...), or null for none. */
export function kindOfKey(key: string): ProgressKind | null {
  const camel = key.replace(/[_-](\w)/g, (_, c: string) => c.toUpperCase());
  if (camel === "scene") return "sceneChallenge";
  return PROGRESS_KINDS.find((k) => k === camel) ?? null;
}

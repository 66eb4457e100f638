/** Types of our own content generator (plain JavaScript). */
import type { GeneratedPack } from "../build.mjs";

export function generateOwnDocuments(options?: {
  /** Folder of the content sources (default packs/content). */
  contentDir?: string;
}): Promise<{ packs: GeneratedPack[]; files: number; entries: number }>;

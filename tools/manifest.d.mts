export interface SystemManifest {
  [key: string]: unknown;
}
export const VERSION: RegExp;
export function repositoryUrl(pkg: { repository?: string | { url?: string } }): string;
export function manifestFor(
  system: SystemManifest,
  pkg: { version: string; repository?: string | { url?: string } },
): SystemManifest & { version: string; url: string; bugs: string; readme: string; changelog: string; manifest: string; download: string };
export function mediaFileOf(url: unknown, id?: string): string | null;
export function mediaFiles(system: { id?: string; media?: Array<{ url?: string; thumbnail?: string }> }): string[];

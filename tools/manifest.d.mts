export interface SystemManifest {
  [key: string]: unknown;
}
export const VERSION: RegExp;
export function repositoryUrl(pkg: { repository?: string | { url?: string } }): string;
export function manifestFor(
  system: SystemManifest,
  pkg: { version: string; repository?: string | { url?: string } },
): SystemManifest & { version: string; url: string; manifest: string; download: string };

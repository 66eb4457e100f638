export interface SystemManifest {
  [key: string]: unknown;
}
export function manifestFor(
  system: SystemManifest,
  pkg: { version: string; repository?: string | { url?: string } },
): SystemManifest & { version: string; url: string; manifest: string; download: string };

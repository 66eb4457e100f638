/** Types of the release steps (the script itself is plain JavaScript). */
export function versionOfTag(tag: string): string;
export function checkTag(tag: string, pkg: { version: string }): string;
export function releaseNotes(changelog: string, version: string): string;
export function chunkImports(code: string): string[];
export function releaseAssets(
  dir: string,
  pkg: { version: string; repository?: string | { url?: string } },
  sourceSystem: Record<string, unknown>,
): Promise<string[]>;

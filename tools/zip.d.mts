/** Types of the zip helpers (the helpers themselves are plain JavaScript). */
export function releaseFiles(file: string): boolean;
export function readZip(zipPath: string): Promise<Record<string, Uint8Array>>;
export function listZip(zipPath: string): Promise<string[]>;
export function zipDirectory(
  dir: string,
  zipPath: string,
  options?: { filter?: (file: string) => boolean },
): Promise<string[]>;
export const STATIC_FOLDERS: string[];

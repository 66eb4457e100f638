/** The system id, as in system.json; also the settings and flags namespace. */
export const SYSTEM_ID = "vowforge";

/** Path of a file inside the installed system folder. */
export function systemPath(file: string): string {
  return `systems/${SYSTEM_ID}/${file}`;
}

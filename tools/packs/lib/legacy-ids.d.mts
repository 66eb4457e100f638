/** Types of the typed-id helpers (plain JavaScript). */
export const ID_MAP_PACKAGES: string[];
export function untypedForm(typedId: string): string | null;
export function readIdMap(pkg: string): Record<string, string>;
export function forwardIdMap(): Record<string, string>;
export function reverseIdMap(forward?: Record<string, string>): Map<string, string>;
export function documentKey(typedId: string): string;

export interface FoundryVersion {
  generation: number;
  build: number | null;
  version: string;
}
export const APP_CANDIDATES: readonly string[];
export const MAIN_NAMES: readonly string[];
export const SUPPORTED_GENERATIONS: readonly number[];
export function locateApp(
  exists: (relativePath: string) => boolean,
): { appDir: string; main: string; packageJson: string } | null;
export function foundryVersionOf(pkg: unknown): FoundryVersion;
export function assertSupported(version: FoundryVersion): void;
export const MIN_NODE: Readonly<Record<number, number>>;
export function nodeProblem(
  foundry: { generation: number; version: string },
  nodeVersion: string,
): string | null;

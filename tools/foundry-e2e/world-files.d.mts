export const WORLD_ID: string;
export const WORLD_TITLE: string;
export const SYSTEM_SETTINGS: Readonly<{ schemaVersion: string; worldClocks: string }>;
export const RULESET_SETTING_KEYS: Readonly<Record<string, string>>;
export const E2E_USERS: Readonly<Record<"gm" | "owner" | "other", { name: string; role: number }>>;
export interface FoundryOptions {
  dataPath: string;
  port: number;
  upnp: false;
  world: string | null;
  [key: string]: unknown;
}
export function optionsJson(input: { dataPath: string; port: number; world?: string | null }): FoundryOptions;
export interface WorldManifest {
  id: string;
  title: string;
  system: string;
  systemVersion: string;
  coreVersion: string;
  compatibility: { minimum: string; verified: string };
  [key: string]: unknown;
}
export function worldJson(input: {
  id?: string;
  title?: string;
  system: { id: string; version: string };
  coreVersion: string;
}): WorldManifest;
export function rulesetSettings(
  systemId: string,
  rulesets: readonly string[],
): Array<{ namespace: string; key: string; id: string; value: true }>;

/**
 * A fake of `game.settings` for world settings: `register` keeps each setting's config, `get` returns the
 * stored value (else the default, as a copy), `set` stores a copy and runs the setting's `onChange` with
 * the new value. Foundry runs a world setting's onChange on every connected client when it is saved; the
 * Global Progress Clocks module relies on it (github.com/CarlosFdez/global-progress-clocks,
 * module/settings/index.mjs: its "activeClocks" world setting refreshes the panel in onChange). `set`
 * is refused for a user who is not a GM (`isGM` false), as only a GM may write world settings; that
 * module asks the active GM instead when the user lacks SETTINGS_MODIFY (module/database.mjs `update`).
 */
export interface FakeSettingConfig {
  default?: unknown;
  scope?: string;
  onChange?: (value: unknown) => void;
}

export interface FakeSettings {
  register(namespace: string, key: string, config: FakeSettingConfig): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
  /** Every value written, in order, by "namespace.key". */
  readonly writes: Array<{ key: string; value: unknown }>;
  /** Whether this user may write world settings. */
  isGM: boolean;
}

export function fakeSettings(isGM = true): FakeSettings {
  const configs = new Map<string, FakeSettingConfig>();
  const values = new Map<string, unknown>();
  const writes: Array<{ key: string; value: unknown }> = [];
  return {
    writes,
    isGM,
    register(namespace, key, config) {
      configs.set(`${namespace}.${key}`, config);
    },
    get(namespace, key) {
      const id = `${namespace}.${key}`;
      if (!configs.has(id)) throw new Error(`setting ${id} is not registered`);
      return structuredClone(values.has(id) ? values.get(id) : configs.get(id)?.default);
    },
    async set(namespace, key, value) {
      const id = `${namespace}.${key}`;
      const config = configs.get(id);
      if (!config) throw new Error(`setting ${id} is not registered`);
      if (config.scope === "world" && !this.isGM) throw new Error(`user may not write ${id}`);
      await Promise.resolve();
      values.set(id, structuredClone(value));
      writes.push({ key: id, value: structuredClone(value) });
      config.onChange?.(structuredClone(value));
      return value;
    },
  };
}

/**
 * A stand-in for Foundry's `game` and the documents card actions touch: users, a message collection,
 * actors and items found by UUID (with owners and recorded updates), settings, i18n and the socket.
 */

export interface FakeUser {
  id: string;
  name: string;
  isGM: boolean;
  isActiveGM: boolean;
}

export function fakeUser(id: string, isGM = false, isActiveGM = isGM): FakeUser {
  return { id, name: id, isGM, isActiveGM };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** An actor or item: its `system`, who owns it, its subtype, and every update it received. */
export class FakeDocument {
  readonly updates: Record<string, unknown>[] = [];
  constructor(
    readonly uuid: string,
    public system: Record<string, unknown>,
    readonly owners: string[] = [],
    public name = uuid,
    readonly type = "character",
  ) {}

  testUserPermission(user: { id: string }, level: string): boolean {
    return level === "OWNER" && this.owners.includes(user.id);
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    await Promise.resolve();
    this.updates.push(changes);
    const root: Record<string, unknown> = { system: this.system };
    for (const [path, value] of Object.entries(changes)) setPath(root, path, value);
    this.system = root.system as Record<string, unknown>;
    return this;
  }
}

/** What was sent on the socket. */
export class FakeSocket {
  readonly sent: Array<{ name: string; data: unknown }> = [];
  readonly listeners: Array<{ name: string; fn: (data: unknown, senderId: string) => void }> = [];
  emit(name: string, data: unknown): void {
    this.sent.push({ name, data: structuredClone(data) });
  }
  on(name: string, fn: (data: unknown, senderId: string) => void): void {
    this.listeners.push({ name, fn });
  }
}

export interface FakeGameOptions {
  user: FakeUser;
  users: FakeUser[];
  documents?: FakeDocument[];
  messages?: Map<string, unknown>;
  rollMode?: string;
  /**
   * The Foundry generation (13 by default). On 14 the chat box's mode is `core.messageMode` under v14's
   * names and the old `core.rollMode` is gone (dnd5e#6958, SR5-FoundryVTT#1916): read here as null.
   */
  generation?: 13 | 14;
  socket?: FakeSocket;
  /** Keys i18n knows (others are returned as they are and `has` is false). */
  strings?: Record<string, string>;
}

export function fakeGame(options: FakeGameOptions) {
  const strings = options.strings ?? {};
  const format = (key: string, data: Record<string, string> = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? `{${name}}`);
  const generation = options.generation ?? 13;
  const core: Record<string, unknown> =
    generation === 14
      ? { messageMode: options.rollMode ?? "public", rollMode: null }
      : { rollMode: options.rollMode ?? "publicroll" };
  return {
    release: { generation },
    user: options.user,
    userId: options.user.id,
    users: {
      get: (id: string) => options.users.find((u) => u.id === id),
      get activeGM() {
        return options.users.find((u) => u.isActiveGM) ?? null;
      },
      filter: (fn: (u: FakeUser) => boolean) => options.users.filter(fn),
      contents: options.users,
    },
    messages: options.messages ?? new Map<string, unknown>(),
    settings: {
      get: (ns: string, key: string) => (ns === "core" ? core[key] : undefined),
    },
    i18n: { localize: (key: string) => strings[key] ?? key, format, has: (key: string) => key in strings },
    socket: options.socket ?? new FakeSocket(),
  };
}

/**
 * Ids handed out by every fake `randomID`: Foundry's are random strings of the kind document ids are
 * made of (dnd5e's module/data/activity/base-activity.mjs gives a DocumentIdField `randomID()` as its
 * initial value), so two never repeat within a session; counting across the whole test file keeps that
 * true when a file builds several worlds (the GM's client answers a request id once, src/cards/socket.ts).
 */
let nextId = 0;

/** `foundry.utils` of the fake: UUID lookup among the given documents, and ids. */
export function fakeUtils(documents: FakeDocument[]) {
  return {
    fromUuid: async (uuid: string) => documents.find((d) => d.uuid === uuid) ?? null,
    randomID: () => `id${String(++nextId).padStart(14, "0")}`,
  };
}

/** `ui.notifications` of the fake, recording what the user was told. */
export function fakeNotifications() {
  const shown: Array<{ level: string; text: string }> = [];
  return {
    shown,
    error: (text: string) => void shown.push({ level: "error", text }),
    warn: (text: string) => void shown.push({ level: "warn", text }),
    info: (text: string) => void shown.push({ level: "info", text }),
  };
}

/**
 * A stand-in for Foundry's ChatMessage as the roll cards use it: create, the roll modes (whisper and
 * blind recorded on the message data the way Foundry's applyRollMode sets them), update, permissions.
 */
import { FakeRoll } from "./dice";

type Data = Record<string, unknown>;

interface FakeGameView {
  user: { id: string };
  users: { filter(fn: (u: { id: string; isGM: boolean }) => boolean): Array<{ id: string }> };
  messages: Map<string, unknown>;
}

function game(): FakeGameView {
  return (globalThis as unknown as { game: FakeGameView }).game;
}

function isPlainObject(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Foundry-style merge of an update: objects merge, everything else (arrays included) is replaced. */
function merge(target: Data, changes: Data): Data {
  const out: Data = { ...target };
  for (const [key, value] of Object.entries(changes)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? merge(out[key] as Data, value) : structuredClone(value);
  }
  return out;
}

/**
 * A rendered chat message's element, as far as the card's drawing uses it (no DOM in Node): its
 * `.message-content`, which the drawing fills, and no buttons to wire.
 */
export function renderedElement() {
  const content = { innerHTML: "", textContent: null as string | null };
  return {
    content,
    querySelector: (selector: string) => (selector === ".message-content" ? content : null),
    querySelectorAll: (_selector: "button") => [],
  };
}

export class FakeChatMessage {
  static created: FakeChatMessage[] = [];
  static nextId = 0;

  id: string;
  type: string;
  system: Data;
  author: { id: string };
  whisper: string[];
  blind: boolean;
  content: string;
  speaker: unknown;
  sound: unknown;
  rollData: string[];
  /** The message's flags (a clock card keeps its state in flags.vowforge.clock). */
  flags: Data;
  readonly updates: Data[] = [];

  constructor(data: Data) {
    this.id = `msg${++FakeChatMessage.nextId}`;
    this.type = String(data.type ?? "base");
    this.system = structuredClone((data.system as Data) ?? {});
    this.author = { id: String(data.author ?? game().user.id) };
    this.whisper = [...((data.whisper as string[]) ?? [])];
    this.blind = data.blind === true;
    this.content = String(data.content ?? "");
    this.speaker = data.speaker;
    this.sound = data.sound;
    this.rollData = [...((data.rolls as string[]) ?? [])];
    this.flags = structuredClone((data.flags as Data) ?? {});
  }

  /**
   * Foundry's pre-create step, run on the creating client before the data is sent: the base resolves
   * undefined (the creation goes ahead), and a subclass stops it by returning false (draw-steel's
   * src/module/data/item/base-item.mjs and data/effect/base.mjs call `super._preCreate` and return
   * false to refuse).
   */
  async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | void> {
    return undefined;
  }

  get rolls(): FakeRoll[] {
    return this.rollData.map((json) => FakeRoll.fromData(JSON.parse(json)));
  }

  get isContentVisible(): boolean {
    if (this.blind) return false;
    return this.whisper.length === 0 || this.whisper.includes(game().user.id) || this.author.id === game().user.id;
  }

  canUserModify(user: { id: string; isGM: boolean }, action: string): boolean {
    return action === "update" && (user.isGM || user.id === this.author.id);
  }

  async update(changes: Data): Promise<this> {
    await Promise.resolve();
    this.updates.push(structuredClone(changes));
    if (changes.system) this.system = merge(this.system, changes.system as Data);
    if (changes.rolls) this.rollData = [...(changes.rolls as string[])];
    return this;
  }

  /** As Foundry: the given actor speaks (by its name), else the user. */
  static getSpeaker(options: { actor?: { name?: string; uuid?: string } } = {}): Data {
    const actor = options.actor;
    return actor ? { alias: actor.name ?? "", actor: actor.uuid ?? null } : { alias: "Speaker" };
  }

  /** As Foundry: private GM and blind rolls whisper the GMs (blind hides them from the roller), self whispers the roller. */
  static applyRollMode(data: Data, mode: string): Data {
    FakeChatMessage.legacyModeCalls++;
    const gms = () => game().users.filter((u) => u.isGM).map((u) => u.id);
    if (mode === "gmroll") data.whisper = gms();
    else if (mode === "blindroll") {
      data.whisper = gms();
      data.blind = true;
    } else if (mode === "selfroll") data.whisper = [game().user.id];
    else if (mode === "publicroll") data.whisper = [];
    return data;
  }

  /** Calls of the v13 method, which v14 keeps only as a deprecated alias (Foundry_WoD20#1396). */
  static legacyModeCalls = 0;

  /**
   * v14's applyMode: the same four visibilities under new names, "gm", "blind", "self", "public"
   * (SR5-FoundryVTT#1916, foundryvtt-fallout#744).
   */
  static applyMode(data: Data, mode: string): Data {
    const legacy: Record<string, string> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll", ic: "publicroll" };
    const before = FakeChatMessage.legacyModeCalls;
    FakeChatMessage.applyRollMode(data, legacy[mode] ?? "none");
    FakeChatMessage.legacyModeCalls = before;
    return data;
  }

  static async create(data: Data, _options?: Data): Promise<FakeChatMessage> {
    const message = new FakeChatMessage(data);
    FakeChatMessage.created.push(message);
    game().messages.set(message.id, message);
    return message;
  }

  static reset(): void {
    FakeChatMessage.created = [];
    FakeChatMessage.legacyModeCalls = 0;
  }
}

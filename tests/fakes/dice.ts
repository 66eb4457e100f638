/**
 * A stand-in for Foundry's dice plumbing (Roll, Die) with a deterministic dice source: each die takes the
 * next face from a queue the test sets. Formulas are parsed only as far as the system writes them:
 * "NdF" or "NdL" terms joined by "+", where a letter names a term class in CONFIG.Dice.terms.
 */

export interface FakeResult {
  result: number;
  active: boolean;
  success?: boolean;
  failure?: boolean;
}

/** The faces the next dice show, in order. */
export const diceQueue = {
  faces: [] as number[],
  set(...faces: number[]) {
    this.faces = [...faces];
  },
  next(sides: number): number {
    const face = this.faces.shift();
    if (face === undefined) throw new Error("fake dice: no face left in the queue");
    if (!Number.isInteger(face) || face < 1 || face > sides) throw new Error(`fake dice: ${face} is not a face of a d${sides}`);
    return face;
  },
};

interface TermData {
  number?: number;
  faces?: number;
  results?: FakeResult[];
  options?: Record<string, unknown>;
}

type TermClass = new (data?: TermData) => FakeDie;

/** The parts of CONFIG.Dice the fake reads: terms by denomination, terms by class name, roll classes. */
interface FakeConfigDice {
  terms: Record<string, TermClass>;
  termTypes: Record<string, TermClass>;
  rolls: Array<typeof FakeRoll>;
}

function configDice(): FakeConfigDice {
  return (globalThis as unknown as { CONFIG: { Dice: FakeConfigDice } }).CONFIG.Dice;
}

export class FakeDie {
  static DENOMINATION = "d";
  number: number;
  faces: number;
  results: FakeResult[];
  options: Record<string, unknown>;

  constructor(data: TermData = {}) {
    this.number = data.number ?? 1;
    this.faces = data.faces ?? 6;
    this.results = data.results ? data.results.map((r) => ({ ...r })) : [];
    this.options = data.options ?? {};
  }

  async roll(_options?: unknown): Promise<FakeResult> {
    const result: FakeResult = { result: diceQueue.next(this.faces), active: true };
    this.results.push(result);
    return result;
  }

  async evaluate(): Promise<this> {
    for (let i = 0; i < this.number; i++) await this.roll();
    return this;
  }

  get total(): number {
    return this.results.reduce((sum, r) => sum + r.result, 0);
  }

  toJSON() {
    return { class: this.constructor.name, number: this.number, faces: this.faces, results: this.results.map((r) => ({ ...r })), options: this.options };
  }
}

/**
 * A saved term rebuilt: its class is looked up by the class name it recorded in CONFIG.Dice.termTypes,
 * where cosmere-rpg registers its custom die by name (src/index.ts, `init`). No open source shows
 * Foundry falling back to a search of CONFIG.Dice.terms, so a name missing there rebuilds the plain die
 * (the worst case; a licensed run confirms what Foundry does).
 */
function termFromData(data: ReturnType<FakeDie["toJSON"]>): FakeDie {
  const types = configDice().termTypes;
  const cls = Object.hasOwn(types, data.class) ? types[data.class] : FakeDie;
  return new cls({ number: data.number, faces: data.faces, results: data.results, options: data.options });
}

function parseTerm(text: string): FakeDie {
  const match = /^(\d+)d(\d+|[a-z])$/i.exec(text.trim());
  if (!match) throw new Error(`fake dice: cannot parse "${text}"`);
  const number = Number(match[1]);
  if (/^\d+$/.test(match[2])) return new FakeDie({ number, faces: Number(match[2]) });
  const cls = configDice().terms[match[2]];
  if (!cls) throw new Error(`fake dice: no term registered for "${match[2]}"`);
  return new cls({ number });
}

export class FakeRoll {
  formula: string;
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  terms: FakeDie[];
  _evaluated = false;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = { ...options };
    this.terms = formula.split("+").map(parseTerm);
  }

  get dice(): FakeDie[] {
    return this.terms;
  }

  get total(): number {
    return this.terms.reduce((sum, t) => sum + t.total, 0);
  }

  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error("fake dice: this roll was already evaluated");
    for (const term of this.terms) await term.evaluate();
    this._evaluated = true;
    return this;
  }

  toJSON() {
    return {
      class: this.constructor.name,
      options: this.options,
      formula: this.formula,
      terms: this.terms.map((t) => t.toJSON()),
      total: this.total,
      evaluated: this._evaluated,
    };
  }

  /** As Foundry: posts the evaluated roll as a chat message, through the ChatMessage class in use. */
  async toMessage(data: Record<string, unknown> = {}): Promise<unknown> {
    const messages = (globalThis as { ChatMessage?: { create(data: Record<string, unknown>): Promise<unknown> } }).ChatMessage;
    if (!messages) throw new Error("fake dice: no ChatMessage to post the roll to");
    return messages.create({ ...data, rolls: [JSON.stringify(this.toJSON())] });
  }

  static fromData(data: ReturnType<FakeRoll["toJSON"]>): FakeRoll {
    const cls = configDice().rolls.find((c) => c.name === data.class) ?? FakeRoll;
    const roll = new cls(data.formula, {}, data.options);
    roll.terms = data.terms.map(termFromData);
    roll._evaluated = data.evaluated;
    return roll;
  }
}

/** The `foundry.dice` namespace of the fake. */
export function fakeFoundryDice() {
  return { Roll: FakeRoll, terms: { Die: FakeDie, DiceTerm: FakeDie } };
}

/** A CONFIG.Dice with Foundry's own standard die only; the system's terms and rolls are added by the tests. */
export function fakeConfigDice(): FakeConfigDice {
  return { terms: { d: FakeDie }, termTypes: { [FakeDie.name]: FakeDie }, rolls: [FakeRoll] };
}

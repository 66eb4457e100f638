/**
 * A small stand-in for Foundry's ApplicationV2 + HandlebarsApplicationMixin and for a rendered form:
 * enough plumbing to drive an application's lifecycle (render, change, submit, action, close) in node.
 * Templates are not rendered here; the fake form holds named controls whose values tests set.
 */

/** A form control as the application reads it. */
export interface FakeControl {
  name: string;
  value: string;
  checked: boolean;
  type: string;
  attributes: Map<string, string>;
  focused: boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getAttribute(name: string): string | null;
  focus(): void;
}

export function fakeControl(
  name: string,
  value: string | boolean,
  type = typeof value === "boolean" ? "checkbox" : "text",
): FakeControl {
  return {
    name,
    type,
    value: typeof value === "string" ? value : "",
    checked: value === true,
    attributes: new Map(),
    focused: false,
    setAttribute(n, v) {
      this.attributes.set(n, v);
    },
    removeAttribute(n) {
      this.attributes.delete(n);
    },
    getAttribute(n) {
      return this.attributes.get(n) ?? null;
    },
    focus() {
      this.focused = true;
    },
  };
}

type Listener = (event: {
  key?: string;
  target?: unknown;
  preventDefault(): void;
  stopPropagation(): void;
}) => void;

/** The application's root element: named controls and event listeners. */
export class FakeForm {
  readonly controls = new Map<string, FakeControl>();
  readonly dataset: Record<string, string> = {};
  readonly listeners = new Map<string, Listener[]>();

  /** The form's controls, as a DOM form's `elements` lists them. */
  get elements(): Iterable<FakeControl> {
    return this.controls.values();
  }

  querySelector(selector: string): FakeControl | null {
    const byName = /^(?:[a-z]+)?\[name="([^"]+)"\]$/.exec(selector);
    if (byName) return this.controls.get(byName[1]) ?? null;
    if (selector === '[aria-invalid="true"]') {
      return [...this.controls.values()].find((c) => c.getAttribute("aria-invalid") === "true") ?? null;
    }
    return null;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  dispatch(type: string, event: { key?: string; target?: unknown }): void {
    for (const l of this.listeners.get(type) ?? [])
      l({ ...event, preventDefault() {}, stopPropagation() {} });
  }

  set(name: string, value: string | boolean): void {
    const control = this.controls.get(name);
    if (!control) throw new Error(`no control ${name}`);
    if (typeof value === "boolean") control.checked = value;
    else control.value = value;
  }
}

interface AppOptions {
  form?: { handler?: (this: unknown, ...args: unknown[]) => unknown };
  actions?: Record<string, (this: unknown, ...args: unknown[]) => unknown>;
}

let counter = 0;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** `into` with `from` merged in, key by key, plain objects deeply; `from` wins elsewhere. */
function mergeInto(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isPlainObject(value) && isPlainObject(into[key]) ? mergeInto({ ...(into[key] as Record<string, unknown>) }, value) : value;
  }
  return into;
}

/**
 * An application's options: the DEFAULT_OPTIONS of each class of its chain merged from the base down,
 * so a subclass's `actions` add to its parents' rather than replace them. dnd5e's character sheet
 * relies on it: module/applications/actor/character-sheet.mjs:22-32 lists only its own actions, while
 * its templates (templates/actors/character-sidebar.hbs `data-action="roll"`) use the `roll` action of
 * module/applications/actor/api/base-actor-sheet.mjs:62-73. Only objects are merged here; Foundry's own
 * handling of a list such as `classes` is not copied (no test reads it).
 */
function chainOptions(cls: typeof FakeApplicationV2): AppOptions {
  const chain: Array<typeof FakeApplicationV2> = [];
  for (let c: unknown = cls; typeof c === "function" && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) chain.unshift(c as typeof FakeApplicationV2);
  }
  return chain.reduce<Record<string, unknown>>((options, c) => mergeInto(options, c.DEFAULT_OPTIONS as Record<string, unknown>), {}) as AppOptions;
}

/** The fake ApplicationV2: render prepares a context and calls _onRender; close calls _onClose. */
export class FakeApplicationV2 {
  static DEFAULT_OPTIONS: AppOptions = {};
  static PARTS: Record<string, unknown> = {};
  static instances: FakeApplicationV2[] = [];

  readonly id = `app-${++counter}`;
  readonly element = new FakeForm();
  readonly options: AppOptions;
  rendered = false;
  lastContext: unknown = null;
  renders: unknown[] = [];
  /** How often bringToFront was called (ApplicationV2 raises a window above the others with it). */
  frontCount = 0;

  constructor(_options: unknown = {}) {
    this.options = chainOptions(this.constructor as typeof FakeApplicationV2);
    FakeApplicationV2.instances.push(this);
  }

  async render(options: unknown = {}): Promise<this> {
    const context = await this._prepareContext(options);
    await this._preRender(context, options);
    this.lastContext = context;
    this.renders.push(options);
    this.rendered = true;
    await this._onRender(context, options);
    return this;
  }

  async close(options: unknown = {}): Promise<this> {
    if (!this.rendered) return this;
    this.rendered = false;
    this._onClose(options);
    return this;
  }

  bringToFront(): void {
    this.frontCount += 1;
  }

  protected async _prepareContext(_options: unknown): Promise<unknown> {
    return {};
  }

  protected async _preRender(_context: unknown, _options: unknown): Promise<void> {}

  protected async _onRender(_context: unknown, _options: unknown): Promise<void> {}

  protected _onChangeForm(_formConfig: unknown, _event: unknown): void {}

  protected _onClose(_options: unknown): void {}

  /** Test driver: what Foundry does when the form changes. */
  change(): void {
    this._onChangeForm({}, {});
  }

  /** Test driver: what Foundry does when the form is submitted. */
  async submit(): Promise<void> {
    await this.options.form?.handler?.call(this, {}, this.element, {});
  }

  /** Test driver: a click on a [data-action] button (`target` stands for the button: its dataset). */
  async act(action: string, target: unknown = {}): Promise<void> {
    await this.options.actions?.[action]?.call(this, {}, target);
  }
}

/** Installs the fake as foundry.applications.api (the mixin returns its base unchanged). */
export function fakeApplicationsApi(): { applications: { api: Record<string, unknown> } } {
  FakeApplicationV2.instances = [];
  return {
    applications: {
      api: {
        ApplicationV2: FakeApplicationV2,
        HandlebarsApplicationMixin: <T>(base: T): T => base,
      },
    },
  };
}

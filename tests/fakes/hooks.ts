/** Foundry's `Hooks` global, faked for the tests that run our hooks and the modules' hooks. */

type HookFunction = (...args: never[]) => unknown;

export interface HookRegistration {
  id: number;
  name: string;
  fn: HookFunction;
  once: boolean;
}

/**
 * `Hooks`: what was registered, in order. As Foundry's API reference (v14, foundry.helpers.Hooks; v13
 * alike) describes them: `callAll` runs every function of a hook in the order registered, whatever they
 * return; `call` runs them in that order until one returns `false` and then returns `false` (else
 * `true`). Both drop a `once` function when it runs.
 */
export class FakeHooks {
  readonly registered: HookRegistration[] = [];
  private nextId = 0;

  on = (name: string, fn: HookFunction): number => this.add(name, fn, false);
  once = (name: string, fn: HookFunction): number => this.add(name, fn, true);

  callAll(name: string, ...args: unknown[]): void {
    for (const registration of this.registered.filter((r) => r.name === name)) this.run(registration, args);
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const registration of this.registered.filter((r) => r.name === name)) {
      if (this.run(registration, args) === false) return false;
    }
    return true;
  }

  private run(registration: HookRegistration, args: unknown[]): unknown {
    if (registration.once) this.registered.splice(this.registered.indexOf(registration), 1);
    return (registration.fn as (...a: unknown[]) => unknown)(...args);
  }

  /** Every registration of a hook. */
  of(name: string): HookRegistration[] {
    return this.registered.filter((r) => r.name === name);
  }

  private add(name: string, fn: HookFunction, once: boolean): number {
    const id = ++this.nextId;
    this.registered.push({ id, name, fn, once });
    return id;
  }
}

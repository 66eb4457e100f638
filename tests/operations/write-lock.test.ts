import { describe, expect, it } from "vitest";
import { withWriteLocks } from "../../src/operations/write-lock";

/** A task that records when it starts and ends, and finishes when `release` is called. */
function task(name: string, log: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("withWriteLocks", () => {
  it("runs writes of one document one after another, in the order they asked", async () => {
    const log: string[] = [];
    const a = task("a", log);
    const b = task("b", log);
    const first = withWriteLocks(["Actor.x"], a.run);
    const second = withWriteLocks(["Actor.x"], b.run);
    await tick();
    expect(log).toEqual(["a start"]);
    b.release();
    a.release();
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(log).toEqual(["a start", "a end", "b start", "b end"]);
  });

  it("runs writes of different documents side by side", async () => {
    const log: string[] = [];
    const a = task("a", log);
    const b = task("b", log);
    const both = Promise.all([withWriteLocks(["Actor.x"], a.run), withWriteLocks(["Actor.y"], b.run)]);
    await tick();
    expect(log).toEqual(["a start", "b start"]);
    a.release();
    b.release();
    await both;
  });

  it("makes a write of several documents wait for each, and never lets two writes wait on each other", async () => {
    const log: string[] = [];
    const a = task("a", log);
    const b = task("b", log);
    const c = task("c", log);
    const runs = [
      withWriteLocks(["Actor.x"], a.run),
      withWriteLocks(["Actor.y", "Actor.x"], b.run),
      withWriteLocks(["Actor.x", "Actor.y"], c.run),
    ];
    await tick();
    expect(log).toEqual(["a start"]);
    a.release();
    await tick();
    expect(log).toEqual(["a start", "a end", "b start"]);
    b.release();
    c.release();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
  });

  it("lets the next write run after one that failed, and passes the failure to its caller", async () => {
    const failed = withWriteLocks(["Actor.x"], () => Promise.reject(new Error("refused")));
    const next = withWriteLocks(["Actor.x"], async () => "next");
    await expect(failed).rejects.toThrow("refused");
    expect(await next).toBe("next");
  });

  it("takes a key named twice once, and no lock for an empty key", async () => {
    expect(await withWriteLocks(["Actor.x", "Actor.x"], async () => "once")).toBe("once");
    const log: string[] = [];
    const a = task("a", log);
    const running = withWriteLocks([""], a.run);
    expect(await withWriteLocks([""], async () => "free")).toBe("free");
    a.release();
    await running;
  });
});

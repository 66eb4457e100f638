/**
 * The direction of imports inside `src/`: the rooms form a one-way stack (tests/architecture/rooms.ts),
 * no two files import each other through any path (type-only imports included), `rules/` stays
 * inside itself, and no source file grows past the length limit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, fileGraph, roomGraph, roomOf, SRC } from "./import-graph";
import { MAX_FILE_LINES, STACK } from "./rooms";

const files = fileGraph();

describe("the rooms of src/", () => {
  it("are all named in the stack", () => {
    const unknown = [...new Set([...files.keys()].map(roomOf))].filter((room) => !STACK.includes(room));
    expect(unknown).toEqual([]);
  });

  it("import only rooms below them", () => {
    const upward: string[] = [];
    for (const [file, targets] of files) {
      const from = STACK.indexOf(roomOf(file));
      for (const target of targets) {
        const to = STACK.indexOf(roomOf(target));
        if (to < from) upward.push(`${file} -> ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("form no cycle", () => {
    expect(cycles(roomGraph(files))).toEqual([]);
  });

  it("keep rules/ to itself", () => {
    const outside = [...files]
      .filter(([file]) => roomOf(file) === "rules")
      .flatMap(([file, targets]) =>
        [...targets].filter((t) => roomOf(t) !== "rules").map((t) => `${file} -> ${t}`),
      );
    expect(outside).toEqual([]);
  });
});

describe("the files of src/", () => {
  it("form no import cycle", () => {
    expect(cycles(files)).toEqual([]);
  });

  it(`are at most ${MAX_FILE_LINES} lines long`, () => {
    const long = [...files.keys()]
      .map((file) => ({ file, lines: readFileSync(join(SRC, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file }) => file);
    expect(long).toEqual([]);
  });
});

describe("the import reader", () => {
  it("sees static, type-only, re-export, side-effect and dynamic imports", async () => {
    const { specifiers } = await import("./import-graph");
    const text = [
      'import { a } from "./a";',
      'import { type B } from "./b";',
      'import type { C } from "./c";',
      'export { d } from "./d";',
      'import "./e";',
      'const f = await import("./f");',
      '// import { g } from "./g";',
      "import {",
      "  h,",
      '} from "./h";',
    ].join("\n");
    expect(specifiers(text).sort()).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./h"]);
  });

  it("finds a cycle of three and none in a chain", async () => {
    const { cycles: find } = await import("./import-graph");
    const loop = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    const chain = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set<string>()],
    ]);
    expect(find(loop)).toEqual([["a", "b", "c"]]);
    expect(find(chain)).toEqual([]);
  });
});

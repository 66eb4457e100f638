/**
 * A small reader of the relative imports between the TypeScript files of `src/`, used by the
 * stack test (and by anyone measuring the layout). Type-only imports count: a cycle through types
 * still ties two rooms together for a reader.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const SRC = resolve(__dirname, "../../src");

/** Every `.ts` file under `src/`, as a path relative to `src/` with forward slashes. */
export function sourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts"))
      out.push(relative(SRC, full).split("\\").join("/"));
  }
  return out.sort();
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** The module specifiers a file imports or re-exports, static or dynamic. */
export function specifiers(text: string): string[] {
  const body = stripComments(text);
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of body.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Resolves a relative specifier from `file` (relative to src/) to another source file, or null. */
export function resolveImport(file: string, spec: string, known: ReadonlySet<string>): string | null {
  if (!spec.startsWith(".")) return null;
  const base = join(dirname(file), spec).split("\\").join("/").replace(/\.js$/, "");
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`])
    if (known.has(candidate)) return candidate;
  return null;
}

/** file → the source files it imports. */
export function fileGraph(): Map<string, Set<string>> {
  const files = sourceFiles();
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of specifiers(readFileSync(join(SRC, file), "utf8"))) {
      const target = resolveImport(file, spec, known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The room a file lives in: its top-level folder under src/, or the file itself at the top. */
export function roomOf(file: string): string {
  const slash = file.indexOf("/");
  return slash < 0 ? file.replace(/\.ts$/, "") : file.slice(0, slash);
}

/** room → rooms it imports (never itself). */
export function roomGraph(files = fileGraph()): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = roomOf(file);
    const set = graph.get(from) ?? new Set<string>();
    for (const target of targets) if (roomOf(target) !== from) set.add(roomOf(target));
    graph.set(from, set);
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan): every import cycle. */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return out;
}

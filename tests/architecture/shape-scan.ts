/**
 * Finds where a card kind's stored fields are written out: every interface, object type literal and
 * object literal in a TypeScript file that names three or more of one kind's stored field names (the
 * keys of its shape table in src/kinds/). Used by card-shape-once.test.ts (and its file walk by
 * kind-switches.test.ts).
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

/** The repository's root. */
export const ROOT = resolve(__dirname, "../..");

/** Every TypeScript file of src/ and playground/, as a path from the root with forward slashes. */
export function codeFiles(dirs: readonly string[] = ["src", "playground"], extensions: readonly string[] = [".ts"]): string[] {
  const isCode = (name: string) => extensions.some((ext) => name.endsWith(ext)) && !/\.d\.m?ts$/.test(name);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return isCode(name) ? [relative(ROOT, full).split("\\").join("/")] : [];
    });
  return dirs.flatMap((dir) => walk(join(ROOT, dir)));
}

export interface ShapeHit {
  /** The kind whose field names the node repeats. */
  kind: string;
  /** The node's line (1-based). */
  line: number;
  /** The start of the node's text, to tell hits apart in a report. */
  text: string;
  /** The kind's field names it holds. */
  names: string[];
}

function propertyNames(node: ts.Node): string[] {
  const members: readonly ts.Node[] = ts.isObjectLiteralExpression(node)
    ? node.properties
    : ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)
      ? node.members
      : [];
  const names: string[] = [];
  for (const member of members) {
    const name = (member as { name?: ts.PropertyName }).name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.push(name.text);
  }
  return names;
}

/**
 * Whether an object literal writes fields out as a definition (each of the kind's fields it names is
 * given a type name as text, a field descriptor call or a `new` field) rather than a value built from
 * other values (a card made from dice, a request from a form).
 */
function definesFields(node: ts.ObjectLiteralExpression, names: readonly string[]): boolean {
  return node.properties.every((member) => {
    if (!ts.isPropertyAssignment(member)) return !names.includes(member.name?.getText() ?? "");
    if (!names.includes(member.name.getText())) return true;
    const value = member.initializer;
    return ts.isStringLiteral(value) || ts.isNewExpression(value) || (ts.isCallExpression(value) && ts.isIdentifier(value.expression));
  });
}

/** The hits of one file, given each kind's stored field names. */
export function shapeHits(fileName: string, text: string, fieldsByKind: Record<string, readonly string[]>): ShapeHit[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const hits: ShapeHit[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) || ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const names = propertyNames(node);
      for (const [kind, fields] of Object.entries(fieldsByKind)) {
        const shared = names.filter((name) => fields.includes(name));
        if (shared.length < 3) continue;
        if (ts.isObjectLiteralExpression(node) && !definesFields(node, shared)) continue;
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        hits.push({ kind, line, text: node.getText(source).slice(0, 60).replace(/\s+/g, " "), names: shared });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

/**
 * Finds the untyped reads of a document's data: every parameter, property or interface member named
 * `system` whose type is `unknown` (optional or not), and whether it says why. A read says why when
 * the comment before it, or before the function, interface or type it belongs to, uses the word
 * "unknown". Used by untyped-reads.test.ts.
 */
import ts from "typescript";

export interface UntypedRead {
  /** The declaration's line (1-based). */
  line: number;
  /** Whether it is optional (`system?: unknown`). */
  optional: boolean;
  /** Whether a comment before it, or before what holds it, says why it is unknown. */
  says: boolean;
}

/** The comments written before a node (its JSDoc and line comments), as one text. */
function commentsBefore(node: ts.Node, text: string): string {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return ranges.map((r) => text.slice(r.pos, r.end)).join("\n");
}

/** The node and its holders up to the statement or member that holds it, nearest first. */
function holders(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
    found.push(at);
    if (ts.isStatement(at) || ts.isClassElement(at)) break;
  }
  return found;
}

function isSystemUnknown(node: ts.Node): node is ts.ParameterDeclaration | ts.PropertySignature | ts.PropertyDeclaration {
  const declares = ts.isParameter(node) || ts.isPropertySignature(node) || ts.isPropertyDeclaration(node);
  return (
    declares &&
    ts.isIdentifier(node.name) &&
    node.name.text === "system" &&
    node.type !== undefined &&
    node.type.kind === ts.SyntaxKind.UnknownKeyword
  );
}

/** The untyped reads of `system` in one file. */
export function untypedReads(fileName: string, text: string): UntypedRead[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: UntypedRead[] = [];
  const visit = (node: ts.Node): void => {
    if (isSystemUnknown(node)) {
      found.push({
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        optional: node.questionToken !== undefined,
        says: holders(node).some((holder) => /\bunknown\b/i.test(commentsBefore(holder, text))),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

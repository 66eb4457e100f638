/**
 * Finds code that branches on a card kind: a `switch` over a `.kind` (or `kind`) with a case naming a
 * kind id, or a comparison of one with a kind id (`card.kind === "action"`). Used by
 * kind-switches.test.ts.
 */
import ts from "typescript";

export interface KindBranch {
  line: number;
  /** "switch" or "compare". */
  form: "switch" | "compare";
  /** The kind ids it names. */
  kinds: string[];
}

function literal(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** `x.kind` or a variable named `kind`: what holds a card's or a request's kind. */
function isKindRead(node: ts.Node): boolean {
  return (ts.isPropertyAccessExpression(node) && node.name.text === "kind") || (ts.isIdentifier(node) && node.text === "kind");
}

/** The branches over kinds in one file. */
export function kindBranches(fileName: string, text: string, kinds: readonly string[]): KindBranch[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: KindBranch[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isSwitchStatement(node) && isKindRead(node.expression)) {
      const named = node.caseBlock.clauses
        .map((clause) => (ts.isCaseClause(clause) ? literal(clause.expression) : null))
        .filter((value): value is string => value !== null && kinds.includes(value));
      if (named.length > 0) found.push({ line: line(node), form: "switch", kinds: named });
    }
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const [read, value] = isKindRead(node.left) ? [node.left, node.right] : [node.right, node.left];
      const id = literal(value);
      if (isKindRead(read) && id !== null && kinds.includes(id)) found.push({ line: line(node), form: "compare", kinds: [id] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

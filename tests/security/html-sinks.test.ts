/**
 * The sink rule: every place markup is written takes text that went through the one cleaner
 * (src/clean-html.ts), an escaper, or a template render (whose own sinks this test holds too).
 *
 * - Templates: every `{{{ }}}` in templates/ and playground/ is listed below with what feeds it; a new
 *   one fails until it is listed, a listed one that is gone fails too. Each sink of templates/ must be
 *   reached by the XSS sweep (tests/security/xss-sweep.test.ts checks that, with live markup counted).
 * - DOM writes: every `innerHTML =`, `outerHTML =`, `insertAdjacentHTML(...)`, `document.write(...)`
 *   and `createContextualFragment(...)` in src/ and playground/ is read with the TypeScript parser,
 *   and its value must be built only from literals, `cleanHTML(...)`, `escapeHtml(...)` /
 *   `foundry.utils.escapeHTML(...)`, template renders, or names bound to such values; a value of any
 *   other shape fails the test, naming the file and line.
 * - Tooltips: `data-tooltip` is shown by Foundry as HTML (see live-markup.ts), so templates and code
 *   give plain text in `data-tooltip-text` and never write `data-tooltip` / `dataset.tooltip`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sinksOnDisk, TEMPLATE_SINKS } from "./sink-registry";
import { files, ROOT } from "./repo-files";

/** Functions whose result is clean: the one cleaner and the escapers. */
const CLEANERS = new Set(["cleanHTML", "escapeHtml", "escapeHTML"]);
/**
 * Functions whose result is a rendered template: Foundry's renderTemplate, the playground's and the
 * tests' `render`, the roll card's `renderCard`, and Handlebars templates compiled in the playground
 * (kept as `#message` / `#characterTemplate`, or `compile(...)(...)` called at once); a sheet entry's
 * `html` on the playground's other-sheets page renders its template.
 */
const RENDERERS = new Set([
  "renderTemplate",
  "render",
  "renderCard",
  "#html",
  "#message",
  "#characterTemplate",
  "html",
]);

/**
 * Functions that put their arguments inside fixed markup of their own: clean when their arguments are
 * (playground/sheets/frame.ts `windowContent`, the window's content section around a sheet's parts).
 */
const WRAPPERS = new Set(["windowContent"]);

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee) || ts.isPrivateIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

/** The value `name` is bound to where `at` stands: the nearest `const`/`let` of that name around it. */
function binding(name: string, at: ts.Node): ts.Expression[] | null {
  for (let scope: ts.Node | undefined = at.parent; scope; scope = scope.parent) {
    const found: ts.Expression[] = [];
    let declared = false;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
        declared = true;
        if (node.initializer) found.push(node.initializer);
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(node.left) &&
        node.left.text === name
      ) {
        found.push(node.right);
      }
      if (!ts.isFunctionLike(node) || node === scope) ts.forEachChild(node, visit);
    };
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isFunctionLike(scope)) {
      ts.forEachChild(scope, visit);
      if (declared) return found;
    }
  }
  return null;
}

/** Why `expr` is not clean (empty when it is). */
function unclean(expr: ts.Expression): string[] {
  if (
    ts.isParenthesizedExpression(expr) ||
    ts.isAwaitExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isNonNullExpression(expr)
  ) {
    return unclean(expr.expression);
  }
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr))
    return [];
  if (ts.isTemplateExpression(expr)) return expr.templateSpans.flatMap((span) => unclean(span.expression));
  if (ts.isConditionalExpression(expr)) return [...unclean(expr.whenTrue), ...unclean(expr.whenFalse)];
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...unclean(expr.left), ...unclean(expr.right)];
  if (ts.isCallExpression(expr)) {
    const name = calleeName(expr);
    if (CLEANERS.has(name) || RENDERERS.has(name)) return [];
    if (WRAPPERS.has(name)) return expr.arguments.flatMap(unclean);
    // A template compiled and called at once: compile(source)(context).
    if (ts.isCallExpression(expr.expression) && calleeName(expr.expression) === "compile") return [];
    // list.map((x) => clean).join(""): the callback's result decides.
    if (
      name === "join" &&
      ts.isPropertyAccessExpression(expr.expression) &&
      ts.isCallExpression(expr.expression.expression)
    ) {
      const mapped = expr.expression.expression;
      const callback = mapped.arguments[0];
      if (
        calleeName(mapped) === "map" &&
        callback &&
        ts.isArrowFunction(callback) &&
        !ts.isBlock(callback.body)
      )
        return unclean(callback.body);
    }
  }
  if (ts.isIdentifier(expr)) {
    const bound = binding(expr.text, expr);
    if (bound && bound.length > 0) return bound.flatMap(unclean);
  }
  return [expr.getText()];
}

interface DomWrite {
  where: string;
  value: ts.Expression;
}

const WRITE_PROPERTIES = new Set(["innerHTML", "outerHTML"]);
const WRITE_CALLS = new Map([
  ["insertAdjacentHTML", 1],
  ["write", 0],
  ["writeln", 0],
  ["createContextualFragment", 0],
]);

function domWrites(file: string): DomWrite[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: DomWrite[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      WRITE_PROPERTIES.has(node.left.name.text)
    ) {
      out.push({ where: where(node), value: node.right });
    }
    if (ts.isCallExpression(node)) {
      const index = WRITE_CALLS.get(calleeName(node));
      const arg = index === undefined ? undefined : node.arguments[index];
      if (arg && (calleeName(node) !== "write" || node.expression.getText().startsWith("document")))
        out.push({ where: where(node), value: arg });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const CODE = () => [...files("src", ".ts"), ...files("playground", ".ts")];

describe("HTML sinks", () => {
  it("every {{{ }}} of the templates is listed with what feeds it, and every listed one exists", () => {
    const found = new Set(sinksOnDisk());
    expect([...found].sort()).toEqual(Object.keys(TEMPLATE_SINKS).sort());
    expect(sinksOnDisk().length).toBeGreaterThanOrEqual(14);
  });

  it("every innerHTML, outerHTML and insertAdjacentHTML write of src/ and playground/ takes cleaned, escaped or rendered text", () => {
    const writes = CODE().flatMap(domWrites);
    expect(writes.length).toBeGreaterThan(10);
    const bad = writes.flatMap((w) => unclean(w.value).map((reason) => `${w.where}: ${reason}`));
    expect(bad).toEqual([]);
  });

  it("the check fails a write of raw text, and of a name bound to it", () => {
    const probe = (code: string) => {
      const source = ts.createSourceFile("probe.ts", code, ts.ScriptTarget.Latest, true);
      const values: ts.Expression[] = [];
      const visit = (node: ts.Node): void => {
        if (
          ts.isBinaryExpression(node) &&
          ts.isPropertyAccessExpression(node.left) &&
          node.left.name.text === "innerHTML"
        )
          values.push(node.right);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return values.flatMap(unclean);
    };
    expect(probe("el.innerHTML = actor.name;")).toEqual(["actor.name"]);
    expect(probe("function f(t){ const x = `<p>${t}</p>`; el.innerHTML = x; }")).toEqual(["t"]);
    expect(probe("el.innerHTML = `<p>${escapeHtml(t)}</p>` + cleanHTML(h);")).toEqual([]);
    expect(probe("el.innerHTML = windowContent(actor.name);")).toEqual(["actor.name"]);
  });

  it("tooltips are plain text: no data-tooltip in templates or code, only data-tooltip-text", () => {
    const templates = [...files("templates", ".hbs"), ...files("playground", ".hbs")];
    const marked = templates.filter((file) =>
      /data-tooltip(?:-html)?=/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(marked).toEqual([]);
    const code = CODE().filter((file) =>
      /dataset\.tooltip\b|dataset\.tooltipHtml\b|["'`]data-tooltip["'`]|data-tooltip=/.test(
        readFileSync(path.join(ROOT, file), "utf8"),
      ),
    );
    expect(code).toEqual([]);
    const plain = templates.filter((file) =>
      readFileSync(path.join(ROOT, file), "utf8").includes("data-tooltip-text="),
    );
    expect(plain.length).toBeGreaterThan(5);
  });
});

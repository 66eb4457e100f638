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
 * - Markup handed to Foundry: every `content:` and `flavor:` of an object literal in src/ (a chat
 *   message's content and flavour, a DialogV2's content, a roll's `toMessage` flavour) is held to the
 *   same rule, since Foundry writes them into the page as HTML. A function of src/ called to build such
 *   a value is followed: each of its `return`s must be clean in turn.
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
 * `html` on the playground's other-sheets page renders its template; `renderParts` on the playground's
 * ruleset page renders each of a tabbed sheet's part templates; the content converter's `md`
 * (src/content/markdown.ts) escapes its text before it adds the formatting markdown asks for.
 */
const RENDERERS = new Set([
  "renderTemplate",
  "render",
  "renderCard",
  "renderParts",
  "md",
  "#html",
  "#message",
  "#characterTemplate",
  "html",
]);

/**
 * Functions that put their arguments inside fixed markup of their own: clean when their arguments are
 * (playground/sheets/frame.ts `windowContent`, the window's content section around a sheet's parts;
 * Foundry's `TextEditor.enrichHTML`, which adds its own links and inline rolls to text it is given and
 * is always given cleaned text, as Foundry's journals are cleaned when stored and enriched when shown).
 */
const WRAPPERS = new Set(["windowContent", "enrichHTML"]);

/** Properties of an object literal whose value Foundry writes as HTML (ChatMessage, DialogV2, toMessage). */
const MARKUP_PROPERTIES = new Set(["content", "flavor"]);

/** An UPPER_SNAKE_CASE name is a module constant written in the code (a limit, a template path). */
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

/** Every function declared at the top of a file of src/, by name (a name declared twice: all of them). */
let declaredFunctions: Map<string, ts.FunctionDeclaration[]> | null = null;
function functionsNamed(name: string): ts.FunctionDeclaration[] {
  if (!declaredFunctions) {
    declaredFunctions = new Map();
    for (const file of files("src", ".ts")) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
          const list = declaredFunctions.get(statement.name.text) ?? [];
          list.push(statement);
          declaredFunctions.set(statement.name.text, list);
        }
      }
    }
  }
  return declaredFunctions.get(name) ?? [];
}

/** The expressions a function returns (not those of functions nested in it). */
function returned(fn: ts.FunctionDeclaration): ts.Expression[] {
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return out;
}

/** Functions being followed, so a recursive builder is read once. */
const following = new Set<string>();

/**
 * Whether `name` is a property destructured from a function's parameter and named as a markup
 * property (`promptTextField({ content })`): every object literal's `content:` of src/ is checked where
 * it is written, so the value was checked at the call.
 */
function passedMarkup(name: string, at: ts.Node): boolean {
  if (!MARKUP_PROPERTIES.has(name)) return false;
  for (let scope: ts.Node | undefined = at.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    return scope.parameters.some(
      (p) =>
        ts.isObjectBindingPattern(p.name) &&
        p.name.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === name && !e.propertyName),
    );
  }
  return false;
}

/** `list.map(cb)` / `Array.from(x, cb)` with an expression-bodied callback: the callback's result. */
function mappedBody(call: ts.Expression): ts.Expression | null {
  if (!ts.isCallExpression(call)) return null;
  const name = calleeName(call);
  const callback = name === "map" ? call.arguments[0] : name === "from" ? call.arguments[1] : undefined;
  if (callback && ts.isArrowFunction(callback) && !ts.isBlock(callback.body)) return callback.body;
  return null;
}

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
    // list.map((x) => clean).join(""), or a name bound to such a list: the callback's result decides.
    if (name === "join" && ts.isPropertyAccessExpression(expr.expression)) {
      const list = expr.expression.expression;
      const lists = ts.isIdentifier(list) ? (binding(list.text, list) ?? [list]) : [list];
      const bodies = lists.map(mappedBody);
      if (lists.length > 0 && bodies.every((b) => b !== null)) return bodies.flatMap((b) => unclean(b!));
    }
    // A builder of src/ (plain call, not a method): each of its returns must be clean.
    const declared = ts.isIdentifier(expr.expression) ? functionsNamed(name) : [];
    if (declared.length > 0 && !following.has(name)) {
      following.add(name);
      try {
        return declared.flatMap((fn) =>
          returned(fn).flatMap((r) => unclean(r).map((why) => `${name}: ${why}`)),
        );
      } finally {
        following.delete(name);
      }
    }
  }
  if (ts.isIdentifier(expr)) {
    if (CONSTANT.test(expr.text)) return [];
    const bound = binding(expr.text, expr);
    if (bound && bound.length > 0) return bound.flatMap(unclean);
    if (passedMarkup(expr.text, expr)) return [];
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

/** The values a node writes as markup: what an `innerHTML =` / `insertAdjacentHTML(...)` writes. */
function domWrite(node: ts.Node): ts.Expression[] {
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(node.left) &&
    WRITE_PROPERTIES.has(node.left.name.text)
  )
    return [node.right];
  if (ts.isCallExpression(node)) {
    const index = WRITE_CALLS.get(calleeName(node));
    const arg = index === undefined ? undefined : node.arguments[index];
    if (arg && (calleeName(node) !== "write" || node.expression.getText().startsWith("document")))
      return [arg];
  }
  return [];
}

/** The values a node hands to Foundry as markup: a `content:` / `flavor:` (or `content,`) of an object literal. */
function handedOver(node: ts.Node): ts.Expression[] {
  if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MARKUP_PROPERTIES.has(node.name.text))
    return ts.isObjectLiteralExpression(node.parent) ? [node.initializer] : [];
  if (ts.isShorthandPropertyAssignment(node) && MARKUP_PROPERTIES.has(node.name.text)) return [node.name];
  return [];
}

/** Every value `pick` finds in the code `text` (of `file`), with where it stands. */
function sinksIn(file: string, text: string, pick: (node: ts.Node) => ts.Expression[]): DomWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: DomWrite[] = [];
  const visit = (node: ts.Node): void => {
    for (const value of pick(node))
      out.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, value });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Why each sink `pick` finds in `files` is not clean, by file and line. */
function uncleanIn(
  list: string[],
  pick: (node: ts.Node) => ts.Expression[],
): { sinks: number; bad: string[] } {
  const sinks = list.flatMap((file) => sinksIn(file, readFileSync(path.join(ROOT, file), "utf8"), pick));
  return {
    sinks: sinks.length,
    bad: sinks.flatMap((w) => unclean(w.value).map((reason) => `${w.where}: ${reason}`)),
  };
}

/** What `unclean` says of each sink `pick` finds in a snippet of code. */
function probe(code: string, pick: (node: ts.Node) => ts.Expression[]): string[] {
  return sinksIn("probe.ts", code, pick).flatMap((w) => unclean(w.value));
}

const CODE = () => [...files("src", ".ts"), ...files("playground", ".ts")];

describe("HTML sinks", () => {
  it("every {{{ }}} of the templates is listed with what feeds it, and every listed one exists", () => {
    const found = new Set(sinksOnDisk());
    expect([...found].sort()).toEqual(Object.keys(TEMPLATE_SINKS).sort());
    expect(sinksOnDisk().length).toBeGreaterThanOrEqual(14);
  });

  it("every innerHTML, outerHTML and insertAdjacentHTML write of src/ and playground/ takes cleaned, escaped or rendered text", () => {
    const { sinks, bad } = uncleanIn(CODE(), domWrite);
    expect(sinks).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });

  it("the check fails a write of raw text, and of a name bound to it", () => {
    expect(probe("el.innerHTML = actor.name;", domWrite)).toEqual(["actor.name"]);
    expect(probe("function f(t){ const x = `<p>${t}</p>`; el.innerHTML = x; }", domWrite)).toEqual(["t"]);
    expect(probe("el.innerHTML = `<p>${escapeHtml(t)}</p>` + cleanHTML(h);", domWrite)).toEqual([]);
    expect(probe("el.innerHTML = windowContent(actor.name);", domWrite)).toEqual(["actor.name"]);
  });

  it("every content and flavour of src/ handed to Foundry (chat messages, dialogs, roll messages) is cleaned, escaped or rendered", () => {
    // src/content/ builds pack document sources (written to disk by the pack build and the content
    // CLI); their text goes through `md`, which escapes first. A GM's import hands them to Foundry
    // only through src/applications/import/import-plan.ts `importSource`, which cleans every string of
    // markup in them with the one cleaner (tests/applications/import/import-datasworn.test.ts), so the
    // converter's own object literals stay out of this check.
    const handed = files("src", ".ts").filter((file) => !file.startsWith("src/content/"));
    const { sinks, bad } = uncleanIn(handed, handedOver);
    expect(sinks).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });

  it("the check fails a flavour formatted with a name, and follows a builder to its raw parameter", () => {
    // The team conflict's roll flavours named the player and the skills raw: Foundry shows a flavour as HTML.
    expect(
      probe('roll.toMessage({ flavor: game.i18n.format("K", { name: playerName }) });', handedOver),
    ).toEqual(['game.i18n.format("K", { name: playerName })']);
    expect(
      probe(
        'roll.toMessage({ flavor: escapeHtml(game.i18n.format("K", { name: playerName })) });',
        handedOver,
      ),
    ).toEqual([]);
    // renamePromptContent (src/applications/clocks/rename-prompt.ts) escapes every value it is given.
    expect(
      probe("DialogV2.prompt({ content: renamePromptContent(id, label, actor.name) });", handedOver),
    ).toEqual([]);
    expect(probe("ChatMessage.create({ content: rows.join('') });", handedOver)).toEqual(["rows.join('')"]);
    expect(
      probe(
        "function f(t){ const rows = t.map((x) => `<li>${x}</li>`); ChatMessage.create({ content: rows.join('') }); }",
        handedOver,
      ),
    ).toEqual(["x"]);
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

/**
 * The templates as shipped (tools/template-compact.mjs): without their indentation, drawing the same
 * page. HTML draws a run of whitespace between words and inline elements as one space, whatever the
 * run holds, and draws the contents of <pre> and <textarea> as written; so a template's DOM with each
 * run of whitespace read as one space must be the same before and after, and those two elements' text
 * exactly the same.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import { compactTemplate } from "../../tools/template-compact.mjs";

const ROOT = path.resolve(__dirname, "../..");

type Node = DefaultTreeAdapterMap["node"];

const VERBATIM = new Set(["pre", "textarea"]);

/** The DOM as it is drawn: tags, attributes and text, each whitespace run one space but inside <pre> and <textarea>. */
function drawn(node: Node, verbatim = false): unknown {
  const space = (text: string) => (verbatim ? text : text.replace(/\s+/g, " "));
  if (node.nodeName === "#text") return space((node as DefaultTreeAdapterMap["textNode"]).value);
  if (node.nodeName === "#comment") return null;
  const element = node as DefaultTreeAdapterMap["element"];
  const inside = verbatim || VERBATIM.has(element.nodeName);
  // A <template>'s children are in its content fragment.
  const parent: DefaultTreeAdapterMap["parentNode"] = element.nodeName === "template" ? (element as DefaultTreeAdapterMap["template"]).content : element;
  const children: Node[] = parent.childNodes ?? [];
  return {
    tag: element.nodeName,
    attrs: (element.attrs ?? []).map((a) => [a.name, a.value.replace(/\s+/g, " ")]),
    children: children.map((child) => drawn(child, inside)),
  };
}

function draw(source: string): unknown {
  return drawn(parseFragment(source) as unknown as Node);
}

function templateFiles(dir = path.join(ROOT, "templates")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(path.join(dir, entry.name)) : entry.name.endsWith(".hbs") ? [path.join(dir, entry.name)] : [],
  );
}

describe("compactTemplate", () => {
  it("takes out each line's indentation and keeps the line breaks", () => {
    const source = '<ul class="list">\n  {{#each rows}}\n    <li>\n      <span>{{name}}</span> {{note}}\n    </li>\n  {{/each}}\n</ul>\n';
    expect(compactTemplate(source)).toBe('<ul class="list">\n{{#each rows}}\n<li>\n<span>{{name}}</span> {{note}}\n</li>\n{{/each}}\n</ul>\n');
  });

  it("leaves the contents of <pre> and <textarea> as written", () => {
    const source = "<div>\n  <pre>\n    a\n      b\n  </pre>\n  <textarea name=\"x\">\n    {{text}}\n  </textarea>\n</div>";
    expect(compactTemplate(source)).toBe("<div>\n<pre>\n    a\n      b\n  </pre>\n<textarea name=\"x\">\n    {{text}}\n  </textarea>\n</div>");
  });

  it("draws every template of templates/ the same, and makes the sheets' templates smaller", () => {
    const files = templateFiles();
    expect(files.length).toBeGreaterThan(50);
    let saved = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const compact = compactTemplate(source);
      expect(draw(compact), path.relative(ROOT, file)).toEqual(draw(source));
      saved += source.length - compact.length;
    }
    expect(saved).toBeGreaterThan(1000);
  });
});

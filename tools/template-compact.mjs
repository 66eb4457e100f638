/**
 * The templates as Foundry, the playground and the tests load them: the files under templates/ with
 * the indentation that keeps them readable taken out. Handlebars copies a template's whitespace into
 * every render (and indents a standalone partial by its call's indentation), so on a sheet with many
 * rows the indentation alone weighed about 1 kB of the HTML (DESIGN.md section 8).
 *
 * Only the whitespace at the start of a line goes; the line break stays, so text and inline elements
 * keep the one space HTML draws between them, and what a template renders looks the same. The
 * contents of <pre> and <textarea>, whose whitespace is drawn as written, are left as they are.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Elements whose contents keep their whitespace. */
const VERBATIM = /<(pre|textarea)\b[\s\S]*?<\/\1\s*>/gi;

/** Removes the indentation of every line, outside <pre> and <textarea>. */
function dedent(text) {
  return text.replace(/^[ \t]+/gm, "");
}

/** A template's source as it is shipped and rendered: `source` without its indentation. */
export function compactTemplate(source) {
  let out = "";
  let from = 0;
  for (const match of source.matchAll(VERBATIM)) {
    out += dedent(source.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + dedent(source.slice(from));
}

/** Every .hbs file under `dir` (full paths, sorted); none when there is no such folder. */
export async function listTemplates(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listTemplates(full)));
    else if (entry.name.endsWith(".hbs")) found.push(full);
  }
  return found.sort();
}

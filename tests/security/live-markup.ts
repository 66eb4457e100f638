/**
 * Finds markup that would run, in HTML as a browser parses it (parse5 follows the WHATWG parsing
 * rules, svg and math included, so the tree is the one a browser builds from the same text).
 *
 * Live is: a script element; an event-handler attribute (`on...`); a javascript:, vbscript: or
 * data:text/html URL where a browser follows or loads it (href, xlink:href, action, formaction, src of
 * frames and embeds, object data, an svg animation setting href); an iframe's srcdoc; frame, object,
 * embed, base, meta refresh and link elements; a style element or a style attribute loading a URL;
 * and any of these inside a `data-tooltip` or `data-tooltip-html` attribute, which Foundry shows as
 * HTML (dnd5e 5.3, Foundry 13.347 to 14: templates/chat/bastion-turn-summary.hbs and
 * templates/shared/active-effects.hbs put a loading spinner's markup in data-tooltip; draw-steel's
 * "Aligned tooltip usage" commit b97779e8 moved plain labels to `data-tooltip-text`).
 */
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface LiveHit {
  /** What kind of live markup. */
  kind: string;
  /** The element and attribute, for the report. */
  where: string;
  /** The text that would run (the attribute value, the script text, the URL). */
  text: string;
  /** Inside a tooltip attribute (shown as HTML by Foundry). */
  inTooltip: boolean;
}

// eslint-disable-next-line no-control-regex -- control characters are what browsers skip in a URL
const URL_NOISE = /[\u0000-\u0020\u007f]/g;

function isRunnableUrl(value: string): boolean {
  const url = value.replace(URL_NOISE, "").toLowerCase();
  return url.startsWith("javascript:") || url.startsWith("vbscript:") || url.startsWith("data:text/html");
}

/** Attributes whose URL a browser follows or loads, by element (any element for href and xlink:href). */
function urlAttribute(element: Element, name: string): boolean {
  if (name === "href" || name === "action" || name === "formaction") return true;
  if (name === "src") return ["iframe", "frame", "embed", "script"].includes(element.tagName);
  if (name === "data") return element.tagName === "object";
  return false;
}

const ALWAYS_LIVE = new Set(["script", "iframe", "frame", "frameset", "object", "embed", "base", "applet"]);

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function elementHits(element: Element, inTooltip: boolean): LiveHit[] {
  const hits: LiveHit[] = [];
  const tag = element.tagName;
  const hit = (kind: string, where: string, text: string) =>
    hits.push({ kind, where: `<${tag}> ${where}`, text, inTooltip });
  if (ALWAYS_LIVE.has(tag))
    hit(
      `${tag} element`,
      "",
      `${element.attrs.map((a) => `${a.name}=${a.value}`).join(" ")} ${textOf(element)}`,
    );
  if (tag === "style") hit("style element", "", textOf(element));
  if (tag === "link") hit("link element", "", element.attrs.map((a) => a.value).join(" "));
  if (tag === "meta" && element.attrs.some((a) => a.name === "http-equiv"))
    hit("meta refresh", "", element.attrs.map((a) => a.value).join(" "));
  for (const attr of element.attrs) {
    const name = attr.name.toLowerCase();
    if (name.startsWith("on")) hit("event handler", name, attr.value);
    else if (name === "srcdoc") hit("srcdoc", name, attr.value);
    else if (urlAttribute(element, name) && isRunnableUrl(attr.value))
      hit("javascript: URL", name, attr.value);
    else if (
      (tag === "set" || tag === "animate") &&
      (name === "to" || name === "values") &&
      isRunnableUrl(attr.value)
    )
      hit("svg animation URL", name, attr.value);
    else if (name === "style" && /url\s*\(|expression\s*\(|javascript:/i.test(attr.value))
      hit("style URL", name, attr.value);
    else if (name === "data-tooltip" || name === "data-tooltip-html") {
      for (const inner of liveMarkup(attr.value, true))
        hits.push({ ...inner, where: `<${tag}> ${name} → ${inner.where}` });
    }
  }
  return hits;
}

function walk(node: Node, inTooltip: boolean, out: LiveHit[]): void {
  if (node.nodeName === "#text" || node.nodeName === "#comment" || node.nodeName === "#documentType") return;
  if ("tagName" in node) out.push(...elementHits(node, inTooltip));
  if ("content" in node && node.content) walk(node.content as Node, inTooltip, out);
  if ("childNodes" in node) for (const child of node.childNodes) walk(child, inTooltip, out);
}

/** Every live piece of markup in `html`, parsed as the body of a page. */
export function liveMarkup(html: string, inTooltip = false): LiveHit[] {
  const out: LiveHit[] = [];
  walk(parseFragment(html) as Node, inTooltip, out);
  return out;
}

/** The text of every text node and attribute value (what a reader or a tooltip could show). */
export function visibleText(html: string): string {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeName === "#text") parts.push((node as DefaultTreeAdapterMap["textNode"]).value);
    if ("tagName" in node) for (const a of node.attrs) parts.push(a.value);
    if ("content" in node && node.content) visit(node.content as Node);
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html) as Node);
  return parts.join("\n");
}

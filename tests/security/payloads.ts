/**
 * The attack payloads of the XSS sweep: a fixed list of attack shapes (script elements, event
 * handlers, javascript: URLs plain, mixed-case and entity-encoded, svg/math/iframe/srcdoc, style,
 * attribute breakouts, raw-text breakouts, template and enricher injection, markup meant for a
 * tooltip) plus seeded variants of them (case, whitespace and encoding changes a filter might miss).
 * The same seed gives the same payloads, so a failure names a payload that can be replayed.
 *
 * Every payload carries two markers for one (payload, field) pair: `vfx_P_F` inside the part that
 * would run (a handler's code, a URL, a script's text), which the live-markup check looks for, and
 * the plain word `vfc_P_F` after it, which tells that the field reached the output at all.
 */
import { mulberry32 } from "../../playground/prng";

/** One attack shape; `$` stands for the run marker (a bare identifier, `vfx_P_F`). */
interface Shape {
  name: string;
  text: string;
}

const SHAPES: readonly Shape[] = [
  { name: "script element", text: "<script>$()</script>" },
  { name: "script src", text: "<SCRIPT SRC=//example.invalid/$.js></SCRIPT>" },
  { name: "img onerror", text: "<img src=x onerror=$()>" },
  { name: "img onerror quoted", text: '<img src="x" onerror="$()">' },
  { name: "img slashes", text: "<img/src=x/onerror=$()>" },
  { name: "handler entity-encoded", text: "<img src=x onerror=&#36;&#40;&#41;;$()>" },
  { name: "svg onload", text: "<svg onload=$()>" },
  { name: "svg script", text: "<svg><script>$()</script></svg>" },
  {
    name: "svg xlink href",
    text: '<svg><a xlink:href="javascript:$()"><text x="1" y="9">go</text></a></svg>',
  },
  { name: "svg animate", text: "<svg><animate onbegin=$() attributeName=x dur=1s></svg>" },
  {
    name: "svg set href",
    text: '<svg><a><set attributeName="href" to="javascript:$()"/><text>go</text></a></svg>',
  },
  {
    name: "math href",
    text: '<math><maction actiontype="statusline" xlink:href="javascript:$()">go</maction></math>',
  },
  { name: "math mglyph mutation", text: "<math><mtext><table><mglyph><style><img src=x onerror=$()>" },
  { name: "iframe javascript", text: '<iframe src="javascript:$()"></iframe>' },
  { name: "iframe srcdoc", text: '<iframe srcdoc="<script>$()</script>"></iframe>' },
  { name: "iframe srcdoc encoded", text: '<iframe srcdoc="&lt;img src=x onerror=$()&gt;"></iframe>' },
  { name: "object data", text: '<object data="javascript:$()"></object>' },
  { name: "embed src", text: '<embed src="javascript:$()">' },
  { name: "link javascript", text: '<a href="javascript:$()">go</a>' },
  { name: "link mixed case", text: '<a href="JaVaScRiPt:$()">go</a>' },
  {
    name: "link decimal entities",
    text: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$()">go</a>',
  },
  { name: "link hex and named colon", text: '<a href="&#x6A;avascript&colon;$()">go</a>' },
  { name: "link tab inside", text: '<a href="java&#x09;script:$()">go</a>' },
  { name: "link leading control", text: '<a href=" &#14; javascript:$()">go</a>' },
  { name: "link no semicolon", text: '<a href="javascript&#58$()">go</a>' },
  { name: "link data html", text: '<a href="data:text/html,<script>$()</script>">go</a>' },
  { name: "form action", text: '<form action="javascript:$()"><button>go</button></form>' },
  { name: "button formaction", text: '<button formaction="javascript:$()">go</button>' },
  { name: "details ontoggle", text: "<details open ontoggle=$()><summary>x</summary></details>" },
  { name: "input autofocus", text: "<input autofocus onfocus=$()>" },
  { name: "body onload", text: "<body onload=$()>" },
  { name: "video source", text: "<video><source onerror=$()></video>" },
  { name: "style url", text: '<div style="background:url(javascript:$())">x</div>' },
  { name: "style element", text: "<style>*{background:url(//example.invalid/$)}</style>" },
  { name: "base href", text: '<base href="javascript:$()//">' },
  { name: "meta refresh", text: '<meta http-equiv="refresh" content="0;url=javascript:$()">' },
  { name: "double-quote breakout", text: '"><img src=x onerror=$()>' },
  { name: "single-quote breakout", text: "'><svg onload=$()>" },
  { name: "attribute injection", text: '" onmouseover="$()" data-x="' },
  { name: "single-quote attribute injection", text: "' onfocus='$()' autofocus='" },
  { name: "textarea breakout", text: "</textarea><img src=x onerror=$()>" },
  { name: "raw-text breakout", text: "</title></style></script><img src=x onerror=$()>" },
  { name: "comment breakout", text: "<!--><img src=x onerror=$()>-->" },
  { name: "cdata", text: "<![CDATA[><img src=x onerror=$()>]]>" },
  { name: "noscript mutation", text: '<noscript><p title="</noscript><img src=x onerror=$()>">' },
  { name: "nested script", text: "<scr<script></script>ipt>$()</scr<script></script>ipt>" },
  { name: "doubled brackets", text: "<<img src=x onerror=$()>>" },
  { name: "unterminated tag", text: "<img src=x onerror=$() " },
  { name: "template injection", text: "{{constructor.constructor('$()')()}} {{{$}}}" },
  { name: "enricher label", text: "@UUID[Actor.x]{<img src=x onerror=$()>}" },
  { name: "inline roll flavour", text: "[[/r 1d6 # <img src=x onerror=$()>]]" },
  { name: "tooltip markup", text: "&lt;img src=x onerror=$()&gt;" },
  { name: "plain javascript url", text: "javascript:$()" },
];

export interface Payload {
  /** Its number in the sweep. */
  id: number;
  shape: string;
  /** The text, with `$` still standing for the marker. */
  template: string;
}

/** The attack text for field number `field`: the run marker in place, the reach marker after it. */
export function payloadText(payload: Payload, field: number): string {
  const marker = `vfx_${payload.id}_${field}`;
  return `${payload.template.replaceAll("$", marker)} vfc_${payload.id}_${field}`;
}

/** A variant of a shape: tag names and URL schemes in random case, spaces and tabs where allowed. */
function variant(shape: Shape, random: () => number): string {
  const flip = (word: string) =>
    [...word].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join("");
  let text = shape.text.replace(
    /<(\/?)([a-z]+)/g,
    (_all, slash: string, tag: string) => `<${slash}${flip(tag)}`,
  );
  text = text.replace(/javascript:/g, () => {
    const choice = Math.floor(random() * 4);
    if (choice === 0) return `${flip("javascript")}:`;
    if (choice === 1) return "javascript&#x3A;";
    if (choice === 2) return "&#x09;javascript:";
    return "jav&#x0A;ascript:";
  });
  if (random() < 0.5) text = text.replace(/ on([a-z]+)=/g, (_all, event: string) => `\n on${event} =`);
  return text;
}

/** The sweep's payloads: every shape once as written, then `variants` seeded variants. */
export function sweepPayloads(seed: number, variants: number): Payload[] {
  const random = mulberry32(seed);
  const out: Payload[] = SHAPES.map((shape, i) => ({ id: i, shape: shape.name, template: shape.text }));
  for (let i = 0; i < variants; i++) {
    const shape = SHAPES[Math.floor(random() * SHAPES.length)];
    out.push({ id: out.length, shape: `${shape.name} (variant)`, template: variant(shape, random) });
  }
  return out;
}

/** The markers in a piece of text, as [payload, field] pairs. */
export function markersIn(text: string, kind: "vfx" | "vfc"): Array<[number, number]> {
  return [...text.matchAll(new RegExp(`${kind}_(\\d+)_(\\d+)`, "g"))].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

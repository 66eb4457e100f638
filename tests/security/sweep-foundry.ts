/**
 * The Foundry side of the XSS sweep: fakes of Foundry's plumbing only (its enricher, which turns a
 * content link into an anchor and leaves other text as it is, as TextEditor.enrichHTML does to text
 * without enricher syntax; its templates, rendered by the real Handlebars; its language lookup over
 * lang/en.json), a rendered message's element, and documents filled with attack text.
 */
import { vi } from "vitest";
import { installDataFakes, type SchemaField } from "../fakes/data-fields";
import { localize } from "../helpers/handlebars";
import { type Payload } from "./payloads";
import { fillText, renderMarked, type Sweep } from "./sweep";
import { fakeEscapeHTML } from "../fakes/foundry-utils";

/** Foundry's enricher on text without enricher syntax: the same text; a content link: an anchor. */
const enrichHTML = async (html: string) =>
  html.replace(/@UUID\[([^\]]+)\]\{([^}]*)\}/g, '<a class="content-link" data-uuid="$1">$2</a>');

/** Foundry's applications as the drawing uses them: the enricher, templates, a dialog closed unanswered. */
const APPLICATIONS = {
  ux: { TextEditor: { implementation: { enrichHTML } } },
  handlebars: { renderTemplate: async (path: string, context: object) => renderMarked(path, context) },
  api: { DialogV2: { prompt: async () => null } },
};

/** The fakes of Foundry's data fields, applications, utils and language lookup. */
export function installFoundry(): void {
  installDataFakes();
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", {
    ...base,
    applications: APPLICATIONS,
    utils: {
      fromUuid: async () => null,
      escapeHTML: fakeEscapeHTML,
    },
  });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => localize(key),
      format: (key: string, data: Record<string, unknown>) => localize(key, data),
      has: () => true,
    },
  });
}

/** After makeWorld set its own: Foundry's templates and enricher, over the world's fakes. */
export function installFoundryOver(): void {
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", { ...base, applications: APPLICATIONS });
}

/** The rendered element of a message as the card drawing sees it: its content and buttons. */
export class MessageElement {
  readonly content = { innerHTML: "core", textContent: null as string | null };
  querySelector(selector: string) {
    return selector === ".message-content" ? this.content : null;
  }
  querySelectorAll() {
    return [];
  }
}

export function schemaOf(model: unknown): SchemaField {
  return (model as { schema: SchemaField }).schema;
}

/** A document's system data with `payload` in every free-text field; `doc` names its fields. */
export function filledSystem(
  sweep: Sweep,
  doc: string,
  model: unknown,
  base: Record<string, unknown>,
  payload: Payload,
): Record<string, unknown> {
  return fillText(base, schemaOf(model), (path) => sweep.text(payload, `${doc} system.${path}`));
}

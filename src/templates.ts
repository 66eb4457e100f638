/**
 * Every Handlebars template of the system, for preloading, and the partials among them. Partials are
 * registered under their own system paths, so a template includes one as
 * `{{> "systems/vowforge/templates/chat/parts/effects.hbs"}}` in Foundry, the playground and the tests.
 */
import { SYSTEM_ID, systemPath } from "./constants";

/** The roll card (templates/chat/roll-card.hbs), rendered with the context from cards/log-cards.ts. */
export const CARD_TEMPLATE = systemPath("templates/chat/roll-card.hbs");

/** The prompt "Mark harm" opens for the harm's name (see harm-prompt.ts). */
export const HARM_PROMPT_TEMPLATE = systemPath("templates/chat/harm-prompt.hbs");

/** A clock card (templates/chat/clock-card.hbs), drawn from the context of context/clock-card.ts. */
export const CLOCK_CARD_TEMPLATE = systemPath("templates/chat/clock-card.hbs");

/** A clock's segmented circle, shared by the clock card, the clock panel and the sheets. */
export const CLOCK_FACE_PARTIAL = systemPath("templates/chat/parts/clock-face.hbs");

/**
 * Partials the card template includes, registered under their own paths; with them the prompt a card
 * button may open ("Mark harm" asks for the harm's name), so it is preloaded too.
 */
export const CARD_PARTIALS = [
  systemPath("templates/chat/parts/effects.hbs"),
  HARM_PROMPT_TEMPLATE,
  CLOCK_FACE_PARTIAL,
] as const;

/** Roll dialog: the application's parts (each also a partial of the whole), and the whole form in one. */
export const DIALOG_TEMPLATES = {
  fields: systemPath("templates/dialogs/roll-dialog-fields.hbs"),
  odds: systemPath("templates/dialogs/roll-dialog-odds.hbs"),
  footer: systemPath("templates/dialogs/roll-dialog-footer.hbs"),
  whole: systemPath("templates/dialogs/roll-dialog.hbs"),
} as const;

export const DIALOG_PARTIALS = [
  DIALOG_TEMPLATES.fields,
  DIALOG_TEMPLATES.odds,
  DIALOG_TEMPLATES.footer,
] as const;

/** Every partial, by the name templates include it with (its system path). */
export const PARTIALS: readonly string[] = [...CARD_PARTIALS, ...DIALOG_PARTIALS];

/** Every template to preload (partials included). */
export const TEMPLATE_PATHS: readonly string[] = [
  CARD_TEMPLATE,
  CLOCK_CARD_TEMPLATE,
  ...CARD_PARTIALS,
  ...new Set<string>([...Object.values(DIALOG_TEMPLATES), ...DIALOG_PARTIALS]),
];

/**
 * Helpers our templates use beyond Handlebars' own (if, each, with, unless, lookup): all of them
 * Foundry built-ins. The tests and the playground register small equivalents of these.
 */
export const TEMPLATE_HELPERS = ["localize", "eq", "selectOptions", "checked"] as const;

const PREFIX = `systems/${SYSTEM_ID}/`;

/** The file of a system path inside the repository ("systems/vowforge/templates/x.hbs" -> "templates/x.hbs"). */
export function templateFile(path: string): string {
  return path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;
}

/** The part of a Handlebars environment that registers partials. */
export interface PartialRegistry {
  registerPartial(name: string, source: string): void;
}

/**
 * Registers partials from a { name: source } map (names are system paths, as in PARTIALS): those of
 * `names` (PARTIALS unless told). Throws when one is missing from the map, so a template never meets an
 * unknown partial.
 */
export function registerPartials(
  registry: PartialRegistry,
  sources: Readonly<Record<string, string>>,
  names: readonly string[] = PARTIALS,
): void {
  for (const name of names) {
    const source = sources[name];
    if (typeof source !== "string") throw new Error(`no source given for the partial ${name}`);
    registry.registerPartial(name, source);
  }
}

/**
 * The roll dialog's parts, each listing the partials its template includes: Foundry's Handlebars
 * application loads a part's `templates` with it before the first render (the sheets' PARTS do the
 * same; draw-steel 0.11.1 lists them in src/module/applications/sheets/actor-sheet.mjs).
 * Three parts, not two: a change re-renders the odds alone (`render({ parts: ["odds"] })`, so the
 * control being typed in is never replaced), and a part renders one root element (as the character
 * sheet's conditions part notes; foundryvtt/foundryvtt#11492 is the `root` part, the one exception),
 * so the footer cannot join the fields' part without a wrapper that would put it before the odds (the
 * order the narrow window's single column and a screen reader follow) and change the whole form's DOM.
 */
export const DIALOG_PARTS = {
  fields: { template: DIALOG_TEMPLATES.fields, templates: [] as string[] },
  odds: { template: DIALOG_TEMPLATES.odds, templates: [] as string[] },
  footer: { template: DIALOG_TEMPLATES.footer, templates: [] as string[] },
};

let loading: Promise<void> | null = null;

/**
 * Foundry only: fetches, compiles and caches every template, registering the partials by path. Started
 * once, in `init`; Foundry does not wait for it, so whatever renders our templates outside an
 * application (the chat cards, drawn as the log first shows the stored messages) waits for
 * `templatesLoaded()`. Never rejects.
 */
export function preloadTemplates(): Promise<void> {
  loading ??= foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]).then(
    () => undefined,
    // A failed preload is logged once and then counts as done: each render fetches its template on
    // demand (renderTemplate goes through getTemplate, which loads what is not cached), so one
    // unreachable file does not turn every card unreadable, and `init` leaves no unhandled rejection.
    (error: unknown) => console.error("Vowforge | the templates could not be preloaded", error),
  );
  return loading;
}

/** Resolves once the preload started in `init` is done (at once when none was started). */
export function templatesLoaded(): Promise<void> {
  return loading ?? Promise.resolve();
}

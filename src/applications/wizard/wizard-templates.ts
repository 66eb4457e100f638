/**
 * The guided creation's templates, by system path. They are not preloaded at `init` (templates.ts):
 * the window's PARTS list them, and Foundry's Handlebars application loads a part's template and its
 * `templates` before the first render, registering each as a partial by its path (as the roll dialog's
 * DIALOG_PARTS and the sheets' PARTS rely on), so they travel with the creation's chunk.
 */
import { systemPath } from "../../constants";

/** The window's parts (also partials of the whole, which the playground draws in one). */
export const WIZARD_TEMPLATES = {
  nav: systemPath("templates/wizard/nav.hbs"),
  step: systemPath("templates/wizard/step.hbs"),
  /** The live regions (shared with the truths dialog). */
  errors: systemPath("templates/parts/live-regions.hbs"),
  footer: systemPath("templates/wizard/footer.hbs"),
  whole: systemPath("templates/wizard/wizard.hbs"),
} as const;

/** The partials a step draws with (the truths dialog draws its choices with them too). */
export const WIZARD_PARTIALS = [
  systemPath("templates/wizard/parts/control.hbs"),
  systemPath("templates/wizard/parts/fields.hbs"),
  systemPath("templates/wizard/parts/options.hbs"),
  systemPath("templates/wizard/parts/picks.hbs"),
  systemPath("templates/wizard/parts/rows.hbs"),
  systemPath("templates/wizard/parts/review.hbs"),
] as const;

/**
 * The truths dialog's templates, by system path; loaded with the dialog's parts, as the creation's are
 * (wizard-templates.ts).
 */
import { systemPath } from "../../constants";
import { WIZARD_PARTIALS, WIZARD_TEMPLATES } from "../wizard/wizard-templates";

/** The dialog's parts (also partials of the whole, which the playground draws in one). */
export const TRUTHS_TEMPLATES = {
  header: systemPath("templates/truths/header.hbs"),
  list: systemPath("templates/truths/list.hbs"),
  footer: systemPath("templates/truths/footer.hbs"),
  whole: systemPath("templates/truths/truths.hbs"),
} as const;

/**
 * Every partial the creation's and the truths' whole templates include, by the name they include it
 * with: what a page drawing either window in one piece outside Foundry (the playground, the tests)
 * registers.
 */
export const GUIDED_PARTIALS: readonly string[] = [
  ...WIZARD_PARTIALS,
  WIZARD_TEMPLATES.nav,
  WIZARD_TEMPLATES.step,
  WIZARD_TEMPLATES.errors,
  WIZARD_TEMPLATES.footer,
  TRUTHS_TEMPLATES.header,
  TRUTHS_TEMPLATES.list,
  TRUTHS_TEMPLATES.footer,
];

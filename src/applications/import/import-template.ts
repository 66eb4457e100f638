/** The import window's template, by system path. */
import { systemPath } from "../../constants";

export const IMPORT_TEMPLATE = systemPath("templates/import/import-dialog.hbs");

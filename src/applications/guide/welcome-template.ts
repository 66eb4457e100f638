/** The welcome window's template, by system path. */
import { systemPath } from "../../constants";

export const WELCOME_TEMPLATE = systemPath("templates/guide/welcome.hbs");

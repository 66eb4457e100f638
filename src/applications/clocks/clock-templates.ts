/** The clock panel's templates and the list partial the sheets share, by system path. */
import { CLOCK_FACE_PARTIAL } from "../../templates";
import { systemPath } from "../../constants";

export const CLOCK_PANEL_TEMPLATE = systemPath("templates/clocks/clock-panel.hbs");
export const CLOCK_LIST_PARTIAL = systemPath("templates/clocks/clock-list.hbs");

/** The partials a clock list includes (the face is also a card partial). */
export const CLOCK_PARTIALS: readonly string[] = [CLOCK_LIST_PARTIAL, CLOCK_FACE_PARTIAL];

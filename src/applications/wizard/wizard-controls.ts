/**
 * What a creation step draws, as plain data for templates/wizard/: blocks of labelled controls (a group
 * of fields, a group of picks, a list of rows, a button, the review), each control with its id, its
 * label and, when the last check found a problem with it, the message it is described by.
 */
import { MAX_TEXT_LENGTH } from "../../rules/validate";
import { type CreationProblem } from "../../rules/character-creation";
import { type Localize } from "../sheets/context/types";

export interface OptionView {
  value: string;
  label: string;
  selected: boolean;
}

export interface ControlView {
  kind: "text" | "textarea" | "select" | "number" | "checkbox" | "hidden";
  id: string;
  name: string;
  label: string;
  /** The label is read by screen readers but not shown (a cell of a row with its column heading above). */
  hideLabel: boolean;
  value: string;
  checked: boolean;
  options: OptionView[];
  min: string;
  max: string;
  maxLength: number;
  required: boolean;
  hint: string;
  hintId: string;
  error: string;
  errorId: string;
  describedBy: string;
  invalid: boolean;
  /** A change of this control redraws the step (it changes what the step shows). */
  refresh: boolean;
}

export interface PickOption {
  id: string;
  value: string;
  label: string;
  checked: boolean;
}

export interface PickGroup {
  label: string;
  /** How many of the group are picked, as the group's summary says it (kept up to date while picking). */
  summary: string;
  summaryId: string;
  open: boolean;
  options: PickOption[];
}

export interface RowView {
  index: number;
  label: string;
  controls: ControlView[];
  remove: { label: string; index: number };
}

export type BlockView =
  | { kind: "fields"; legend: string; status: string; statusId: string; controls: ControlView[] }
  | {
      kind: "picks";
      legend: string;
      type: "checkbox" | "radio";
      name: string;
      /** One group is drawn flat; several as disclosure sections. */
      grouped: boolean;
      groups: PickGroup[];
      statusId: string;
      status: string;
      error: string;
      errorId: string;
      describedBy: string;
      empty: string;
      /** A change of these picks redraws the window (the choice of game changes the steps). */
      refresh: boolean;
    }
  | {
      kind: "rows";
      legend: string;
      list: string;
      /** Column headings shown above the rows (each cell's own label is read by screen readers). */
      columns: string[];
      rows: RowView[];
      add: { id: string; name: string; label: string; disabled: boolean; error: string; errorId: string };
      empty: string;
    }
  | { kind: "action"; action: string; label: string; icon: string }
  | { kind: "review"; sections: ReviewSection[] };

export interface ReviewSection {
  heading: string;
  items: Array<{ label: string; value: string }>;
  step: number;
  change: string;
}

/** Builds controls for one step: ids from the window's prefix, messages from the step's problems. */
export class ControlKit {
  constructor(
    readonly t: Localize,
    readonly idPrefix: string,
    readonly problems: readonly CreationProblem[],
  ) {}

  id(name: string): string {
    return `${this.idPrefix}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  }

  /** The message of the first problem with `name`, named by `label`, or "". */
  error(name: string, label: string): string {
    const problem = this.problems.find((p) => p.field === name);
    return problem ? problemText(problem, this.t, label) : "";
  }

  control(
    kind: ControlView["kind"],
    name: string,
    label: string,
    value: string | number | null,
    extra: Partial<ControlView> = {},
  ): ControlView {
    const id = this.id(name);
    const error = this.error(name, label);
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const hint = extra.hint ?? "";
    return {
      kind,
      id,
      name,
      label,
      hideLabel: false,
      value: value === null ? "" : String(value),
      checked: false,
      options: [],
      min: "",
      max: "",
      maxLength: MAX_TEXT_LENGTH,
      required: false,
      hint,
      hintId,
      error,
      errorId,
      describedBy: [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" "),
      invalid: error !== "",
      refresh: false,
      ...extra,
    };
  }

  text(name: string, label: string, value: string, extra: Partial<ControlView> = {}): ControlView {
    return this.control("text", name, label, value, extra);
  }

  number(name: string, label: string, value: number | null, min: number, max: number, extra: Partial<ControlView> = {}): ControlView {
    return this.control("number", name, label, value, { min: String(min), max: String(max), ...extra });
  }

  select(name: string, label: string, value: string, options: Array<{ value: string; label: string }>, extra: Partial<ControlView> = {}): ControlView {
    return this.control("select", name, label, value, {
      options: options.map((o) => ({ ...o, selected: o.value === value })),
      ...extra,
    });
  }

  checkbox(name: string, label: string, checked: boolean, extra: Partial<ControlView> = {}): ControlView {
    return this.control("checkbox", name, label, "true", { checked, ...extra });
  }

  hidden(name: string, value: string): ControlView {
    return this.control("hidden", name, name, value);
  }
}

/** A problem in words: VOWFORGE.Wizard.Problem.<code>, with the field's label and the problem's values. */
export function problemText(problem: CreationProblem, t: Localize, label: string): string {
  return t(`VOWFORGE.Wizard.Problem.${problem.code}`, { ...problem.data, label });
}

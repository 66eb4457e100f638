/**
 * The creation's buttons, without Foundry: what each does to the walk (wizard-flow.ts) and where the
 * focus goes after it, so the Foundry window and the playground page behave alike. Every button reads
 * the step's form first, so nothing typed is lost by moving back or adding a row.
 */
import { type Localize } from "../sheets/context/types";
import { type FormValues } from "./wizard-form";
import { type CreationFlow } from "./wizard-flow";
import { ROW_LISTS, type RowList } from "./wizard-types";

/** The buttons' `data-action` names (submitting the form is "wizardNext"). */
export const WIZARD_ACTIONS = [
  "wizardNext",
  "wizardBack",
  "wizardGoTo",
  "wizardAddRow",
  "wizardRemoveRow",
  "wizardRollBackground",
] as const;
export type WizardAction = (typeof WIZARD_ACTIONS)[number];

/** Where the focus goes once the window is drawn again. */
export type WizardFocus =
  | { kind: "heading" }
  | { kind: "invalid" }
  | { kind: "row"; list: RowList; index: number }
  | { kind: "control"; name: string };

export interface ActionOutcome {
  focus: WizardFocus;
  /** The last step was passed with every step checked: the plan may be written. */
  finished: boolean;
  /** A sentence for the polite live region (a roll's result), or "". */
  announce: string;
}

/** The data a button carries (its `data-*` attributes). */
export interface ActionData {
  step?: string;
  list?: string;
  index?: string;
}

function rowList(value: string | undefined): RowList | null {
  return ROW_LISTS.find((list) => list === value) ?? null;
}

/** The background a roll of `total` gave, in words. */
function rolledBackground(flow: CreationFlow, total: number, t: Localize): string {
  const row = flow.world.backgrounds[flow.draft.background ?? -1];
  const paths = row.assets.map((uuid) => flow.world.assets.find((a) => a.uuid === uuid)?.name ?? uuid).join(", ");
  return t("VOWFORGE.Wizard.RolledBackground", { total, background: row.label, paths });
}

/** Runs a button on the walk after reading the form into it; `d100` rolls the background table's die. */
export async function runWizardAction(
  flow: CreationFlow,
  action: WizardAction,
  data: ActionData,
  values: FormValues,
  d100: () => Promise<number>,
  t: Localize,
): Promise<ActionOutcome> {
  flow.read(values);
  const outcome = (focus: WizardFocus, announce = ""): ActionOutcome => ({ focus, finished: false, announce });
  switch (action) {
    case "wizardNext": {
      if (flow.isLast) {
        const finished = flow.finish();
        return { focus: finished ? { kind: "heading" } : { kind: "invalid" }, finished, announce: "" };
      }
      return outcome(flow.next() ? { kind: "heading" } : { kind: "invalid" });
    }
    case "wizardBack":
      flow.back();
      return outcome({ kind: "heading" });
    case "wizardGoTo":
      flow.goTo(Number(data.step));
      return outcome({ kind: "heading" });
    case "wizardAddRow": {
      const list = rowList(data.list);
      const index = list ? flow.addRow(list) : null;
      return outcome(list && index !== null ? { kind: "row", list, index } : { kind: "control", name: `${data.list}.add` });
    }
    case "wizardRemoveRow": {
      const list = rowList(data.list);
      if (list) flow.removeRow(list, Number(data.index));
      return outcome({ kind: "control", name: `${data.list}.add` });
    }
    case "wizardRollBackground": {
      const total = await d100();
      const said = flow.rollBackground(total) ? rolledBackground(flow, total, t) : t("VOWFORGE.Wizard.RolledNothing", { total });
      return outcome({ kind: "control", name: "background" }, said);
    }
  }
}

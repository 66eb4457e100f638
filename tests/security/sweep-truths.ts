/**
 * The truths dialog's list with attack text in every category name, option title, option page and
 * table row, drawn the way the dialog draws it: option pages through the one cleaner (in Foundry,
 * enrichSources cleans and then enriches).
 */
import { type Payload } from "./payloads";
import { renderMarked, type Sweep } from "./sweep";
import { TRUTHS_TEMPLATES } from "../../src/applications/truths/truth-templates";

export async function sweepTruths(sweep: Sweep, payload: Payload): Promise<void> {
  const { truthsContext } = await import("../../src/applications/truths/truth-context");
  const { emptyChoices, CUSTOM } = await import("../../src/applications/truths/truth-choices");
  const { cleanHTML } = await import("../../src/clean-html");
  const { localize } = await import("../helpers/handlebars");
  const t = (field: string) => sweep.text(payload, field);
  const categories = [
    {
      id: "cataclysm",
      name: t("JournalEntry truth name"),
      options: [
        {
          name: t("JournalEntryPage truth option name"),
          range: [1, 100] as const,
          html: `<p>${t("JournalEntryPage truth option text.content")}</p>`,
          table: [{ range: [1, 100] as const, text: t("JournalEntryPage truth option table row") }],
        },
      ],
    },
  ];
  const picks = [
    { ...emptyChoices(categories)[0], pick: "0" },
    { ...emptyChoices(categories)[0], pick: CUSTOM, custom: t("truth typed by the group") },
  ];
  for (const choice of picks) {
    const input = {
      sets: [{ id: "set", label: "VOWFORGE.Truths.Title", ruleset: "starforged" }],
      set: "set",
      categories,
      choices: [choice],
      problems: [],
    };
    sweep.attempt("truths dialog list", () =>
      renderMarked(TRUTHS_TEMPLATES.list, truthsContext(input, localize, "vf-truths", cleanHTML)),
    );
  }
}

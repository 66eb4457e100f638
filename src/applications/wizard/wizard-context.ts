/**
 * The context templates/wizard/ draws for a creation at its current step: the list of steps, the step's
 * heading, introduction and blocks of controls, the problems the last check found (also said in the
 * live region) and the buttons. Plain data in, plain data out: the Foundry window, the playground and
 * the tests build it the same way.
 */
import { STATS } from "../../config";
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { type Localize } from "../sheets/context/types";
import { ControlKit, problemText, type BlockView, type ReviewSection } from "./wizard-controls";
import { type CreationFlow } from "./wizard-flow";
import { STEPS, type StepId } from "./wizard-steps";
import { type Draft, type WizardWorld } from "./wizard-types";

export interface NavItem {
  index: number;
  /** The step's number, from 1. */
  number: number;
  label: string;
  current: boolean;
  /** A step already reached: a button that goes back to it. */
  reachable: boolean;
  /** A step passed (shown with a tick). */
  done: boolean;
  /** For screen readers: done, current or still to come. */
  state: string;
}

export interface WizardContext {
  idPrefix: string;
  game: string;
  nav: { label: string; items: NavItem[] };
  step: { id: StepId; headingId: string; heading: string; position: string; intro: string; blocks: BlockView[] };
  errors: { id: string; heading: string; items: string[] };
  footer: { back: { label: string; disabled: boolean }; next: { label: string; finish: boolean }; cancel: string };
}

function list(values: readonly string[], t: Localize): string {
  const kept = values.map((v) => v.trim()).filter((v) => v !== "");
  return kept.length > 0 ? kept.join(", ") : t("VOWFORGE.Wizard.Review.None");
}

function assetName(world: WizardWorld, uuid: string): string {
  return world.assets.find((a) => a.uuid === uuid)?.name ?? uuid;
}

/** The label/value lines of a step in the review. */
function reviewItems(step: StepId, draft: Draft, world: WizardWorld, t: Localize): Array<{ label: string; value: string }> {
  const field = (key: string) => t(`VOWFORGE.Wizard.Field.${key}`);
  const assets = (uuids: readonly string[]) => list(uuids.map((u) => assetName(world, u)), t);
  switch (step) {
    case "game":
      return [{ label: field("Game"), value: t(`VOWFORGE.Ruleset.${draft.game}`) }];
    case "identity":
      return [
        { label: field("Name"), value: draft.name },
        ...(draft.game === "ironsworn" || draft.game === "starforged" ? [{ label: t("VOWFORGE.Sheet.Pronouns"), value: list([draft.pronouns], t) }] : []),
        ...(draft.game === "starforged" ? [{ label: t("VOWFORGE.Sheet.Callsign"), value: list([draft.callsign], t) }] : []),
        { label: t(`VOWFORGE.Wizard.Field.Description.${draft.game}`), value: list([draft.description], t) },
      ];
    case "stats":
      return STATS.map((id) => ({ label: t(`VOWFORGE.Stat.${id}`), value: String(draft.stats[id] ?? "") }));
    case "assets":
      return [{ label: t("VOWFORGE.Wizard.Step.assets.Title"), value: assets(draft.assets) }];
    case "paths": {
      const background = draft.background === null ? null : world.backgrounds[draft.background];
      return [
        ...(background ? [{ label: field("Background"), value: background.label }] : []),
        { label: t("VOWFORGE.Wizard.Step.paths.Title"), value: assets(draft.paths) },
      ];
    }
    case "starship":
      return draft.starship.asset === ""
        ? [{ label: field("Ship"), value: field("NoShip") }]
        : [{ label: field("Ship"), value: `${assetName(world, draft.starship.asset)}: ${draft.starship.name.trim()}` }];
    case "finalAsset":
      return [{ label: field("FinalAsset"), value: assets([draft.finalAsset]) }];
    case "bonds":
      return [{ label: field("Bonds"), value: list(draft.bonds, t) }];
    case "vow":
      return [{ label: field("VowTitle"), value: `${draft.vow.title.trim()} (${t(`VOWFORGE.Rank.${draft.vow.rank}`)})` }];
    case "connections":
      return [{ label: field("Connections"), value: list(draft.connections.map((c) => `${c.name.trim()} (${[c.role.trim(), t(`VOWFORGE.Rank.${c.rank}`)].filter(Boolean).join(", ")})`), t) }];
    case "ftStats":
      return FORGED_TIES_STATS.map((s) => ({ label: t(`VOWFORGE.ForgedTies.FIELDS.stats.${s}.label`), value: String(draft.ftStats[s] ?? "") }));
    case "ftSkills":
      return [{ label: field("Skills"), value: list(draft.ftSkills.map((s) => `${s.name.trim()} (${t(`VOWFORGE.ForgedTies.FIELDS.stats.${s.stat}.label`)} ${s.dice ?? ""})`), t) }];
    case "partners":
      return [{ label: field("Partners"), value: list(draft.partners.map((u) => world.partners.find((p) => p.uuid === u)?.name ?? u), t) }];
    case "forge":
      return [{ label: field("Requirements"), value: list(draft.requirements.map((r) => r.name), t) }];
    case "approaches":
      return AUGUR_APPROACHES.map((a) => ({ label: t(`VOWFORGE.Augur.FIELDS.approaches.${a}.label`), value: String(draft.approaches[a] ?? "") }));
    case "expertise":
      return [{ label: field("Expertise"), value: list(draft.expertise.map((e) => e.name), t) }];
    case "abilities":
      return [{ label: field("Abilities"), value: list(draft.abilities.map((a) => (a.bonusDie ? `${a.name.trim()} (${field("AbilityBonusDie")})` : a.name)), t) }];
    case "strikeSkills":
      return [{ label: field("Skills"), value: list(draft.strikeSkills.map((s) => (s.ability ? `${s.name.trim()} (${t(`VOWFORGE.Rulesets.Strike.Ability.${s.ability}`)})` : s.name)), t) }];
    case "ties":
      return [
        { label: field("Relationships"), value: list(draft.relationships.map((r) => r.name), t) },
        { label: field("Traits"), value: list(draft.traits.map((r) => r.name), t) },
      ];
    case "wealth":
      return [
        { label: field("Wealth"), value: String(draft.wealth ?? "") },
        { label: field("ActionPoints"), value: String(draft.actionPoints ?? "") },
      ];
    case "review":
      return [];
  }
}

function reviewBlock(flow: CreationFlow, t: Localize): BlockView {
  const sections: ReviewSection[] = flow.steps.flatMap((step, index) => {
    if (step === "review") return [];
    const heading = t(`VOWFORGE.Wizard.Step.${step}.Title`);
    return [{ heading, items: reviewItems(step, flow.draft, flow.world, t), step: index, change: t("VOWFORGE.Wizard.Button.Change") }];
  });
  return { kind: "review", sections };
}

/** The labels of the controls a problem may name, so its message says which field it is about. */
function labelsOf(blocks: readonly BlockView[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const block of blocks) {
    if (block.kind === "fields") for (const c of block.controls) labels.set(c.name, c.label);
    if (block.kind === "picks") labels.set(block.name, block.legend);
    if (block.kind === "rows") {
      labels.set(block.add.name, block.legend);
      for (const row of block.rows) for (const c of row.controls) labels.set(c.name, c.label);
    }
  }
  return labels;
}

/** The context of the creation at its current step. */
export function wizardContext(flow: CreationFlow, t: Localize, idPrefix: string): WizardContext {
  const steps = flow.steps;
  const step = flow.step;
  const kit = new ControlKit(t, idPrefix, flow.problems);
  const view = STEPS[step].view;
  const blocks = view ? view(flow.draft, flow.world, kit) : [reviewBlock(flow, t)];
  const labels = labelsOf(blocks);
  const heading = t(`VOWFORGE.Wizard.Step.${step}.Title`);
  const intro = t(`VOWFORGE.Wizard.Step.${step}.Intro.${flow.draft.game}`);
  return {
    idPrefix,
    game: flow.draft.game,
    nav: {
      label: t("VOWFORGE.Wizard.Steps"),
      items: steps.map((id, index) => ({
        index,
        number: index + 1,
        label: t(`VOWFORGE.Wizard.Step.${id}.Title`),
        current: index === flow.index,
        reachable: index <= flow.reached && index !== flow.index,
        done: index !== flow.index && index < flow.reached,
        state: t(index === flow.index ? "VOWFORGE.Wizard.State.Current" : index < flow.reached ? "VOWFORGE.Wizard.State.Done" : "VOWFORGE.Wizard.State.ToCome"),
      })),
    },
    step: {
      id: step,
      headingId: `${idPrefix}-step-heading`,
      heading,
      position: t("VOWFORGE.Wizard.Position", { n: flow.index + 1, total: steps.length }),
      intro,
      blocks,
    },
    errors: {
      id: `${idPrefix}-errors`,
      heading: flow.problems.length > 0 ? t("VOWFORGE.Wizard.ProblemsHeading") : "",
      items: flow.problems.map((p) => problemText(p, t, labels.get(p.field ?? "") ?? heading)),
    },
    footer: {
      back: { label: t("VOWFORGE.Wizard.Button.Back"), disabled: flow.index === 0 },
      next: { label: t(flow.isLast ? "VOWFORGE.Wizard.Button.Finish" : "VOWFORGE.Wizard.Button.Next"), finish: flow.isLast },
      cancel: t("VOWFORGE.Wizard.Button.Cancel"),
    },
  };
}

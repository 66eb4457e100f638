/**
 * The walk through a creation, without Foundry: the current step, moving on (only when the step has
 * no problem), back, to a step already reached, adding and removing rows, the Starforged background
 * roll, and finishing (every step checked again; the first with a problem is shown). The draft stays
 * in memory; the Foundry window and the playground page draw the context and write the plan at the end.
 */
import { type CreationProblem } from "../../rules/character-creation";
import { rangeIndex } from "../../rules/oracle";
import { commandVehicles } from "./steps-sworn";
import { type FormValues } from "./wizard-form";
import { readStep, STEPS, stepsFor, type StepId } from "./wizard-steps";
import { NEW_ROWS, ROW_LIMITS } from "./wizard-rows";
import { type Draft, type RowList, type WizardWorld } from "./wizard-types";

export class CreationFlow {
  #draft: Draft;
  #index = 0;
  /** The furthest step reached: any step up to it may be gone back to. */
  #reached = 0;
  #problems: CreationProblem[] = [];
  /** Set once the user has answered the starship step, whose choice ("none" included) then stands. */
  #shipChosen = false;

  constructor(
    readonly world: WizardWorld,
    draft: Draft,
  ) {
    this.#draft = this.#withShip(draft);
  }

  get draft(): Draft {
    return this.#draft;
  }

  get steps(): StepId[] {
    return stepsFor(this.#draft, this.world);
  }

  get index(): number {
    return this.#index;
  }

  get reached(): number {
    return this.#reached;
  }

  get step(): StepId {
    return this.steps[this.#index];
  }

  /** The problems found when the user last tried to move on or finish (cleared by a move). */
  get problems(): readonly CreationProblem[] {
    return this.#problems;
  }

  get isLast(): boolean {
    return this.#index === this.steps.length - 1;
  }

  /** A Starforged draft that has not chosen its ship takes the first command vehicle the packs offer. */
  #withShip(draft: Draft): Draft {
    if (draft.game !== "starforged" || draft.starship.asset !== "" || this.#shipChosen) return draft;
    const ship = commandVehicles(this.world, draft)[0];
    return ship ? { ...draft, starship: { ...draft.starship, asset: ship.uuid } } : draft;
  }

  /**
   * Reads the current step's form into the draft. Problems shown since the last Next that the new
   * values fix are set aside; none are added (a new problem waits for the next Next).
   */
  read(values: FormValues): void {
    const before = this.#draft.game;
    this.#draft = readStep(this.step, values, this.#draft, this.world);
    if (this.#problems.length > 0) {
      const now = this.check();
      this.#problems = this.#problems.filter((shown) => now.some((p) => p.code === shown.code && p.field === shown.field));
    }
    if (this.step === "starship") this.#shipChosen = true;
    if (this.#draft.game !== before) {
      this.#reached = this.#index;
      this.#draft = this.#withShip(this.#draft);
    }
  }

  /** The current step's problems, without moving. */
  check(): CreationProblem[] {
    return STEPS[this.step].problems(this.#draft, this.world);
  }

  /** Moves to the next step when the current one has no problem; otherwise keeps them to show. */
  next(): boolean {
    this.#problems = this.check();
    if (this.#problems.length > 0 || this.isLast) return false;
    this.#index += 1;
    this.#reached = Math.max(this.#reached, this.#index);
    return true;
  }

  back(): boolean {
    this.#problems = [];
    if (this.#index === 0) return false;
    this.#index -= 1;
    return true;
  }

  /** Goes to a step already reached; a step further on is refused. */
  goTo(index: number): boolean {
    if (!Number.isInteger(index) || index < 0 || index > this.#reached || index >= this.steps.length) return false;
    this.#problems = [];
    this.#index = index;
    return true;
  }

  /** Adds an empty row to a list (none past its limit; the problems shown are set aside); returns the new row's index, or null. */
  addRow(list: RowList): number | null {
    const rows = this.#draft[list] as unknown[];
    if (rows.length >= ROW_LIMITS[list]) return null;
    this.#problems = [];
    this.#draft = { ...this.#draft, [list]: [...rows, NEW_ROWS[list]()] };
    return rows.length;
  }

  removeRow(list: RowList, index: number): boolean {
    const rows = this.#draft[list] as unknown[];
    if (!Number.isInteger(index) || index < 0 || index >= rows.length) return false;
    this.#problems = [];
    this.#draft = { ...this.#draft, [list]: rows.filter((_, i) => i !== index) };
    return true;
  }

  /** Picks the background whose range holds a d100 `total`, with its two paths. */
  rollBackground(total: number): boolean {
    const index = rangeIndex(this.world.backgrounds, total);
    if (index < 0) return false;
    this.#draft = { ...this.#draft, background: index, paths: [...this.world.backgrounds[index].assets] };
    return true;
  }

  /**
   * Checks every step from the first; true when none has a problem. Otherwise the first step with one
   * becomes the current step, with its problems to show.
   */
  finish(): boolean {
    const steps = this.steps;
    for (let i = 0; i < steps.length; i += 1) {
      const problems = STEPS[steps[i]].problems(this.#draft, this.world);
      if (problems.length > 0) {
        this.#index = i;
        this.#problems = problems;
        return false;
      }
    }
    this.#problems = [];
    return true;
  }
}

/**
 * What a clock button does, wherever the list is drawn (the clock panel, a character sheet, the
 * playground): the button and the list it sits in say which clock and which list; the press goes to
 * pressClock (src/cards/clocks/clock-actions.ts), and a refusal is shown in the user's language. A
 * rename first asks for the new name (through `askName`, so each place brings its own prompt).
 */
import {
  pressClock,
  type ClockOutcome,
  type ClockRequest,
  type ClockRequestOp,
  type ClockTarget,
} from "../../cards/clocks/clock-actions";
import { clockRefusalSentence } from "../../cards/clocks/clock-refusal";
import { type ClockWorld } from "../../cards/clocks/clock-types";
import { type LangLookup } from "../../locale";
import { CLOCK_VISIBILITY, type ClockVisibility } from "../../rules/clocks";
import { ORACLE_ODDS_IDS, type OracleOdds } from "../../rules/oracle";

/** The part of an element the buttons read (an HTMLElement has it). */
export interface ClockElement {
  dataset: Record<string, string | undefined>;
  closest(selector: string): ClockElement | null;
  querySelector(selector: string): (ClockElement & { value?: string }) | null;
}

export interface ClockButtonEnv {
  /** The element holding the odds select (the panel), or the list itself. */
  root: ClockElement;
  lookup: LangLookup;
  /** Asks for a clock's new name; null when the user gives none. */
  askName(current: string): Promise<string | null>;
  notifyError(text: string): void;
  world?: ClockWorld;
  /** The list every button here acts on (a sheet names its own actor); else read from the button's list. */
  target?: ClockTarget;
}

/** The list a button sits in, from the section's data-clock-scope and data-actor-uuid. */
export function targetOf(button: ClockElement): ClockTarget | null {
  const section = button.closest("[data-clock-scope]");
  if (!section) return null;
  if (section.dataset.clockScope === "world") return { scope: "world" };
  const uuid = section.dataset.actorUuid;
  return section.dataset.clockScope === "actor" && uuid ? { scope: "actor", actorUuid: uuid } : null;
}

function oddsOf(root: ClockElement, button: ClockElement): OracleOdds {
  const select =
    button.closest("[data-clock-scope]")?.querySelector('[data-role="clock-odds"]') ??
    root.querySelector('[data-role="clock-odds"]');
  const value = select?.value;
  return (ORACLE_ODDS_IDS as readonly string[]).includes(value ?? "") ? (value as OracleOdds) : "fiftyFifty";
}

function nameOf(button: ClockElement): string {
  // The row, not the button (which carries data-clock-id too).
  const row = button.closest(".vf-clock");
  return row?.querySelector(".vf-clock__name")?.dataset.name ?? "";
}

/** The request a clock button makes (a rename asks for the name first); null when there is none. */
export async function requestOfButton(
  button: ClockElement,
  env: ClockButtonEnv,
): Promise<ClockRequest | null> {
  const target = env.target ?? targetOf(button);
  if (!target) return null;
  if (button.dataset.action === "clockCreate") {
    const form = button.closest('[data-role="clock-new"]');
    const name = form?.querySelector('[data-role="clock-name"]')?.value ?? "";
    const segments = Number(form?.querySelector('[data-role="clock-segments"]')?.value);
    const raw = form?.querySelector('[data-role="clock-visibility"]')?.value ?? "all";
    const visibility: ClockVisibility = (CLOCK_VISIBILITY as readonly string[]).includes(raw)
      ? (raw as ClockVisibility)
      : "all";
    return { target, op: { action: "create", name, segments, visibility } };
  }
  const clockId = button.dataset.clockId ?? "";
  let op: ClockRequestOp;
  switch (button.dataset.op) {
    case "advance":
    case "clear":
    case "delete":
      op = { action: button.dataset.op, clockId };
      break;
    case "roll":
      op = { action: "roll", clockId, odds: oddsOf(env.root, button) };
      break;
    case "rename": {
      const name = await env.askName(nameOf(button));
      if (name === null) return null;
      op = { action: "edit", clockId, name };
      break;
    }
    default:
      return null;
  }
  return { target, op };
}

/** Runs a clock button; resolves to the outcome (null when nothing was asked), a refusal shown. */
export async function runClockButton(
  button: ClockElement,
  env: ClockButtonEnv,
): Promise<ClockOutcome | null> {
  const request = await requestOfButton(button, env);
  if (!request) return null;
  const outcome = await pressClock(request, env.world);
  if (!outcome.ok) env.notifyError(clockRefusalSentence(outcome, env.lookup));
  return outcome;
}

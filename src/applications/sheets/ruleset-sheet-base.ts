/**
 * What the Forged Ties, Augur, Strike! and team conflict sheets share: one body part rendered from a
 * pure builder, buttons whose operation may be refused by the rules (the user is told why, nothing is
 * written), a choice among a few buttons, and the names of the other actors a sheet lists by UUID.
 */
import { rulesErrorText } from "../../cards/rules-error-text";
import { RulesError } from "../../rules/errors";
import { BOND_PARTNER_TYPES } from "../../operations/bonds";
import { VowforgeActorSheet } from "./actor-sheet-base";
import { enrichSources, sheetEnv } from "./foundry-env";
import { type SheetEnv } from "./context/types";
import { pinClassName } from "../../class-names";

/** Runs a sheet operation; a RulesError becomes a notification in the user's language. */
export async function guarded(operation: () => Promise<unknown>): Promise<void> {
  try {
    await operation();
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications.error(rulesErrorText(error));
  }
}

/** Asks the user to pick one of `choices`; resolves to its id, or null when closed. */
export async function chooseOne(title: string, prompt: string, choices: { id: string; label: string }[]): Promise<string | null> {
  if (choices.length === 0) return null;
  const picked: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content: `<p>${foundry.utils.escapeHTML(prompt)}</p>`,
    buttons: choices.map((c, i) => ({ action: c.id, label: c.label, default: i === 0 })),
    rejectClose: false,
  });
  return typeof picked === "string" && choices.some((c) => c.id === picked) ? picked : null;
}

/** The name of each actor in `uuids` that this world knows (the UUID itself stands in otherwise). */
export function actorNames(uuids: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const uuid of uuids) {
    if (!uuid) continue;
    const id = uuid.startsWith("Actor.") ? uuid.slice("Actor.".length) : null;
    const actor = id && !id.includes(".") ? game.actors?.get(id) : undefined;
    if (actor) out[uuid] = actor.name;
  }
  return out;
}

/**
 * Names by UUID of the world's characters, other than `self`, that a bond may be held with: those this
 * user can see, and every player character.
 */
export function bondCandidates(self: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const actor of game.actors ?? []) {
    // Player characters are listed even when this user may not see their sheet (party members).
    const listed = actor.visible || actor.hasPlayerOwner;
    if (actor.uuid !== self && listed && BOND_PARTNER_TYPES.includes(actor.type)) out[actor.uuid] = actor.name;
  }
  return out;
}

/**
 * A ruleset sheet: the environment and enriched notes for its builder. (Foundry's redraw gives focus
 * back to the control that had it, by its id or name; every edit control has an id.)
 */
export class RulesetActorSheet extends VowforgeActorSheet {
  /** The builders' environment, with the notes (and any `more` HTML) enriched beforehand. */
  protected async rulesetEnv(more: string[] = []): Promise<SheetEnv> {
    const notes = (this.actor.system as { notes?: unknown }).notes;
    const html = await enrichSources([typeof notes === "string" ? notes : "", ...more], this.actor);
    return sheetEnv(html, this.isEditable, this.id);
  }

  /** The actor as the builders read it. */
  protected plainActor() {
    return { name: this.actor.name, img: this.actor.img ?? "", system: this.actor.system };
  }
}
pinClassName(RulesetActorSheet, "RulesetActorSheet");

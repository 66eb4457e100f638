/**
 * The identity and notes every ruleset sheet shares (Forged Ties, Augur, Strike!, the team conflict).
 * The conflict sheet's chunk and the other ruleset sheets' chunk both load it (rollup.config.mjs's
 * SHARED_CHUNKS).
 */
import { sheetClocks, type SheetClocks } from "./clocks-context";
import { monogramOf } from "./portrait";
import { recordOf, textOf, type RulesetActor, type SheetEnv } from "./types";

/** Identity, notes, editing state and the character's clocks, as every ruleset sheet shows them. */
export interface RulesetBase extends SheetClocks {
  editable: boolean;
  idPrefix: string;
  /** `kicker`: the game's name over the character's in the header band ("" for none). */
  identity: { name: string; img: string; monogram: string; nameId: string; imgAlt: string; kicker: string };
  notes: { name: string; source: string; html: string; id: string; richEditor: boolean };
}

/** The shared part of a ruleset sheet's context (notes stored at system.notes); `kicker` names the game. */
export function rulesetBase(actor: RulesetActor, env: SheetEnv, richEditor: boolean, kicker = ""): RulesetBase {
  const source = textOf(recordOf(actor.system).notes);
  return {
    editable: env.editable,
    idPrefix: env.idPrefix,
    identity: {
      name: actor.name,
      img: actor.img, monogram: monogramOf(actor.img, actor.name),
      nameId: `${env.idPrefix}-name`,
      imgAlt: env.localize("VOWFORGE.Sheet.Portrait", { name: actor.name }),
      kicker,
    },
    notes: { name: "system.notes", source, html: env.html(source), id: `${env.idPrefix}-notes`, richEditor },
    ...sheetClocks(actor, env),
  };
}

/** The ids of our enrichers (the `enricher` attribute of the `<enriched-content>` Foundry wraps them in). */
import { SYSTEM_ID } from "../constants";
import { type EnricherTag } from "../enricher-syntax";

export const ENRICHER_IDS: Readonly<Record<EnricherTag, string>> = {
  Move: `${SYSTEM_ID}.move`,
  Oracle: `${SYSTEM_ID}.oracle`,
  Roll: `${SYSTEM_ID}.roll`,
};

/** Types of the known-roll-conditions generator (the generator itself is plain JavaScript). */
import { type generateDocuments } from "./build.mjs";

/** The file the generator writes. */
export const KNOWN_CONDITIONS_FILE: string;

/** Datasworn id -> trigger conditions of the moves that need them (see the generator's comment). */
export function knownRollConditions(generated?: ReturnType<typeof generateDocuments>): Record<string, unknown[]>;

/** The TypeScript module holding `known`. */
export function knownRollConditionsModule(known: Record<string, unknown[]>): string;

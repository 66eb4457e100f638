import { type FoundryBuildSource } from "./env.mjs";
export interface Pass {
  /** The build variable, or "upgrade". */
  id: string;
  build: FoundryBuildSource;
  /** Whether the pass keeps its data folder for the upgrade pass. */
  keepData: boolean;
  /** The pass whose kept data folder this one starts on (the upgrade), else null. */
  upgradeFrom: string | null;
}
export interface PassPlan {
  passes: Pass[];
  /** Why no upgrade pass runs, or null when one does. */
  upgradeUnavailable: string | null;
}
/** A data folder a pass kept, and what its steps learnt of the world (actors, cards) for the next pass. */
export interface KeptWorld {
  dataPath: string;
  carried?: unknown;
}
export interface PassResult {
  ok: boolean;
  detail: string;
  kept?: KeptWorld | null;
}
export type RunPass = (pass: Pass, index: number, from: KeptWorld | null) => Promise<PassResult>;
export interface PassOutcome {
  id: string;
  status: "passed" | "failed" | "not applicable";
  detail: string;
}
export const UPGRADE_FROM: string;
export const UPGRADE_TO: string;
export function planPasses(builds: readonly FoundryBuildSource[]): PassPlan;
export function runPasses(plan: PassPlan, runPass: RunPass): Promise<PassOutcome[]>;

export interface KnownNoise {
  /** A short name, unique in the list; results.json reports it. */
  id: string;
  level: "error" | "warning";
  /** Matched against the line's text as the run's console.log shows it. */
  match: RegExp;
  /** The Foundry generations it applies to. */
  versions: readonly number[];
  /** Why the line is not a failure, in one line. */
  reason: string;
  /** Where that is shown: a test here, a public issue, a licensed run's artifact. */
  source: string;
}
export const KNOWN_NOISE: readonly KnownNoise[];

/**
 * What property tests share. A property test is sized by its count of cases, each drawn from a fixed
 * seed (tests/data/random-updates.ts `prng`), so every run checks the same cases on any machine. Its
 * time limit only catches a hang: a loaded machine may take many times as long as an idle one, and
 * that must not fail the test. Inside the loop, check in plain code and assert once on what was found
 * (a list of problems), since an `expect` per value costs more than the code under test.
 */

/** The time limit of a property test (ten minutes): far beyond any run, loaded or not. */
export const PROPERTY_TIMEOUT_MS = 10 * 60_000;

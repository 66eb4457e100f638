/** The rules engine's public API. Pure functions: dice values in, results out. */
export { RulesError } from "./errors";

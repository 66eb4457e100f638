/**
 * Track operations on Forged Ties, Augur and Strike! actors and on team conflicts: each takes an actor,
 * calls the rules, writes one update and returns what the player or the table must be asked next.
 */
export * as forgedTies from "./forged-ties";
export * as forge from "./forge";
export * as bonds from "./bonds";
export * as augur from "./augur";
export * as strike from "./strike";
export * as conflict from "./conflict";
export { type TrackActor } from "./actor-write";

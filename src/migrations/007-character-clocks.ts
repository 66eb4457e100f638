/**
 * Migration 7: every character carries a list of clocks (`system.clocks`). A character stored without
 * the list needs nothing: the model's empty list applies on read (and an unlinked token's delta must not
 * be given a list of its own, which would hide its actor's). What the model could not read is repaired
 * (repair-list.ts): a null list becomes empty, anything else stored under the name (written by hand or
 * by a module) and each entry the rules cannot read as a clock are kept in
 * `flags.vowforge.retired.clocks`, so nothing a user stored is lost, and the list keeps the clocks that
 * are valid.
 */
import { isPlainObject } from "../paths";
import { assertClock, type Clock } from "../rules/clocks";
import { acceptedBy, repairList } from "./repair-list";
import { type Migration } from "./types";

const isClock = acceptedBy((c) => assertClock(c as Clock));

export const characterClocks: Migration = {
  version: 7,
  description: "Characters: a list of clocks the character carries",
  documentName: "Actor",
  types: ["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter"],
  migrate(source) {
    const system = source.system;
    return isPlainObject(system) ? repairList("clocks", system.clocks, isClock) : {};
  },
};

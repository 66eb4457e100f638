/**
 * Checks that a roll request has the shape the card message stores, before any die is cast or any
 * character is touched: an object of a known kind and ruleset, with each field the message schema
 * keeps present and of the right type. The rules engine then checks the values (see validateRequest).
 * Refusals are RulesErrors, worded in the user's language by the caller.
 */
import { RULESETS } from "../../config";
import { RulesError } from "../../rules/errors";
import { CARD_KINDS, type CardKind } from "./card-state";

type FieldType = "string" | "number" | "boolean" | "object" | "array" | "stringOrNull";

/** The fields each kind of request must carry, with their type (optional fields are not listed). */
export const REQUEST_FIELDS: Record<CardKind, Record<string, FieldType>> = {
  action: {
    stat: "object",
    adds: "number",
    momentum: "number",
    cancelOnNegativeMomentum: "boolean",
  },
  progress: { trackUuid: "stringOrNull", trackName: "string", score: "number" },
  pool: { dice: "number", position: "string", effect: "string" },
  threat: { momentum: "number", plan: "object" },
  strike: {
    skilled: "boolean",
    advantage: "boolean",
    disadvantage: "boolean",
    majorConditions: "number",
    helpers: "number",
  },
  oracle: { odds: "string", question: "string" },
  forge: { requirementId: "string", requirement: "string", dice: "number", helpers: "array" },
  opposed: { a: "object", b: "object", skillId: "stringOrNull" },
  purchase: { item: "string", itemTier: "number", wealth: "object" },
};

/** Fields every request carries. */
const COMMON: Record<string, FieldType> = {
  actorUuid: "stringOrNull",
  moveUuid: "stringOrNull",
  title: "string",
};

/** Fields of an action request's stat. */
const STAT: Record<string, FieldType> = { id: "string", label: "string", value: "number" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case "stringOrNull":
      return value === null || typeof value === "string";
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function assertFields(record: Record<string, unknown>, fields: Record<string, FieldType>, where: string): void {
  for (const [name, type] of Object.entries(fields)) {
    if (!hasType(record[name], type)) {
      throw new RulesError("BadRequestField", `${where}${name} is missing or not a ${type}`, {
        field: `${where}${name}`,
      });
    }
  }
}

/** Throws a RulesError unless `request` has the shape of a roll request of a known kind and ruleset. */
export function assertRequestShape(request: unknown): asserts request is Record<string, unknown> {
  if (!isRecord(request))
    throw new RulesError("NotAnObject", "a roll request must be an object", { value: String(request) });
  const kind = request.kind;
  if (typeof kind !== "string" || !(CARD_KINDS as readonly string[]).includes(kind))
    throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: String(kind) });
  const ruleset = request.ruleset;
  if (typeof ruleset !== "string" || !(RULESETS as readonly string[]).includes(ruleset))
    throw new RulesError("UnknownRuleset", `unknown ruleset ${String(ruleset)}`, { value: String(ruleset) });
  assertFields(request, COMMON, "");
  assertFields(request, REQUEST_FIELDS[kind as CardKind], "");
  if (kind === "action") assertFields(request.stat as Record<string, unknown>, STAT, "stat.");
}

import { describe, expect, it } from "vitest";
import { assertRequestShape, KIND_IDS, KINDS, migrateStoredCard, readCard, storeCard } from "../../src/kinds/registry";
import { readShape } from "../../src/kinds/shape";
import { RulesError } from "../../src/rules/errors";
import { actionCard, strikeCard } from "../cards/actions/cards";
import {
  actionRequest,
  dieRequest,
  forgeRequest,
  opposedRequest,
  oracleRequest,
  poolRequest,
  progressRequest,
  purchaseRequest,
  strikeRequest,
  threatRequest,
} from "../dice/requests";

const REQUESTS: Record<(typeof KIND_IDS)[number], () => unknown> = {
  action: () => actionRequest(),
  progress: () => progressRequest(),
  pool: () => poolRequest(),
  threat: () => threatRequest(),
  strike: () => strikeRequest(),
  oracle: () => oracleRequest(),
  forge: () => forgeRequest(),
  opposed: () => opposedRequest(),
  purchase: () => purchaseRequest(),
  die: () => dieRequest(),
};

function refusal(run: () => void): RulesError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("the request check, from each kind's request table", () => {
  it.each(KIND_IDS)("accepts a %s request", (kind) => {
    expect(() => assertRequestShape(REQUESTS[kind]())).not.toThrow();
  });

  it.each(KIND_IDS)("refuses a %s request without one of its fields, naming it", (kind) => {
    for (const [field, spec] of Object.entries(KINDS[kind].request)) {
      if ((spec as { mayOmit?: boolean }).mayOmit) continue;
      const request = { ...(REQUESTS[kind]() as Record<string, unknown>) };
      delete request[field];
      const error = refusal(() => assertRequestShape(request));
      expect(error.code).toBe("BadRequestField");
      expect(error.details).toMatchObject({ field });
    }
  });

  it("checks the fields inside a group (an action's stat, an opposed side)", () => {
    const action = actionRequest() as unknown as { stat: Record<string, unknown> };
    delete action.stat.value;
    expect(refusal(() => assertRequestShape(action)).details).toMatchObject({ field: "stat.value" });
    const opposed = opposedRequest() as unknown as { b: Record<string, unknown> };
    opposed.b.helpers = "2";
    expect(refusal(() => assertRequestShape(opposed)).details).toMatchObject({ field: "b.helpers" });
  });

  it("lets a request leave out what it may (an action's reroll, a strike's linked roll)", () => {
    const action = actionRequest() as Record<string, unknown>;
    delete action.reroll;
    delete action.moveOutcomes;
    delete action.cursedDie;
    expect(() => assertRequestShape(action)).not.toThrow();
    expect(() => assertRequestShape({ ...actionRequest(), reroll: "Sword" })).toThrow(RulesError);
  });
});

describe("the stored card, from each kind's shape table", () => {
  it("reads a field added later as its absent value, and a renamed one through the kind's migrate", () => {
    const stored = JSON.parse(JSON.stringify(storeCard(actionCard({ momentum: 7 })))) as {
      action: Record<string, unknown>;
      strike: unknown;
    };
    delete stored.action.cursedDie;
    delete stored.action.burnedMomentum;
    stored.action.burned = true;
    expect(readCard(stored)).toMatchObject({ cursedDie: null, burnedMomentum: 7 });
    expect(stored.action).toHaveProperty("burned", true);
    const strike = JSON.parse(JSON.stringify(storeCard(strikeCard()))) as { strike: Record<string, unknown> };
    delete strike.strike.skillId;
    delete strike.strike.linked;
    expect(migrateStoredCard(strike).strike).toMatchObject({ skillId: null, linked: false });
  });

  it("refuses a field that was always there when it is missing, naming it", () => {
    const stored = JSON.parse(JSON.stringify(storeCard(actionCard()))) as { action: Record<string, unknown> };
    delete stored.action.actionDie;
    expect(refusal(() => readCard(stored)).details).toMatchObject({ field: "action.actionDie" });
  });

  it("copies only the keys a shape knows", () => {
    const shape = KINDS.oracle.shape;
    const read = readShape({ odds: "likely", question: "", roll: 40, extra: 1 }, shape, "oracle", "MalformedCard");
    expect(read).toEqual({ odds: "likely", question: "", roll: 40 });
  });
});

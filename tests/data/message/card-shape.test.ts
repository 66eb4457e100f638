/**
 * The roll card's stored shape is written in two forms that must agree: the TypeScript CardState types
 * (data/message/card-state.ts, stored through card-system.ts) and the message schema
 * (data/message/roll-card.ts). The request check (request-shape.ts) names fields of the RollRequest
 * type, which a roll turns into a card (a pool request's dice count becomes the card's dice).
 * The type-level check below fails `tsc` when a top-level field is added to one and not the other (the
 * schema's per-kind types are not precise enough to compare); the runtime checks compare each kind's
 * schema field names, both ways, with a card of that kind as stored.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CARD_KINDS, type CardKind, type CardState } from "../../../src/data/message/card-state";
import { systemFromCard, type RollCardSystemData } from "../../../src/data/message/card-system";
import { REQUEST_FIELDS } from "../../../src/data/message/request-shape";
import type * as RollCard from "../../../src/data/message/roll-card";
import { installDataFakes } from "../../fakes/data-fields";
import {
  actionCard,
  forgeCard,
  opposedCard,
  poolCard,
  progressCard,
  purchaseCard,
  strikeCard,
  threatCard,
} from "../../cards/actions/cards";
import {
  actionRequest,
  forgeRequest,
  opposedRequest,
  oracleRequest,
  poolRequest,
  progressRequest,
  purchaseRequest,
  strikeRequest,
  threatRequest,
} from "../../dice/requests";
import { oracleCard } from "../../templates/card-fixtures";

type Schema = ReturnType<typeof RollCard.RollCardModel.defineSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The schema's top-level fields are the stored data's fields. */
const topLevel: Same<keyof Schema, keyof RollCardSystemData> = true;

const SAMPLES: Record<CardKind, () => CardState> = {
  action: () => actionCard(),
  progress: () => progressCard(),
  pool: () => poolCard(),
  threat: () => threatCard(),
  strike: () => strikeCard(),
  oracle: () => oracleCard(),
  forge: () => forgeCard(),
  opposed: () => opposedCard(),
  purchase: () => purchaseCard(),
};

const REQUESTS: Record<CardKind, () => unknown> = {
  action: () => actionRequest(),
  progress: () => progressRequest(),
  pool: () => poolRequest(),
  threat: () => threatRequest(),
  strike: () => strikeRequest(),
  oracle: () => oracleRequest(),
  forge: () => forgeRequest(),
  opposed: () => opposedRequest(),
  purchase: () => purchaseRequest(),
};

let schema: Record<string, { fields?: Record<string, unknown> }>;

beforeAll(async () => {
  installDataFakes();
  const model = (await import("../../../src/data/message/roll-card")).RollCardModel;
  schema = model.defineSchema() as unknown as typeof schema;
});
afterAll(() => vi.unstubAllGlobals());

describe("the roll card's type and schema", () => {
  it("agree at the type level", () => {
    expect(topLevel).toBe(true);
  });

  it.each(CARD_KINDS)("name the same fields for a %s card", (kind) => {
    const stored = JSON.parse(JSON.stringify(systemFromCard(SAMPLES[kind]()))) as Record<string, unknown>;
    expect(Object.keys(stored).filter((k) => !(k in schema))).toEqual([]);
    const own = stored[kind] as Record<string, unknown>;
    const fields = Object.keys(schema[kind]!.fields ?? {});
    expect(fields.length).toBeGreaterThan(0);
    expect(Object.keys(own).filter((k) => !fields.includes(k))).toEqual([]);
    expect(fields.filter((k) => !(k in own))).toEqual([]);
  });

  it.each(CARD_KINDS)("check, in a %s request, fields the request type has", (kind) => {
    const request = REQUESTS[kind]() as unknown as Record<string, unknown>;
    expect(Object.keys(REQUEST_FIELDS[kind]).filter((k) => !(k in request))).toEqual([]);
  });
});

/**
 * The adds of asset abilities (src/rules/effects/asset-adds.json) against the Datasworn packages we
 * ship: each entry names an ability that enhances moves, whose text says "add +N" with its amount,
 * and the moves it lists are ones that ability enhances (none listed: an enhancement for any move).
 */
import { describe, expect, it } from "vitest";
import { ASSET_ABILITY_ADDS, idMatches } from "../../../src/rules/effects/asset-adds";
import { DATASWORN_FILES, dataswornAssets, dataswornMoves, type DsNode } from "../../helpers/datasworn-json";

const assets = new Map(Object.values(DATASWORN_FILES).flatMap(dataswornAssets).map((a) => [a._id as string, a]));
const moveIds = Object.values(DATASWORN_FILES).flatMap((f) => dataswornMoves(f).map((m) => m._id as string));
const enhanced = (ability: DsNode): (string | null)[] =>
  (ability.enhance_moves ?? []).flatMap((e: DsNode) => (e.enhances === null ? [null] : (e.enhances as string[])));

/** Where an entry disagrees with its ability; empty when they agree. */
function problemsOf(assetId: string, entry: { ability: number; add: number; moves: readonly string[] | null }): string[] {
  const where = `${assetId} ability ${entry.ability + 1}`;
  const ability = assets.get(assetId)?.abilities?.[entry.ability] as DsNode | undefined;
  if (!ability) return [`${where}: no such ability`];
  const problems: string[] = [];
  const amounts = [...String(ability.text).matchAll(/\badd \+(\d+)/gi)].map((m) => Number(m[1]));
  if (!amounts.includes(entry.add)) problems.push(`${where}: the text names no add +${entry.add}`);
  const moves = enhanced(ability);
  if (moves.length === 0) problems.push(`${where}: enhances no move`);
  if (entry.moves === null && !moves.includes(null)) problems.push(`${where}: not an enhancement of any move`);
  for (const id of entry.moves ?? []) {
    if (!moves.includes(id)) problems.push(`${where}: does not enhance ${id}`);
    if (!id.includes("*") && !id.startsWith("asset.ability.move:") && !moveIds.includes(id)) problems.push(`${where}: no move ${id}`);
  }
  return problems;
}

describe("asset abilities' adds", () => {
  it("every entry agrees with its ability's text and enhancements in the packages we ship", () => {
    const problems = Object.entries(ASSET_ABILITY_ADDS).flatMap(([id, entries]) => entries.flatMap((e) => problemsOf(id, e)));
    expect(problems).toEqual([]);
    const count = Object.values(ASSET_ABILITY_ADDS).reduce((n, entries) => n + entries.length, 0);
    expect(count).toBe(144);
  });

  it("the guard works: a changed amount, an ability without it and a move it does not enhance are caught", () => {
    const shield = "asset:classic/combat_talent/shield_bearer";
    expect(problemsOf(shield, { ability: 0, add: 1, moves: ["move:classic/adventure/face_danger"] })).toEqual([]);
    expect(problemsOf(shield, { ability: 0, add: 2, moves: ["move:classic/adventure/face_danger"] })).toEqual([
      `${shield} ability 1: the text names no add +2`,
    ]);
    expect(problemsOf(shield, { ability: 0, add: 1, moves: ["move:classic/combat/strike"] })).toEqual([
      `${shield} ability 1: does not enhance move:classic/combat/strike`,
    ]);
    expect(problemsOf(shield, { ability: 0, add: 1, moves: null })).toEqual([`${shield} ability 1: not an enhancement of any move`]);
    expect(problemsOf(shield, { ability: 7, add: 1, moves: null })).toEqual([`${shield} ability 8: no such ability`]);
  });

  it("wildcard ids in the data match moves we ship", () => {
    const wild = Object.values(ASSET_ABILITY_ADDS).flatMap((es) => es.flatMap((e) => (e.moves ?? []).filter((m) => m.startsWith("move:") && m.includes("*"))));
    for (const pattern of wild) expect(moveIds.some((id) => idMatches(pattern, id)), pattern).toBe(true);
  });
});

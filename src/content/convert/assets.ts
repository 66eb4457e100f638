/** Datasworn assets -> Items of type "asset" (see notes/content-shapes.md). */
import { type DsNode, check, dict, int, optDict, optStr, str, arr } from "../errors";
import { camel, sourceOf, walkCollection } from "../datasworn";
import { ICONS, primary } from "../documents";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

export interface AssetEntry extends PlannedEntry {
  asset: DsNode;
  category: DsNode;
  categoryKey: string;
}

/** Lists the assets of a ruleset in book order. */
export function collectAssets(data: DsNode): AssetEntry[] {
  const items: AssetEntry[] = [];
  for (const [categoryKey, category] of Object.entries(dict(data, "assets", data._id))) {
    walkCollection(
      category,
      (asset, _path, key) => {
        const where = `asset ${asset?._id ?? key}`;
        items.push({
          dataswornId: str(asset, "_id", where),
          name: str(asset, "name", where),
          asset,
          category,
          categoryKey,
        });
      },
      [],
      `assets.${categoryKey}`,
    );
  }
  return items;
}

const NO_METER = { enabled: false, label: "", value: 0, min: 0, max: 0 };

function conditionMeters(asset: DsNode, where: string): [string, DsNode][] {
  return Object.entries(optDict(asset, "controls", where)).filter(
    ([, c]) => c?.field_type === "condition_meter",
  );
}

/**
 * The asset's condition meter (companion health, vehicle integrity...), if it has one. A Sundered
 * Isles flagship has two (integrity, and the supply of its hold): the first is the asset's meter,
 * the others become fields (see fieldsOf).
 */
function meterOf(asset: DsNode, where: string) {
  const meters = conditionMeters(asset, where);
  if (meters.length === 0) return { ...NO_METER };
  const [key, meter] = meters[0];
  const at = `${where} controls.${key}`;
  const min = int(meter, "min", at);
  const max = int(meter, "max", at);
  const value = int(meter, "value", at);
  check(min <= value && value <= max, `${at}: value ${value} outside ${min}..${max}`);
  return { enabled: true, label: optStr(meter, "label", at) || key, value, min, max };
}

const FIELD_TYPES = new Set(["text", "select_value", "select_enhancement"]);

/** Named fields the player fills in: the asset's options, then those of its abilities. */
function fieldsOf(asset: DsNode, where: string) {
  const fields: { key: string; label: string; value: string }[] = [];
  const keys = new Set<string>();
  const add = (key: string, field: DsNode, at: string, ability?: number) => {
    if (!FIELD_TYPES.has(field?.field_type)) return;
    const unique = keys.has(key)
      ? `ability${Number(ability) + 1}${key[0].toUpperCase()}${key.slice(1)}`
      : key;
    check(!keys.has(unique), `${at}: field key "${unique}" repeats`);
    keys.add(unique);
    const value = typeof field.value === "string" ? field.value : "";
    fields.push({ key: unique, label: optStr(field, "label", at) || key, value });
  };
  for (const [key, field] of Object.entries(optDict(asset, "options", where)))
    add(camel(key), field, `${where} options.${key}`);
  for (const [key, field] of Object.entries(optDict(asset, "controls", where)))
    if (field?.field_type === "select_enhancement") add(camel(key), field, `${where} controls.${key}`);
  for (const [key, meter] of conditionMeters(asset, where).slice(1)) {
    const at = `${where} controls.${key}`;
    const value = `${int(meter, "value", at)}/${int(meter, "max", at)}`;
    add(camel(key), { field_type: "text", label: optStr(meter, "label", at) || key, value }, at);
  }
  asset.abilities.forEach((ability: DsNode, i: number) => {
    for (const [key, field] of Object.entries(optDict(ability, "options", `${where} abilities[${i}]`)))
      add(camel(key), field, `${where} abilities[${i}].options.${key}`, i);
  });
  return fields;
}

/** One asset Item. */
export function assetDocument(
  item: AssetEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { asset, dataswornId } = item;
  const where = `asset ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const abilities = arr(asset, "abilities", where).map((ability, i) => {
    const at = `${where} abilities[${i}]`;
    check(typeof ability?.enabled === "boolean", `${at}: "enabled" should be true or false`);
    return {
      name: optStr(ability, "name", at),
      text: ctx.md(str(ability, "text", at), at),
      enabled: ability.enabled,
    };
  });
  check(abilities.length > 0, `${where}: no abilities`);
  return {
    ...primary("items", target, (index + 1) * 100000, { dataswornId }),
    type: "asset",
    img: ICONS.asset,
    system: {
      ruleset,
      source: sourceOf(asset, item.category, where),
      dataswornId,
      category: camel(item.categoryKey),
      requirement: ctx.md(optStr(asset, "requirement", where), `${where} requirement`),
      abilities,
      meter: meterOf(asset, where),
      fields: fieldsOf(asset, where),
    },
    effects: [],
  };
}

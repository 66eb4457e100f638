/**
 * Ironsworn: Delve. A delve site (rank, progress, objective, its theme and domain, its denizen matrix)
 * and a site theme or domain (its feature and danger rows). A site keeps copies of its theme's and
 * domain's rows, so its tables roll without looking anything up; dropping a theme or domain on a
 * site copies them in. The rules that read them are in src/rules/delve.ts.
 */
import { DENIZEN_FREQUENCIES } from "../../rules/delve";
import {
  boolField,
  choiceField,
  contentFields,
  htmlField,
  intField,
  rankField,
  textField,
  ticksField,
  type NoBaseData,
} from "../fields";
import { trackDerived, type TrackDerived } from "./progress-track";
import { pinClassName } from "../../class-names";

export const SITE_ASPECTS = ["theme", "domain"] as const;

function rowsField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({ min: intField(1, 100, 1), max: intField(1, 100, 1), text: textField() }),
  );
}

/** A theme's or domain's name, Datasworn id and rows. */
function aspectFields() {
  return { name: textField(), dataswornId: textField(), features: rowsField(), dangers: rowsField() };
}

function delveSiteSchema() {
  const fields = foundry.data.fields;
  return {
    ...contentFields(),
    rank: rankField(),
    ticks: ticksField(),
    completed: boolField(),
    objective: textField(),
    theme: new fields.SchemaField(aspectFields()),
    domain: new fields.SchemaField(aspectFields()),
    denizens: new fields.ArrayField(
      new fields.SchemaField({
        frequency: choiceField(DENIZEN_FREQUENCIES, "common"),
        min: intField(1, 100, 1),
        max: intField(1, 100, 1),
        name: textField(),
        /** UUID of the foe in a pack, when the denizen is one. */
        uuid: textField(),
      }),
    ),
    description: htmlField(),
    notes: htmlField(),
  };
}

export type DelveSiteSchema = ReturnType<typeof delveSiteSchema>;

export class DelveSiteModel extends foundry.abstract.TypeDataModel<
  DelveSiteSchema,
  Item.Implementation,
  NoBaseData,
  TrackDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.DelveSite"];

  static override defineSchema() {
    return delveSiteSchema();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    Object.assign(this, trackDerived(this.ticks));
  }
}
pinClassName(DelveSiteModel, "DelveSiteModel");

function siteAspectSchema() {
  return {
    ...contentFields(),
    aspect: choiceField(SITE_ASPECTS, "theme"),
    summary: htmlField(),
    description: htmlField(),
    features: rowsField(),
    dangers: rowsField(),
  };
}

export type SiteAspectSchema = ReturnType<typeof siteAspectSchema>;

export class SiteAspectModel extends foundry.abstract.TypeDataModel<SiteAspectSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.SiteAspect"];

  static override defineSchema() {
    return siteAspectSchema();
  }
}
pinClassName(SiteAspectModel, "SiteAspectModel");

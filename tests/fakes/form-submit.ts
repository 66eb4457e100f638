/**
 * A document sheet's submission on change, as Foundry makes it: with `form.submitOnChange`, changing
 * one field submits the whole form, every named field with its current value, expanded into an
 * update object (draw-steel 0.11.1 src/module/applications/api/application.mjs `_processFormData`:
 * `expandObject(formData.object)`). Reads the fields from a rendered sheet's HTML: numbers from number
 * inputs, true/false from checkboxes, the checked one of a radio group (as the browser's FormData,
 * which FormDataExtended starts from), text otherwise; disabled fields are not submitted (HTML forms
 * leave them out). Where the HTML differs from what FormDataExtended would read in a browser (custom
 * elements such as <prose-mirror>), the field is skipped: this fake does not know their value.
 * An editable image (<img data-edit="field">) submits its src as that field's value, which is why
 * systems keep the stored path in it (dnd5e templates/actors/character-sidebar.hbs, cosmere-rpg
 * src/templates/actors/components/details.hbs, draw-steel templates/sheets/combatant-group/header.hbs).
 */

/** The attributes of one opening tag. */
function attributes(tag: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const [, name, quoted] of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) out[name] = quoted ?? true;
  return out;
}

/** Every named field of the form and its value, as FormDataExtended reads them (dotted names). */
export function formFields(html: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (typeof attrs.name !== "string" || attrs.disabled) continue;
    const type = attrs.type;
    if (type === "checkbox") fields[attrs.name] = attrs.checked === true;
    else if (type === "radio") {
      if (attrs.checked) fields[attrs.name] = typeof attrs.value === "string" ? attrs.value : "";
    }
    else if (type === "number") fields[attrs.name] = attrs.value === undefined || attrs.value === "" ? null : Number(attrs.value);
    else if (type !== "button" && type !== "submit") fields[attrs.name] = typeof attrs.value === "string" ? attrs.value : "";
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (typeof attrs["data-edit"] === "string") fields[attrs["data-edit"]] = typeof attrs.src === "string" ? attrs.src : "";
  }
  for (const [, open, body] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const attrs = attributes(open);
    if (typeof attrs.name !== "string" || attrs.disabled) continue;
    const options = [...body.matchAll(/<option\b([^>]*)>/g)].map(([, o]) => attributes(o));
    const chosen = options.find((o) => o.selected) ?? options[0];
    fields[attrs.name] = typeof chosen?.value === "string" ? chosen.value : "";
  }
  return fields;
}

/** Dotted keys to nested objects, as foundry.utils.expandObject does. */
export function expandObject(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = out;
    for (const key of keys.slice(0, -1)) {
      if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1]] = value;
  }
  return out;
}

/** The update a change of one field sends: the whole form, that field changed. */
export function submitOnChange(html: string, name: string, value: unknown): Record<string, unknown> {
  const fields = formFields(html);
  if (!(name in fields)) throw new Error(`the form has no field ${name}`);
  return expandObject({ ...fields, [name]: value });
}

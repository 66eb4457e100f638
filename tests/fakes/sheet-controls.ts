/**
 * The controls of a rendered sheet as Foundry's disabling reaches them, read from the template's HTML:
 * each <input>, <select>, <textarea> and <button> with its classes and `disabled` flag. Foundry disables
 * every such control of a document sheet the user cannot edit (public issue foundryvtt/foundryvtt#11673;
 * dnd5e module/applications/api/application-v2-mixin.mjs `_disableFields` lists the same tags), and
 * FakeActorSheet._toggleDisabled does that over these. querySelectorAll answers the two selectors the
 * code under test uses: Foundry's tag list and a single `.class`.
 */

export interface FakeControlNode {
  tagName: string;
  classes: string[];
  attributes: Record<string, string>;
  disabled: boolean;
}

const CONTROL_TAGS = ["input", "select", "textarea", "button"];

export class FakeControlRoot {
  readonly nodes: FakeControlNode[];
  constructor(html: string) {
    this.nodes = [...html.matchAll(/<(input|select|textarea|button)\b([^>]*)>/g)].map(([, tag, rest]) => {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of rest.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) attributes[name] = value ?? "";
      return { tagName: tag.toUpperCase(), classes: (attributes.class ?? "").split(/\s+/).filter(Boolean), attributes, disabled: "disabled" in attributes };
    });
  }

  querySelectorAll(selector: string): FakeControlNode[] {
    const tags = selector.split(",").map((s) => s.trim().toLowerCase());
    if (tags.every((t) => CONTROL_TAGS.includes(t))) return this.nodes.filter((n) => tags.includes(n.tagName.toLowerCase()));
    const cls = /^\.([\w-]+)$/.exec(selector.trim());
    if (cls) return this.nodes.filter((n) => n.classes.includes(cls[1]));
    throw new Error(`the fake does not answer the selector ${selector}`);
  }
}

/**
 * A rendered ruleset sheet as the edit buttons read it, without a DOM: rows of fields found by their
 * data-edit-row name, each field with its data-field name and its value (a checkbox for true/false).
 * It also takes the drag listener every actor sheet adds on its first render.
 */
export function fakeRoot(rows: Record<string, Record<string, string | boolean>>): ParentNode {
  return {
    dataset: {},
    addEventListener: () => undefined,
    querySelector(selector: string) {
      const row = /data-edit-row="([^"]+)"/.exec(selector)?.[1] ?? "";
      const fields = rows[row];
      if (!fields) return null;
      const elements = Object.entries(fields).map(([name, value]) =>
        typeof value === "boolean"
          ? { dataset: { field: name }, type: "checkbox", checked: value, value: "on" }
          : { dataset: { field: name }, type: "text", value },
      );
      return { querySelectorAll: () => elements };
    },
  } as unknown as ParentNode;
}

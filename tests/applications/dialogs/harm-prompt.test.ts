/** The harm prompt's context and template, and reading the name typed. */
import { describe, expect, it } from "vitest";
import { HARM_PROMPT_TEMPLATE, harmPromptContext, readHarmName } from "../../../src/applications/dialogs/harm-prompt";
import { localize, render } from "../../helpers/handlebars";

describe("harm prompt", () => {
  it("renders a labelled text field; with no free slot it says breaking is marked instead", () => {
    const plain = render(HARM_PROMPT_TEMPLATE, harmPromptContext(localize, "vf-h", false));
    expect(plain).toContain('<label class="vf-harm-prompt__label" for="vf-h">What is the harm?</label>');
    expect(plain).toContain('maxlength="200"');
    expect(plain).not.toContain("aria-describedby");
    const full = render(HARM_PROMPT_TEMPLATE, harmPromptContext(localize, "vf-h", true));
    expect(full).toContain('aria-describedby="vf-h-hint"');
    expect(full).toContain("breaking is marked instead");
  });

  it("reads a trimmed name, refusing blank, too long or missing", () => {
    expect(readHarmName("  Cut hand ")).toBe("Cut hand");
    expect(readHarmName("   ")).toBeNull();
    expect(readHarmName("x".repeat(201))).toBeNull();
    expect(readHarmName(undefined)).toBeNull();
  });
});

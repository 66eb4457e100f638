/**
 * Links in Datasworn text as the pack build writes them: a move as @Move (opened and rolled by the
 * reader's character), a table as @Oracle (drawn when pressed), anything else as Foundry's @UUID; with
 * `enricherLinks: false` (text stored in a message once drawn) every link is @UUID.
 */
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../../src/content/markdown";

const UUIDS: Record<string, string> = {
  "move:starforged/adventure/face_danger": "Compendium.vowforge.starforged-moves.Item.fd",
  "oracle_rollable:starforged/core/action": "Compendium.vowforge.starforged-oracles.RollTable.act",
  "move.oracle_rollable:classic/fate/ask_the_oracle.likely": "Compendium.vowforge.ironsworn-oracles.RollTable.lik",
  "asset:starforged/path/ace": "Compendium.vowforge.starforged-assets.Item.ace",
};

const ctx = (enricherLinks?: boolean) => ({ where: "test", uuidOf: (id: string) => UUIDS[id] ?? null, tableHtml: () => "", enricherLinks });

const TEXT =
  "[Face Danger](id:move:starforged/adventure/face_danger), [Action](id:oracle_rollable:starforged/core/action), " +
  "[likely](id:move.oracle_rollable:classic/fate/ask_the_oracle.likely), [Ace](id:asset:starforged/path/ace), [Nothing](id:npc:x/y)";

describe("links in pack text", () => {
  it("writes a move as @Move, a table as @Oracle, anything else as @UUID and an unknown target as its label", () => {
    expect(markdownToHtml(TEXT, ctx())).toBe(
      "<p>@Move[Compendium.vowforge.starforged-moves.Item.fd]{Face Danger}, @Oracle[Compendium.vowforge.starforged-oracles.RollTable.act]{Action}, " +
        "@Oracle[Compendium.vowforge.ironsworn-oracles.RollTable.lik]{likely}, @UUID[Compendium.vowforge.starforged-assets.Item.ace]{Ace}, Nothing</p>",
    );
  });

  it("writes every link as @UUID where the text is stored once drawn", () => {
    const html = markdownToHtml(TEXT, ctx(false));
    expect(html).not.toMatch(/@(Move|Oracle)\[/);
    expect(html.match(/@UUID\[/g)).toHaveLength(4);
  });
});

/**
 * What an enriched link shows: the labels of its controls (accessible names that contain the visible
 * text), and for a reference that names nothing a marked text whose tooltip says why, as plain text.
 */
import { describe, expect, it } from "vitest";
import { moveLink, oracleLink, rollLink, tooltipText } from "../../src/enrichers/link-spec";
import { type LinkCandidate } from "../../src/enrichers/references";
import { makeUiFakes } from "../fakes/foundry-ui";

const i18n = makeUiFakes().i18n;

const FACE_DANGER: LinkCandidate = { uuid: "Compendium.vowforge.ironsworn-moves.Item.a", name: "Face Danger", ids: [], ruleset: "ironsworn", aliases: [], rolls: true };
const PAY_THE_PRICE: LinkCandidate = { ...FACE_DANGER, uuid: "Item.p", name: "Pay the Price", rolls: false };
const ACTION: LinkCandidate = { uuid: "Compendium.vowforge.starforged-oracles.RollTable.t", name: "Action", ids: [], ruleset: "starforged", aliases: [], rolls: true };

describe("moveLink", () => {
  it("opens the move and, for a move that rolls, rolls it; the label replaces the name it shows", () => {
    expect(moveLink("Face Danger", undefined, FACE_DANGER, i18n)).toEqual({
      kind: "move",
      uuid: FACE_DANGER.uuid,
      text: "Face Danger",
      openLabel: "Open the move Face Danger",
      rollLabel: "Roll Face Danger for your character",
    });
    const labelled = moveLink("Face Danger", " act despite the odds ", FACE_DANGER, i18n);
    expect(labelled).toMatchObject({ text: "act despite the odds", openLabel: "Open the move act despite the odds" });
  });

  it("offers no roll for a move that rolls nothing", () => {
    expect(moveLink("Pay the Price", undefined, PAY_THE_PRICE, i18n)).toMatchObject({ kind: "move", rollLabel: null });
  });

  it("marks a move that is not there, keeping the text and saying why", () => {
    expect(moveLink("Fly Away", undefined, null, i18n)).toEqual({
      kind: "broken",
      text: "Fly Away",
      tooltip: "No move called “Fly Away” is in this world or its compendiums.",
    });
    expect(moveLink("Fly Away", "soar", null, i18n)).toMatchObject({ kind: "broken", text: "soar" });
  });
});

describe("oracleLink", () => {
  it("draws the table, named by its label or its name", () => {
    expect(oracleLink("Action", undefined, ACTION, i18n)).toEqual({ kind: "oracle", uuid: ACTION.uuid, text: "Action", rollLabel: "Roll on Action" });
    expect(oracleLink(ACTION.uuid, "an action", ACTION, i18n)).toMatchObject({ text: "an action", rollLabel: "Roll on an action" });
  });

  it("marks a table that is not there", () => {
    expect(oracleLink("Nothing", undefined, null, i18n)).toEqual({
      kind: "broken",
      text: "Nothing",
      tooltip: "No oracle table called “Nothing” is in this world or its compendiums.",
    });
  });
});

describe("rollLink", () => {
  it("rolls what the chat command would, and names it", () => {
    expect(rollLink(" action edge +1 ", undefined, i18n)).toEqual({
      kind: "roll",
      roll: "action edge +1",
      text: "Action roll: Edge +1",
      rollLabel: "Roll Action roll: Edge +1",
    });
    expect(rollLink("progress 7", "Fulfill the vow", i18n)).toMatchObject({ kind: "roll", roll: "progress 7", text: "Fulfill the vow" });
  });

  it("shows a roll the chat command refuses as broken, with the command's own message", () => {
    expect(rollLink("action edge +21", undefined, i18n)).toEqual({
      kind: "broken",
      text: "action edge +21",
      tooltip: "21 is out of range for the adds: use 0 to 20. Usage: /action stat or number [+adds]",
    });
    expect(rollLink("dance", "Dance!", i18n)).toMatchObject({ kind: "broken", text: "Dance!" });
  });

  it("never lets markup into a tooltip, whatever the reference holds", () => {
    const link = moveLink('<img src=x onerror="alert(1)">', undefined, null, i18n);
    expect(link.kind).toBe("broken");
    if (link.kind === "broken") {
      expect(link.tooltip).not.toMatch(/[<>&"'`]/);
      expect(link.text).toBe('<img src=x onerror="alert(1)">');
    }
  });
});

describe("tooltipText", () => {
  it("drops the characters of markup and folds white space", () => {
    expect(tooltipText(' a <b>"c"</b>\n & d ')).toBe("a bc/b  d".replace("  ", " "));
  });
});

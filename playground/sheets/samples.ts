/**
 * Sample Ironsworn and Starforged characters for the sheets page, as plain data shaped like the
 * actor and item data (see the actor and content shapes notes), plus a few moves written for the
 * page. A large character (20 assets, 30 tracks) serves the benchmark. Every text here is sample
 * user text and is escaped like anything a user types.
 */
import { type SheetItem } from "../../src/applications/sheets/context/types";
import { documentEffects } from "../../src/rules/effects/moves";
import { itemIcon, portrait } from "./portraits";

/** A sample item, with the flags a card's effect writes on it (a companion's mark). */
export interface SampleSheetItem extends SheetItem {
  flags?: Record<string, unknown>;
}

export interface SampleSheetActor {
  id: string;
  name: string;
  img: string;
  system: Record<string, unknown>;
  items: SampleSheetItem[];
}

const ITEM_ICON = itemIcon("#7a4a2a");

function item(type: string, id: string, name: string, system: Record<string, unknown>, sort = 0): SheetItem {
  return { id, uuid: `Item.${id}`, name, type, img: ITEM_ICON, sort, system };
}

/** A delve site or a site theme/domain item (sample user text). */
export function delveItem(id: string, type: "delveSite" | "siteAspect", name: string, system: Record<string, unknown>): SheetItem {
  return item(type, id, name, system);
}

export function progress(id: string, name: string, kind: string, rank: string, ticks: number, sort = 0, completed = false): SheetItem {
  return item("progress", id, name, { ruleset: "ironsworn", kind, rank, ticks, completed, role: "", bond: false, notes: "" }, sort);
}

export function asset(id: string, name: string, category: string, abilities: [string, boolean][], meter: { label: string; value: number; max: number } | null = null, requirement = ""): SheetItem {
  return item("asset", id, name, {
    ruleset: "ironsworn",
    category,
    requirement: requirement ? `<p>${requirement}</p>` : "",
    abilities: abilities.map(([text, enabled]) => ({ name: "", text: `<p>${text}</p>`, enabled })),
    meter: meter ? { enabled: true, label: meter.label, value: meter.value, min: 0, max: meter.max } : { enabled: false, label: "", value: 0, min: 0, max: 0 },
    fields: [],
  });
}

type Option = [using: string, key: string];

export function move(
  ruleset: string,
  id: string,
  name: string,
  category: string,
  rollType: string,
  options: Option[],
  text: string,
  progressTrack = "",
  rollMethod = "playerChoice",
): SheetItem {
  const rollOptions = options.map(([using, key]) => ({ using, key, label: "" }));
  return item("move", id, name, {
    ruleset,
    category,
    dataswornId: `${ruleset}/moves/${category}/${id}`,
    trigger: `<p>${text}</p>`,
    text: `<p>${text}</p>`,
    rollType,
    rollOptions,
    rollConditions: rollOptions.length === 0 ? [] : [{ rollMethod, label: "", rollOptions: rollOptions.map((o) => ({ ...o, value: 0 })) }],
    progressTrack,
    outcomes: OUTCOMES[name] ?? { strongHit: { text: "", match: "" }, weakHit: { text: "", match: "" }, miss: { text: "", match: "" } },
    oracles: [],
  });
}

/** A sample move carrying the Datasworn id a pack move has. */
function withDataswornId(item: SheetItem, dataswornId: string): SheetItem {
  // move() builds the system as a plain record (SheetItem types it unknown for the sheets' sake).
  return { ...item, system: { ...(item.system as Record<string, unknown>), dataswornId } };
}

/** Outcome texts of our own for the sample moves that grant momentum (the card reads "take +N momentum"). */
const OUTCOMES: Record<string, { strongHit: { text: string; match: string }; weakHit: { text: string; match: string }; miss: { text: string; match: string } }> = {
  "Face Danger": {
    strongHit: { text: "<p>You pull it off. Take +1 momentum.</p>", match: "" },
    weakHit: { text: "<p>You pull it off, but it costs you: pay the price lightly.</p>", match: "" },
    miss: { text: "<p>It goes wrong. Pay the price.</p>", match: "" },
  },
  "Gather Information": {
    strongHit: { text: "<p>You learn something that helps. Take +2 momentum.</p>", match: "" },
    weakHit: { text: "<p>You learn something, but it complicates things. Take +1 momentum.</p>", match: "" },
    miss: { text: "<p>What you learn makes things worse. Pay the price.</p>", match: "" },
  },
};

const STATS: Option[] = ["edge", "heart", "iron", "shadow", "wits"].map((key) => ["stat", key]);

/**
 * The published moves the page's sample moves stand for: each carries that move's outcome effects in
 * `system.effects`, as a move item of the packs does (migration 010), so its cards offer them.
 */
const PUBLISHED: Readonly<Record<string, string>> = {
  "ironsworn-face-danger": "move:classic/adventure/face_danger",
  "ironsworn-gather": "move:classic/adventure/gather_information",
  "ironsworn-endure-harm": "move:classic/suffer/endure_harm",
  "ironsworn-fulfill": "move:classic/quest/fulfill_your_vow",
  "ironsworn-companion": "move:classic/suffer/companion_endure_harm",
  "ironsworn-destination": "move:classic/adventure/reach_your_destination",
  "starforged-face-danger": "move:starforged/adventure/face_danger",
  "starforged-gather": "move:starforged/adventure/gather_information",
  "starforged-endure-harm": "move:starforged/suffer/endure_harm",
  "starforged-fulfill": "move:starforged/quest/fulfill_your_vow",
  "starforged-decisive": "move:starforged/combat/take_decisive_action",
  "starforged-stress": "move:starforged/suffer/endure_stress",
};

/** A sample move with the outcome effects of the published move it stands for, if any. */
function withEffects(move: SheetItem): SheetItem {
  const id = PUBLISHED[move.id];
  // move() builds the system as a plain record (SheetItem types it unknown for the sheets' sake).
  return id ? { ...move, system: { ...(move.system as Record<string, unknown>), effects: documentEffects(id) } } : move;
}

/** Moves of both rulesets for the page (short texts of our own), with their outcome effects. */
export function sampleMoves(): SheetItem[] {
  return pageMoves().map(withEffects);
}

function pageMoves(): SheetItem[] {
  const both = (ruleset: string): SheetItem[] => [
    move(ruleset, `${ruleset}-face-danger`, "Face Danger", "adventure", "action", STATS, "When you try something risky or react to a threat, say how you act and roll the stat that fits."),
    move(ruleset, `${ruleset}-gather`, "Gather Information", "adventure", "action", [["stat", "wits"]], "When you search, study or ask around to learn something useful, roll +wits."),
    move(ruleset, `${ruleset}-endure-harm`, "Endure Harm", "suffer", "action", [["stat", "iron"], ["conditionMeter", "health"]], "When you are hurt, lose health, then roll +iron or +health, whichever is higher."),
    move(ruleset, `${ruleset}-fulfill`, "Fulfill Your Vow", "quest", "progress", [["progressTrack", "vow"]], "When you reach the end of a vow, roll against its progress.", "vow"),
    move(ruleset, `${ruleset}-pay`, "Pay the Price", "fate", "none", [], "When you suffer the outcome of a move, choose or roll what it costs you."),
  ];
  return [
    ...both("ironsworn"),
    ...both("starforged"),
    move("ironsworn", "ironsworn-companion", "Companion Endure Harm", "suffer", "action", [["stat", "heart"], ["assetMeter", "companionHealth"]], "When your companion is hurt, roll +heart or +companion health."),
    move("ironsworn", "ironsworn-destination", "Reach Your Destination", "adventure", "progress", [["progressTrack", "journey"]], "When your journey ends, roll against its progress.", "journey"),
    move("ironsworn", "ironsworn-epilogue", "Write Your Epilogue", "fate", "specialTrack", [["progressTrack", "bonds"]], "When you retire from adventuring, roll against your bonds.", "bonds"),
    // Its Datasworn id as the pack stores it, so the sheet finds it by its playtest name (Leave a Legacy).
    withDataswornId(move("starforged", "starforged-legacy", "Continue a Legacy", "legacy", "specialTrack", [["legacyTrack", "quests"], ["legacyTrack", "bonds"], ["legacyTrack", "discoveries"]], "When you carry on as a new character, roll against each legacy track.", "", "all"), "move:starforged/legacy/continue_a_legacy"),
    move("starforged", "starforged-decisive", "Take Decisive Action", "combat", "progress", [["progressTrack", "combat"]], "When you seize the moment to end a fight, roll against its progress; acting from a bad spot drops the outcome a step.", "combat"),
    move("starforged", "starforged-stress", "Endure Stress", "suffer", "action", [["stat", "heart"], ["conditionMeter", "spirit"]], "When you are shaken or afraid, lose spirit, then roll +heart or +spirit."),
  ];
}

function characterSystem(ruleset: "ironsworn" | "starforged", over: Record<string, unknown>): Record<string, unknown> {
  const flags = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, false]));
  return {
    ruleset,
    stats: { edge: 2, heart: 3, iron: 1, shadow: 2, wits: 2 },
    meters: { health: 5, spirit: 4, supply: 3 },
    momentum: 2,
    debilities: flags(["wounded", "shaken", "unprepared", "encumbered", "maimed", "corrupted", "cursed", "tormented"]),
    impacts: flags(["wounded", "shaken", "unprepared", "harmed", "traumatized", "doomed", "tormented", "indebted", "battered", "cursed"]),
    experience: { earned: 4, spent: 2 },
    bonds: { ticks: 3 },
    legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 0, overflow: false }, discoveries: { ticks: 0, overflow: false } },
    pronouns: "",
    callsign: "",
    biography: "",
    notes: "",
    clocks: [],
    ...over,
  };
}

export function sampleIronsworn(): SampleSheetActor {
  const system = characterSystem("ironsworn", {
    momentum: 5,
    pronouns: "she/her",
    notes: "<p>Sworn at the <strong>ruined hall</strong> of Thornwatch.</p>",
  });
  (system.debilities as Record<string, boolean>).shaken = true;
  return {
    id: "kaila",
    name: "Kaila Ashborn",
    img: portrait("#8a3b12", "#e8c9a0"),
    system,
    items: [
      progress("journey1", "Cross the Veiled Pass", "journey", "formidable", 13, 2),
      progress("vow1", "Find the ones who burned Thornwatch", "vow", "dangerous", 20, 1),
      progress("vow0", "Bury my brother", "vow", "troublesome", 40, 0, true),
      asset("hound", "Hound", "companion", [["Your hound follows a trail by scent: add +1 when you track.", true], ["Your hound fights at your side.", false], ["Your hound senses danger before you do.", false]], { label: "Health", value: 3, max: 4 }, "Only for one who raised the hound from a pup."),
      asset("archer", "Archer", "combatTalent", [["When you shoot from cover, add +1.", true], ["When you take time to aim, add +2.", false], ["When you recover arrows, take +1 supply.", false]]),
    ],
  };
}

export function sampleStarforged(): SampleSheetActor {
  const system = characterSystem("starforged", {
    stats: { edge: 3, heart: 2, iron: 1, shadow: 1, wits: 2 },
    meters: { health: 4, spirit: 5, supply: 3 },
    momentum: 4,
    callsign: "Lantern",
    clocks: [
      { id: "debt", name: "Debt to the Iron Syndicate", segments: 6, filled: 2, visibility: "all" },
      { id: "hunted", name: "Hunted", segments: 4, filled: 4, visibility: "gm" },
    ],
    legacies: { quests: { ticks: 14, overflow: false }, bonds: { ticks: 6, overflow: true }, discoveries: { ticks: 3, overflow: false } },
    notes: "<p>Pilot of the <em>Wayfarer</em>.</p>",
  });
  return {
    id: "ren",
    name: "Ren \"Lantern\" Okafor",
    img: portrait("#1f4e79", "#9fc4e8"),
    system,
    items: [
      progress("sf-vow", "Chart the drift beyond the Veil", "vow", "extreme", 6, 0),
      progress("sf-conn", "Captain Ilse Varn", "connection", "dangerous", 8, 1),
      progress("sf-fight", "Drive off the raiders", "combat", "formidable", 28, 2),
      asset("ace", "Ace", "path", [["When you pilot through a hazard, add +1.", true], ["When you outmanoeuvre a foe, add +1.", false], ["When your vehicle takes a hit, roll +wits.", false]]),
      asset("wayfarer", "Starship", "commandVehicle", [["Your ship carries you through the Forge.", true], ["Your ship has an armoured hull.", false], ["Your ship has a hidden hold.", false]], { label: "Integrity", value: 5, max: 5 }),
    ],
  };
}

/** A character heavy enough to time the sheet: 20 assets with meters and 30 progress tracks. */
export function benchCharacter(): SampleSheetActor {
  const base = sampleIronsworn();
  const kinds = ["vow", "journey", "combat", "connection", "delve"];
  const ranks = ["troublesome", "dangerous", "formidable", "extreme", "epic"];
  const tracks = Array.from({ length: 30 }, (_, i) => progress(`t${i}`, `Track ${i + 1}`, kinds[i % 5], ranks[i % 5], (i * 7) % 41, 30 - i, i % 9 === 0));
  const assets = Array.from({ length: 20 }, (_, i) =>
    asset(`a${i}`, `Asset ${i + 1}`, i % 2 ? "companion" : "path", [[`First ability of asset ${i + 1}.`, true], [`Second ability of asset ${i + 1}.`, i % 3 === 0], [`Third ability of asset ${i + 1}.`, false]], i % 2 ? { label: "Health", value: i % 5, max: 4 + (i % 2) } : null),
  );
  return { ...base, items: [...tracks, ...assets] };
}

/** About as many moves as one ruleset lists (48), for the benchmark. */
export function benchMoves(): SheetItem[] {
  const base = sampleMoves().filter((m) => (m.system as { ruleset: string }).ruleset === "ironsworn");
  return Array.from({ length: 48 }, (_, i) => {
    const m = base[i % base.length];
    return { ...m, id: `${m.id}-${i}`, uuid: `${m.uuid}-${i}`, name: `${m.name} ${i + 1}` };
  });
}

/**
 * Foundry's side of the clock presses (see clock-actions.ts): the user, the actors, the world's list,
 * the d100 and the chat message a clock card is posted as. The card's state goes in
 * `flags.vowforge.clock` (read back by src/chat/clock-card-render.ts on every render); a d100 goes in the
 * message's `rolls`, so the dice tooltip and Dice So Nice show it as on any roll card.
 */
import { SYSTEM_ID } from "../../constants";
import { CLOCK_CARD_FLAG } from "../../data/message/clock-card";
import { worldClockStore } from "../../operations/clocks";
import { type ClockActor, type ClockWorld } from "./clock-types";
import { announceCardPosted } from "../../module-hooks";

export const FOUNDRY_CLOCK_WORLD: ClockWorld = {
  currentUser: () => game.user,
  activeGMId: () => game.users.activeGM?.id ?? null,
  async findActor(uuid) {
    const doc = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
    // Only an Actor carries clocks; anything else the UUID names is no clock's owner.
    return (doc as { documentName?: string } | null)?.documentName === "Actor"
      ? (doc as unknown as ClockActor)
      : null;
  },
  worldStore: worldClockStore,
  async rollD100() {
    const roll = await new Roll("1d100").evaluate();
    return { value: Number(roll.total), roll };
  },
  async postCard(card, { roll, actor, whisperTo }) {
    const data: ChatMessage.CreateData = {
      author: game.user.id,
      // A character's clock speaks for its character; a world clock for the user who pressed it.
      speaker: ChatMessage.getSpeaker(actor ? { actor: actor as unknown as Actor.Implementation } : {}),
      content: "",
      // The system's ChatMessage flags are typed once, for the oracle draw (src/oracles/draw.ts); a second
      // declaration of the same key cannot widen it, so the clock card's flag is cast here.
      flags: { [SYSTEM_ID]: { [CLOCK_CARD_FLAG]: card } } as unknown as ChatMessage.CreateData["flags"],
      rolls: roll ? [JSON.stringify(roll)] : [],
      whisper: whisperTo ?? [],
      sound: roll ? CONFIG.sounds.dice : null,
    };
    announceCardPosted((await ChatMessage.create(data)) ?? null, "clock", card);
  },
  gmIds: () => game.users.filter((u) => u.isGM).map((u) => u.id as string),
  ownerIds: (actor) =>
    game.users.filter((u) => actor.testUserPermission(u as never, "OWNER")).map((u) => u.id as string),
};

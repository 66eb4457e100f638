/** What clock presses need of the world (see clock-actions.ts): Foundry's (clock-world.ts) or the playground's. */
import { type ClockCardState } from "../../data/message/clock-card";
import { type ClockStore } from "../../operations/clocks";
import { type TrackActor } from "../../operations/actor-write";

/** The user a press is for. */
export interface ClockUser {
  id: string;
  name?: string | null;
  isGM: boolean;
}

/** An actor as the clock buttons need it: its data, its name, and who owns it. */
export interface ClockActor extends TrackActor {
  readonly name?: string | null;
  testUserPermission(user: never, level: "OWNER"): boolean;
}

/** What the presses need of the world. */
export interface ClockWorld {
  currentUser(): ClockUser;
  activeGMId(): string | null;
  findActor(uuid: string): Promise<ClockActor | null>;
  /** The world's clocks (read and, on the GM's client, written). */
  worldStore(): ClockStore;
  /** A d100, and the roll object to attach to the card (null when there is none to show). */
  rollD100(): Promise<{ value: number; roll: unknown }>;
  /** Posts a clock card; `whisperTo` lists the user ids of a card only they may see (null: everyone). */
  postCard(
    card: ClockCardState,
    options: { roll: unknown; actor: ClockActor | null; whisperTo: string[] | null },
  ): Promise<void>;
  /** The ids of the world's GMs. */
  gmIds(): string[];
  /** The ids of the users owning the actor (for whispering a hidden character clock's card). */
  ownerIds(actor: ClockActor): string[];
}

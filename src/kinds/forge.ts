/** The forge kind: a Forged Ties forge roll (forge d10s from the forge track against two challenge dice). */
import {
  FORGE_OPTIONS,
  forgeChoices,
  resolveForgeRoll,
  type ForgeOption,
  type ForgeRollResult,
} from "../rules/forge";
import { RulesError } from "../rules/errors";
import { MAX_POOL_DICE, type PoolOutcome } from "../rules/pool";
import { assertId, assertInt, assertName, assertOneOf } from "../rules/validate";
import { clearHeartFirst, challengePair, defineKind, lowestFaces, type CardTargets, type KindAction } from "./contract";
import {
  bool,
  dice,
  id,
  int,
  list,
  object,
  pair,
  pick,
  text,
  type CardActionId,
  type CardChoice,
  type CardWith,
  type RequestWith,
} from "./shape";
import { forgedTiesOf } from "../data/documents";
import { type ForgedTiesCharacter } from "../rules/forged-ties-character";
import {
  base,
  button,
  challengeGroup,
  group,
  keptPool,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  poolMatch,
  type CardContext,
  type CardEnv,
} from "./view";

/** A helper of a forge roll: each marks their bond with the forging character, once. */
const HELPER = object({
  /** The helper's actor UUID. */
  uuid: id("?"),
  /** The helper's name at roll time (plain text). */
  name: text(),
  bondMarked: bool(),
});

export const FORGE_SHAPE = {
  /** The requirement met, by id, and its label (plain text). */
  requirementId: id("requirement"),
  requirement: text(),
  pool: dice(10, 1, MAX_POOL_DICE),
  challengeDice: pair(10),
  helpers: list(HELPER),
} as const;

export const FORGE_REQUEST = {
  ...pick(FORGE_SHAPE, ["requirementId", "requirement"]),
  /** How many forge dice to roll. */
  dice: int(1, MAX_POOL_DICE, 1),
  /** Who helped meet the requirement (each marks their bond from the card). */
  helpers: list(object(pick(HELPER.fields, ["uuid", "name"]))),
} as const;

export type ForgeCardState = CardWith<"forge", typeof FORGE_SHAPE>;
export type ForgeRequest = RequestWith<"forge", typeof FORGE_REQUEST>;
/** The dice of a forge roll, as cast. */
export type ForgeDice = Pick<ForgeCardState, "pool" | "challengeDice">;

/** Most helpers of a forge roll (each marks a bond). */
export const FORGE_MAX_HELPERS = 10;

/** How many forge dice a forge request rolls, after checking its requirement and helpers. */
export function forgeCount(request: ForgeRequest): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "forge dice");
  assertId(request.requirementId, "requirement");
  if (!Array.isArray(request.helpers) || request.helpers.length > FORGE_MAX_HELPERS) {
    throw new RulesError(
      "TooManyHelpers",
      `at most ${FORGE_MAX_HELPERS} helpers, got ${String(request.helpers?.length)}`,
      { max: FORGE_MAX_HELPERS, got: request.helpers?.length ?? 0 },
    );
  }
  request.helpers.forEach((h, i) => {
    assertId(h.uuid, `helpers[${i}].uuid`);
    assertName(h.name, `helpers[${i}].name`);
  });
  if (new Set(request.helpers.map((h) => h.uuid)).size !== request.helpers.length) {
    throw new RulesError("DuplicateId", "a helper is listed twice", {});
  }
  return request.dice;
}

/**
 * The forge card: the forge dice against the challenge dice, the outcome's question, and what the
 * outcome asks or offers as buttons: on a miss "Mark breaking" (and "Clear heart instead" while heart is
 * marked); on a partial success "Mark breaking and remove <harm>", one per unbroken harm (and, while
 * heart is marked, "Clear heart instead of breaking, remove <harm>", FT-18); on a full
 * success "Mark heart" and "Remove <harm>"; and for each helper who has not yet marked it, "Mark
 * <helper>'s bond". The option buttons need the character (which harm, how much heart): without it the
 * card only words the options.
 */
/** Harm slots a forge option may remove (unbroken harm). */
export function removableHarm(character: ForgedTiesCharacter): number[] {
  return character.harm.flatMap((h, i) => (h !== null && !h.broken ? [i] : []));
}

/** The forge outcome's options this character can take now (heart not full; some harm to remove). */
export function forgeOptionsFor(outcome: PoolOutcome, character: ForgedTiesCharacter): ForgeOption[] {
  const harm = removableHarm(character);
  return forgeChoices(outcome).options.filter((option) =>
    option === "markHeart" ? character.heart.marked < character.heart.length : harm.length > 0,
  );
}

function optionButtons(ctx: CardContext, state: ForgeCardState, result: ForgeRollResult, env: CardEnv): void {
  const t = env.localize;
  const character = forgedTiesOf(env.actor);
  if (!character) return;
  if (result.choices.required.includes("markBreaking") && offered(state, env, "markBreaking")) {
    ctx.actions.push(button("markBreaking", t("VOWFORGE.Card.Action.markBreaking")));
    if (character.heart.marked > 0) {
      ctx.actions.push(
        button("markBreaking", t("VOWFORGE.Card.Action.clearHeart"), { choice: "clearHeart" }),
      );
    }
  }
  if (!offered(state, env, "forgeOption")) return;
  for (const option of forgeOptionsFor(result.outcome, character)) {
    if (option === "markHeart") {
      ctx.actions.push(button("forgeOption", t("VOWFORGE.Card.Forge.Option.markHeart"), { choice: option }));
      continue;
    }
    // The partial option marks breaking: with heart marked, the player may clear heart instead (FT-18).
    const choices: CardChoice[] =
      option === "markBreakingAndRemoveHarm" && character.heart.marked > 0 ? [option, "removeHarmClearHeart"] : [option];
    for (const index of removableHarm(character)) {
      const name = character.harm[index]?.name ?? "";
      for (const choice of choices) {
        ctx.actions.push(
          button("forgeOption", t(`VOWFORGE.Card.Forge.Option.${choice}`, { name }), {
            choice,
            harmIndex: String(index),
          }),
        );
      }
    }
  }
}

function helperButtons(ctx: CardContext, state: ForgeCardState, env: CardEnv): void {
  const t = env.localize;
  if (state.helpers.length === 0) return;
  ctx.lines.push(
    line(t("VOWFORGE.Card.Forge.Helpers", { names: state.helpers.map((h) => h.name).join(", ") }), "helpers"),
  );
  if (!offered(state, env, "markBond")) return;
  state.helpers.forEach((helper, index) => {
    if (helper.bondMarked) return;
    ctx.actions.push(
      button("markBond", t("VOWFORGE.Card.Action.markBond", { name: helper.name }), {
        helperIndex: String(index),
      }),
    );
  });
}

export function forgeView(state: ForgeCardState, result: ForgeRollResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  ctx.subtitle = state.requirement || null;
  const keptIndex = state.pool.indexOf(result.highest);
  ctx.diceGroups.push(
    group("forge", t("VOWFORGE.Card.Dice.Forge"), keptPool(t, state.pool, keptIndex)),
    challengeGroup(t, state.challengeDice, result.beaten),
  );
  if (result.matchResult) ctx.match = poolMatch(t, result.matchResult);
  ctx.consequence = {
    heading: t("VOWFORGE.Card.Forge.Heading"),
    sentences: [
      t(`VOWFORGE.Card.Forge.Outcome.${result.outcome}`),
      t(`VOWFORGE.Card.Forge.Question.${result.choices.question}`),
    ],
  };
  optionButtons(ctx, state, result, env);
  helperButtons(ctx, state, env);
  return ctx;
}

/**
 * After a forge roll: breaking on a miss, the outcome's options this character can take, and a bond
 * for each helper who has not marked it.
 */
function forgeOffers(card: ForgeCardState, result: ForgeRollResult, targets: CardTargets): CardActionId[] {
  const offers: CardActionId[] = [];
  const character = forgedTiesOf(targets.actor);
  if (character) {
    if (forgeChoices(result.outcome).required.includes("markBreaking")) offers.push("markBreaking");
    if (forgeOptionsFor(result.outcome, character).length > 0) offers.push("forgeOption");
  }
  if (card.helpers.some((h) => !h.bondMarked)) offers.push("markBond");
  return offers;
}

/** The option taken after a forge roll (a harm to remove names its slot). */
const forgeOption: KindAction<ForgeCardState> = {
  apply(card, { targets, args }) {
    const character = forgedTiesOf(targets.actor);
    if (!character) throw new RulesError("NoActor", "this action needs the card's Forged Ties character");
    // FT-18: the partial option's breaking may be absorbed by heart, as the player chooses.
    const heartFirst = args.choice === "removeHarmClearHeart";
    const chosen = heartFirst ? "markBreakingAndRemoveHarm" : args.choice;
    assertOneOf(chosen, FORGE_OPTIONS, "forge option");
    const outcome = resolveForge(card).outcome;
    const option = chosen;
    if (!forgeOptionsFor(outcome, character).includes(option)) {
      throw new RulesError("ForgeOptionNotOffered", `a forge ${outcome} does not offer ${option} now`, {
        outcome,
        option,
      });
    }
    const removes = option !== "markHeart";
    if (removes && !removableHarm(character).includes(args.harmIndex ?? -1)) {
      throw new RulesError(
        "BadHarmIndex",
        `harm slot ${String(args.harmIndex)} holds no harm a forge can remove`,
        {
          value: args.harmIndex,
        },
      );
    }
    const harmIndex = removes ? (args.harmIndex as number) : null;
    return { card, operations: [{ op: "forgeOutcome", outcome, option, harmIndex, clearHeartFirst: heartFirst }] };
  },
};

/** A helper's bond with the forging character, marked once each; the action closes with the last. */
const markBond: KindAction<ForgeCardState> = {
  apply(card, { args }) {
    if (!card.actorUuid) throw new RulesError("NoActor", "a bond is marked with the card's character");
    assertInt(args.helperIndex, 0, card.helpers.length - 1, "helper");
    const index = args.helperIndex;
    const helper = card.helpers[index];
    if (helper.bondMarked) {
      throw new RulesError("AlreadyApplied", `${helper.name} already marked their bond`, {
        action: "markBond",
      });
    }
    const helpers = card.helpers.map((h, i) => (i === index ? { ...h, bondMarked: true } : { ...h }));
    return {
      card: { ...card, helpers },
      operations: [
        { op: "markBond", helperIndex: index, forgerUuid: card.actorUuid, helperName: helper.name },
      ],
      close: helpers.every((h) => h.bondMarked),
    };
  },
};

function resolveForge(card: ForgeCardState): ForgeRollResult {
  return resolveForgeRoll({ pool: card.pool, challengeDice: card.challengeDice });
}

export const forge = defineKind({
  id: "forge",
  shape: FORGE_SHAPE,
  request: FORGE_REQUEST,
  resolve: resolveForge,
  fromDice: (request: ForgeRequest, dice: ForgeDice): ForgeCardState => {
    const { dice: _count, ...rest } = request;
    return {
      ...rest,
      helpers: request.helpers.map((h) => ({ uuid: h.uuid, name: h.name, bondMarked: false })),
      pool: [...dice.pool],
      challengeDice: dice.challengeDice,
      applied: [],
    };
  },
  check: (request: ForgeRequest): ForgeDice => ({ pool: lowestFaces(forgeCount(request)), challengeDice: [1, 1] }),
  dice: (request) => [{ count: forgeCount(request), die: "d10" }, { count: 2, die: "dx" }],
  read: (_request, [pool, challenge]): ForgeDice => ({ pool: [...pool], challengeDice: challengePair(challenge) }),
  beaten: (result) => result.beaten,
  actsThrough: ["burnMomentum", "markBond"],
  kept: {
    fields: ["helpers"],
    keeps: (before, next) =>
      before.helpers.length === next.helpers.length &&
      before.helpers.every(
        (h, i) =>
          h.uuid === next.helpers[i].uuid && h.name === next.helpers[i].name && (!h.bondMarked || next.helpers[i].bondMarked),
      ),
  },
  offers: forgeOffers,
  actions: {
    markBreaking: {
      apply: (card, { args }) => ({
        card,
        operations: [
          {
            op: "forgeOutcome",
            outcome: resolveForge(card).outcome,
            option: null,
            harmIndex: null,
            clearHeartFirst: clearHeartFirst(args),
          },
        ],
      }),
    },
    forgeOption,
    markBond,
  },
  writes: (card) => ({ track: null, helpers: card.helpers.map((h) => h.uuid) }),
  view: forgeView,
});

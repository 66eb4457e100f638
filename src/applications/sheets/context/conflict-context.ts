/**
 * Context of the team conflict sheet: the players and the opponents with their strikes and traits (with
 * the controls that set them up while the conflict is in preparation), where the conflict stands, the
 * preparatory actions taken and the form for the next one, the choices waiting with a button per way to
 * settle each, preventing a loss, the form of the next round, the log of the rounds played and the
 * aftermath in words. The tracker state is given (the model derives it from the stored events), so this
 * reads no document. Also the settle event a pending-choice button stands for.
 */
import { type TeamPenalties } from "../../../rules/team-conflict-conditions";
import {
  learningViews,
  memberConditionViews,
  penaltiesLine,
  type LearningView,
  type MemberConditionsView,
  type MemberSheet,
} from "./conflict-members-context";
import {
  preparatoryModifiers,
  PREPARATORY_ACTION_IDS,
  TEAM_ACTION_IDS,
  type PreparatoryEffect,
  type TeamActionId,
} from "../../../rules/team-conflict";
import {
  type ConflictEvent,
  type ConflictMember,
  type ConflictSide,
  type TeamConflictState,
} from "../../../rules/team-conflict-tracker";
import { rulesetBase, type RulesetBase } from "./ruleset-base";
import { intOf, listOf, recordOf, signed, textOf, type RulesetActor, type SheetEnv } from "./types";
import { type Localize } from "../../../locale";

const K = "VOWFORGE.Rulesets.Conflict";

/** One way to settle a waiting choice: a button's data. */
export interface SettleOption {
  memberId: string;
  as: "strike" | "trait" | "none";
  traitId: string;
  label: string;
}

export interface MemberView {
  id: string;
  index: number;
  name: string;
  strikes: number;
  traits: { id: string; name: string; lost: boolean }[];
}

/** An opponent as the set-up controls show it. */
export interface OpponentEdit {
  index: number;
  name: string;
  nameKey: string;
  nameId: string;
  nameLabel: string;
  renameLabel: string;
  removeLabel: string;
  traits: { name: string; index: number; key: string; id: string; label: string; renameLabel: string; removeLabel: string }[];
  newTraitKey: string;
  newTraitId: string;
  newTraitLabel: string;
  addTraitLabel: string;
}

/** A played round as the log tells it. */
export interface RoundLogEntry {
  round: number;
  heading: string;
  outcome: string;
  players: string;
  opponents: string;
  hits: string;
  prevented: string;
}

export interface ConflictSheetContext extends RulesetBase {
  opponentsName: string;
  players: (MemberView & { removeLabel: string; conditions: MemberConditionsView })[];
  /** The team's disadvantages and -1s from the players' conditions, in one line ("" for none). */
  teamPenalties: string;
  opponents: MemberView[];
  started: boolean;
  phase: string;
  phaseLabel: string;
  round: number;
  roundText: string;
  resultText: string;
  problem: string;
  inPreparation: boolean;
  inRounds: boolean;
  /** Members may be added, renamed and removed (editable, not yet in the rounds). */
  editMembers: boolean;
  opponentEdits: OpponentEdit[];
  candidates: { uuid: string; name: string }[];
  preparations: { text: string; effects: string[] }[];
  prepareForms: { playerId: string; name: string; legend: string; actionKey: string; actionId: string; dieKey: string; dieId: string; recordLabel: string; rollLabel: string }[];
  prepActions: { value: string; label: string }[];
  pending: { kind: string; side: string; text: string; options: SettleOption[] }[];
  hasPending: boolean;
  canPreventLoss: boolean;
  preventButtons: { playerId: string; label: string }[];
  canUndo: boolean;
  canPlayRound: boolean;
  dieFaces: number[];
  actions: { value: string; label: string }[];
  opponentActions: { id: string; key: string; selectId: string; label: string }[];
  stockUps: { playerId: string; key: string; selectId: string; label: string }[];
  roundNotes: string[];
  /** The players' starting modifiers in the round form: the -1s of the members' major conditions. */
  roundBonus: { a: number; d: number };
  /** The players' rolls the conditions put at disadvantage (the round form's boxes start ticked). */
  roundDisadvantage: { a: boolean; d: boolean };
  /** Learning after the conflict: shown once it is over with nothing pending. */
  showLearning: boolean;
  learning: LearningView[];
  log: RoundLogEntry[];
  aftermath: { result: string; conditions: string[]; concession: string; personal: string[]; yesBut: string } | null;
  aftermathWaiting: boolean;
}

interface StoredMemberView {
  id: string;
  name: string;
  traits: { id: string; name: string }[];
  strikes: number;
}

function storedMembers(list: unknown, names: Readonly<Record<string, string>>): StoredMemberView[] {
  return listOf(list).map((m) => {
    const id = textOf(m.id);
    return {
      id,
      name: textOf(m.name) || names[id] || id,
      traits: listOf(m.traits).map((tr) => ({ id: textOf(tr.id), name: textOf(tr.name) || textOf(tr.id) })),
      strikes: intOf(m.strikes, 0),
    };
  });
}

function memberViews(stored: StoredMemberView[], live: readonly ConflictMember[] | null): MemberView[] {
  return stored.map((m, index) => {
    const now = live?.find((l) => l.id === m.id);
    return {
      id: m.id,
      index,
      name: m.name,
      strikes: now ? now.strikes : m.strikes,
      traits: m.traits.map((tr) => ({ ...tr, lost: now?.traits.find((x) => x.id === tr.id)?.lost === true })),
    };
  });
}

function settleOptions(members: MemberView[], kind: "hit" | "recovery", t: Localize): SettleOption[] {
  const out: SettleOption[] = [];
  for (const m of members) {
    if (kind === "hit") {
      out.push({ memberId: m.id, as: "strike", traitId: "", label: t(`${K}.GiveStrike`, { name: m.name }) });
      for (const tr of m.traits.filter((x) => !x.lost)) {
        out.push({ memberId: m.id, as: "trait", traitId: tr.id, label: t(`${K}.LoseTrait`, { name: m.name, trait: tr.name }) });
      }
    } else {
      if (m.strikes > 0) out.push({ memberId: m.id, as: "strike", traitId: "", label: t(`${K}.RemoveStrike`, { name: m.name }) });
      for (const tr of m.traits.filter((x) => x.lost)) {
        out.push({ memberId: m.id, as: "trait", traitId: tr.id, label: t(`${K}.RegainTrait`, { name: m.name, trait: tr.name }) });
      }
    }
  }
  if (kind === "recovery") out.push({ memberId: "", as: "none", traitId: "", label: t(`${K}.NoRecovery`) });
  return out;
}

function opponentEdits(opponents: MemberView[], prefix: string, t: Localize): OpponentEdit[] {
  return opponents.map((o) => ({
    index: o.index,
    name: o.name,
    nameKey: `opp-name|${o.index}`,
    nameId: `${prefix}-cf-opp-${o.index}`,
    nameLabel: t(`${K}.Edit.OpponentName`, { n: o.index + 1 }),
    renameLabel: t(`${K}.Edit.Rename`, { name: o.name }),
    removeLabel: t(`${K}.Edit.Remove`, { name: o.name }),
    traits: o.traits.map((tr, j) => ({
      name: tr.name,
      index: j,
      key: `trait-name|${o.index}|${j}`,
      id: `${prefix}-cf-opp-${o.index}-trait-${j}`,
      label: t(`${K}.Edit.TraitName`, { name: o.name, n: j + 1 }),
      renameLabel: t(`${K}.Edit.Rename`, { name: tr.name }),
      removeLabel: t(`${K}.Edit.Remove`, { name: tr.name }),
    })),
    newTraitKey: `new-trait|${o.index}`,
    newTraitId: `${prefix}-cf-opp-${o.index}-new-trait`,
    newTraitLabel: t(`${K}.Edit.NewTrait`, { name: o.name }),
    addTraitLabel: t(`${K}.Edit.AddTrait`, { name: o.name }),
  }));
}

/** One preparatory effect in words. */
export function effectText(effect: PreparatoryEffect, t: Localize): string {
  const roll = (r: "A" | "D") => t(`${K}.Roll.${r}`);
  switch (effect.kind) {
    case "modifier":
      return t(`${K}.Effect.${effect.rounds.length === 1 ? "modifierOne" : "modifierMany"}`, {
        amount: signed(effect.amount),
        roll: roll(effect.roll),
        rounds: effect.rounds.join(", "),
      });
    case "lastingModifier":
      return t(`${K}.Effect.lastingModifier`, { amount: signed(effect.amount), roll: roll(effect.roll) });
    case "floatingModifier":
      return t(`${K}.Effect.floating.${effect.timing}`, { amount: signed(effect.amount) });
    case "scout":
      return t(`${K}.Effect.scout`, { rolls: effect.rolls, round: effect.round });
    case "dealHit":
      return t(`${K}.Effect.dealHit`, { hits: effect.hits });
    case "ignoreCondition":
      return t(`${K}.Effect.ignoreCondition.${effect.who}`);
  }
}

function actionsText(actions: Readonly<Record<string, TeamActionId>>, members: MemberView[], t: Localize): string {
  const list = Object.entries(actions).map(([id, action]) =>
    t(`${K}.Log.MemberAction`, { name: members.find((m) => m.id === id)?.name ?? id, action: t(`${K}.Action.${action}`) }),
  );
  return list.length > 0 ? list.join(", ") : t(`${K}.Log.NoActions`);
}

interface StoredRoundSide {
  advance: number;
  defense: number;
}

/** The log of the rounds played: the dice as rolled (from the stored events) and the rules' totals. */
function roundLog(tracker: TeamConflictState, events: unknown, players: MemberView[], opponents: MemberView[], t: Localize): RoundLogEntry[] {
  const rolled = listOf(events)
    .filter((e) => e.type === "round")
    .map((e) => {
      const side = (s: unknown): StoredRoundSide => ({ advance: intOf(recordOf(s).advance, 0), defense: intOf(recordOf(s).defense, 0) });
      return { players: side(e.players), opponents: side(e.opponents) };
    });
  return tracker.rounds.map((r, i) => {
    const side = (s: ConflictSide, members: MemberView[], actions: Readonly<Record<string, TeamActionId>>) => {
      const dice = rolled[i]?.[s] ?? { advance: 0, defense: 0 };
      const total = r.result[s];
      return t(`${K}.Log.Side`, {
        side: t(`${K}.Log.SideName.${s}`),
        advance: dice.advance,
        advanceTotal: total.advance,
        defense: dice.defense,
        defenseTotal: total.defense,
        actions: actionsText(actions, members, t),
      });
    };
    const outcome = t(`${K}.Outcome.${r.result.outcome}`);
    return {
      round: r.round,
      heading: t(`${K}.Log.Heading`, { round: r.round, outcome }),
      outcome: r.result.outcome,
      players: side("players", players, r.playerActions),
      opponents: side("opponents", opponents, r.opponentActions),
      hits: t(`${K}.Log.Hits`, { players: r.result.hitsToPlayers, opponents: r.result.hitsToOpponents }),
      prevented: r.result.lossPrevented ? t(`${K}.Log.Prevented`) : "",
    };
  });
}

/** What the members' conditions do to the players' rolls this round (src/rules/team-conflict-conditions.ts). */
function conditionNotes(p: TeamPenalties, t: Localize): string[] {
  const notes: string[] = [];
  if (p.disadvantageA && p.disadvantageD) notes.push(t(`${K}.Form.ConditionsDisadvantageBoth`, { count: p.disadvantageSources }));
  else if (p.disadvantageA) notes.push(t(`${K}.Form.ConditionsDisadvantageOne`));
  if (p.majorConditions > 0) {
    notes.push(t(`${K}.Form.ConditionsMajor`, { count: p.majorConditions, a: signed(p.bonusA), d: signed(p.bonusD) }));
  }
  return notes;
}

/** What the rules themselves add to the next round, and the scouting they allow in it. */
function roundNotes(tracker: TeamConflictState, t: Localize): string[] {
  const n = tracker.rounds.length + 1;
  const prep = preparatoryModifiers(tracker.preparations.flatMap((p) => p.result.effects), n);
  const added: Record<ConflictSide, { a: number; d: number }> = {
    players: { a: tracker.carry.players.a + prep.bonusA, d: tracker.carry.players.d + prep.bonusD + tracker.fortifyActive.length },
    opponents: { ...tracker.carry.opponents },
  };
  const notes: string[] = [];
  for (const s of ["players", "opponents"] as const) {
    const { a, d } = added[s];
    if (a !== 0 || d !== 0) notes.push(t(`${K}.Form.RulesAdd`, { side: t(`${K}.Log.SideName.${s}`), a: signed(a), d: signed(d) }));
  }
  for (const scout of tracker.scouting.filter((x) => x.round === n)) {
    notes.push(t(`${K}.Form.Scout.${scout.side}`, { rolls: scout.rolls }));
  }
  return notes;
}

function aftermathView(tracker: TeamConflictState, players: MemberView[], t: Localize): ConflictSheetContext["aftermath"] {
  const a = tracker.aftermath;
  if (a === null || tracker.result === null) return null;
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  return {
    result: t(`${K}.Result.${tracker.result}`),
    conditions: tracker.players.map((p, i) =>
      t(`${K}.Aftermath.Condition`, { name: name(p.id), strikes: p.strikes, condition: t(`${K}.Aftermath.ConditionKind.${a.conditions[i] ?? "none"}`) }),
    ),
    concession: t(`${K}.Aftermath.Concession.${a.concession}`, { strikes: a.totalStrikes }),
    personal: tracker.personalConcessions.map((id) => t(`${K}.Aftermath.Personal`, { name: name(id) })),
    yesBut: a.losersPickYesBut ? t(`${K}.Aftermath.YesBut`) : "",
  };
}

/** The conflict sheet's context. `tracker` and `problem` are the model's derived values. */
export function buildConflictContext(
  actor: RulesetActor,
  tracker: TeamConflictState | null,
  problem: string | null,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
  candidates: readonly { uuid: string; name: string }[] = [],
  members: readonly MemberSheet[] = [],
): ConflictSheetContext {
  const t = env.localize;
  const prefix = env.idPrefix;
  const s = recordOf(actor.system);
  const players = memberViews(storedMembers(s.players, names), tracker?.players ?? null);
  const playerName = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  const { views: conditionViews, penalties } = memberConditionViews(s.players, members, playerName, prefix, t);
  const showLearning = tracker?.phase === "ended" && tracker.aftermath !== null && tracker.pending.length === 0;
  const opponents = memberViews(storedMembers(s.opponents, names), tracker?.opponents ?? null);
  const phase = tracker?.phase ?? "setup";
  const round = tracker?.rounds.length ?? 0;
  const pending = (tracker?.pending ?? []).map((p) => {
    const side = p.side === "players" ? players : opponents;
    return {
      kind: p.kind,
      side: p.side,
      text: t(`${K}.Pending.${p.kind}`, { side: t(`${K}.Side.${p.side}`) }),
      options: settleOptions(side, p.kind, t),
    };
  });
  const events = Array.isArray(s.events) ? s.events.length : 0;
  const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  const prepared = new Set(tracker?.preparations.map((p) => p.playerId) ?? []);
  const canPreventLoss = tracker?.phase === "ended" && tracker.result === "loss";
  const canPlayRound = phase === "rounds" && pending.length === 0;
  return {
    ...rulesetBase({ ...actor, type: "conflict" }, env, richEditor, `${env.localize("VOWFORGE.Ruleset.strike")} · ${env.localize("TYPES.Actor.conflict")}`),
    opponentsName: textOf(s.opponentsName),
    players: players.map((p, i) => ({
      ...p,
      removeLabel: t(`${K}.Edit.Remove`, { name: p.name }),
      conditions: conditionViews[i] ?? memberConditionViews([{ id: p.id }], [], playerName, prefix, t).views[0],
    })),
    teamPenalties: penaltiesLine(penalties, t),
    opponents,
    started: tracker !== null,
    phase,
    phaseLabel: t(`${K}.Phase.${phase}`),
    round,
    roundText: t(`${K}.Round`, { round }),
    resultText: tracker?.result ? t(`${K}.Result.${tracker.result}`) : "",
    problem: problem ?? "",
    inPreparation: phase === "preparation",
    inRounds: phase === "rounds",
    editMembers: env.editable && problem === null && (phase === "setup" || phase === "preparation"),
    opponentEdits: opponentEdits(opponents, prefix, t),
    candidates: candidates.filter((c) => !players.some((p) => p.id === c.uuid)).map((c) => ({ ...c })),
    preparations: (tracker?.preparations ?? []).map((p) => ({
      text: t(`${K}.Prep.Taken`, { name: nameOf(p.playerId), action: t(`${K}.Prep.Action.${p.result.action}`), die: p.result.die }),
      effects: p.result.effects.map((e) => effectText(e, t)),
    })),
    prepareForms:
      phase === "preparation"
        ? players
            .filter((p) => !prepared.has(p.id))
            .map((p) => ({
              playerId: p.id,
              name: p.name,
              legend: t(`${K}.Prep.Legend`, { name: p.name }),
              actionKey: `prep-action|${p.id}`,
              actionId: `${prefix}-cf-prep-${p.index}-action`,
              dieKey: `prep-die|${p.id}`,
              dieId: `${prefix}-cf-prep-${p.index}-die`,
              recordLabel: t(`${K}.Prep.Record`, { name: p.name }),
              rollLabel: t(`${K}.Prep.Roll`, { name: p.name }),
            }))
        : [],
    prepActions: PREPARATORY_ACTION_IDS.map((id) => ({ value: id, label: t(`${K}.Prep.Action.${id}`) })),
    pending,
    hasPending: pending.length > 0,
    canPreventLoss,
    preventButtons: canPreventLoss ? players.map((p) => ({ playerId: p.id, label: t(`${K}.PreventLoss.Button`, { name: p.name }) })) : [],
    canUndo: events > 0,
    canPlayRound,
    dieFaces: [1, 2, 3, 4, 5, 6],
    actions: TEAM_ACTION_IDS.map((id) => ({ value: id, label: t(`${K}.Action.${id}`) })),
    opponentActions: opponents.map((o) => ({
      id: o.id,
      key: `opp-action|${o.id}`,
      selectId: `${prefix}-cf-oact-${o.index}`,
      label: t(`${K}.ActionOf`, { name: o.name }),
    })),
    stockUps: (tracker?.floating ?? [])
      .filter((f) => !f.used)
      .map((f) => {
        const player = players.find((p) => p.id === f.playerId);
        return {
          playerId: f.playerId,
          key: `stock-up|${f.playerId}`,
          selectId: `${prefix}-cf-stock-${player?.index ?? 0}`,
          label: t(`${K}.Form.StockUp.${f.timing}`, { name: nameOf(f.playerId) }),
        };
      }),
    roundNotes: tracker && canPlayRound ? [...roundNotes(tracker, t), ...conditionNotes(penalties, t)] : [],
    roundBonus: { a: penalties.bonusA, d: penalties.bonusD },
    roundDisadvantage: { a: penalties.disadvantageA, d: penalties.disadvantageD },
    showLearning,
    learning: showLearning ? learningViews(s.players, s.learning, members, playerName, prefix, t, env.editable) : [],
    log: tracker ? roundLog(tracker, s.events, players, opponents, t) : [],
    aftermath: tracker ? aftermathView(tracker, players, t) : null,
    aftermathWaiting: tracker?.phase === "ended" && tracker.aftermath === null,
  };
}

/** The settle event a pending-choice button stands for, or null when its data is incomplete. */
export function settleEvent(data: Readonly<Record<string, string | undefined>>): ConflictEvent | null {
  const side = data.side === "players" || data.side === "opponents" ? data.side : null;
  const as = data.as === "strike" || data.as === "trait" || data.as === "none" ? data.as : null;
  if (!side || !as) return null;
  const memberId = data.member ?? "";
  const traitId = data.trait ?? "";
  if (data.kind === "hit") {
    if (as === "none" || !memberId) return null;
    return as === "trait" ? { type: "assignHit", side, memberId, as, traitId } : { type: "assignHit", side, memberId, as };
  }
  if (data.kind === "recovery") {
    if (as === "none") return { type: "recover", side, as };
    if (!memberId) return null;
    return as === "trait" ? { type: "recover", side, memberId, as, traitId } : { type: "recover", side, memberId, as };
  }
  return null;
}

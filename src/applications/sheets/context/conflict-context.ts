/**
 * Context of the team conflict sheet: the players and the opponents with their strikes and traits,
 * where the conflict stands (phase, round, result), the choices waiting with a button per way to
 * settle each, the form of the next round, and undo. The tracker state is given (the model derives
 * it from the stored events), so this reads no document. Also the events the sheet's buttons and
 * round form stand for.
 */
import { TEAM_ACTION_IDS, type TeamActionId } from "../../../rules/team-conflict";
import { type ConflictEvent, type ConflictMember, type TeamConflictState } from "../../../rules/team-conflict-tracker";
import { listOf, rulesetBase, type RulesetActor, type RulesetBase } from "./forged-ties-context";
import { intOf, recordOf, textOf, type Localize, type SheetEnv } from "./types";

/** One way to settle a waiting choice: a button's data. */
export interface SettleOption {
  memberId: string;
  as: "strike" | "trait" | "none";
  traitId: string;
  label: string;
}

export interface MemberView {
  id: string;
  name: string;
  strikes: number;
  traits: { id: string; name: string; lost: boolean }[];
}

export interface ConflictSheetContext extends RulesetBase {
  opponentsName: string;
  players: MemberView[];
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
  pending: { kind: string; side: string; text: string; options: SettleOption[] }[];
  hasPending: boolean;
  canUndo: boolean;
  canPlayRound: boolean;
  dieFaces: number[];
  actions: { value: string; label: string }[];
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
  return stored.map((m) => {
    const now = live?.find((l) => l.id === m.id);
    return {
      id: m.id,
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
      out.push({ memberId: m.id, as: "strike", traitId: "", label: t("VOWFORGE.Rulesets.Conflict.GiveStrike", { name: m.name }) });
      for (const tr of m.traits.filter((x) => !x.lost)) {
        out.push({ memberId: m.id, as: "trait", traitId: tr.id, label: t("VOWFORGE.Rulesets.Conflict.LoseTrait", { name: m.name, trait: tr.name }) });
      }
    } else {
      if (m.strikes > 0) out.push({ memberId: m.id, as: "strike", traitId: "", label: t("VOWFORGE.Rulesets.Conflict.RemoveStrike", { name: m.name }) });
      for (const tr of m.traits.filter((x) => x.lost)) {
        out.push({ memberId: m.id, as: "trait", traitId: tr.id, label: t("VOWFORGE.Rulesets.Conflict.RegainTrait", { name: m.name, trait: tr.name }) });
      }
    }
  }
  if (kind === "recovery") out.push({ memberId: "", as: "none", traitId: "", label: t("VOWFORGE.Rulesets.Conflict.NoRecovery") });
  return out;
}

/** The conflict sheet's context. `tracker` and `problem` are the model's derived values. */
export function buildConflictContext(
  actor: RulesetActor,
  tracker: TeamConflictState | null,
  problem: string | null,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
): ConflictSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const players = memberViews(storedMembers(s.players, names), tracker?.players ?? null);
  const opponents = memberViews(storedMembers(s.opponents, names), tracker?.opponents ?? null);
  const phase = tracker?.phase ?? "setup";
  const round = tracker?.rounds.length ?? 0;
  const pending = (tracker?.pending ?? []).map((p) => {
    const side = p.side === "players" ? players : opponents;
    return {
      kind: p.kind,
      side: p.side,
      text: t(`VOWFORGE.Rulesets.Conflict.Pending.${p.kind}`, { side: t(`VOWFORGE.Rulesets.Conflict.Side.${p.side}`) }),
      options: settleOptions(side, p.kind, t),
    };
  });
  const events = Array.isArray(s.events) ? s.events.length : 0;
  return {
    ...rulesetBase(actor, env, richEditor),
    opponentsName: textOf(s.opponentsName),
    players,
    opponents,
    started: tracker !== null,
    phase,
    phaseLabel: t(`VOWFORGE.Rulesets.Conflict.Phase.${phase}`),
    round,
    roundText: t("VOWFORGE.Rulesets.Conflict.Round", { round }),
    resultText: tracker?.result ? t(`VOWFORGE.Rulesets.Conflict.Result.${tracker.result}`) : "",
    problem: problem ?? "",
    inPreparation: phase === "preparation",
    inRounds: phase === "rounds",
    pending,
    hasPending: pending.length > 0,
    canUndo: events > 0,
    canPlayRound: phase === "rounds" && pending.length === 0,
    dieFaces: [1, 2, 3, 4, 5, 6],
    actions: TEAM_ACTION_IDS.map((id) => ({ value: id, label: t(`VOWFORGE.Rulesets.Conflict.Action.${id}`) })),
  };
}

/** The settle event a pending-choice button stands for, or null when its data is incomplete. */
export function settleEvent(data: DOMStringMap): ConflictEvent | null {
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

/** A die face 1..6 from a select's value, or null. */
function face(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : null;
}

/** The round event the sheet's round form describes, or null when a die is missing. */
export function roundEvent(root: ParentNode): ConflictEvent | null {
  const die = (key: string) => face(root.querySelector<HTMLSelectElement>(`select[data-die="${key}"]`)?.value);
  const [pa, pd, oa, od] = [die("playersAdvance"), die("playersDefense"), die("opponentsAdvance"), die("opponentsDefense")];
  if (pa === null || pd === null || oa === null || od === null) return null;
  const actions: Record<string, TeamActionId> = {};
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-player-action]")) {
    const action = TEAM_ACTION_IDS.find((id) => id === select.value);
    const player = select.dataset.playerAction;
    if (action && player) actions[player] = action;
  }
  return {
    type: "round",
    players: { advance: pa, defense: pd, actions },
    opponents: { advance: oa, defense: od, actions: {} },
  };
}

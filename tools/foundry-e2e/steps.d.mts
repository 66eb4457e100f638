export type StepKind =
  | "createCharacter"
  | "openSheet"
  | "editField"
  | "clickPortrait"
  | "conditionAtMaxMomentum"
  | "rollThroughDialog"
  | "cardActionsByOwner"
  | "cardActionsByOtherPlayer"
  | "dropMove"
  | "rollDroppedMove"
  | "dropAsset"
  | "rollDroppedAsset"
  | "drawOracle"
  | "writeTruths"
  | "chatCommand"
  | "privateRoll"
  | "reloadCardsRendered";
export type Unavailable = { unavailable: string };
export interface RulesetProfile {
  actorType: string;
  characterRuleset?: string;
  editField: { name: string; value: string };
  condition: { kind: "checkbox"; name: string } | { kind: "action"; action: string } | Unavailable;
  roll: { action: string; data: Record<string, string> };
  cardActions: string[];
  movePack: string | Unavailable;
  assetPack: string | Unavailable;
  oraclePack: string | Unavailable;
  truthsPack: string | Unavailable;
  command: string;
}
export interface Step {
  id: string;
  ruleset: string;
  kind: StepKind;
  as: "gm" | "owner" | "other" | "all";
  unavailable?: string;
}
export const RULESET_IDS: readonly string[];
export const STEP_KINDS: readonly StepKind[];
export const NAMED_CARD_ACTIONS: readonly string[];
export const RULESET_PROFILES: Readonly<Record<string, RulesetProfile>>;
export function buildSteps(rulesets?: readonly string[]): Step[];
export function missingKinds(steps: readonly Step[], ruleset: string): StepKind[];
export const RELAY: { socket: string; cardAction: string; refusal: string };

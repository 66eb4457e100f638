export type StepKind =
  | "createCharacter"
  | "openSheet"
  | "editField"
  | "clickPortrait"
  | "conditionAtMaxMomentum"
  | "rollThroughDialog"
  | "cardActionsByOwner"
  | "cardActionsByOtherPlayer"
  | "burnMomentum"
  | "tokenBars"
  | "noGM"
  | "dropMove"
  | "rollDroppedMove"
  | "dropAsset"
  | "rollDroppedAsset"
  | "drawOracle"
  | "writeTruths"
  | "chatCommand"
  | "privateRoll"
  | "cardForUpgrade"
  | "reloadCardsRendered"
  | "upgradedWorld"
  | "burnUpgradedCard";
export type Unavailable = { unavailable: string };
export interface RulesetProfile {
  actorType: string;
  characterRuleset?: string;
  editField: { name: string; value: string };
  condition: { kind: "checkbox"; name: string } | { kind: "action"; action: string } | Unavailable;
  roll: { action: string; data: Record<string, string> };
  cardActions: string[];
  /** The momentum set before a roll meant to offer a burn, and the reset after it (a field, or a value). */
  burn: { momentum: number; reset: string | number } | Unavailable;
  /** The token's bar attributes, in bar order. */
  tokenBars: string[];
  movePack: string | Unavailable;
  assetPack: string | Unavailable;
  oraclePack: string | Unavailable;
  truthsPack: string | Unavailable;
  command: string;
}
export interface Step {
  id: string;
  /** null for a step on the whole world. */
  ruleset: string | null;
  kind: StepKind;
  as: "gm" | "owner" | "other" | "all";
  unavailable?: string;
}
export const RULESET_IDS: readonly string[];
export const STEP_KINDS: readonly StepKind[];
export const UPGRADE_STEP_KINDS: readonly StepKind[];
export const NAMED_CARD_ACTIONS: readonly string[];
export const RULESET_PROFILES: Readonly<Record<string, RulesetProfile>>;
export function buildSteps(rulesets?: readonly string[], options?: { upgradeFollows?: boolean }): Step[];
export function buildUpgradeSteps(rulesets?: readonly string[]): Step[];
export function missingKinds(steps: readonly Step[], ruleset: string): StepKind[];
export const RELAY: { socket: string; cardAction: string; refusal: string };
export const NO_GM_REFUSALS: { card: string; clock: string };

/** Outcome effects: the vocabulary, the applier, suffer moves and "+N on your next move". */
export * from "./vocabulary";
export * from "./validate-effects";
export * from "./character";
export * from "./next-move";
export * from "./apply";
export * from "./suffer";
export * from "./outcome";
export * from "./companion";

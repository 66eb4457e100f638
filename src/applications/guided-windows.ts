/**
 * The guided character creation and the truths dialog: a chunk of their own (vowforge-guided.mjs beside
 * vowforge.mjs, rollup.config.mjs's CHUNKS), loaded the first time a user opens either. The two share
 * their form and focus helpers, so they travel together; a user who never opens them never fetches them.
 */
export { CharacterWizard } from "./wizard/character-wizard";
export { TruthsDialog } from "./truths/truths-dialog";

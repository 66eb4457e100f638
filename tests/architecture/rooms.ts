/**
 * The rooms of `src/` (its top-level folders and top-level files), top of the stack first. A room
 * may import only rooms below it; `docs/architecture.md` describes each. Change this list and that
 * document together.
 */
export const STACK: readonly string[] = [
  "vowforge", // the entry: Foundry hooks, registration
  "api", // the module API (game.system.api): a thin face over the rooms below
  "enrichers", // links and roll buttons in rich text (@Move, @Oracle, @Roll)
  "macros", // hotbar macros
  "chat", // chat commands and the chat-message hooks
  "applications", // sheets, dialogs, the oracle browser
  "templates", // the Handlebars templates and partials to preload
  "cards", // the roll card: making a roll, its display context, its buttons
  "dice", // Roll classes and dice terms
  "module-hooks", // the hooks other modules may listen to: names, payload types, the one place they fire
  "kinds", // the card kinds: one module each (its shape table), their registry and the card's data model
  "operations", // what a sheet or card button does to an actor: pure update-or-refusal functions and their writer
  "documents", // Actor and Item document classes
  "oracles", // oracle tables: drawing, display, settings
  "data", // TypeDataModels of actors and items, and the clock card's state
  "migrations", // versioned source migrations
  "settings", // world settings
  "expansions", // which expansions (Delve, Sundered Isles) a world has on top of its rulesets
  "foundry-compat", // the one place that asks which Foundry version runs (v13 or v14)
  "paths", // dotted-path helpers for update diffs
  "type-config", // type configuration for the Foundry type package (declarations only)
  "config", // rulesets, stats, meters
  "content", // Datasworn to document sources: the one converter (pack build, content CLI, import)
  "on-demand", // loading a chunk of the runtime script, and saying so when it cannot be loaded
  "constants", // the system id and paths
  "class-names", // pinning the class names Foundry stores or looks up
  "roll-modes", // Foundry's roll mode names (pure)
  "clean-html", // the one HTML cleaner (Foundry's where it runs, an allow-list elsewhere)
  "html", // escaping text for HTML
  "enricher-syntax", // the text syntax of links in rich text (@UUID, @Move, @Oracle, @Roll), pure
  "locale", // the user's language: plural forms and number formats
  "rules", // the pure rules engine
];

/**
 * Longest a source file may be, in lines. One concept per module comes first: a concept that is one
 * thing to read (a kind's contract, the card-action runner, the roll dialog) stays one module rather
 * than being cut at an arbitrary line into modules that import each other. 650 still keeps every file
 * well below the longest modules of the open systems we read (draw-steel's actor sheet base is 1,120
 * lines, its item sheet 938).
 */
export const MAX_FILE_LINES = 650;

/** Module shapes the playground's bundler provides (see tools/playground/build.mjs). */
declare module "*.hbs" {
  const source: string;
  export default source;
}

declare module "playground:templates" {
  /** Every templates/**\/*.hbs file of the system, by repository path ("templates/chat/roll-card.hbs"). */
  const templates: Readonly<Record<string, string>>;
  export default templates;
}

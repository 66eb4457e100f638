/**
 * The clocks a character carries (`system.clocks`): a list of clocks as the rules define them
 * (`rules/clocks.ts`), written whole by the clock operations (`operations/clocks.ts`), which check each
 * change through the rules before it is stored. Every character of the five rulesets has the list.
 */
import { CLOCK_NAME_MAX, CLOCK_SEGMENTS, CLOCK_VISIBILITY } from "../../rules/clocks";
import { choiceField, intField, textField } from "../fields";

const MAX_SEGMENTS = Math.max(...CLOCK_SEGMENTS);

/** One clock: id, name, size, filled segments and who sees it. */
export function clockField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    id: textField(),
    name: new fields.StringField({
      required: true,
      nullable: false,
      blank: true,
      initial: "",
      maxLength: CLOCK_NAME_MAX,
    }),
    segments: intField(Math.min(...CLOCK_SEGMENTS), MAX_SEGMENTS, 4),
    filled: intField(0, MAX_SEGMENTS, 0),
    visibility: choiceField(CLOCK_VISIBILITY, "all"),
  });
}

/** The list of a character's clocks (empty for a new character). */
export function clocksField() {
  return new foundry.data.fields.ArrayField(clockField());
}

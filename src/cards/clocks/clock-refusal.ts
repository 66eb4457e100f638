/**
 * The sentence for a refused clock press: the rules' reason (VOWFORGE.Error.<code>, see
 * src/locale.ts) when the rules refused it, else VOWFORGE.Clock.Error.<error>. Pure: the
 * language lookup is handed in.
 */
import { RulesError } from "../../rules/errors";
import { rulesErrorSentence, type LangLookup } from "../../locale";
import { type ClockOutcome } from "./clock-actions";

export function clockRefusalSentence(
  outcome: Extract<ClockOutcome, { ok: false }>,
  lookup: LangLookup,
): string {
  if (outcome.rule) {
    const { code, message, details } = outcome.rule;
    return rulesErrorSentence(new RulesError(code, message, details), lookup);
  }
  return (
    lookup(`VOWFORGE.Clock.Error.${outcome.error}`) ?? lookup("VOWFORGE.Clock.Error.Failed") ?? outcome.error
  );
}

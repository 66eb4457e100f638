/**
 * The one error the rules engine throws. Every rule checks its inputs and throws a RulesError with a
 * message that names the bad value, so nothing ever returns a wrong result quietly.
 *
 * `code` is a stable identifier (used as an i18n key suffix by the Foundry layer: VOWFORGE.Error.<code>);
 * `details` carries the values the message was built from.
 */
export class RulesError extends Error {
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "RulesError";
    this.code = code;
    this.details = details;
  }
}

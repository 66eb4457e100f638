/** Telling the user that a chat command failed (a step threw, or its code could not be loaded). */
import { localize } from "../../locale";
import { errorKey } from "./usage";

/** Logs a command that failed and tells the user, in their language. */
export function reportFailure(err: unknown): void {
  console.error("Vowforge | chat command failed", err);
  ui.notifications?.error(
    localize(errorKey("Failed"), { message: err instanceof Error ? err.message : String(err) }),
  );
}

/**
 * A Foundry update written into a playground sample: each "system.<path>" (and "flags.<path>" when the
 * sample keeps flags) of `changes` is set on the sample's plain data, as the document's update would
 * store it; any other key is ignored, as the samples keep nothing else. Values are copied, so a later
 * change to the update object does not reach the sample.
 */
import { setPath } from "../src/paths";

export function writeSampleUpdate(sample: { system: unknown; flags?: Record<string, unknown> }, changes: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(changes)) {
    if (path.startsWith("system.") && typeof sample.system === "object" && sample.system !== null) {
      setPath(sample.system as Record<string, unknown>, path.slice("system.".length), structuredClone(value));
    } else if (path.startsWith("flags.") && sample.flags) {
      setPath(sample.flags, path.slice("flags.".length), structuredClone(value));
    }
  }
}

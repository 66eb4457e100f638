/**
 * A fake actor for sheet button tests whose `update` writes "system.<path>" values into its plain
 * system data, as the database would after the model accepted them (no model checks here: the track
 * operations call the rules themselves). Builds on the sheet fakes' FakeActor.
 */
import { setPath } from "../../src/paths";
import { FakeActor } from "./foundry-sheets";

export class ApplyingActor extends FakeActor {
  override async update(data: Record<string, unknown>): Promise<this> {
    await super.update(data);
    for (const [path, value] of Object.entries(data)) {
      if (path.startsWith("system.")) setPath(this.system, path.slice("system.".length), structuredClone(value));
    }
    return this;
  }
}

/** A button as the action handlers read it. */
export function fakeButton(dataset: Record<string, string>) {
  return { dataset, closest: () => null };
}

import { importTs } from "./util.mjs";

/** CPU time (user + system) of one awaited call of `fn`, in milliseconds. */
async function cpuMs(fn) {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Median CPU time of `runs` awaited calls of `fn`, in milliseconds. */
async function medianCpuMs(fn, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await cpuMs(fn));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const SIZES = [100, 1000, 5000];

/**
 * The chat log at a campaign's size (DESIGN.md section 8): loading N cards (linear, with no copy of the
 * message list per card), posting one roll with N cards in the log (at most 5 ms of script per client
 * at 5,000) and one actor update, each as CPU time of the system's own drawing, index and hooks
 * (tests/support/chat-log-world.ts says what Foundry's side leaves out). Issue 23 measured 0.22-0.48 s
 * per posted roll at 5,000 cards before the index was kept step by step.
 */
export async function run({ root }) {
  // The classes the system's modules extend as they load (dice terms, data models); nothing here uses them.
  globalThis.foundry ??= { dice: { terms: { Die: class {} } }, abstract: { TypeDataModel: class {} } };
  const { chatLogWorld } = await importTs(root, "tests/support/chat-log-world.ts");
  // Compile the templates and warm the JIT before anything is timed.
  const warm = chatLogWorld(200);
  await warm.load();
  for (let i = 0; i < 20; i++) await warm.postRoll();
  const rows = [];
  let perCardAt100 = null;
  for (const n of SIZES) {
    const world = chatLogWorld(n);
    const load = await cpuMs(() => world.load());
    const perCard = load / n;
    perCardAt100 ??= perCard;
    const label = n.toLocaleString("en");
    rows.push({
      name: `chat log ${label} cards: load`,
      value: load,
      unit: "ms",
      note: `${perCard.toFixed(3)} ms a card, ${(perCard / perCardAt100).toFixed(2)}x the per-card cost at 100`,
    });
    rows.push({ name: `chat log ${label} cards: copies of the message list while loading`, value: world.copies, unit: "", budget: 0 });
    rows.push({ name: `chat log ${label} cards: one actor update`, value: await medianCpuMs(() => world.updateActor(), 41), unit: "ms" });
    rows.push({
      name: `chat log ${label} cards: post one roll`,
      value: await medianCpuMs(() => world.postRoll(), 41),
      unit: "ms",
      budget: n === 5000 ? 5 : undefined,
      note: n === 5000 ? "issue 23 measured 220-480 ms before" : undefined,
    });
  }
  return rows;
}

/**
 * One write at a time per document on this client. A write that reads a document and writes it back
 * (a card action, a clock press, a learning step) holds the locks of every document it writes, named by
 * key (a UUID, or a name such as the world's clock setting), for as long as it runs; another write of
 * any of them waits for it and then reads what it wrote. Relayed requests all run on the active GM's
 * client, so on that client each target's writes, the GM's own and every player's, run one after
 * another.
 *
 * A write waits only for the writes that asked before it, all of whose locks are taken at once, so two
 * writes can never wait for each other. A write must not ask for a lock again while holding it (the
 * locks are taken where a request enters, never inside an operation).
 */
const tails = new Map<string, Promise<void>>();

export async function withWriteLocks<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys.filter((key) => key !== ""))];
  const before = Promise.all(unique.map((key) => tails.get(key)));
  const run = before.then(task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  for (const key of unique) tails.set(key, tail);
  try {
    return await run;
  } finally {
    for (const key of unique) if (tails.get(key) === tail) tails.delete(key);
  }
}

/**
 * One action at a time per message on this client: a second click, or a second user's request reaching
 * the GM, waits for the first to finish and then sees what it applied.
 */
const tails = new Map<string, Promise<unknown>>();

export async function withMessageLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}

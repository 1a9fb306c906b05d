/**
 * Runs at most `limit` tasks at once; the others wait their turn in order. A finished task hands
 * its place straight to the next waiting one, so a newcomer cannot slip in between.
 */
export function createProcessPool(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

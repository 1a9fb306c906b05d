import { describe, expect, it } from 'vitest';
import { createProcessPool } from '#functions/adapters/local/tts/process-pool';

describe('the text-to-speech process pool', () => {
  it('runs at most its limit at once and every task in the end, failures included', async () => {
    const run = createProcessPool(2);
    const state = { active: 0, max: 0 };
    const task = (i: number) =>
      run(async () => {
        state.active += 1;
        state.max = Math.max(state.max, state.active);
        await new Promise((r) => setTimeout(r, 5));
        state.active -= 1;
        if (i === 3) throw new Error('espeak-ng exited 1');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 9 }, (_, i) => task(i)));
    expect(state.max).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(await task(10)).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { lazily } from '#shared/lazily';

describe('lazily', () => {
  it('loads once, on the first call, and shares the load with the calls after it', async () => {
    let loads = 0;
    const load = lazily(async () => {
      loads += 1;
      return { client: loads };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call instead of failing every call after it', async () => {
    let loads = 0;
    const load = lazily(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk not found');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('chunk not found');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});

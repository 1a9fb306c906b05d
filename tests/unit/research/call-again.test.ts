import { describe, expect, it, vi } from 'vitest';
import { callAgainTimes } from '#functions/core/research/call-again';
import type { ResearchConfig } from '#functions/core/research/deps';

const FREE_AT = '2030-01-02T10:00:00.000Z';

/** A research of user u1 calling two businesses, the first of which has had its calls for the day. */
function depsWith(config: Partial<ResearchConfig> = {}) {
  const capFreeAt = vi.fn(
    async (phones: readonly string[]) =>
      new Map(phones.map((phone) => [phone, phone === '+14165550100' ? FREE_AT : null])),
  );
  const deps = {
    researches: { get: async (id: string) => ({ id, userId: 'u1' }) },
    calls: {
      listSummariesByResearch: async () => [
        { businessPhone: '+14165550100' },
        { businessPhone: '+14165550101' },
        { businessPhone: '+14165550100' },
      ],
    },
    limits: { capFreeAt },
    clock: { now: () => new Date('2030-01-01T12:00:00Z') },
    config: { useSamplePhone: false, sampleDestinationPhone: null, businessDailyCallLimit: 2, ...config },
  } as unknown as Parameters<typeof callAgainTimes>[0];
  return { deps, capFreeAt };
}

describe('callAgainTimes', () => {
  it('says per business, once each, when the per-business cap lets it be called again', async () => {
    const { deps, capFreeAt } = depsWith();
    expect(await callAgainTimes(deps, 'u1', 'r1')).toEqual({
      limit: 2,
      businesses: [
        { phone: '+14165550100', freeAt: FREE_AT },
        { phone: '+14165550101', freeAt: null },
      ],
    });
    expect(capFreeAt).toHaveBeenCalledWith(
      ['+14165550100', '+14165550101'],
      2,
      new Date('2030-01-01T12:00:00Z'),
    );
  });

  it('in test mode says every business can be called, since every call rings the exempt test number', async () => {
    const { deps, capFreeAt } = depsWith({ useSamplePhone: true, sampleDestinationPhone: '+14165550199' });
    expect((await callAgainTimes(deps, 'u1', 'r1')).businesses.every((b) => b.freeAt === null)).toBe(true);
    expect(capFreeAt).not.toHaveBeenCalled();
  });

  it("answers not_found for another user's research", async () => {
    const { deps } = depsWith();
    await expect(callAgainTimes(deps, 'u2', 'r1')).rejects.toMatchObject({ code: 'not_found' });
  });
});

import { describe, expect, it } from 'vitest';
import { callAgainTimes } from '#functions/core/research/call-again';
import { createResearch } from '#functions/core/research/create-research';
import { extendResearch } from '#functions/core/research/extend-research';
import { listCalls } from '#functions/core/research/queries';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork } from './engine-fixture';

const phone = (i: number) => `+1416555${String(3400 + i)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** When a call's place under the cap frees: 24 hours after it was created, to the second. */
const dayAfter = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000 + DAY_MS).toISOString();
/** The answer with its businesses in the order of their numbers. */
const byPhone = async (answer: ReturnType<typeof callAgainTimes>) => {
  const { limit, businesses } = await answer;
  return { limit, businesses: businesses.toSorted((a, b) => a.phone.localeCompare(b.phone)) };
};

describe('when each business of a research can be called again', () => {
  it('says a business that had its calls for the day is free after the earliest of them, as a follow-up finds', async () => {
    const table = await createTestTable('call-again');
    const network = fakeNetwork({
      [phone(0)]: { outcome: 'answered' as const, price: 20 },
      [phone(1)]: { outcome: 'answered' as const, price: 25 },
    });
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 100);
    const research = await createResearch(deps, userId, {
      query: 'Swim lesson prices',
      location: 'Toronto',
      radiusMiles: 5,
      phoneNumbers: [phone(0), phone(1)],
    });
    await engine.workflow.settled(research.id);
    expect(await byPhone(callAgainTimes(deps, userId, research.id))).toEqual({
      limit: 2,
      businesses: [
        { phone: phone(0), freeAt: null },
        { phone: phone(1), freeAt: null },
      ],
    });

    const [first] = (await listCalls(deps, userId, research.id)).filter((c) => c.businessPhone === phone(0));
    if (!first) throw new Error('the first call is missing');
    const followUp = {
      researchId: research.id,
      additionalContext: 'Any sibling discount?',
      additionalCalls: 5,
    };
    await extendResearch(deps, userId, { ...followUp, followUpCallIds: [first.id] });
    await engine.workflow.settled(research.id);
    expect(await byPhone(callAgainTimes(deps, userId, research.id))).toEqual({
      limit: 2,
      businesses: [
        { phone: phone(0), freeAt: dayAfter(first.createdAt) },
        { phone: phone(1), freeAt: null },
      ],
    });
    await expect(
      extendResearch(deps, userId, { ...followUp, followUpCallIds: [first.id] }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it("answers not_found for another user's research", async () => {
    const table = await createTestTable('call-again-owner');
    const { deps } = createEngine(table, fakeNetwork({}));
    const userId = await createProfile(table, 100);
    const research = await createResearch(deps, userId, {
      query: 'Swim lesson prices',
      location: 'Toronto',
      radiusMiles: 5,
      phoneNumbers: [phone(5)],
    });
    await expect(callAgainTimes(deps, 'someone-else', research.id)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

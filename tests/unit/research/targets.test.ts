import { describe, expect, it } from 'vitest';
import { toCallSummary } from '#functions/core/research/call-view';
import { buildQueuedCalls } from '#functions/core/research/new-calls';
import { resolveTargets } from '#functions/core/research/targets';
import type { Places } from '#functions/ports/places';
import { directoryOf, poolAt } from '../places/fake-directory';

const asks = [{ key: 'prices', label: 'What are your prices?', kind: 'money' as const }];
const rules = { allowedCallCountries: ['US', 'CA'], sampleDestinationPhone: '+15555550100' };
const body = (phoneNumbers: string[]) => ({
  query: 'Prices?',
  location: 'Toronto',
  radiusMiles: 5,
  phoneNumbers,
});

describe('call targets', () => {
  it('answers 400 naming a premium-rate or non-geographic number', async () => {
    await expect(
      resolveTargets(body(['4165550100', '1-900-555-1234']), undefined, rules, asks),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      message:
        'Phone number 2 (+19005551234) is a premium-rate number; only fixed-line, mobile and toll-free numbers are called.',
    });
    await expect(resolveTargets(body(['+1 500 555 0100']), undefined, rules, asks)).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('(+15005550100) is a non-geographic personal number'),
    });
    await expect(resolveTargets(body(['+882 1234 56789']), undefined, rules, asks)).rejects.toMatchObject({
      message: 'Phone number 1 (+882123456789) is outside the countries we call (US, CA).',
    });
  });

  it('answers 400 for a number outside the allowed countries, and accepts the test-mode number', async () => {
    await expect(resolveTargets(body(['+44 20 7123 4567']), undefined, rules, asks)).rejects.toMatchObject({
      message: 'Phone number 1 (+442071234567) is outside the countries we call (US, CA).',
    });
    const targets = await resolveTargets(body(['+15555550100', '+18005551234']), undefined, rules, asks);
    expect(targets.map((t) => t.phone)).toEqual(['+15555550100', '+18005551234']);
  });

  it('leaves uncallable numbers out of a directory search', async () => {
    const phones = ['+19005550100', '+442071234567', '+14165550100'];
    const places = directoryOf(phones.map((phone, i) => poolAt(i, phone)));
    const targets = await resolveTargets({ ...body([]), phoneNumbers: undefined }, places, rules, asks);
    expect(targets.map((t) => t.phone)).toEqual(['+14165550100']);
  });

  it('keeps the distance of a searched business on its call, as the API shows it', async () => {
    const places: Places = {
      searchText: async () => [
        {
          placeId: 'p1',
          name: 'Pool',
          address: '1 Main St',
          phone: '+14165550101',
          rating: null,
          ratingCount: null,
          lat: 0,
          lon: 0,
          category: null,
          distanceMiles: 1.5,
        },
      ],
      suggest: async () => [],
      reverse: async () => null,
    };
    const targets = await resolveTargets(body([]), places, rules, asks);
    const [call] = buildQueuedCalls(
      { id: 'r1', userId: 'u1', query: 'Prices?' },
      targets,
      { useSamplePhone: false, sampleDestinationPhone: null },
      new Date('2026-01-05T15:00:00Z'),
    );
    expect(call && toCallSummary(call).distanceMiles).toBe(1.5);
    const typed = await resolveTargets(body(['+14165550102']), places, rules, asks);
    expect(typed[0]?.distanceMiles ?? null).toBeNull();
  });

  it('searches the directory for the kind of business the question looks for, and the question itself', async () => {
    const searches: { query: string; businessKind?: string | null }[] = [];
    const places = directoryOf([poolAt(0, '+14165550100')]);
    const recording: Places = {
      ...places,
      searchText: (search) => {
        searches.push({ query: search.query, businessKind: search.businessKind });
        return places.searchText(search);
      },
    };
    const query = 'Not swimming this time: looking for a piano teacher for my daughter';
    await resolveTargets({ ...body([]), query, phoneNumbers: undefined }, recording, rules, asks);
    await resolveTargets({ ...body([]), phoneNumbers: undefined }, recording, rules, asks);
    expect(searches).toEqual([
      { query, businessKind: 'piano teachers' },
      { query: 'Prices?', businessKind: null },
    ]);
  });
});

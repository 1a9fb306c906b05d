import { describe, expect, it } from 'vitest';
import { resolveTargets } from '#functions/core/research/targets';
import { directoryOf, poolAt } from '../places/fake-directory';

const directory = directoryOf([poolAt(1, '+14165550101')]);
const RULES = { allowedCallCountries: ['US', 'CA'], sampleDestinationPhone: null };
const ASKS = [{ key: 'price', label: 'What do lessons cost?', kind: 'money' as const }];
const base = { query: 'Swim lessons?', location: 'Toronto, ON', radiusMiles: 5 };

describe("the account's Share Children Info switch", () => {
  it('is the default of every call of a new research, searched or typed', async () => {
    const searched = await resolveTargets({ ...base, shareChildrenInfo: true }, directory, RULES, ASKS);
    expect(searched.map((t) => t.shareChildrenInfo)).toEqual([true]);
    const typed = await resolveTargets(
      { ...base, phoneNumbers: ['+14165550102'], shareChildrenInfo: true },
      directory,
      RULES,
      ASKS,
    );
    expect(typed.map((t) => t.shareChildrenInfo)).toEqual([true]);
  });

  it('keeps child details private when off or unset, and a place may decide for itself', async () => {
    expect((await resolveTargets(base, directory, RULES, ASKS))[0]?.shareChildrenInfo).toBe(false);
    const places = await resolveTargets(
      {
        ...base,
        shareChildrenInfo: false,
        places: [
          { name: 'A', phone: '+14165550103' },
          { name: 'B', phone: '+14165550104', shareChildrenInfo: true },
        ],
      },
      directory,
      RULES,
      ASKS,
    );
    expect(places.map((t) => t.shareChildrenInfo)).toEqual([false, true]);
  });
});

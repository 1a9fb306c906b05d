import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS, pickExamples } from '#web/features/chat/lib/example-prompts';
import { newSessionId } from '#web/features/chat/lib/session-storage';
import { canStart, type PanelPlace, researchBody } from '#web/features/chat/lib/start-rules';

const specific = (index: number, tel: string, editedPhone?: string): PanelPlace => ({
  index,
  place: { name: `Biz ${index}`, tel, goal: 'Ask about prices', shareChildrenInfo: true, type: 'specific' },
  editedPhone,
});
const search: PanelPlace = {
  index: 9,
  place: {
    name: 'Swim schools near Toronto',
    tel: '',
    goal: 'Gather information',
    shareChildrenInfo: false,
    type: 'search',
    searchQuery: 'swim lessons',
    searchLocation: 'Toronto',
  },
};

describe('Start Research rules', () => {
  it('needs at least one place', () => {
    expect(canStart([], false)).toBe(false);
  });

  it('needs every place to have a usable phone, edited or original', () => {
    expect(canStart([specific(0, '+14165550100')], false)).toBe(true);
    expect(canStart([specific(0, '+10000000000')], false)).toBe(false);
    expect(canStart([specific(0, '12345')], false)).toBe(false);
    expect(canStart([specific(0, '+10000000000', '416 555 0101')], false)).toBe(true);
  });

  it('is unavailable while a request is pending', () => {
    expect(canStart([specific(0, '+14165550100')], true)).toBe(false);
  });

  it('needs a typed number on a search-type place', () => {
    expect(canStart([search], false)).toBe(false);
    expect(canStart([{ ...search, editedPhone: '+14165550100' }], false)).toBe(true);
  });

  it("sends the parent's question, profile city, radius 5, phones, names and places", () => {
    const body = researchBody({
      title: 'Swim schools near Toronto',
      originalQuery: 'Swim lessons',
      places: [specific(0, '+14165550100'), specific(1, '+14165550101', '+14165550199')],
      profile: { primaryCity: 'Toronto', primaryState: 'ON', shareChildrenInfo: true },
      samplePhone: null,
    });
    expect(body).toMatchObject({
      query: 'Swim lessons',
      shareChildrenInfo: true,
      location: 'Toronto, ON',
      radiusMiles: 5,
      phoneNumbers: ['+14165550100', '+14165550199'],
      businessNames: ['Biz 0', 'Biz 1'],
    });
    expect(body.places?.[1]).toEqual({
      name: 'Biz 1',
      phone: '+14165550199',
      goal: 'Ask about prices',
      shareChildrenInfo: true,
    });
  });

  it('uses the place the conversation named, and shares no child detail without the account switch', () => {
    const body = researchBody({
      title: 'Swim lessons near Toronto',
      originalQuery: 'Swim lessons near Toronto. In January, what is the monthly fee?',
      places: [specific(1, '+14165550101')],
      profile: { primaryCity: 'Ottawa', primaryState: 'ON' },
      samplePhone: null,
      location: 'Toronto',
    });
    expect(body.location).toBe('Toronto');
    expect(body.query).toBe('Swim lessons near Toronto. In January, what is the monthly fee?');
    expect(body.places?.[0]?.shareChildrenInfo).toBe(false);
  });

  it("calls the sample phone for every place in test mode, and says 'Unknown' without a city", () => {
    const body = researchBody({
      title: '',
      originalQuery: 'Swim lessons',
      places: [specific(0, '+14165550100')],
      profile: null,
      samplePhone: '+15555550100',
    });
    expect(body).toMatchObject({
      query: 'Swim lessons',
      location: 'Unknown',
      phoneNumbers: ['+15555550100'],
    });
  });
});

describe('chat screen helpers', () => {
  it('offers 3 different prompts out of about 46', () => {
    expect(EXAMPLE_PROMPTS.length).toBeGreaterThanOrEqual(46);
    const picked = pickExamples();
    expect(new Set(picked).size).toBe(3);
    for (const prompt of picked) expect(EXAMPLE_PROMPTS).toContain(prompt);
  });

  it('makes session ids of the form session_{timestamp}_{7 characters}', () => {
    expect(newSessionId(1700000000000)).toMatch(/^session_1700000000000_[a-z0-9]{7}$/);
    expect(newSessionId()).not.toBe(newSessionId());
  });
});

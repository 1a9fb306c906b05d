import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS, pickExamples } from '#web/features/chat/lib/example-prompts';
import { newSessionId } from '#web/features/chat/lib/session-storage';
import {
  canStart,
  type PanelPlace,
  phoneProblemOf,
  researchBody,
  startBlocker,
} from '#web/features/chat/lib/start-rules';

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

  it('needs a number that can be dialled, saying what is wrong with it', () => {
    expect(canStart([specific(0, '+14165550100', '12')], false)).toBe(false);
    expect(canStart([specific(0, '+14165550100', '123456')], false)).toBe(false);
    expect(phoneProblemOf(specific(0, '+14165550100', '12'))).toBe(
      'Please enter a valid phone number, e.g. +1 416 555 0100',
    );
    expect(phoneProblemOf(specific(0, '+14165550100', ''))).toBe('Please enter a phone number');
    expect(phoneProblemOf(specific(0, '+10000000000'))).toBe('Please enter a phone number');
    expect(phoneProblemOf(specific(0, '+14165550100', '(416) 555-0101'))).toBeNull();
  });

  it('says why Start Research is unavailable', () => {
    expect(startBlocker([specific(0, '+14165550100')])).toBeNull();
    expect(startBlocker([specific(0, '+14165550100'), specific(1, '+14165550101', '12')])).toBe(
      'Fix the phone number of Biz 1 in Research Data to start.',
    );
    expect(startBlocker([specific(0, '1'), specific(1, '+14165550101', '12')])).toBe(
      'Fix the phone number of Biz 0 and Biz 1 in Research Data to start.',
    );
    expect(startBlocker([search])).toMatch(/^Add a business to call/);
    expect(startBlocker([search, specific(0, '+14165550100')])).toMatch(
      /^Find the businesses of each search/,
    );
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

  it('searches within the radius the parent stated, kept within what a research allows', () => {
    const body = (radiusMiles?: number) =>
      researchBody({
        title: '',
        originalQuery: 'Swim lessons',
        places: [specific(0, '+14165550100')],
        profile: null,
        samplePhone: null,
        location: 'Mississauga, ON',
        radiusMiles,
      }).radiusMiles;
    expect(body(10)).toBe(10);
    expect(body(6.2)).toBe(6.2);
    expect(body(60)).toBe(25);
    expect(body(0.5)).toBe(1);
    expect(body()).toBe(5);
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

import { describe, expect, it } from 'vitest';
import { agesInQuestion, agesSentence, childrenSentence, describeChild } from '#functions/core/call/children';
import type { SharedChild } from '#functions/ports/call-store';

const child = (overrides: Partial<SharedChild>): SharedChild => ({
  years: 6,
  months: 0,
  gender: 'male',
  needs: null,
  ...overrides,
});

describe('how the agent speaks of a shared child', () => {
  it.each([
    ['Peanut allergy.', '6-year-old son, who has peanut allergy'],
    ['is allergic to nuts', '6-year-old son, who is allergic to nuts'],
    ['Allergic to nuts', '6-year-old son, who is allergic to nuts'],
    ['Needs a quiet space; nonverbal', '6-year-old son, who needs a quiet space, nonverbal'],
    ['ADHD', '6-year-old son, who has ADHD'],
    ['Autistic', '6-year-old son, who is autistic'],
  ])('joins the needs "%s" as a clause', (needs, spoken) => {
    expect(describeChild(child({ needs }))).toBe(spoken);
  });

  it('gives a baby in months and a child without a gender as "child"', () => {
    expect(describeChild(child({ years: 1, months: 6, gender: 'female' }))).toBe('18-month-old daughter');
    expect(describeChild(child({ years: 9, gender: null }))).toBe('9-year-old child');
  });

  it('lists one or several children in one sentence, and nothing for none', () => {
    expect(childrenSentence(['6-year-old son'])).toBe("It's for their 6-year-old son.");
    expect(childrenSentence(['6-year-old son', '9-year-old daughter', '2-year-old child'])).toBe(
      "It's for their 6-year-old son, their 9-year-old daughter, and their 2-year-old child.",
    );
    expect(childrenSentence([])).toBe('');
  });
});

describe('the ages the parent wrote in the question', () => {
  it.each([
    ['How much are swim lessons for my 7 year old?', ['7-year-old']],
    ['Do you take a 7-year-old?', ['7-year-old']],
    ['Lessons for my 4 and 6 year olds?', ['4-year-old', '6-year-old']],
    ['camp for a 9yo and an 11 yrs old', ['9-year-old', '11-year-old']],
    ['Any classes for ages 5 and 8?', ['5-year-old', '8-year-old']],
    ['Is there a class for my 18 month old?', ['18-month-old']],
    ['Is there a class for a seven year old?', ['7-year-old']],
    ['How much is a 30 minute lesson?', []],
    ['Are you open 7 days a week?', []],
  ])('reads "%s" as %j', (question, ages) => {
    expect(agesInQuestion(question)).toEqual(ages);
  });

  it('says them with their article', () => {
    expect(agesSentence(['8-year-old'])).toBe("It's for an 8-year-old.");
    expect(agesSentence(['4-year-old', '6-year-old', '11-year-old'])).toBe(
      "It's for a 4-year-old, a 6-year-old and an 11-year-old.",
    );
  });
});

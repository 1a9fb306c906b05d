import { describe, expect, it } from 'vitest';
import { childrenSentence, describeChild } from '#functions/core/call/children';
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

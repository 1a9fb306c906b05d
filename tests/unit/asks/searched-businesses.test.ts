import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * A parent who asks the way one searches ("which X near me …", "any X that …", "looking for X
 * who …", "find me X with …") wants each business asked whether it is one of them. The calls put
 * the question to one business at a time, so the ask must speak to it. Questions invented for this
 * test.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks on a question searching among businesses', () => {
  it.each([
    ['Which violin teachers near me work with 6-year-olds?', 'yes_no: Do you work with 6-year-olds?'],
    ['Which orthodontists near us are taking new patients?', 'yes_no: Are you taking new patients?'],
    ['What climbing gyms in Denver have a kids team?', 'yes_no: Do you have a kids team?'],
    ['Which tutoring centers around here can help with dyslexia?', 'yes_no: Can you help with dyslexia?'],
    ['Which bakeries make gluten free birthday cakes?', 'yes_no: Do you make gluten free birthday cakes?'],
    ['Which groomers still take walk-ins?', 'yes_no: Do you still take walk-ins?'],
    ['Which vet clinic nearby is open on Sundays?', 'yes_no: Are you open on Sundays?'],
  ])('asks each business: "%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it.each([
    ['Any music schools that offer group guitar?', 'yes_no: Do you offer group guitar?'],
    ['Are there any swim schools near me who teach adults?', 'yes_no: Do you teach adults?'],
    ['Looking for driving instructors that do lessons on weekends', 'yes_no: Do you do lessons on weekends?'],
    ['Find me trampoline parks with a toddler area', 'yes_no: Do you have a toddler area?'],
  ])('reads "any", "looking for" and "find me" the same way: "%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it('asks the rest of the question as it was said', () => {
    expect(asked('Which movers around here do piano moves and how much do you charge?')).toEqual([
      'yes_no: Do you do piano moves?',
      'money: How much do you charge?',
    ]);
  });

  it.each([
    ['Which days are you open?', 'schedule: Which days are you open?'],
    ['What ages do you take?', 'age_range: What ages do you take?'],
    ['Which classes have openings?', 'text: Which classes have openings?'],
    ['Which sessions still have spots?', 'text: Which sessions still have spots?'],
    ['What sports do kids play at camp?', 'text: What sports do kids play at camp?'],
    ['What mediums do the kids get to work with?', 'text: What mediums do the kids get to work with?'],
    ['What times work best?', 'schedule: What times work best?'],
  ])('keeps a question about a thing the business has: "%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it('keeps a search whose person is the child, not the business, as context', () => {
    expect(
      asked('Looking for a swim coach for my 9 yo who is scared of water. Do you do private lessons?'),
    ).toEqual(['yes_no: Do you do private lessons?']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

describe('parseAsks reads a clause after the "or" of a question of what someone does as what no means', () => {
  it.each([
    'Does the instructor bring the boards or do we rent them there?',
    'Do kids eat with the group or are they picked up for lunch?',
    'Can siblings watch from the side or is it parents only?',
    'Will you deliver the crib or do we pick it up at the store?',
    'do they wear a uniform or can they come in regular clothes',
  ])('"%s"', (question) => {
    expect(kinds(question)).toEqual(['yes_no']);
  });

  it('still offers alternatives of what something is, of what the parent is to do, or without a clause', () => {
    expect(kinds('Is the workshop for teens only or can younger kids come?')).toEqual(['text']);
    expect(kinds('Do you take cash or just cards?')).toEqual(['text']);
    expect(kinds('Do you teach at your studio or online?')).toEqual(['text']);
    expect(kinds('Is the class indoors or outdoors?')).toEqual(['text']);
    expect(kinds('Do we pay at the door or can we pay online?')).toEqual(['text']);
  });
});

describe('parseAsks reads an obligation on a thing, or anyone allowed, after "or" as what no means', () => {
  it.each([
    'Is a bike helmet fine or does it have to be a ski one?',
    'Is there a tryout or can anyone join?',
  ])('"%s"', (question) => {
    expect(kinds(question)).toEqual(['yes_no']);
  });
});

describe('parseAsks asks what a question word after "or" asks', () => {
  it.each([
    ['is the trial class free or how much?', 'money'],
    ['is it open now or how long until it opens?', 'duration'],
  ])('"%s"', (question, kind) => {
    expect(kinds(question)).toEqual([kind]);
  });
});

describe('parseAsks reads "or just" and something lesser to do as what no means', () => {
  it.each([
    'Do we have to book a table or just show up?',
    'do you repair bikes or only check them',
    'Should I call ahead or just come?',
  ])('"%s"', (question) => {
    expect(kinds(question)).toEqual(['yes_no']);
  });

  it('still offers the lesser thing named after "or just"', () => {
    expect(kinds('Do you give cash or just store credit for old toys?')).toEqual(['text']);
  });
});

describe('parseAsks asks which means something is done with or paid in', () => {
  it.each([
    'Do you use gel or acrylic for the nails?',
    'does the shop pay cash or trade credit for old toys',
    'Do you prefer morning or afternoon drop-offs?',
  ])('"%s"', (question) => {
    expect(kinds(question)).toEqual(['text']);
  });

  it('still asks yes or no whether things are offered or allowed', () => {
    expect(kinds('Do you sell hamsters or guinea pigs?')).toEqual(['yes_no']);
    expect(kinds('Can we use a stroller or a carrier on the trail?')).toEqual(['yes_no']);
  });
});

describe('parseAsks asks a choice named bare before an "or" and a question', () => {
  it('asks which, with or without a question mark', () => {
    expect(
      parseAsks('what are the rates? week to week or do we sign up for the season').map((a) => a.label),
    ).toEqual(['What are the rates?', 'Is it week to week or do we sign up for the season?']);
    expect(kinds('in person or can we do it over zoom?')).toEqual(['text']);
  });

  it('goes on a yes/no question whose subject it completes after "and"', () => {
    expect(parseAsks('are goggles and caps provided or do we bring our own').map((a) => a.label)).toEqual([
      'Are goggles and caps provided or do we bring our own?',
    ]);
  });
});

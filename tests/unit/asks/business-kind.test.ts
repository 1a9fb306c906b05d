import { describe, expect, it } from 'vitest';
import { businessKindOf } from '#functions/core/asks/business-kind';

describe('the kind of business a question looks for', () => {
  it.each([
    ['swim-free weekend ideas — any gymnastics clubs with open gym for a 7 year old?', 'gymnastics clubs'],
    ['Which dentists near me take new patients?', 'dentists'],
    ['Which piano teachers near me take 8-year-old beginners?', 'piano teachers'],
    ['Do any daycares in Toronto have openings in September?', 'daycares'],
    ['Find me a dog groomer that takes cats', 'dog groomers'],
    ['Looking for tutors who do SAT prep', 'tutors'],
    ['Is there a robotics club for kids near me that runs on Saturdays?', 'robotics clubs'],
    ['Can you recommend a good orthodontist? My son needs braces.', 'orthodontists'],
    ['Horse riding stables that take beginners?', 'horse riding stables'],
    ['Speech therapists near me with no waitlist?', 'speech therapists'],
    ['We need a plumber to fix a leaking dishwasher, how much do you charge?', 'plumbers'],
    ['Need a locksmith tonight, how fast can you come?', 'locksmiths'],
  ])('reads the businesses searched: %s', (question, kind) => {
    expect(businessKindOf(question)).toBe(kind);
  });

  it.each([
    ['Not swimming this time: looking for a piano teacher for my daughter', 'piano teachers'],
    [
      'Instead of swim lessons, are there gymnastics classes for 5 year olds near Austin?',
      'gymnastics classes',
    ],
    ['My kid hates swimming so we want a karate dojo instead, what are the prices?', 'karate dojos'],
    ['We do not want a swim school, we want a dance studio for my 5 year old', 'dance studios'],
    ['Looking for a hockey camp, not a soccer camp, in July', 'hockey camps'],
    ['looking for a pediatric dentist rather than a general dentist', 'pediatric dentists'],
    ['Are there any chess clubs for kids? Not soccer.', 'chess clubs'],
    ['No more daycares please. Any nanny agencies with weekend nannies?', 'nanny agencies'],
  ])('passes over what is ruled out: %s', (question, kind) => {
    expect(businessKindOf(question)).toBe(kind);
  });

  it.each([
    ['Any swim schools or gymnastics clubs with Saturday classes?', 'swim schools'],
    ['Any art studio with kids classes? We tried a pottery studio last year.', 'art studios'],
  ])('takes the first of two kinds searched: %s', (question, kind) => {
    expect(businessKindOf(question)).toBe(kind);
  });

  it.each([
    ['Any trampoline park with toddler time?', 'trampoline parks'],
    ['Looking for a violin teacher', 'violin teachers'],
    ['Any bike shops that do tune-ups?', 'bike shops'],
    ['Is there a bakery near me that makes nut-free cakes?', 'bakeries'],
    ['Find me a nanny for the summer', 'nannies'],
  ])('names the kind in the plural, said singular or plural: %s', (question, kind) => {
    expect(businessKindOf(question)).toBe(kind);
  });

  it.each([
    'How much are swim lessons for a 6 year old?',
    'Do you have Saturday classes?',
    'What are your prices and hours?',
    'Which days are you open?',
    'Any ideas for a birthday party?',
    'Any openings in September?',
    'Looking for someone to watch my kids',
  ])('reads none when the question names no kind of business: %s', (question) => {
    expect(businessKindOf(question)).toBeNull();
  });
});

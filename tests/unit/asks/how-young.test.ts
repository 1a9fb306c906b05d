import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks reads "how young" as asking an age, as "how old" is', () => {
  it.each([
    [
      'How young of a puppy will you start training?',
      'age_range: How young of a puppy will you start training?',
    ],
    ['how young can kids start skating?', 'age_range: How young can kids start skating?'],
  ])('"%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it('starts a question at "how young" in a run-on and a list', () => {
    expect(asked('we have a toddler how young is too young for the splash pad')).toEqual([
      'age_range: How young is too young for the splash pad?',
    ]);
    expect(asked('ballet: how young do you take them, and price?')).toEqual([
      'age_range: How young do you take them?',
      'money: What is the price?',
    ]);
  });
});

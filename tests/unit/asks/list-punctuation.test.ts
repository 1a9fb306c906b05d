import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks reads a question mark typed inside a list', () => {
  it('ends the question before the comma after it, and reads on', () => {
    expect(asked('bike shop - tune-up price?, how long does it take, do you sell helmets')).toEqual([
      'money: What is the tune-up price?',
      'duration: How long does it take?',
      'yes_no: Do you sell helmets?',
    ]);
    expect(asked('daycare - monthly fee?, what ages do you take, any spots for fall')).toEqual([
      'money: What is the monthly fee?',
      'age_range: What ages do you take?',
      'yes_no: Any spots for fall?',
    ]);
  });

  it('still reads a question mark before a new sentence as before', () => {
    expect(asked('Do you sell gift cards? what time do you close on Fridays')).toEqual([
      'yes_no: Do you sell gift cards?',
      'schedule: What time do you close on Fridays?',
    ]);
  });
});

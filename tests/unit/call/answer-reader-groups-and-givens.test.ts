import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { clausesOf } from '#functions/adapters/local/scripted-model/reader';
import { ask, call, first } from './support';

/** Other things' lengths, groups priced apart, what the question gives, questions asked back, values taken back. */

describe('the length of another thing', () => {
  it('is not the length asked, though it is longer', () => {
    const answer = first(
      ask('duration', 'How long are the lessons?'),
      'How long are the lessons?',
      'Thirty minutes, most weeks. The assessment itself is longer, more like an hour.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Thirty minutes, most weeks.' });
  });
});

describe('a price for a group the question does not name', () => {
  it('is not the price asked', () => {
    const answer = first(
      ask('money', 'How much does it cost?'),
      'How much does it cost to get in?',
      "It's twelve dollars a person. Infants ride free, and seniors are free.",
    );
    expect(answer.quote).toBe("It's twelve dollars a person.");
  });

  it('nor is the plain word when the question narrows it', () => {
    const answer = first(
      ask('money', 'What is the term fee for non-residents?'),
      'What is the term fee for non-residents?',
      'Residents pay one-eighty a term, non-residents are two-twenty.',
    );
    expect(answer.quote).toBe('non-residents are two-twenty.');
  });
});

describe('one age said besides a range', () => {
  it('leaves the range the answer', () => {
    const answer = first(
      ask('age_range', 'What ages do you take?'),
      'What ages do you take?',
      'Seven to twelve. Eight is the sweet spot, honestly.',
    );
    expect(answer.quote).toBe('Seven to twelve.');
  });
});

describe('a day the question itself gives', () => {
  it('is the case asked about, not the answer', () => {
    const answer = readAnswers(
      [ask('date', 'When is it due back if we rent it Thursday?')],
      call('If they rent it Thursday, when is it due back?', 'Thursday rental, it comes back Monday.'),
      new Date('2026-11-24T15:00:00Z'),
    )[0]!;
    expect(answer.quote).toBe('it comes back Monday.');
  });
});

describe('a question the business asks back', () => {
  it('is no evidence of a yes', () => {
    const answer = first(
      ask('yes_no', 'Do you deliver to Lincoln Elementary?'),
      'Do you deliver to Lincoln Elementary?',
      'Lincoln, the one on Fifth? Yes, every weekday.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Yes, every weekday.' });
  });
});

describe('"kind of the point"', () => {
  it('hedges nothing', () => {
    const answer = first(
      ask('yes_no', 'Can I bring my toddler?'),
      'Can she bring her toddler?',
      "Oh, everyone does, that's kind of the point of the group.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: "Oh, everyone does, that's kind of the point of the group.",
    });
  });
});

describe('a value taken back after a dash', () => {
  it('gives way to the one said next, also when said before it was asked', () => {
    const [price, hours] = readAnswers(
      [
        ask('money', 'How much is the course?', 'price'),
        ask('duration', 'How many hours of driving?', 'hours'),
      ],
      call(
        'How much is the course?',
        "It's four-ninety, with ten hours of driving - sorry, no, ten is the deluxe. It's eight hours with the four-ninety.",
        'Thanks, that covers it.',
      ),
    );
    expect(price?.status).toBe('answered');
    expect(hours?.quote).toBe("It's eight hours with the four-ninety.");
  });
});

describe('a reply that says no one value can be given', () => {
  it('leaves one case said before it open', () => {
    const answer = first(
      ask('duration', 'How long does a cut take?'),
      'How long does a cut take?',
      "Depends on the kid. A quick trim, fifteen minutes. Honestly, I can't give you one number.",
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('words joined by a slash', () => {
  it('are read apart, so a question naming them is found', () => {
    const answer = first(
      ask('yes_no', 'Do you take FSA/HSA cards?'),
      'Can she pay with an FSA or HSA card?',
      "No, sorry, it's cash or cheque only.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "No, sorry, it's cash or cheque only." });
  });
});

describe('the stop of a title or a street', () => {
  it('ends no sentence', () => {
    expect(
      clausesOf(1, 'For St. Anne, the bus comes at eight. Dr. Lee is in Tuesdays.').map((c) => c.text),
    ).toEqual(['For St. Anne, the bus comes at eight.', 'Dr. Lee is in Tuesdays.']);
  });
});

describe('a clause that says when something happened', () => {
  it('still gives its value for now, said in a phrase of its own', () => {
    const answer = first(
      ask('money', 'What is the yearly tuition?'),
      'What is the yearly tuition?',
      'The board set it last spring, which is early for us, so high school is thirty-eight thousand a year.',
    );
    expect(answer.status).toBe('answered');
  });

  it('but a value said only of the past is none', () => {
    const answer = first(
      ask('money', 'What is the yearly tuition?'),
      'What is the yearly tuition?',
      "Last year it was thirty-six thousand. I don't have this year's yet.",
    );
    expect(answer.status).not.toBe('answered');
  });
});

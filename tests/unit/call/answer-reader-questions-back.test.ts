import { describe, expect, it } from 'vitest';
import { confirmedPrice } from '#functions/core/answers/confirmed-price';
import { ask, extracted, first } from './support';

/** A question the business puts back to the caller, the agent's answer to it, a speaker with no say, a day confirmed with its month, a price said as a span, a price for so many people, a range of two lengths, an amount read back, a separate thing. */

describe('a question put back to the caller', () => {
  it('states no value: the statement before it answers', () => {
    const answer = first(
      ask('age_range', "What's the age range for the teen volunteer program?"),
      "What's the age range for your teen volunteer program?",
      'Our Junior Zoo Crew is fourteen to seventeen. Is he fourteen now, or turning fourteen?',
      "He's fourteen now.",
      'Okay, great, then he qualifies.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'Our Junior Zoo Crew is fourteen to seventeen.',
    });
  });

  it('is answered by the agent, who reads nothing back of an ask not yet put', async () => {
    const answer = await extracted(
      ask('date', 'When is the application deadline?'),
      'Her son is fourteen. Is there a teen volunteer program?',
      'There is. Is he fourteen now, or turning fourteen?',
      "He's fourteen now.",
      'Okay, great, then he qualifies.',
    );
    expect(answer.status).toBe('not_asked');
  });
});

describe('a speaker with no say', () => {
  it('answers nothing: the reply to the question put again does', () => {
    const answer = first(
      ask('yes_no', 'Do they hire 14-year-olds?'),
      'Do you hire fourteen-year-olds?',
      "Oh, um, I think so? I'm not the manager. Hold on, let me get Tasha.",
      'Hi Tasha. Do you hire fourteen-year-olds?',
      "We do, yeah. He'd need his working papers from school.",
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 3, quote: 'We do, yeah.' });
  });
});

describe('a day of the month quoted with no month', () => {
  it('is the day the agent reads back with its month, let stand', async () => {
    const answer = await extracted(
      ask('date', 'When is the first game?'),
      'And when is the first game?',
      "We kick off January twenty-third. Well, actually, the twenty-third is our jamboree, there's no real game. First actual game is the thirtieth.",
      'So the first game is Saturday, January thirtieth?',
      'Correct.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      normalized: '2027-01-30',
      evidence: { quote: 'First actual game is the thirtieth.' },
    });
  });
});

describe('a price said as a span', () => {
  it.each([
    "I'd say it's anywhere from thirty-five hundred to about five thousand.",
    'Between three hundred and four-fifty, that I know.',
    "So it's anywhere from about seven dollars to nine-fifty an hour, depending on who you're matched with.",
  ])('leaves the one value open: %s', (reply) => {
    expect(first(ask('money', 'How much is it?'), 'How much is it?', reply).status).toBe('unclear');
  });

  it('is not a price said with its currency', () => {
    expect(
      first(ask('money', 'How much is it?'), 'How much is it?', "It's seven dollars a class.").status,
    ).toBe('answered');
  });
});

describe('a price said as a span of hundreds to thousands', () => {
  it('leaves the one value open', () => {
    const answer = first(
      ask('money', 'What would 80 feet with one gate cost installed?'),
      'What would eighty feet with one gate cost installed?',
      "It's fifteen to two grand.",
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('a price for so many people', () => {
  it('is paid once', async () => {
    const answer = await extracted(
      ask('money', 'How much for 12 kids?'),
      'How much for twelve kids?',
      "So for twelve you're looking at four forty-five.",
    );
    expect(answer.normalized).toEqual({ amount: 445, currency: 'USD', per: 'one_time' });
  });

  it('is per the period the question names', async () => {
    const answer = await extracted(
      ask('money', 'How much for 2 kids per month?'),
      'How much for two kids per month?',
      "It's ninety.",
    );
    expect(answer.normalized).toEqual({ amount: 90, currency: 'USD', per: 'month' });
  });
});

describe('a range of lengths said as two lengths', () => {
  it.each([
    ["I'd allow an hour to an hour and a half."],
    ["Honestly, I'd just say seven to ten business days."],
    ['About forty-five minutes or an hour.'],
  ])('leaves the length open: %s', async (reply) => {
    const answer = await extracted(
      ask('duration', 'How long does it take?'),
      'How long does it take?',
      reply,
    );
    expect(answer.status).toBe('unclear');
  });

  it('leaves one length said alone', async () => {
    const answer = await extracted(
      ask('duration', 'How long does it take?'),
      'How long does it take?',
      "It's an hour.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: { minutes: 60 } });
  });
});

describe('an amount read back', () => {
  const turns = [
    "What's the minimum to open one?",
    'So five bucks opens it.',
    'Got it. Is there a monthly fee?',
    'No monthly fee.',
    'Great. And does the account pay interest?',
    "It does, it's two percent APY on balances up to five hundred dollars.",
    'So two percent APY up to five hundred dollars. Thank you.',
  ].map((text, at) => ({ speaker: at % 2 === 0 ? ('agent' as const) : ('business' as const), text, at }));
  const context = {
    label: 'Minimum to open it?',
    currency: 'USD',
    referenceDate: new Date('2026-11-24T15:00:00Z'),
  };

  it('is read back within the agent’s next two turns, not by a later sum of another ask', () => {
    const price = confirmedPrice(turns, 1, { amount: 5, currency: 'USD', per: null }, context);
    expect(price.amount).toBe(5);
  });
});

describe('a separate thing the business runs', () => {
  it('gives no value for the thing asked', () => {
    const answer = first(
      ask('age_range', 'What ages is the camp for?'),
      'What ages is it for?',
      'Eight to fourteen. We do a separate teen leadership camp for fifteen to seventeen.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Eight to fourteen.' });
  });
});

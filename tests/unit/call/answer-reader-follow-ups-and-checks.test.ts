import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, extracted, first } from './support';

/** A follow-up asking what a value comes to, a value settled on from earlier turns, a thing's own price, a unit agreed to, a value checked, one of two things declined, a value for each case the agent cannot tell. */

describe('a follow-up asking what the value comes to', () => {
  it('goes on asking the ask whose value the business just stated', () => {
    const rate = ask('money', 'Hourly rate for two kids?');
    const found = first(
      rate,
      'Hi, I am calling for a parent who needs a sitter this Saturday. Can I ask about your rates?',
      "Sure. It's twenty-two an hour for one child, and then three dollars more for each extra kid.",
      'So for two children that would be?',
      'Twenty-five an hour for two.',
      'Thanks. Do you have anyone free on Saturday?',
      'I think so, yes.',
    );
    expect(found.quote).toBe('Twenty-five an hour for two.');
  });

  it('goes on asking the one of several such asks the line before named', () => {
    const [rate, fee] = [
      ask('money', 'Hourly rate for two kids?', 'rate'),
      ask('money', 'Signup fee?', 'fee'),
    ];
    const turns = call(
      'Can I ask about your rates for two kids?',
      "Sure. It's twenty-two an hour for one child, and then three dollars more for each extra kid.",
      'So for two children that would be?',
      'Twenty-five an hour for two.',
      'Is there a signup fee?',
      "Yes, it's forty dollars once.",
    );
    expect(readAnswers([rate, fee], turns)[0]!.quote).toBe('Twenty-five an hour for two.');
  });

  it('is answered by the value worked out for the case, over the rates said first', () => {
    const tow = ask('money', 'How much to tow it about 20 km?');
    const found = first(
      tow,
      'They need it towed about twenty kilometres. What would that cost?',
      "Hook-up's eighty, that covers your first ten K. Then it's three a kilometre after that.",
      'So for about twenty kilometres, what would the total come to?',
      'Uh, ten extra K, so thirty... a hundred and ten. Plus tax.',
      'Thanks.',
    );
    expect(found.quote).toBe('a hundred and ten.');
  });
});

describe('a price asked of one thing or another', () => {
  it('is the one given when the other is declined', () => {
    const fee = ask('money', 'Booking or signup fee?');
    const found = first(
      fee,
      'Is there a booking fee or a signup fee?',
      "No per-booking fee. There's a one-time registration fee of thirty dollars when you set up your account.",
      'Okay, thanks.',
    );
    expect(found.status).toBe('answered');
  });

  it('is the one whose words the question says, a half or a full period being things on offer', () => {
    const daily = ask('money', 'Cost per child per day?');
    const found = first(
      daily,
      'How much does it cost per child per day?',
      "It's half-day sessions at thirty or a full day at fifty-five per child, and the full day includes lunch.",
      'Thanks.',
    );
    expect(found.status).toBe('answered');
  });
});

describe('a value for each case the agent cannot tell', () => {
  it('is none when the agent asks on about something else', () => {
    const size = ask('count', 'How many kids are in each class?');
    const found = first(
      size,
      'Could I ask about the after-school classes?',
      'Sure, we do Mondays and Wednesdays. Did she know which one she wanted?',
      "She didn't say. Could I start with how many children are in each class?",
      "We cap at twelve — no, sorry, it's ten now. Ten kids max, one teacher and an assistant.",
      'Thank you.',
    );
    expect(found.status).toBe('answered');
  });

  it('leaves it open, though the agent asks for both', () => {
    const cabin = ask('money', 'How much is a family cabin per night?');
    const found = first(
      cabin,
      'They would like a family cabin for one night. How much would that be?',
      'Is it before or after the twentieth? From the twentieth it goes to peak.',
      "They didn't give me the exact date, sorry. Could you give me both?",
      'Sure. Before the twentieth the family cabin is a hundred and twenty a night. From the twentieth it is a hundred and fifty a night.',
      'Thank you.',
    );
    expect(found.status).toBe('unclear');
  });
});

describe('a price', () => {
  it('settled on with "so" is one said in an earlier turn', () => {
    const price = ask('money', 'Price per session?');
    const found = first(
      price,
      'What do you charge per session?',
      "It's eighty for a thirty-minute session and one twenty for an hour.",
      'Which length would a five-year-old usually have?',
      'Nearly always the thirty, at that age. So eighty.',
      'Thank you.',
    );
    expect(found.quote).toBe('So eighty.');
  });

  it('per person stands beside what it comes to for the children counted', () => {
    const consult = ask('money', 'How much is the consultation?');
    const found = first(
      consult,
      'How much is the consultation?',
      'The consult is eighty per person. So for the two kids that is one-sixty, plus the parents if they come.',
      'Thanks.',
    );
    expect(found.quote).toBe('The consult is eighty per person.');
  });

  it('of the thing itself is not the total with what comes on top', () => {
    const dues = ask('money', "How much is a year's membership?");
    const found = first(
      dues,
      'How much is the membership for a year?',
      'For juniors it is two hundred a year. Then the coaching fee is five hundred. So seven hundred together, but the membership itself is two hundred.',
      'Thanks.',
    );
    expect(found.quote).toBe('but the membership itself is two hundred.');
  });

  it('checked while the caller waits is the one said after the check', () => {
    const fee = ask('money', 'Is there a charge for a cot?');
    const found = first(
      fee,
      'Do you have cots, and is there a charge for one?',
      "Yes, we have cots. There is a fee, it's twenty dollars... let me double-check that... yes, twenty dollars, and that's per stay.",
      'Thank you.',
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'yes, twenty dollars' });
  });

  it('is per the unit the agent asks about when the business agrees', async () => {
    const camp = ask('money', 'Cost of the camp?');
    const answer = await extracted(
      camp,
      "What's the cost?",
      "It's two eighty.",
      'Is that per child?',
      'Per child, yes.',
    );
    expect(answer.normalized).toEqual({ amount: 280, currency: 'USD', per: 'child' });
  });
});

describe('not knowing', () => {
  it('a question put as yes or no, asked for its words, is not known when the speaker will not say', () => {
    const discount = ask('text', 'Is there a sibling discount?');
    const found = first(
      discount,
      'Is there a sibling discount?',
      "Oh, gosh. I think there is, but I don't want to tell you wrong. Maria handles the registrations.",
      'Thanks.',
    );
    expect(found.status).toBe('unknown');
  });

  it('is a question named for someone else, not a good question', () => {
    const logo = ask('yes_no', 'Can they put a logo on the sleeve?');
    expect(
      first(logo, 'Can you put a logo on the sleeve?', "Ehh, that's a Priya question.", 'Okay.').status,
    ).toBe('unknown');
    expect(
      first(logo, 'Can you put a logo on the sleeve?', "That's a good question. Yes, we can.", 'Okay.'),
    ).toMatchObject({
      status: 'answered',
      quote: 'Yes, we can.',
    });
  });
});

describe('a recorded greeting', () => {
  const greeting = (text: string) => [
    { index: 0, speaker: 'business' as const, text },
    {
      index: 1,
      speaker: 'agent' as const,
      text: 'Hello, this is an assistant calling for a parent. Goodbye.',
    },
  ];

  it('answers no yes or no that it names only half of', () => {
    const weekend = ask('yes_no', 'Do you do weekend lessons?');
    const text =
      "Hi, you've reached Sam's Driving. I'm probably out on a lesson right now. Please leave a message after the tone.";
    expect(readAnswers([weekend], greeting(text))[0]!.status).toBe('not_asked');
  });

  it('answers with a yes it opens with, since it follows no question', () => {
    const parties = ask('yes_no', 'Do they do birthday parties?');
    const text =
      "Hi, you've reached Green Farm. Yes, we do host birthday parties on weekends. Leave a message after the beep.";
    expect(readAnswers([parties], greeting(text))[0]!.status).toBe('answered');
  });
});

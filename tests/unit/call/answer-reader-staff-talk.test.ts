import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** Replies as staff give them: names, exceptions, guesses made exact, values of other things, open cases. */

describe('the scripted reader, on a recorded greeting naming the business', () => {
  it('reads no yes in the trade its name says', () => {
    const turns = [
      {
        index: 0,
        speaker: 'business' as const,
        text: "Hi, you've reached Crystal View Window Cleaning. We're out on jobs right now. Leave your name after the tone.",
      },
      {
        index: 1,
        speaker: 'agent' as const,
        text: 'Hello, I am calling for a parent about window cleaning. Thank you.',
      },
    ];
    expect(readAnswers([ask('yes_no', 'Do they clean screens?')], turns)[0]).toMatchObject({
      status: 'not_asked',
    });
  });
});

describe('the scripted reader, on a value said besides the rule', () => {
  it('reads the rule, not the exception', () => {
    const answer = first(
      ask('age_range', 'What age can kids start guitar?'),
      "What's the youngest age you take for guitar?",
      "Officially eight. Sometimes we'll take a seven-year-old with big hands, but eight's the rule.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Officially eight.' });
  });

  it('reads a guess made exact, not another thing offered after it', () => {
    const answer = first(
      ask('money', "Price of the cheapest 20-inch kids' bike"),
      "What's the cheapest one?",
      "Cheapest is, um, like two-fifty? Two forty-nine. Then there's a Woom for, like, four-fifty-ish. Two forty-nine's the cheapest.",
    );
    expect(answer.status).toBe('answered');
    expect(answer.quote).toMatch(/forty-nine/);
  });
});

describe('the scripted reader, on a value of another thing', () => {
  it('leaves the thing asked not known', () => {
    const answer = first(
      ask('money', 'How much does the kids program cost?'),
      'What does the program cost?',
      "Ah, that I honestly don't know. The director hasn't sent the new sheet. I mean, a kids day pass is eighteen, but that's not the program.",
    );
    expect(answer).toMatchObject({ status: 'unknown', quote: "Ah, that I honestly don't know." });
  });

  it('reads someone else doing the pricing as not known', () => {
    const answer = first(
      ask('money', "Price to resole a pair of kids' shoes"),
      'How much is it to resole a pair?',
      "Oh, um, I'm just covering the counter today, Sal does all the pricing. He's back, like, three?",
    );
    expect(answer.status).toBe('unknown');
  });
});

describe('the scripted reader, on values left open', () => {
  it.each([
    [
      ask('duration', 'How long does the repair take?'),
      'How long does the repair take?',
      "If we have the part, forty-five minutes. For the OLED I'm not sure we have it — if not, we order, two, three days.",
    ],
    [
      ask('date', 'When would the console be ready?'),
      'When would it be ready?',
      "Could be Thursday if my shipment shows, could be two weeks. I really can't say.",
    ],
    [
      ask('money', 'How much does it cost?'),
      'How much does it cost?',
      "It's two-sixty for the session... actually, I think spring went up to two-eighty. I don't want to tell you the wrong number. It's one or the other.",
    ],
    [
      ask('money', 'How much is a lesson?'),
      'How much is a lesson?',
      "Private's sixty-five for a half hour, group is forty. Either one, really, it's up to them.",
    ],
    [
      ask('age_range', 'What is the minimum age for lessons?'),
      "What's the minimum age?",
      "Hmm. There's no hard rule. He's taken five-year-olds and he's turned away eight-year-olds.",
    ],
  ])('leaves %j open', (asked, question, reply) => {
    expect(first(asked, question, reply).status).toBe('unclear');
  });

  it.each([
    [
      ask('duration', 'How long does a round take?'),
      'How long does a round take?',
      'I mean, somewhere between forty minutes and an hour and a half.',
    ],
    [
      ask('money', 'How much is the book fee?'),
      'How much is the book fee?',
      "Book fee, yes. Maybe twenty-five, maybe forty, I'm not sure.",
    ],
  ])('leaves two values said, neither sure, open: %j', (asked, question, reply) => {
    expect(first(asked, question, reply).status).toBe('unclear');
  });

  it('keeps a price beside a discount off either one', () => {
    const answer = first(
      ask('money', 'How much is a half share for the summer?'),
      'How much is a half share for the summer season?',
      "So the half share is four-twenty for the whole season. Full share's seven-sixty. And if you pay before April it's twenty bucks off either one.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'So the half share is four-twenty for the whole season.',
    });
  });

  it('leaves what most are open when it depends when asked again', () => {
    const answer = first(
      ask('duration', 'How long is a class?'),
      'How long is a class?',
      'Most are sixty minutes, but the slow flow classes are seventy-five.',
      'Is there a standard length, or does it depend on the class?',
      'It really depends which one.',
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('the scripted reader, on a system that cannot be looked in', () => {
  it('reads a frozen booking system as not known', () => {
    const answer = first(
      ask('yes_no', 'Is a bounce house available on Saturday June 12?'),
      'Is a bounce house available on Saturday, June 12th?',
      "Ugh, sorry, the booking system's frozen on me. I can't pull up June right now. If they call back, it'll show what's open.",
    );
    expect(answer.status).toBe('unknown');
  });
});

describe('the scripted reader, on the agent summing up before the next question', () => {
  it('does not take the summed-up ask as put again', () => {
    const price = ask('money', 'How much does the kids program cost?', 'price');
    const shoes = ask('yes_no', 'Can kids rent climbing shoes there?', 'shoes');
    const [answer] = readAnswers(
      [price, shoes],
      call(
        'What does the program cost?',
        "That I honestly don't know, the director hasn't sent the new prices.",
        "Understood, so the program price isn't available right now. Can kids rent climbing shoes there?",
        'Yep. Rentals are five bucks.',
      ),
    );
    expect(answer).toMatchObject({ status: 'unknown', turn: 1 });
  });

  it('does not read a price summed up beside a question as a price asked', () => {
    const times = ask('schedule', 'Which weekday after-school times are available?', 'times');
    const monthly = ask('money', 'What is the monthly price?', 'monthly');
    const answers = readAnswers(
      [times, monthly],
      call(
        'They are looking for guitar lessons after school.',
        "Guitar is one-forty a month, and there's a twenty-five dollar registration fee.",
        'Thank you: $140 a month and a $25 registration fee. Which weekday afternoons are the teachers available?',
        'Monday, Wednesday, and Thursday, from three-thirty to seven.',
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'answered', turn: 1 });
  });
});

describe('the scripted reader, on a price left unasked after the thing was stopped', () => {
  it('reads it as not offered', () => {
    const storing = ask('yes_no', 'Do they store off-season tires?', 'storing');
    const price = ask('money', 'What does tire storage cost?', 'price');
    const answers = readAnswers(
      [storing, price],
      call(
        'Do you store the summer tires once they come off?',
        "No, we stopped doing storage last year, we just didn't have the room.",
        'Understood. Thank you.',
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'not_offered', turn: 1 });
  });
});

describe('the scripted reader, on what only seems to take a value back', () => {
  it("keeps the price asked when an add-on's price is corrected", () => {
    const answer = first(
      ask('money', 'How much are the monthly dues?'),
      'How much are the dues per month?',
      "Junior Dolphins is one forty-five a month. Then on top of that there's the registration for the year, which is ninety-five — sorry, ninety-eight this year.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Junior Dolphins is one forty-five a month.' });
  });

  it('keeps the price asked when another is "actually" cheaper', () => {
    const answer = first(
      ask('money', 'Admission price for a 5-year-old'),
      'How much is admission for a five-year-old?',
      "So kids are fourteen-fifty, that's two and up. Adults are actually a little cheaper, twelve dollars.",
    );
    expect(answer.quote).toBe("So kids are fourteen-fifty, that's two and up.");
  });

  it('still takes "actually" with a new value as a correction', () => {
    const answer = first(
      ask('money', 'How much is a lesson?'),
      'How much is a lesson?',
      "It's forty. Actually, forty-five since January.",
    );
    expect(answer.quote).toMatch(/forty-five/);
  });
});

describe('the scripted reader, on a yes of part of the thing', () => {
  it.each([
    ['Do they offer teletherapy?', 'We do some, yeah.'],
    ['Are materials included?', 'Most of it, yeah.'],
    ['Are the caregivers certified?', 'Some are.'],
  ])('leaves %j answered %j open', (label, reply) => {
    expect(first(ask('yes_no', label), label, reply).status).toBe('unclear');
  });
});

describe('the scripted reader, on a person to go to', () => {
  it('reads "you\'d want Heather" as not known', () => {
    const label = 'Is there a before-school space in September?';
    expect(
      first(ask('yes_no', label), label, "Oh, for spaces you'd want Heather, she's our manager.").status,
    ).toBe('unknown');
  });
});

describe('the scripted reader, on a no and then what is had instead', () => {
  it('reads the no of the time asked', () => {
    const label = 'Are Saturday morning times available?';
    const answer = first(
      ask('yes_no', label),
      'Are there any Saturday morning times available?',
      'Let me look... Saturdays are pretty packed. Mornings are all full, I have a twelve-thirty and a two.',
    );
    expect(answer.status).toBe('answered');
    expect(answer.quote).not.toContain('Mornings are all full, I have');
  });
});

describe('the scripted reader, on questions put in other words', () => {
  it('ties a question between two asks to the one whose word it says', () => {
    const rate = ask('money', 'Hourly rate for a Saturday move', 'rate');
    const minimum = ask('duration', 'Minimum billed time', 'minimum');
    const travel = ask('money', 'Travel fee', 'travel');
    const stairs = ask('yes_no', 'Extra charge for a third-floor walk-up', 'stairs');
    const answers = readAnswers(
      [rate, minimum, travel, stairs],
      call(
        "What's your hourly rate?",
        'Weekends are one eighty-five an hour.',
        'Is there a minimum?',
        'Three hour minimum.',
        'Got it. Is there a travel fee?',
        "Yeah, flat travel charge, it's one hour at the rate.",
        'And is there an extra charge for stairs? It is a third-floor walk-up.',
        "I'd have to ask the boss.",
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'answered', quote: 'Three hour minimum.' });
  });

  it('does not take a note of what was not known as the ask put again', () => {
    const lesson = ask('money', 'Fee for a 30-minute piano lesson', 'lesson');
    const registration = ask('money', 'Is there a registration fee, and how much?', 'registration');
    const [answer] = readAnswers(
      [lesson, registration],
      call(
        "What's the fee for a thirty-minute lesson?",
        "I honestly don't have that rate in front of me, the owner sets those.",
        "That's fine, I'll note that the 30-minute rate wasn't available today. Is there a registration fee?",
        "There is, it's twenty-five dollars a year, per family.",
      ),
    );
    expect(answer).toMatchObject({ status: 'unknown', turn: 1 });
  });
});

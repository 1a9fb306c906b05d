import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, first } from './support';

/** Replies that settle on a value, leave it to a choice, set a case aside, or decline in few words. */

describe('the scripted reader, on a value settled after several', () => {
  it('reads the one the business settles on', () => {
    const answer = first(
      ask('money', 'Party cost per child'),
      'What does it cost per child?',
      'So we have two packages. The Strike Package is twenty-one ninety-five a kid, and the Pin Party is twenty-six ninety-five.',
      'They are hoping for a Saturday.',
      "Saturday, then it's gotta be the Pin Party. So twenty-six ninety-five a kid.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'So twenty-six ninety-five a kid.' });
  });

  it('reads a price summing two said before it', () => {
    const answer = first(
      ask('money', "Cost of the kitten's first vaccine visit"),
      'What would the first vaccine visit cost?',
      "For a new kitten the exam is sixty-eight, and the combo is twenty-nine. If they want leukemia too that's another thirty-four. So the basic first visit, exam plus the combo, is ninety-seven.",
    );
    expect(answer.quote).toMatch(/ninety-seven/);
  });

  it('keeps the answer the business agrees to when read back', () => {
    const answer = first(
      ask('money', 'Boarding price per night'),
      'What is your price per night?',
      "It's fifty-three a night.",
      'So fifty-three dollars a night per dog?',
      "For the first dog, yep. If they share a suite the second one's thirty-eight a night.",
    );
    expect(answer.quote).toMatch(/fifty-three/);
  });
});

describe('the scripted reader, on a value left to a choice', () => {
  it('leaves a value open when asked again and given two', () => {
    const answer = first(
      ask('money', 'Price to replace an iPhone 13 screen'),
      'How much is a screen replacement?',
      'We have two screens. The aftermarket one is one-twenty-nine, and the original OLED is one-eighty-nine.',
      'Is there one price I should pass along?',
      'Is her choice. One-twenty-nine or one-eighty-nine.',
    );
    expect(answer.status).toBe('unclear');
  });

  it('still reads the answer given when asked again', () => {
    const answer = first(
      ask('money', 'How much per class?'),
      'How much are the classes?',
      "Thursdays, four to five-thirty. There's a ten dollar studio fee.",
      'How much is it per class?',
      'Thirty-five per class drop-in, or you can buy the six-week session for one-eighty.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('leaves a yes or no open that the business sums up as depending', () => {
    const answer = first(
      ask('yes_no', 'Is there currently a waiting list?'),
      'Is there one general waiting list, or is it only by night?',
      "It's by night. So it really just depends which night works for her.",
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('the scripted reader, on one price or another of a unit', () => {
  it('leaves the price open', () => {
    const answer = first(
      ask('money', 'How much per month for a 6-year-old?'),
      'How much is it per month?',
      "That's one-forty-nine a month on the twelve-month agreement, or one-seventy-nine month to month.",
    );
    expect(answer.status).toBe('unclear');
  });

  it.each([
    'Thirty-eight per class, or you can get a four-class card for a hundred and forty.',
    'Thirty-eight a class, or thirty-four a class if you book four or more.',
  ])('reads the price of the unit asked in %j', (reply) => {
    expect(first(ask('money', 'Price per class'), 'How much is it per class?', reply).status).toBe(
      'answered',
    );
  });

  it('reads the one value the business narrows to when asked again', () => {
    const answer = first(
      ask('money', 'Price for the whole week'),
      'What is the price for the whole week?',
      "So it's two ninety-five for the week, but if you register before March first it's two seventy-five.",
      'If the parent registers today, which price would that be?',
      'Today? Then two seventy-five, yeah.',
    );
    expect(answer.quote).toBe('Then two seventy-five, yeah.');
  });

  it('leaves open a value given as one or another after leaving it open', () => {
    const answer = first(
      ask('money', 'How much is a rabies vaccine?'),
      'How much is a rabies vaccine?',
      "It's twenty-five for the one-year, or thirty-five for the three-year.",
      'Is there one price for an adult dog?',
      "Depends if he's had one before. So twenty-five or thirty-five.",
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('the scripted reader, on cases set aside', () => {
  it('adds no class said not to be the one', () => {
    const answer = first(
      ask('schedule', 'When is the ballet class for 5-year-olds?'),
      'When is the class for five-year-olds?',
      "Our pre-ballet for fives is Tuesdays at four-fifteen. There's also a Thursday at five-thirty but that's Ballet One, so not that one.",
    );
    expect(answer.quote).toBe('Our pre-ballet for fives is Tuesdays at four-fifteen.');
  });

  it('reads a value said of one case beside not knowing another', () => {
    const answer = first(
      ask('duration', 'How long the oil change takes while waiting'),
      'If the parent waits, how long does it take?',
      "With an appointment, about forty-five minutes. Walk-in I can't promise anything, Mondays especially.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'With an appointment, about forty-five minutes.',
    });
  });

  it('reads a yes to the other of two things asked', () => {
    const answer = first(
      ask('yes_no', 'Do they offer a loaner car or shuttle?'),
      'Do you have a loaner car or a shuttle?',
      'No loaners, sorry. We do have a shuttle, goes anywhere within five miles.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'We do have a shuttle, goes anywhere within five miles.',
    });
  });
});

describe('the scripted reader, on a day said of another thing', () => {
  it('keeps the days and times said first', () => {
    const answer = first(
      ask('schedule', 'Which day and time is the class?'),
      'Which day and time is that class?',
      'Saturday morning, nine-thirty to eleven-thirty. Only Saturday. Sunday is for the — the heritage classes.',
    );
    expect(answer.quote).toBe('Saturday morning, nine-thirty to eleven-thirty.');
  });

  it('keeps the day asked, said without times', () => {
    const answer = first(
      ask('schedule', 'What are the Saturday hours?'),
      'What are your Saturday hours?',
      'Weekdays nine to five. Saturdays are by appointment only.',
    );
    expect(answer.quote).not.toBe('Weekdays nine to five.');
  });
});

describe('the scripted reader, on a thing declined in few words', () => {
  it('reads a thing given up as not offered', () => {
    const answer = first(
      ask('schedule', 'When is kids eat free night?'),
      'Do you still have a kids eat free night?',
      "Oh, no, we stopped that. It was Tuesdays, but they ended it after New Year's.",
    );
    expect(answer.status).toBe('not_offered');
  });

  it('reads "no registration fee" as none, and another fee as no answer', () => {
    const answer = first(
      ask('money', 'Registration fee on top of the package'),
      'Is there a registration fee on top of the package?',
      "No registration fee. The only other thing is the state completion certificate, that's twenty-five.",
    );
    expect(answer.status).toBe('not_offered');
  });

  it('reads no admission, with kids free, as a price of nothing', () => {
    const answer = first(
      ask('money', 'Is there an admission charge for kids?'),
      'Is there an admission charge for kids?',
      'No, no admission. Kids are free, you just pay for what you take home.',
    );
    expect(answer).toMatchObject({ status: 'answered' });
  });
});

describe('the scripted reader, on a phone menu', () => {
  const menu = (text: string) => [
    { index: 0, speaker: 'business' as const, text },
    { index: 1, speaker: 'agent' as const, text: '(presses 3)' },
    {
      index: 2,
      speaker: 'business' as const,
      text: "You've reached the party line. Please leave your name and number and we'll call you back.",
    },
    {
      index: 3,
      speaker: 'agent' as const,
      text: 'Hello, this is an assistant calling for a parent. Thank you.',
    },
  ];

  it('reads what the menu says of an ask never put', () => {
    const turns = menu(
      'Thanks for calling Skateland! Birthday party packages are eighteen fifty per skater and include skate rental. To book a party, press three.',
    );
    expect(readAnswers([ask('money', 'Birthday party cost')], turns)[0]).toMatchObject({
      status: 'answered',
      turn: 0,
    });
  });

  it('reads no price in the number of a choice', () => {
    const turns = menu(
      'Thanks for calling Ridgeway Tire. For appointments, press 2. For tire storage, press 3.',
    );
    expect(readAnswers([ask('money', 'What does tire storage cost?')], turns)[0]!.status).toBe('not_asked');
  });
});

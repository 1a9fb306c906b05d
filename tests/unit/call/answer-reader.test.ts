import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const read = (ask: Ask, turns: NumberedTurn[]) => readAnswers([ask], turns)[0]!;

describe('the scripted answer reader', () => {
  it('takes the value a business corrected to, not the one it took back', () => {
    const size: Ask = { key: 'party_size', label: 'How many kids can come?', kind: 'count' };
    const answer = read(size, call(size.label, 'Up to twenty. Sorry, I mean up to twenty-four.', 'Thanks.'));
    expect(answer).toMatchObject({ status: 'answered', quote: 'Sorry, I mean up to twenty-four.' });
  });

  it('does not take "take your time" for asking what time', () => {
    const asks: Ask[] = [
      { key: 'toddler_class', label: 'Do they run a toddler class?', kind: 'yes_no' },
      { key: 'start_time', label: 'What time does it start?', kind: 'schedule' },
    ];
    const [toddler] = readAnswers(
      asks,
      call(
        asks[0]!.label,
        'Let me check, one moment.',
        'Of course, take your time.',
        'Yes, we do.',
        'Thanks.',
      ),
    );
    expect(toddler).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('takes the price said over an exception that is free', () => {
    const price: Ask = { key: 'course_price', label: 'How much is the course?', kind: 'money' };
    const reply = 'Six weeks is a hundred and twenty, and siblings come free.';
    expect(read(price, call(price.label, reply, 'Thanks.')).quote).toBe('Six weeks is a hundred and twenty');
  });

  it('quotes a schedule with the days added after it', () => {
    const days: Ask = { key: 'class_days', label: 'What days are the classes?', kind: 'schedule' };
    const reply = "Saturday and Sunday mornings, and there's a Wednesday one too.";
    expect(read(days, call(days.label, reply, 'Thanks.')).quote).toBe(reply);
  });

  it('takes the first of two prices that fit alike, a hedged one too, and the one about the ask', () => {
    const cleaning: Ask = { key: 'cleaning', label: 'How much is a cleaning?', kind: 'money' };
    const reply = "Without insurance it's about one seventy-five. With most plans you pay nothing.";
    expect(read(cleaning, call(cleaning.label, reply, 'Thanks.')).quote).toBe(
      "Without insurance it's about one seventy-five.",
    );
    const privately: Ask = { key: 'private', label: 'How much are private lessons?', kind: 'money' };
    const both = 'Group lessons are about forty. Private lessons are sixty-five.';
    expect(read(privately, call(privately.label, both, 'Thanks.')).quote).toBe(
      'Private lessons are sixty-five.',
    );
  });

  it('quotes a schedule with the times said in the next sentence, and no further', () => {
    const when: Ask = { key: 'class_time', label: 'When is the baby class?', kind: 'schedule' };
    const reply = 'Thursday mornings. Nine-thirty to ten-fifteen. Bring a towel.';
    expect(read(when, call(when.label, reply, 'Thanks.')).quote).toBe(
      'Thursday mornings. Nine-thirty to ten-fifteen.',
    );
    const times = 'At ten and at eleven. Both on Sundays.';
    expect(read(when, call(when.label, times, 'Thanks.')).quote).toBe(times);
    const full = 'Mondays at four. Fridays at five.';
    expect(read(when, call(when.label, full, 'Thanks.')).quote).toBe('Mondays at four.');
  });

  it('reads a schedule that leaves out the day asked about as not offered', () => {
    const sunday: Ask = { key: 'sunday_hours', label: 'What are your hours on Sunday?', kind: 'schedule' };
    expect(read(sunday, call(sunday.label, "We're closed on Sundays.", 'Thanks.')).status).toBe(
      'not_offered',
    );
  });

  it('reads a yes/no past small talk, from the clause about the days asked', () => {
    const saturday: Ask = {
      key: 'saturday_class',
      label: 'Do you have a class on Saturdays?',
      kind: 'yes_no',
    };
    const reply = "Oh, how fun. Um, we used to, but we don't do weekends anymore. It's just Thursdays now.";
    expect(read(saturday, call(saturday.label, reply, 'Thanks.')).quote).toBe(
      "but we don't do weekends anymore.",
    );
  });

  it('lets the speaker\'s own "but" decide a yes/no', () => {
    const week: Ask = { key: 'this_week', label: 'Can you fit us in this week?', kind: 'yes_no' };
    const reply = "We're pretty booked, but I could squeeze you in Thursday at four.";
    expect(read(week, call(week.label, reply, 'Thanks.')).quote).toBe(
      'but I could squeeze you in Thursday at four.',
    );
  });

  it('reads "it is on our website" and "you would have to talk to Lisa" as not knowing', () => {
    const price: Ask = { key: 'price', label: 'What do they cost?', kind: 'money' };
    const fit: Ask = { key: 'fittings', label: 'Do you do fittings?', kind: 'yes_no' };
    const reply = "Um, it's on our website, I don't have it in front of me.";
    expect(read(price, call(price.label, reply, 'Okay.')).status).toBe('unknown');
    expect(read(fit, call(fit.label, "You'd have to talk to Lisa about that.", 'Okay.')).status).toBe(
      'unknown',
    );
  });

  it('finds an answer given to another ask in a word of the same family', () => {
    const asks: Ask[] = [
      { key: 'day_price', label: 'How much is a bounce house for a day?', kind: 'money' },
      { key: 'delivery', label: 'Do you deliver?', kind: 'yes_no' },
    ];
    const [, delivery] = readAnswers(
      asks,
      call(asks[0]!.label, 'It is one seventy-five for the day, delivery and setup included.', 'Thank you.'),
    );
    expect(delivery).toMatchObject({ status: 'answered', turn: 1 });
  });

  it('finds an answer given before the ask in related words, and not one about another thing', () => {
    const asks: Ask[] = [
      { key: 'age', label: 'From what age do you see kids?', kind: 'age_range' },
      { key: 'free_consult', label: 'Is the consult free?', kind: 'yes_no' },
    ];
    const freeVisit = 'From six on. And the first appointment costs nothing, by the way.';
    expect(readAnswers(asks, call(asks[0]!.label, freeVisit, 'Thanks.'))[1]).toMatchObject({
      status: 'answered',
      quote: 'And the first appointment costs nothing, by the way.',
    });
    const fee: Ask = { key: 'registration_fee', label: 'Is there a registration fee?', kind: 'yes_no' };
    const [, unasked] = readAnswers(
      [asks[0]!, fee],
      call(asks[0]!.label, 'From six on. Each class costs forty.', 'Thanks.'),
    );
    expect(unasked!.status).toBe('not_asked');
  });

  it('reads "it depends" alone as no text answer, and "no extra charge" as one', () => {
    const grades: Ask = { key: 'grades', label: 'What grades do you cover?', kind: 'text' };
    expect(read(grades, call(grades.label, 'Hmm, it kind of depends.', 'Okay.')).status).toBe('unclear');
    const membership: Ask = { key: 'membership', label: 'What does membership include?', kind: 'text' };
    expect(
      read(membership, call(membership.label, 'Gear is included at no extra charge.', 'Thanks.')),
    ).toMatchObject({
      status: 'answered',
    });
  });

  it('reads a subject and auxiliary alone ("We are, but…") as the answer', () => {
    const ask: Ask = { key: 'new_clients', label: 'Are you taking new clients?', kind: 'yes_no' };
    const reply = "We are, but honestly we're booked solid until March.";
    expect(read(ask, call(ask.label, reply, 'Thanks.'))).toMatchObject({
      status: 'answered',
      quote: 'We are',
    });
  });

  it('reads "I\'d have to get the director to call you back" as not knowing', () => {
    const ask: Ask = { key: 'price', label: 'How much is a term?', kind: 'money' };
    const reply = "I'd have to get the director to call you back about pricing, I don't handle that side.";
    expect(read(ask, call(ask.label, reply, 'Thanks.')).status).toBe('unknown');
    const lessons: Ask = { key: 'lessons', label: 'How many lessons does it take?', kind: 'count' };
    const guess = "Every kid is different, I really can't put a number on it.";
    expect(read(lessons, call(lessons.label, guess, 'Thanks.')).status).toBe('unknown');
  });

  it('takes the price asked over an add-on and over another item priced after it', () => {
    const party: Ask = { key: 'party', label: 'How much is a party for ten kids?', kind: 'money' };
    const visit: Ask = { key: 'visit', label: 'How much is the first visit?', kind: 'money' };
    const partyReply = "The package covers up to ten, that's two fifty. Pizza is extra, ten a head.";
    const visitReply = "The first visit's ninety-five, that includes the assessment. Follow-ups are sixty.";
    expect(read(party, call(party.label, partyReply, 'Thanks.')).quote).toBe(
      "The package covers up to ten, that's two fifty.",
    );
    expect(read(visit, call(visit.label, visitReply, 'Thanks.')).quote).toContain('ninety-five');
  });

  it('reads a follow-up the agent never put ("How much is it?") from the reply to the ask before it', () => {
    const asks: Ask[] = [
      { key: 'costume_fee', label: 'Is there a costume fee?', kind: 'yes_no' },
      { key: 'costume_price', label: 'How much is it?', kind: 'money' },
      { key: 'recital', label: 'When is the recital?', kind: 'date' },
    ];
    const turns = call(
      asks[0]!.label,
      "Every dancer gets a costume, and that's sixty-five per costume.",
      asks[2]!.label,
      'June thirteenth.',
    );
    expect(readAnswers(asks, turns)[1]).toMatchObject({
      status: 'answered',
      quote: "and that's sixty-five per costume.",
    });
    expect(readAnswers(asks, call(asks[0]!.label, 'No.', 'Thanks.'))[1]!.status).toBe('not_asked');
  });

  it.each([
    ["Last season it was forty a head. The owner hasn't set this year's yet, so I can't say.", 'unknown'],
    ['It used to be forty, I think they raised it but I am not sure what to.', 'unknown'],
    ["I'm not sure what it would be for that weekend, ask Dana, she's in Tuesday.", 'unknown'],
    ['Forty a head this year, it was thirty-five last year.', 'answered'],
    ['Not sure, maybe forty a head?', 'answered'],
    ["It's forty a head, same as last year.", 'answered'],
    ['Forty a head, last year too.', 'answered'],
  ])('reads %j: a value of another year, or named as not known, is no answer', (reply, status) => {
    const ask: Ask = { key: 'price', label: 'How much is it per person?', kind: 'money' };
    const [answer] = readAnswers([ask], call('How much is it per person?', reply, 'Thanks.'));
    expect(answer!.status).toBe(status);
  });

  it('reads the price said for now, not an offer said to have ended', () => {
    const ask: Ask = { key: 'price', label: 'What does karate cost?', kind: 'money' };
    const reply =
      "There was an intro rate of eighty-five a month but that expired in June. It's ninety-five a month.";
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
      status: 'answered',
      quote: "It's ninety-five a month.",
    });
  });

  it.each([
    ["Mondays at ten... and it's forty a class.", 'Mondays at ten...'],
    ['Mondays... no, Wednesdays at ten.', 'no, Wednesdays at ten.'],
  ])(
    'reads %j: a value trailing off is thinking aloud only when another is said after it',
    (reply, quote) => {
      const ask: Ask = { key: 'when', label: 'When is the toddler class?', kind: 'schedule' };
      expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
        status: 'answered',
        quote,
      });
    },
  );

  it('keeps a day said trailing off at the end of a schedule: only an opening one is thinking aloud', () => {
    const ask: Ask = { key: 'times', label: 'When do the classes run?', kind: 'schedule' };
    const [answer] = readAnswers(
      [ask],
      call(ask.label, 'There are two groups, Tuesdays at five, and Sundays...', 'Thanks.'),
    );
    expect(answer!.status).toBe('answered');
    expect(answer!.quote).toContain('Sundays');
  });

  it.each([
    ["We don't close for flurries, if it's a real storm we move into the gym.", 'answered'],
    ["Oh we don't cancel, we just bring the tarps out.", 'answered'],
    ["We don't, sorry.", 'not_offered'],
    ["We don't offer anything like that.", 'not_offered'],
  ])('reads %j to an open question: "we don\'t" declines only alone or of the thing', (reply, status) => {
    const ask: Ask = { key: 'snow', label: 'What happens if it snows?', kind: 'text' };
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]!.status).toBe(status);
  });
});

describe('the scripted reader of a value nobody asked for in the ask words', () => {
  const ages: Ask = { key: 'ages', label: 'What ages is the pottery class for?', kind: 'age_range' };
  const length: Ask = { key: 'length', label: 'How long does the pottery class take?', kind: 'duration' };

  it('reads a length the business gave of its own accord, when only one ask is about a length', () => {
    const turns = call(
      'Hi, what ages is your pottery class for?',
      "It's about two hours start to finish, and it's eight and up.",
      'Great, thank you.',
    );
    const [, answer] = readAnswers([ages, length], turns);
    expect(answer).toMatchObject({ status: 'answered', quote: "It's about two hours start to finish" });
  });

  it('reads no volunteered date, day or price: those are said of many things', () => {
    const soon: Ask = { key: 'soon', label: 'How soon can you come out?', kind: 'date' };
    const price: Ask = { key: 'price', label: 'How much is the deposit?', kind: 'money' };
    const turns = call(
      'Hi, what do you charge for a tune-up?',
      "It's ninety for the visit. I've got a client here, can she call me back tonight?",
    );
    const [, date, deposit] = readAnswers(
      [{ key: 'tune', label: 'How much is a tune-up?', kind: 'money' }, soon, price],
      turns,
    );
    expect(date!.status).toBe('not_asked');
    expect(deposit!.status).toBe('not_asked');
  });

  it('reads no volunteered length from hours of the day', () => {
    const wait: Ask = { key: 'wait', label: 'Usual wait time', kind: 'duration' };
    const sunday: Ask = { key: 'sunday', label: 'Sunday hours', kind: 'schedule' };
    const turns = call(
      'What time do you close on Sundays?',
      "Sundays we're ten to four.",
      'Thank you. I have two more quick—',
      "Sorry, I've got a line at the window, I have to go. Bye.",
    );
    expect(readAnswers([sunday, wait], turns)[1]!.status).toBe('not_asked');
  });

  it('reads the class length asked again after a course length given first', () => {
    const each: Ask = { key: 'each', label: 'How long is each class?', kind: 'duration' };
    const turns = call(
      'How long is each class?',
      "It's a six-week course.",
      'And one class itself, how long is that?',
      'Oh, ninety minutes.',
    );
    expect(readAnswers([each], turns)[0]).toMatchObject({ status: 'answered', quote: 'Oh, ninety minutes.' });
  });
});

describe('the scripted reader of ages said as a range and a bound', () => {
  const ages: Ask = { key: 'ages', label: 'What ages do you coach?', kind: 'age_range' };

  it.each([
    ["We coach six through fourteen. Under six the kids aren't ready to coach.", { min: 6, max: 14 }],
    ['Five to nine. Nobody under five on the ice.', { min: 5, max: 9 }],
  ])('reads the range, not the bound that explains it, in %j', (reply, range) => {
    const [answer] = readAnswers([ages], call(ages.label, reply, 'Thanks.'));
    const context = { label: ages.label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
    expect(normalizeAnswer('age_range', answer!.quote!, context)?.value).toEqual(range);
  });

  it('keeps a bound said of other ages than the range', () => {
    const reply = 'Six to ten for the juniors. Under four we do a parent-and-tot class.';
    const [answer] = readAnswers([ages], call(ages.label, reply, 'Thanks.'));
    expect(answer!.quote).toBe('Six to ten for the juniors.');
  });
});

describe('the scripted reader of the youngest and oldest ages said apart', () => {
  const ages: Ask = { key: 'ages', label: 'What ages do you take?', kind: 'age_range' };
  const range = (reply: string) => {
    const [answer] = readAnswers([ages], call(ages.label, reply, 'Thanks.'));
    const context = { label: ages.label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
    return normalizeAnswer('age_range', answer!.quote!, context)?.value;
  };

  it.each([
    ['Kids start with us from four, and the top group is the preteens, up to twelve.', { min: 4, max: 12 }],
    ['The youngest we take is three, and the oldest class goes to ten.', { min: 3, max: 10 }],
  ])('reads both ends in %j', (reply, value) => {
    expect(range(reply)).toEqual(value);
  });

  it.each([
    ['From six, and parents are welcome to watch.', { min: 6, max: null }],
    ['Seven and up, and the sessions are an hour.', { min: 7, max: null }],
  ])('keeps the youngest age alone in %j', (reply, value) => {
    expect(range(reply)).toEqual(value);
  });
});

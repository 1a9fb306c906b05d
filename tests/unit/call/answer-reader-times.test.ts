import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const when: Ask = { key: 'when', label: 'When are the tours?', kind: 'schedule' };

/** The schedule the reader quotes for the ask, as normalized. */
const schedule = (turns: NumberedTurn[], ask: Ask = when) => {
  const [answer] = readAnswers([ask], turns);
  const context = { label: ask.label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
  return answer?.value ? normalizeAnswer('schedule', answer.value, context)?.value : answer?.status;
};

describe('the scripted reader of a schedule', () => {
  it.each([
    ['Weekdays. Let me grab the binder... okay, ten and noon.', ['10:00', '12:00']],
    ['Monday to Friday. Hang on, the sheet is here somewhere. 10am and two.', ['10:00', '14:00']],
  ])('reads the times said after an aside in %j', (reply, times) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      times,
    });
  });

  it.each([
    'Tuesday to Friday, ten to two. Before-care opens at eight and after-care runs to five, those cost extra.',
    'Tuesday to Friday, ten to two. And there is an optional early start at eight.',
  ])('leaves the hours of an extra out of the schedule in %j', (reply) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({
      days: ['tuesday', 'wednesday', 'thursday', 'friday'],
      times: ['10:00-14:00'],
    });
  });

  it('reads "every day" said after the days as each of those days', () => {
    expect(
      schedule(call(when.label, 'Tuesday to Friday, ten to two. And snack is served every day.', 'Thanks.')),
    ).toEqual({
      days: ['tuesday', 'wednesday', 'thursday', 'friday'],
      times: ['10:00-14:00'],
    });
  });

  it('keeps a schedule said in full from the sentences after it', () => {
    expect(
      schedule(call(when.label, 'Mondays at four. My manager set that up. Fridays at five.', 'Thanks.')),
    ).toEqual({
      days: ['monday'],
      times: ['16:00'],
    });
  });

  it.each([
    ['Mondays at four. Sorry, no, Tuesdays, Monday is the adults. Tuesdays at four.', ['tuesday'], ['16:00']],
    [
      'Saturday, ten to noon. Actually wait, Sunday, the gym is booked Saturday. Sunday, ten to noon.',
      ['sunday'],
      ['10:00-12:00'],
    ],
    // "Wait, no" takes back as "no, wait" does.
    [
      'Fridays at six. Oh, wait, no, Fridays are the seniors now. So Thursdays at six.',
      ['thursday'],
      ['18:00'],
    ],
  ])('takes the corrected schedule said in full in %j', (reply, days, times) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({ days, times });
  });

  it.each([
    [
      'Tuesdays, Thursdays and Saturdays. Saturday tours are mornings only.',
      ['tuesday', 'thursday', 'saturday'],
    ],
    ['Weekends. Sunday tours are shorter.', ['saturday', 'sunday']],
  ])('keeps the days listed before one singled out in %j', (reply, days) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({ days, times: [] });
  });

  it('takes a later schedule over an earlier one for other days when it gives times', () => {
    const reply = 'We are open Monday to Saturday. The tours are Saturdays at ten.';
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({ days: ['saturday'], times: ['10:00'] });
  });

  it.each([
    ['Wednesdays at four, and Fridays... hang on, it moved... okay, Fridays at five.', ['16:00', '17:00']],
    ['Mondays at nine and Thursdays — let me look — Thursdays at eleven.', ['09:00', '11:00']],
  ])('goes on with a sentence broken off in %j', (reply, times) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toMatchObject({ times });
  });
});

describe('the scripted reader of a date', () => {
  const ready: Ask = { key: 'ready', label: 'When would it be ready?', kind: 'date' };
  const quoted = (reply: string) => readAnswers([ready], call(ready.label, reply, 'Thanks.'))[0]!;

  it.each([
    ['Hmm. We are slammed this week. Thursday the third.', 'Thursday the third.'],
    ['Friday. Let me look at the book... December ninth.', 'December ninth.'],
    ['We are busy in March. April fourteenth.', 'April fourteenth.'],
  ])('takes a day of a month over a week or a weekday said before it in %j', (reply, quote) => {
    expect(quoted(reply)).toMatchObject({ status: 'answered', quote });
  });

  it.each([
    ['Friday. Or the ninth if you want it pressed.', 'Friday.'],
    ['Tomorrow afternoon. The weekend is busier.', 'Tomorrow afternoon.'],
  ])('keeps the first day said when it is as exact in %j', (reply, quote) => {
    expect(quoted(reply)).toMatchObject({ status: 'answered', quote });
  });

  it('reads no date from "the minute we know"', () => {
    expect(quoted("We don't have it yet. We'll call the minute we know.").status).not.toBe('answered');
  });
});

describe('the scripted reader of hours said until closing', () => {
  const special: Ask = { key: 'special', label: 'When is the kids eat free night?', kind: 'schedule' };

  it.each([
    [
      'Mondays, from five till close. The kitchen closes at ten, so five to ten.',
      ['monday'],
      ['17:00-22:00'],
    ],
    ['Wednesdays from three until closing. We close at eight that day.', ['wednesday'], ['15:00-20:00']],
  ])('ends the hours at the closing time said next in %j', (reply, days, times) => {
    expect(schedule(call(special.label, reply, 'Thanks.'), special)).toEqual({ days, times });
  });

  it('keeps hours said in full from the sentence after them', () => {
    const reply = 'Mondays, five to eight. We close at ten.';
    expect(schedule(call(special.label, reply, 'Thanks.'), special)).toEqual({
      days: ['monday'],
      times: ['17:00-20:00'],
    });
  });
});

describe('the scripted reader of a schedule with a thing given up', () => {
  it.each([
    ['Tuesdays at four. We used to run a Friday one too, but that stopped in June.', ['tuesday'], ['16:00']],
    [
      'Saturday mornings at ten, and we had Sundays as well, but those are gone now.',
      ['saturday'],
      ['10:00'],
    ],
  ])('leaves out the days no longer held in %j', (reply, days, times) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({ days, times });
  });

  it('keeps a day said to be held still', () => {
    const reply = 'Saturdays at ten, and we used to do Sundays, and we still do, at noon.';
    expect(schedule(call(when.label, reply, 'Thanks.'))).toMatchObject({ days: ['saturday', 'sunday'] });
  });
});

describe('the scripted reader of a date reckoned from today', () => {
  const next: Ask = { key: 'next', label: 'When is the next family skate?', kind: 'date' };

  it('reads the date reckoned to, not the day it is today', () => {
    const turns = call(
      'Hi! Do you have family skates?',
      'We do, every other Sunday.',
      'Which date is the next one?',
      "Let's see, today's the, um, twenty-fourth, so that would be... Sunday the sixth.",
      'Thanks!',
    );
    const [, answer] = readAnswers(
      [{ key: 'skates', label: 'Do you have family skates?', kind: 'yes_no' }, next],
      turns,
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Sunday the sixth.' });
  });
});

describe('the scripted reader of a value not fixed yet', () => {
  const next: Ask = { key: 'next', label: 'When is the next author visit?', kind: 'date' };

  it.each([
    "Sometime in the spring, but the school board hasn't confirmed the date yet.",
    "It hasn't been announced yet, sorry.",
    'The date is TBD, keep an eye on our page.',
  ])('reads %j as not known', (reply) => {
    expect(readAnswers([next], call(next.label, reply, 'Thanks.'))[0]!.status).toBe('unknown');
  });

  it.each(['It is set for March third.', "We're not set up for weekends, so it's Friday the fifth."])(
    'reads the date said in %j',
    (reply) => {
      expect(readAnswers([next], call(next.label, reply, 'Thanks.'))[0]!.status).toBe('answered');
    },
  );
});

describe('the scripted reader past a break to someone else', () => {
  const practice: Ask = { key: 'practice', label: 'What days and times do they practice?', kind: 'schedule' };

  it('keeps the schedule said before "sorry about that": an apology for breaking off takes nothing back', () => {
    const reply =
      'Tuesdays and Thursdays, four-thirty to six-thirty. Sorry, hang on — (thirty-nines are on the left shelf, Jess!) — sorry about that. Yeah, Tuesday, Thursday, and then a handful of weekend comps.';
    expect(schedule(call(practice.label, reply, 'Thanks.'), practice)).toEqual({
      days: ['tuesday', 'thursday'],
      times: ['16:30-18:30'],
    });
  });

  it('still takes a value back after "sorry, hang on" that corrects it', () => {
    const fee: Ask = { key: 'fee', label: 'How much is it per month?', kind: 'money' };
    const reply =
      "All the fractional violins are the same, twenty-two a month. Sorry, hang on, we just changed that in September. It's twenty-four ninety-five now.";
    const [answer] = readAnswers([fee], call(fee.label, reply, 'Thanks.'));
    expect(answer?.quote).toBe("It's twenty-four ninety-five now.");
  });
});

describe('a "wait" that takes nothing back', () => {
  it('keeps the schedule said before "wait, no problem"', () => {
    const reply = 'Saturdays at ten. Wait, no problem if you come a bit late.';
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({ days: ['saturday'], times: ['10:00'] });
  });
});

describe('the scripted reader of a date', () => {
  it('takes the day named over a month said in passing', () => {
    const ask: Ask = { key: 'opening', label: 'Is there any opening before Christmas?', kind: 'date' };
    const turns = call(ask.label, "Ugh, December's crazy. Let me look... I've got the fifteenth.", 'Thanks.');
    expect(readAnswers([ask], turns, new Date('2026-11-24T15:00:00Z'))[0]?.quote).toBe(
      "I've got the fifteenth.",
    );
  });
});

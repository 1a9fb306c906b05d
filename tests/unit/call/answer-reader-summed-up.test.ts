import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const ages: Ask = { key: 'ages', label: 'What ages do they take?', kind: 'age_range' };
const days: Ask = { key: 'days', label: 'What days and times does it meet?', kind: 'schedule' };
const price: Ask = { key: 'price', label: 'How much is it per month?', kind: 'money' };
const takedown: Ask = { key: 'takedown', label: 'Do they take the lights down in January?', kind: 'yes_no' };
const estimate: Ask = { key: 'estimate', label: 'How much is the install?', kind: 'money' };

describe('the scripted reader, on an ask the agent sums up and never puts', () => {
  it('takes the business clause saying the value the agent sums up for the one ask of its kind', () => {
    const [, meets] = readAnswers(
      [ages, days, price],
      call(
        'Hi, I am an automated assistant calling for a parent. What ages do you take?',
        'We go eight to fourteen. The younger group meets Tuesdays and Thursdays, four-thirty to five-thirty.',
        'Great, so ages eight to fourteen, on Tuesdays and Thursdays from 4:30 to 5:30. How much is it per month?',
        "It's a hundred and twenty a month.",
        'Thank you.',
      ),
    );
    expect(meets).toMatchObject({
      status: 'answered',
      turn: 1,
      quote: 'The younger group meets Tuesdays and Thursdays, four-thirty to five-thirty.',
    });
  });

  it('takes a yes or no the agent sums up, said of the thing asked', () => {
    const [, down] = readAnswers(
      [estimate, takedown],
      call(
        'How much is it to put up the lights?',
        "We take it all down in January, that's included. Price I can't quote over the phone.",
        'So January takedown is included, and the price needs an estimate. Thanks very much.',
        'No problem.',
      ),
    );
    expect(down).toMatchObject({ status: 'answered', turn: 1 });
    expect(down.quote).toContain("that's included");
  });

  it('leaves it not asked when the business takes the summing up back', () => {
    const [, meets] = readAnswers(
      [ages, days],
      call(
        'What ages do you take?',
        'Eight to fourteen, Tuesdays and Thursdays, four-thirty to five-thirty.',
        'So ages eight to fourteen, on Tuesdays and Thursdays from 4:30 to 5:30.',
        "No, no, that's the old schedule, sorry.",
      ),
    );
    expect(meets).toMatchObject({ status: 'not_asked' });
  });

  it('leaves a price of another thing the agent sums up to the ask of that thing', () => {
    const fee: Ask = { key: 'fee', label: 'Is there a registration fee?', kind: 'money' };
    const [, registration] = readAnswers(
      [price, fee],
      call(
        'How much is it per month?',
        "It's a hundred and twenty a month.",
        'So it is $120 a month. Thank you, goodbye.',
        'Bye.',
      ),
    );
    expect(registration).toMatchObject({ status: 'not_asked' });
  });
});

describe('the scripted reader, on an agent line that sums up before it asks', () => {
  it('does not take the summing up for putting the ask it sums up', () => {
    const start: Ask = { key: 'start', label: 'When does the next session start?', kind: 'date' };
    const cost: Ask = { key: 'cost', label: 'How much does it cost?', kind: 'money' };
    const [starts] = readAnswers(
      [start, cost],
      call(
        'Do you have a summer program?',
        'Yep. The July weeks are full, so the next one with spots starts Monday, August second.',
        'Great: the next session starts Monday, August second. How much does it cost?',
        "Two-forty per kid for the week. For twins I think there's ten percent off the second one, but don't hold me to that, I'd have to ask.",
        'Thank you.',
      ),
      new Date('2027-07-08T14:45:00Z'),
    );
    expect(starts).toMatchObject({ status: 'answered', turn: 1 });
  });
});

describe('the scripted reader, on a reply that leaves the value open', () => {
  const read = (ask: Ask, ...lines: string[]) => readAnswers([ask], call(ask.label, ...lines, 'Thanks.'))[0]!;

  it.each([
    [
      { key: 'today', label: 'Can they get in today?', kind: 'yes_no' },
      "Today... let me look. I've got a four o'clock that might cancel. So today is a maybe.",
    ],
    [{ key: 'materials', label: 'Are materials included?', kind: 'yes_no' }, "It's a bit of both, honestly."],
    [
      { key: 'groom', label: 'How much is a full groom?', kind: 'money' },
      "It's ninety-five to one-sixty depending on size and the coat.",
    ],
    [
      { key: 'treatment', label: 'How long does a treatment take?', kind: 'duration' },
      'Long thick hair, could be an hour and a half, two hours.',
    ],
    [
      { key: 'sessions', label: 'How many sessions a week would he need?', kind: 'count' },
      'Some come once, some come three times.',
    ],
    [
      { key: 'job', label: 'How long does the job take?', kind: 'duration' },
      "Oh, that's the thing, it depends. If it's clean, forty-five minutes. If they burned pine in it for years, three hours.",
    ],
    [
      { key: 'size', label: 'What size violin for a 9-year-old?', kind: 'text' },
      'Could be a quarter, could be a half, honestly it depends on arm length, not age.',
    ],
  ] as const)('is unclear for %j', (ask, reply) => {
    expect(read(ask, reply)).toMatchObject({ status: 'unclear' });
  });

  it('still reads a value said under a condition when the reply did not say it depends', () => {
    const wait: Ask = { key: 'wait', label: 'How long does it take?', kind: 'duration' };
    expect(read(wait, "If there's no line, half an hour.")).toMatchObject({ status: 'answered' });
  });

  it('still reads a length and how often it comes', () => {
    const length: Ask = { key: 'length', label: 'How long is each session?', kind: 'duration' };
    expect(read(length, "In the office it's forty-five minutes, once a week.")).toMatchObject({
      status: 'answered',
    });
  });
});

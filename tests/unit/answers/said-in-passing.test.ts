import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('values said the way people say them', () => {
  it('reads "a buck fifty apiece" as a dollar fifty each', () => {
    expect(read('money', 'And the minis are a buck fifty apiece.', 'How much are the minis?')?.value).toEqual(
      {
        amount: 1.5,
        currency: 'USD',
        per: 'item',
      },
    );
  });

  it('reads "ten-oh-five" as five past ten', () => {
    expect(
      read('schedule', "Sunday it's nine-fifteen to ten-oh-five.", 'When is it on Sundays?')?.value,
    ).toEqual({ days: ['sunday'], times: ['09:15-10:05'] });
  });

  it('reads "the full hour" and "a good hour" as an hour', () => {
    expect(
      read('duration', 'For the little ones we always book the full hour.', 'How long is it?')?.value,
    ).toEqual({
      minutes: 60,
    });
    expect(read('duration', "It's a good hour, sometimes more.", 'How long is it?')?.value).toEqual({
      minutes: 60,
    });
  });
});

describe('a number said of something else', () => {
  it.each([
    ['count', "Weight limit's eight hundred pounds.", 'How many kids can be on it at once?'],
    ['money', 'Either one, really.', 'How much is a lesson?'],
    ['money', "Let me see if she's free, hold on.", 'What is the hourly rate for tutoring?'],
    ['date', 'Two-forty per kid for the week.', 'When does the next session start?'],
    ['age_range', 'And then the older kids come after, five-forty-five to seven.', 'What ages do they take?'],
    ['duration', "It's sixty-five per seat.", 'How long is the appointment?'],
    ['count', 'Some come once, some come three times.', 'How many sessions a week?'],
    ['count', 'Depends how big your six-year-olds are, ha.', 'How many kids can be on it at once?'],
    ['date', 'So right now, one-ninety-nine.', 'How soon can someone come?'],
    ['date', 'And tell the kid: lights on a timer, eight hours max.', 'How soon can someone come?'],
  ] as const)('gives no %s in %j', (kind, text, label) => {
    expect(read(kind, text, label)).toBeNull();
  });

  it('still reads the value said beside it', () => {
    expect(
      read('count', 'It holds eight hundred pounds, so about eight kids.', 'How many kids?')?.value,
    ).toBe(8);
    expect(read('date', 'The week of December 7th.', 'When does it start?')?.value).toBe('2026-12-07');
    expect(
      read('duration', "It's sixty-five per seat, and figure about forty-five minutes a seat.", 'How long?')
        ?.value,
    ).toEqual({ minutes: 45 });
  });
});

describe('a span of ages named as whose price it is', () => {
  it('is no price', () => {
    expect(
      read('money', 'Three to twelve is the kid price, fifteen.', 'How much for a child?')?.value.amount,
    ).toBe(15);
  });

  it('still leaves a span of prices per person a price', () => {
    expect(read('money', "It's ten to twelve per kid.", 'How much for a child?')?.value.amount).toBe(10);
  });
});

describe('prices said as alternatives', () => {
  const kayaks = 'Singles are twenty-five an hour, doubles are thirty-five.';

  it('takes the one said of the thing asked, whatever the tagger makes of its name', () => {
    expect(read('money', kayaks, 'How much is a double kayak per hour?')?.value.amount).toBe(35);
    expect(read('money', kayaks, 'How much is a single kayak per hour?')?.value.amount).toBe(25);
  });

  it('still tells a week asked for from a price per night', () => {
    const site = "It's fifty-two a night, or if you book the whole week it's three-twenty.";
    expect(read('money', site, 'How much is a serviced site for a week?')?.value).toMatchObject({
      amount: 320,
      per: 'week',
    });
  });
});

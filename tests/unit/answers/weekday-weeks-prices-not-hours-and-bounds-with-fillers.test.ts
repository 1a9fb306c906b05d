import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** "Friday week", a price said beside hours, an oldest age said with "about", a price said per a thing as no length, a day said alone as the topic, "nothing extra", a ratio, a bound of a rough amount. */

describe('dates', () => {
  it('reads "Friday week" as the Friday after the coming one', () => {
    expect(read('date', 'Tickets go on sale Friday week.', 'When do tickets go on sale?')?.value).toBe(
      '2026-12-04',
    );
  });

  it('still reads a weekday said before a week counted', () => {
    expect(read('date', 'Thursday, week three of the course.', 'When?')?.value).toBe('2026-11-26');
  });
});

describe('schedules', () => {
  it('reads no hour from a price said per month beside the hours', () => {
    expect(
      read(
        'schedule',
        'The two-day one is Tuesday and Thursday, eight to twelve, that runs three-fifteen a month.',
        'Times?',
      )?.value,
    ).toEqual({ days: ['tuesday', 'thursday'], times: ['08:00-12:00'] });
  });

  it('still reads a time said on its own', () => {
    expect(read('schedule', 'The last class starts at four-fifteen.', 'Times?')?.value).toEqual({
      days: [],
      times: ['16:15'],
    });
  });
});

describe('ages', () => {
  it('reads "up to about six" as the oldest', () => {
    expect(read('age_range', "It's meant for babies up to about six.", 'What ages?')?.value).toEqual({
      min: null,
      max: 6,
    });
  });
});

describe('lengths', () => {
  it('reads no length from a price said per lesson', () => {
    expect(read('duration', 'Forty a lesson, yes.', 'How long is each lesson?')).toBeNull();
  });

  it('still reads minutes said alone', () => {
    expect(read('duration', 'Forty, give or take.', 'How long is each lesson?')?.value).toEqual({
      minutes: 40,
    });
  });
});

describe('yes or no', () => {
  it('reads a day said alone as the topic with what is said of it', () => {
    expect(
      read('yes_no', 'Sundays, we used to open, but not since the spring.', 'Are you open on Sundays?')
        ?.value,
    ).toBe(false);
  });
});

describe('yes or no of a thing included', () => {
  it('reads "nothing extra" as no denial of the thing', () => {
    expect(
      read('yes_no', "That covers the outings, so there's nothing extra for those.", 'Do they go on outings?')
        ?.value,
    ).toBe(true);
  });
});

describe('counts of a ratio and rough amounts', () => {
  it('reads "one to six" to a ratio as six', () => {
    expect(read('count', 'One to six, we never go higher.', "What's the staff ratio?")?.value).toBe(6);
  });

  it('reads no count from a bound of a rough amount', () => {
    expect(read('count', 'More than a handful, less than a crowd.', 'How many kids per group?')).toBeNull();
  });
});

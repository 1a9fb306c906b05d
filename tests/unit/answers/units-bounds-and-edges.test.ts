import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Charges for coming out, plans and how often, people singled out, age names and slots, hours asked of an edge. */

const money = (text: string, label: string) => read('money', text, label)?.value;

describe('a charge for coming out to the caller', () => {
  it('is per visit, however the question names it', () => {
    expect(money('Seventy-nine.', 'Is there a call-out fee?')).toMatchObject({ amount: 79, per: 'visit' });
    expect(money("It's sixty-five.", 'What does the travel charge come to?')).toMatchObject({ per: 'visit' });
    expect(money('Forty.', 'What do you charge to come out and have a look?')).toMatchObject({
      per: 'visit',
    });
  });

  it('as is a chimney sweep, done in one sitting', () => {
    expect(money('Two-ten.', 'How much is a chimney sweep?')).toMatchObject({ amount: 210, per: 'visit' });
  });
});

describe('the period a question asks the price per', () => {
  it('holds when the reply says how often, or that the plan runs month to month', () => {
    expect(
      money('Most kids come three times a week, so the one-sixty.', 'How much per month for a ten-year-old?'),
    ).toMatchObject({ amount: 160, per: 'month' });
    expect(money("It's ninety-nine, month to month.", 'What is the monthly price?')).toMatchObject({
      amount: 99,
      per: 'month',
    });
  });

  it('is not a run of months when the amount is set off from it', () => {
    expect(money("It's one twenty-nine, month to month.", 'How much is it?')?.per).not.toBe('term');
  });
});

describe('a price for one of several people', () => {
  it('is per child, the first or each one after', () => {
    expect(money("It's fourteen dollars for the first child.", 'How much is drop-in play?')).toMatchObject({
      amount: 14,
      per: 'child',
    });
    expect(money('Nine for each additional child.', 'How much is a sibling?')).toMatchObject({
      per: 'child',
    });
  });
});

describe('"each" with no things named before it', () => {
  it('counts the things the question prices per', () => {
    expect(money("The round ones, that's nine each.", 'How much per tent?')).toMatchObject({
      amount: 9,
      per: 'item',
    });
  });

  it('is each person otherwise', () => {
    expect(money("That's nine each.", 'How much is it?')?.per).toBe('person');
  });
});

describe('numbers that are no price', () => {
  it('include an age group named as one word', () => {
    expect(money('The eight-and-up climb is twenty dollars.', 'How much is the climb?')?.amount).toBe(20);
    expect(money('The ten-and-over league costs forty.', 'How much is the league?')?.amount).toBe(40);
  });

  it('include whole hours after the days and a part of the day', () => {
    expect(
      read('money', 'The family swim is Sunday mornings, nine to eleven.', 'How much is family swim?'),
    ).toBeNull();
  });

  it('but a price said "and up" stays one', () => {
    expect(money('Cakes are thirty-five and up.', 'How much is a cake?')?.amount).toBe(35);
  });
});

describe('a span of ages that runs backwards', () => {
  it('is hours, not ages', () => {
    expect(
      read('age_range', "We're open Monday to Friday from ten to four.", 'What ages do you take?'),
    ).toBeNull();
  });
});

describe('an amount of money', () => {
  it('counts no things', () => {
    expect(
      read('count', "It's thirty euro a year for the family.", 'How many books can we borrow?'),
    ).toBeNull();
  });
});

describe('a weekday said after or before a holiday', () => {
  it('is the first such weekday that side of it', () => {
    // Thanksgiving 2026 is Thursday 26 November; the call is on the 24th.
    expect(read('date', 'The Monday after Thanksgiving.', 'When do you reopen?')?.value).toBe('2026-11-30');
    expect(read('date', 'We close the Tuesday before Thanksgiving.', 'When do you close?')?.value).toBe(
      '2026-11-24',
    );
  });
});

describe('a yes or no after a word set off before it', () => {
  it('is that yes or no', () => {
    expect(read('yes_no', 'Honestly, yeah.', 'Is there a waitlist?')?.value).toBe(true);
    expect(read('yes_no', 'Frankly, no.', 'Is parking free?')?.value).toBe(false);
  });
});

describe('saying one can just come', () => {
  it('says no appointment is needed', () => {
    expect(read('yes_no', 'Nope, just pop in any weekday.', 'Is an appointment needed?')?.value).toBe(false);
    expect(read('yes_no', 'You can swing by whenever.', 'Do I need to book ahead?')?.value).toBe(false);
  });
});

describe('the time a place opens, asked of', () => {
  it('is the time said with opening, not what happens after', () => {
    expect(
      read(
        'schedule',
        'The gates open at eight-thirty and then the first show is at ten.',
        'What time do you open?',
      )?.value,
    ).toEqual({ days: [], times: ['08:30'] });
  });

  it('keeps both ends when the question asks for hours', () => {
    expect(
      read('schedule', 'We open at nine and close at five.', 'What are your opening hours?')?.value,
    ).toEqual({
      days: [],
      times: ['09:00-17:00'],
    });
  });
});

describe("a season's session", () => {
  it('is a term', () => {
    expect(money('Two-forty.', 'How much is the winter session?')).toMatchObject({
      amount: 240,
      per: 'term',
    });
    expect(money('The spring session runs ten weeks and is three hundred.', 'What does it cost?')?.per).toBe(
      'term',
    );
  });

  it('but a session asked of alone is one meeting', () => {
    expect(money('Thirty a session.', 'How much per session?')?.per).toBe('session');
  });
});

describe('when a thing said to start at a time ends', () => {
  it('closes the range, at the first such hour after the start', () => {
    expect(
      read('schedule', 'Sundays at nine-thirty, and it wraps up around eleven.', 'When is the toddler class?')
        ?.value,
    ).toEqual({ days: ['sunday'], times: ['09:30-11:00'] });
    expect(read('schedule', 'Fridays at seven, it ends about nine.', 'When is movie night?')?.value).toEqual({
      days: ['friday'],
      times: ['19:00-21:00'],
    });
  });
});

describe('a grade or a level', () => {
  it('is no price, nor the end of a span of them', () => {
    expect(money('Grades four through six are twelve hundred a term.', 'How much is tuition?')).toMatchObject(
      {
        amount: 1200,
        per: 'term',
      },
    );
    expect(money('For level two it runs eighty-five a month.', 'What is the monthly fee?')?.amount).toBe(85);
  });
});

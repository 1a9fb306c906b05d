import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('a number counting people', () => {
  it.each([
    ['Yep, two adults per family get in free.', 'Do parents get in free?', true],
    ['Sure, one parent per child is free.', 'Is it free for parents?', true],
  ])('is no price in %j to %j', (text, label, value) => {
    expect(read('yes_no', text, label)?.value).toBe(value);
  });

  it('keeps a price said after the people it is for', () => {
    expect(read('money', 'Two kids is forty dollars.', 'How much for two kids?')?.value.amount).toBe(40);
    expect(read('yes_no', 'No, grown-ups are eight dollars each.', 'Do parents get in free?')?.value).toBe(
      false,
    );
  });
});

describe('an age bound before a price', () => {
  it.each([
    ['For kids under ten, fourteen dollars.', 14],
    ['Anyone over sixty-five, twelve bucks.', 12],
  ])('starts no range in %j', (text, amount) => {
    expect(read('money', text, 'How much is it?')?.value.amount).toBe(amount);
  });

  it('still reads a range said before its currency', () => {
    expect(read('money', 'Eighty, eighty-five dollars.', 'How much is it?')?.value.amount).toBe(80);
  });
});

describe('a number of things after "at" or "to"', () => {
  it.each([
    ['Tuesday mornings, and we limit it at eight toddlers.', ['tuesday'], []],
    ['Fridays at four, up to ten players.', ['friday'], ['16:00']],
  ])('is no hour in %j', (text, days, times) => {
    expect(read('schedule', text, 'When is it?')?.value).toEqual({ days, times });
  });

  it('keeps an hour said before a day or a part of the day', () => {
    expect(read('schedule', 'At six Saturdays.', 'When is it?')?.value).toEqual({
      days: ['saturday'],
      times: ['18:00'],
    });
  });
});

describe('"one" standing for a thing', () => {
  it.each([
    ['The pottery one is nine to twelve.', 'Can a 10-year-old take the pottery class?', true],
    ['The evening one is thirteen and up.', 'Can a 10-year-old take the evening class?', false],
  ])('is no age in %j to %j', (text, label, value) => {
    expect(read('yes_no', text, label)?.value).toBe(value);
  });

  it.each([
    ['The junior one we keep to eight.', 'How many kids are in the class?', 8],
    ['Ten— no wait, sorry, the beginner one we cap at seven.', 'How many kids are in the class?', 7],
    ['Ten— sorry, no, the advanced one they cap at twelve.', 'How many kids per group?', 12],
  ])('is no count in %j to %j', (text, label, value) => {
    expect(read('count', text, label)?.value).toBe(value);
  });

  it('still counts an age said "age one"', () => {
    expect(read('age_range', 'From age one, and up to five.', 'What ages?')?.value).toEqual({
      min: 1,
      max: 5,
    });
  });
});

describe('"free" joined to the word before it', () => {
  it.each(['You walk out flea-free, guaranteed.', "It's all flea-free by the end."])(
    'says what a thing is without, not its price, in %j',
    (text) => {
      expect(read('money', text, 'How much is a flea bath?')).toBeNull();
    },
  );

  it('still says nothing is charged when what it is free of is a charge', () => {
    expect(read('money', "It's fee-free for members.", 'How much is a flea bath?')?.value.amount).toBe(0);
  });
});

describe('a number of things the business has', () => {
  it.each([
    ["Which size? We've got like twelve.", 'How much is a tent rental?'],
    ['We have about forty of them.', 'How much is a locker?'],
  ])('is no price in %j', (text, label) => {
    expect(read('money', text, label)).toBeNull();
  });

  it('keeps a price said with "for" after "we have it"', () => {
    expect(read('money', 'We have it for twelve.', 'How much is a tent rental?')?.value.amount).toBe(12);
  });
});

describe('a number leading to a unit of time or a share', () => {
  it.each([
    'Lab results come back in about two, three business days.',
    'It takes two or three weeks.',
    'Give it three working days.',
    'Nine times out of ten in a bathroom that is the culprit.',
  ])('is no price in %j', (text) => {
    expect(read('money', text, 'What does the inspection cost?')).toBeNull();
  });

  it('keeps a price said before a one-time note', () => {
    const price = read(
      'money',
      'Four-fifty, one-time, and that covers the one-week check.',
      'How much is it?',
    );
    expect(price?.value).toMatchObject({ amount: 450, per: 'one_time' });
  });
});

describe('a number naming a group', () => {
  it.each([
    ['Twelve-U is three a week, Monday, Wednesday, Friday.', 'How many practices a week?', 3],
    ['Grade 3 kids go twice a week.', 'How many times a week?', 2],
    ['Room 4 has twelve kids.', 'How many kids in a class?', 12],
  ])('is not counted in %j', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });
});

describe('the weekend narrowed to the day said after it', () => {
  it.each([
    ['Junior drop-in on the weekend is Saturday, one to three.', ['saturday']],
    ["On weekends we're open Sunday ten to two.", ['sunday']],
    ['Weekends, Saturday and Sunday, nine to five.', ['saturday', 'sunday']],
    ['Weekends nine to five, Sunday till noon.', ['saturday', 'sunday']],
  ])('%j', (text, days) => {
    expect(read('schedule', text, 'What are the weekend times?')?.value.days).toEqual(days);
  });
});

describe('a range of ages said with "for"', () => {
  it('is no hours of a schedule', () => {
    const said = "Junior Robotics is for eight to ten. It's Thursdays from four to five-fifteen.";
    expect(read('schedule', said, 'When does the class meet?')?.value).toEqual({
      days: ['thursday'],
      times: ['16:00-17:15'],
    });
    expect(read('schedule', 'Junior Robotics is for eight to ten.', 'When does it meet?')).toBeNull();
  });

  it.each([
    ["It's for two to four in the afternoon.", ['14:00-16:00']],
    ['Book it for six to eight p.m.', ['18:00-20:00']],
  ])('keeps hours said with "for" and a part of the day: %j', (text, times) => {
    expect(read('schedule', text, 'When is it?')?.value.times).toEqual(times);
  });
});

describe('a time of day, a start or a rate', () => {
  it.each([
    ['Regular lessons start at seven.', 'How many kids are in a lesson?'],
    ['Small group is forty-five an hour.', 'How many kids are in a group?'],
  ])('is no count in %j', (text, label) => {
    expect(read('count', text, label)).toBeNull();
  });

  it('still counts a cap said with "at", and a count per period asked per period', () => {
    expect(read('count', 'We cap it at six.', 'How many kids are in a class?')?.value).toBe(6);
    expect(read('count', 'Two a week.', 'How many lessons a week?')?.value).toBe(2);
  });

  it('is no age in "at nine a.m."', () => {
    expect(read('age_range', 'Registration opens January fifteenth at nine a.m.', 'What ages?')).toBeNull();
  });
});

describe('a number of other things said where ages are asked', () => {
  it('is no age', () => {
    expect(read('age_range', "There's two teams.", 'What ages is the team for?')).toBeNull();
  });

  it('is no age in the hours of a class, "four to five-thirty"', () => {
    const said = "Kids' wheel class is Thursdays, four to five-thirty, that's for nine to fourteen.";
    expect(read('age_range', said, 'What ages is the class for?')?.value).toEqual({ min: 9, max: 14 });
  });

  it('reads grades said after a pause as the ages of those grades', () => {
    expect(read('age_range', 'We go by grade, four through eight.', 'What ages?')?.value).toEqual({
      min: 9,
      max: 14,
    });
  });
});

describe('values said to hold only sometimes', () => {
  it.each([
    'Usually six, sometimes eight.',
    "Like sometimes it's six kids with one coach, sometimes it's more like ten.",
  ])('settle no count in %j', (text) => {
    expect(read('count', text, 'How many kids per coach?')).toBeNull();
  });

  it('keeps a count hedged by "sometimes fewer"', () => {
    expect(read('count', 'About six kids, sometimes fewer.', 'How many kids?')?.value).toBe(6);
  });
});

describe('a number of people, or a ratio, to a count of things', () => {
  it.each([
    [
      'Two. Sorry, it is loud, there are like fifteen seven-year-olds screaming.',
      'How many practices are there a week?',
      2,
    ],
    ['Fifteen kids on the wall and two practices a week.', 'How many practices are there a week?', 2],
    ['One kid per machine and I have got eight machines.', 'How many kids are in a class?', 8],
  ])('reads %j to %j as %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });

  it('still counts people when the question does', () => {
    expect(read('count', 'We take fifteen kids a session.', 'How many kids per session?')?.value).toBe(15);
  });
});

describe('an hour of the day', () => {
  it('is no price: "my six o\'clock class"', () => {
    const text = "Oh, I'm sorry, my six o'clock class is walking in, I have to go.";
    expect(read('money', text, 'What is the monthly cost?')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';

const context = (label: string) => ({
  label,
  currency: 'USD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});
const price = (text: string, label: string) => normalizeAnswer('money', text, context(label))?.value;

describe('what a price is per', () => {
  it.each([
    // A payment made once, named by the question or by what it is paid to do.
    ['Three hundred to lock in your date.', 'How much is the deposit?', 300, 'one_time'],
    ['You just need twenty-five to open it.', 'What is the minimum to open an account?', 25, 'one_time'],
    ["It's a hundred and fifty to reserve the hall.", 'How much to book the hall?', 150, 'one_time'],
    ['Forty-five.', 'Is there a registration fee?', 45, 'one_time'],
    ['The setup is ninety.', 'How much is the set-up fee?', 90, 'one_time'],
    // A period said with it stays its unit.
    ['Registration runs thirty a year.', 'How much is registration?', 30, 'year'],
    ['The deposit is one month, so twelve hundred a month.', 'How much is the deposit?', 1200, 'month'],
    // A length said in the next breath is how long it runs, not what it is per: a consult is one sitting.
    [
      'The consult is one twenty-five, it takes about an hour.',
      'How much is the first consult?',
      125,
      'visit',
    ],
    ['First appointment is two ten, it lasts ninety minutes.', 'How much is the first visit?', 210, 'visit'],
    ['One-twenty, an hour.', 'How much do you charge?', 120, 'hour'],
    ['Seventy bucks, flat.', 'How much is it?', 70, 'one_time'],
    // "Each" after a plural counts that plural; said for the thing asked, the thing asked.
    ['Semi-privates are forty each.', 'How much is a semi-private lesson?', 40, 'lesson'],
    ['Groups are thirty each.', 'How much is a group class?', 30, 'class'],
    ['Tickets are nine each.', 'How much are tickets to the show?', 9, 'person'],
    ['Seats are fifteen each.', 'How much is it?', 15, 'person'],
    ['Kids are eight each.', "How much is a kid's class?", 8, 'child'],
    ['The cupcakes are three each.', 'How much are the cupcakes?', 3, 'item'],
    ['We tag them all the same, twelve bucks each.', 'How much is a used skateboard?', 12, 'item'],
    // A season is its own unit.
    ["It's ninety for the season.", 'How much is rec soccer?', 90, 'season'],
    // A thing lasting a run of weeks is a term, and so is a price for all of them.
    ['The six-week session is two-ten.', 'How much is the session?', 210, 'term'],
    ["It's a course, two-ninety for the whole six weeks.", 'How much does the class cost?', 290, 'term'],
    // A period said after the thing priced.
    ['A forty-dollar pass for the month.', 'How much is it?', 40, 'month'],
    ['Fifty-dollar membership for the year.', 'How much is a membership?', 50, 'year'],
    ['Two forty, or two hundred if you pay the term up front.', 'How much is the program?', 240, null],
  ] as const)('reads %j (to %j) as %d per %s', (text, label, amount, per) => {
    expect(price(text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    // A thing bought, priced with no unit said, is per item.
    [
      "With the satin ribbon it's thirty-eight.",
      'How much is a boutonniere with a satin ribbon?',
      38,
      'item',
    ],
    ['The medium backpack is forty-four ninety-five.', 'How much is the medium backpack?', 44.95, 'item'],
    ['Twenty-two, any colour.', 'How much is a pumpkin?', 22, 'item'],
    // What is said of it stays its unit: "flat" is paid once.
    ['Twenty-two flat, any colour.', 'How much is a pumpkin?', 22, 'one_time'],
    ['Those are eighteen.', 'How much are the leotards?', 18, 'item'],
    // A service, a payment or a time asked for is no item.
    ['Ninety-five.', 'How much is the inspection?', 95, null],
    ['One-sixty-nine flat.', 'How much to replace the phone screen?', 169, 'one_time'],
    ["It's a hundred and ten.", 'What is the service fee?', 110, null],
    ['Seventy.', 'How much is a session?', 70, 'session'],
    ['Four hundred, flat.', 'How much does it cost to book the bouncy castle?', 400, 'one_time'],
  ] as const)('reads %j (to %j) as %d per %s', (text, label, amount, per) => {
    expect(price(text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    ['Ninety-five.', 95],
    ['Twenty-two.', 22],
    ['Sixty-five!', 65],
    // A pause parts two numbers; a number picked up after a trailing pause is read.
    ['Seventy, one-time.', 70],
    ['…forty.', 40],
  ])('reads a number said as a whole sentence, %j, in full', (text, amount) => {
    expect(price(text, 'How much is it?')?.amount).toBe(amount);
  });
});

describe('the end of a range of prices asked for', () => {
  it.each([
    ['Boxes start at thirty and go up to ninety for the family box.', 'How much is the smallest box?', 30],
    ['Boxes start at thirty and go up to ninety for the family box.', 'How much is the biggest box?', 90],
    ['Cakes run from forty up to about two hundred dollars.', 'How much is the cheapest cake?', 40],
    ['Cakes run from forty up to about two hundred dollars.', 'What does the largest cake cost?', 200],
    ['The basic package is sixty, deluxe goes up to a hundred.', 'How much is the basic package?', 60],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it('leaves a price a range starts at alone when no end is asked', () => {
    expect(
      price('Corsages start at thirty-five, that is carnations.', 'How much is a corsage with roses?'),
    ).toBeUndefined();
    expect(price('Classes start at nine.', 'How much is the smallest class?')).toBeUndefined();
  });

  it('is less sure of the other end when only that one is said', () => {
    const reading = normalizeAnswer(
      'money',
      'They go all the way up to one-fifty.',
      context('How much is the smallest bucket?'),
    );
    expect(reading?.certainty).toBeLessThan(0.6);
  });
});

describe('a price lost on the line', () => {
  it.each([
    ['Kids at the gate are [static] and grown-ups are twenty-five.', "How much is a kid's pass at the gate?"],
    ["It's, uh, [inaudible].", 'How much is the class?'],
    ['The lesson is [garbled], and the gear rental is ten.', 'How much is the lesson?'],
  ])('reads no price in %j to %j', (text, label) => {
    expect(price(text, label)).toBeUndefined();
  });

  it.each([
    ['Adults are [static], kids are twelve.', "How much is a kid's ticket?", 12],
    ["It's forty [static] a month.", 'How much is it?', 40],
    ['The [inaudible] class is thirty.', 'How much is the class?', 30],
  ])('still reads the price said in %j to %j', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('prices said case by case, and prices added on', () => {
  it.each([
    ["Some of them it's forty, some it's eighty, it depends on the size.", 'How much is the deposit?'],
    ['Some are twenty, others are thirty-five.', 'How much are the frames?'],
  ])('reads no one price in %j to %j', (text, label) => {
    expect(price(text, label)).toBeUndefined();
  });

  it.each([
    ['Some kids pay ten, and some adults pay twenty.', 'How much for kids?', 10],
    ['Some of them are fifty.', 'How much is it?', 50],
    ["It's a hundred.", 'How much is it?', 100],
    [
      "It's a flat three hundred for up to fifty kids, after that it's four bucks a kid.",
      'How much to book the show?',
      300,
    ],
    ['Free for the first hour, after that it is ten an hour.', 'How much is parking?', 0],
    ['The first class is free, after that it is twenty dollars.', 'How much is a class?', 20],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('a price said as one and two more digits', () => {
  it.each([
    ["That's one-ninety-five for the whole check, all in.", 'How much is a mold inspection?', 195],
    ['One ninety-nine.', 'How much is the lab test?', 199],
    // Must not change: a small thing, or a dollar said.
    ['One ninety-nine a bag.', 'How much is the popcorn?', 1.99],
    ['A dollar ninety-nine.', 'How much is a juice box?', 1.99],
    ['Four ninety-nine a pair.', 'How much are the socks?', 4.99],
  ])('reads %j (to %j) as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

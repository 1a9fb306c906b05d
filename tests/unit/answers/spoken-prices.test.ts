import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';

const context = (label: string, currency = 'USD') => ({
  label,
  currency,
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});
const price = (text: string, label: string, currency?: string) =>
  normalizeAnswer('money', text, context(label, currency))?.value;

describe('prices said as two numbers', () => {
  it.each([
    // Near the other prices said with it.
    ['Little ones are three fifty, grown-ups five.', 'How much is a swim for my son?', 3.5],
    ['Under twelve is six twenty-five, everyone else nine.', "What's the price for a kid?", 6.25],
    // Retail cents past ten are settled, and a yardstick too.
    [
      'Under three is nine ninety-five, three and up is fourteen ninety-five.',
      'How much is it for a 2-year-old?',
      9.95,
    ],
    ['Two forty, or two hundred if you pay the term up front.', 'How much is the program?', 240],
    // An hour of the day is no price beside it.
    ['The big tent is three fifty for the day, we set up by eight.', 'How much is the tent rental?', 350],
    // In the range the thing priced usually costs.
    ['The children are eleven fifty.', 'How much is admission for a child?', 11.5],
    ['Tickets for the matinee are seven fifty.', 'How much are tickets?', 7.5],
    ['Each one is three seventy-five.', 'How much is a craft?', 3.75],
    ['We charge thirteen fifty a class.', 'How much are the classes?', 13.5],
    ["It's twelve seventy-five an hour for the little court.", 'How much to rent the court?', 12.75],
    ['Full-time infant care is sixteen twenty-five a month.', 'How much is infant care?', 1625],
    ['The fall term is four twenty.', 'How much is the fall term?', 420],
    ['For the little ones a drop-in is nine fifty.', 'How much is it?', 9.5],
    ['One ninety-nine for the eight weeks.', 'How much is the session?', 199],
    ['Two forty-nine, that covers twelve classes.', 'How much is it?', 249],
    ['Packages are three ninety-five for up to ten kids.', 'How much is a party?', 395],
    ["It's sixteen ninety-five each, minimum six kids.", 'How much is a party?', 16.95],
  ])('reads %j (to %j) as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    // Both readings fit: hundreds, as before.
    ['The camp is eleven fifty.', 'How much is the camp?', 1150],
    ["It's eight twenty-five for the fall session.", 'How much is the fall session?', 825],
    ['It comes to three twenty.', 'How much is it?', 320],
    ['One-ninety a session.', 'How much is a session?', 190],
    ['Two-forty for the week.', 'How much is the camp?', 240],
    ['Around one-twenty per head.', 'How much is it per child?', 120],
    ['A small cake starts at four fifty.', 'How much is a cake?', 450],
    // An add-on beside it is no yardstick.
    ['Five sixty for the season, plus a twenty dollar deposit.', 'How much is the season?', 560],
    // A first number of twenty and up, or retail cents, is dollars and cents anywhere.
    ['Forty-two fifty a month.', 'What is the monthly fee?', 42.5],
    ['Nine ninety-nine.', 'How much is the camp?', 9.99],
    ['Three ninety-five a bag.', 'How much is the popcorn?', 3.95],
  ])('keeps %j (to %j) at %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('prices said as hundreds, then cents', () => {
  it.each([
    ['The stroller is one forty-nine ninety-five.', 'How much is the stroller?', 149.95],
    ["That model's two eighty-nine ninety-nine, tax in.", 'How much is the car seat?', 289.99],
    ['Three-oh-five fifty for the full service.', 'How much is the service?', 305.5],
    ["It's two-oh-nine.", 'How much is the bike?', 209],
    ['One oh five a month.', 'How much is the membership?', 105],
  ])('reads %j (to %j) as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    // Two numbers stay two numbers, read as before.
    ['One forty-nine.', 'How much is the stroller?', 149],
    ['Three ninety-nine a bag.', 'How much is the popcorn?', 3.99],
    ['One twenty, thirty for siblings.', 'How much is it?', 120],
    // A number after the price that counts something is no cents.
    ['One twenty-five, forty-five minutes.', 'How much is a lesson?', 125],
  ])('keeps %j (to %j) at %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('prices in coins and slang', () => {
  it.each([
    ["It's a toonie a go.", 'How much is the bouncy castle?', 2, 'CAD'],
    ['Bring three loonies for the locker.', 'How much is a locker?', 3, 'CAD'],
    ['Two toonies per kid.', 'How much is it?', 4, 'CAD'],
    ['A buck fifty for a juice box.', 'How much are drinks?', 1.5, 'USD'],
    ["It's a dollar seventy-five a pound, ten pound minimum.", 'What is the price per pound?', 1.75, 'USD'],
    ['Just a buck.', 'How much is a pencil?', 1, 'USD'],
    ['Five bucks twenty-five with tax.', 'How much is a snack?', 5.25, 'USD'],
    ['Nine dollars and ninety cents.', 'How much is the ticket?', 9.9, 'USD'],
    ['Rentals are a fiver.', 'How much are rentals?', 5, 'USD'],
    ['Bring a tenner for pizza.', 'How much is the pizza?', 10, 'USD'],
    ['A dollar a minute after closing.', 'What is the late fee?', 1, 'USD'],
    ['Roughly two grand for the summer.', 'How much is the nanny share?', 2000, 'USD'],
    ['A grand, give or take.', 'How much is the assessment?', 1000, 'USD'],
    ['Seventy-five cents a scoop.', 'How much is the bird seed?', 0.75, 'USD'],
    ['$35/hr, two-hour minimum.', 'What is the rate?', 35, 'USD'],
  ])('reads %j as %d %s', (text, label, amount, currency) => {
    expect(price(text, label)).toMatchObject({ amount, currency });
  });

  it('reads a number said with "-ish" as hedged', () => {
    const reading = normalizeAnswer('money', 'Thirty-ish a class.', context('How much is a class?'));
    expect(reading?.value).toMatchObject({ amount: 30, per: 'class' });
    expect(reading?.hedged).toBe(true);
  });

  it('keeps "grand" that is no money', () => {
    expect(price('It is our grand opening, so the first class is $10.', 'How much is a class?')?.amount).toBe(
      10,
    );
  });

  it('keeps a number after dollars that counts something', () => {
    expect(price('Ten dollars, twenty for two kids.', 'How much is it?')?.amount).toBe(10);
    expect(price('Thirty dollars for 45 minutes.', 'How much is a lesson?')?.amount).toBe(30);
  });
});

describe('prices someone else pays, or that apply only beyond the usual case', () => {
  it.each([
    ["If you've got a referral, it's covered by OHIP.", 'How much is the assessment?'],
    ['Most insurance plans cover it, so usually nothing.', 'How much is a checkup?'],
    ['Your extended health covers it.', 'What does a session cost?'],
    ["It's fully covered for residents.", 'What does it cost?'],
    ['There is none inside the city, past that it is a dollar a kilometre.', "What's the delivery charge?"],
    ['Nothing for the first five kilometres, otherwise $20.', 'Is there a travel fee and how much?'],
    ["The assessment doesn't cost you anything.", 'How much is the assessment?'],
    ["Oh, that one's on us.", 'How much is the swim test?'],
    ['We waived it this year.', 'How much is the registration fee?'],
    ["The jersey's included, you just buy socks, like eight bucks.", 'How much is the jersey?'],
  ])('reads %j as 0', (text, label) => {
    expect(price(text, label, 'CAD')?.amount).toBe(0);
  });

  it.each([
    ['The first lesson is free, after that it is thirty a lesson.', 'How much is a lesson?', 30],
    ["It's $120, and most insurance covers it.", 'How much is a session?', 120],
    ['The fee covers the jersey and the ice time, it is two hundred.', 'What is the fee?', 200],
    ['No charge for registration, but the classes are forty dollars.', 'How much are classes?', 40],
    ['Gear is included, and the lessons are $25.', 'How much are the lessons?', 25],
    ["It's ninety for the year, which works out to under eight bucks a month.", 'What is the fee?', 90],
    ['Forty a class, that comes to $160 a month.', 'How much is it?', 40],
    ['We take twelve per class, and it is thirty dollars a class.', 'How much is a class?', 30],
  ])('keeps the price in %j', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('the unit a price is per', () => {
  it.each([
    ['Two ninety-five, lunch included.', 'How much is the week?', 'week'],
    ['Sixty-five.', "What's the monthly fee?", 'month'],
    ['Forty.', 'How much per lesson?', 'lesson'],
    ['It is eighty dollars a day.', 'How much is the week?', 'day'],
    ["It's $180 for the eight weeks.", 'What is the monthly fee?', 'term'],
    ['Three fifty.', 'How much is a party for ten kids?', null],
    ['Two seventy-five.', 'How much is the day camp per week?', 'week'],
    ['Twenty-two.', 'How much is a day pass?', null],
    ['Twelve a person, kids under three free.', 'How much is it?', 'person'],
  ])('reads %j to %j as per %s', (text, label, per) => {
    expect(price(text, label)?.per).toBe(per);
  });
});

describe('the unit a price implies without naming a period', () => {
  it.each([
    ['Seventy a gown to rent.', 'How much to rent a gown?', 70, 'item'],
    ["It's sixty dollars per panel, installed.", 'How much are the shades?', 60, 'item'],
    ['Thirty bucks a player, shoes included.', 'What does a game cost?', 30, 'person'],
    ['Forty-five per guest.', 'How much is the brunch?', 45, 'person'],
    ['The mugs are six fifty each.', 'How much is a mug?', 6.5, 'item'],
    ["They're four twenty-five each.", 'How much are the stickers?', 4.25, 'item'],
    ['Kids are nine each.', 'How much is the show?', 9, 'child'],
    ['The two-hour pass is twenty each, the all-day pass is thirty.', 'How much is it?', 20, 'person'],
    ["If you drop in it's fifteen.", 'How much is it?', 15, 'class'],
    ['The assessment is sixty minutes, and that one is one-forty.', 'How much is it?', 140, 'session'],
    ["The course's six weeks, it's two-forty.", 'How much is it?', 240, 'term'],
    ['Three-forty for the twelve weeks.', 'How much is it?', 340, 'term'],
    ['The program runs ten weeks, it is four hundred.', 'What is the cost?', 400, 'term'],
    ['Winter is two-ten now, fabric included.', 'How much is the course?', 210, 'term'],
    ['Two-ten per course.', 'How much is it?', 210, 'term'],
    ['Two-ten now, fabric included.', 'How much does the course cost?', 210, 'term'],
    ['Every one is the same, seventy-five.', 'What is the price for a wreath?', 75, 'item'],
  ])('reads %j to %j as %d per %s', (text, label, amount, per) => {
    expect(price(text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    ['We need two weeks notice, and it is ninety.', 'How much is it?', null],
    ['Twenty a month, and each kid gets a shirt.', 'How much is it?', 'month'],
    ['Thirty dollars, a real bargain.', 'How much is it?', null],
    ['A hundred and forty-five each.', 'How much is a session?', 'session'],
    ['Eighty for an hour session.', 'How much is it?', 'session'],
    ['Ninety bucks, flat.', 'How much is it?', 'one_time'],
    ['Sixty dollars, monthly.', 'How much is it?', 'month'],
    ['Last year it was twelve.', 'How much is a basket?', 'item'],
    ['Ninety dollars this week, it goes up after.', 'How much is it?', null],
    ['Thirty a week for the next month.', 'How much is it?', 'week'],
    ['Ninety minutes, and it is twenty a kid.', 'How much is it?', 'child'],
    // "each" counts the things the price's phrase opens with, not a plural said after them.
    ['Swim lessons for kids run forty each.', 'How much are swim lessons?', 'lesson'],
    ['Party hats for the guests are two each.', 'How much are the hats?', 'item'],
    ['The balloons are free, face painting is ten each.', 'How much is face painting?', 'person'],
    ['Most families buy four tickets, they are twelve each.', 'How much is a ticket?', 'item'],
    // A drop-in makes a class of its own phrase's price only.
    // (The pass is a thing bought.)
    ['Drop-in is twenty, the ten-class pass is one seventy-five.', 'How much is the ten-class pass?', 'item'],
    ['A drop-in is fifteen, or ten classes for one-twenty.', 'How much is it?', 'class'],
  ])('keeps %j to %j per %s', (text, label, per) => {
    expect(price(text, label)?.per).toBe(per);
  });
});

describe('a price of the past beside one for now', () => {
  it.each([
    ['Last year it was twelve, this year fifteen.', 15],
    ["It was twelve last year, now it's fifteen.", 15],
    ['Fifteen now, it used to be twelve.', 15],
    ['Last season we charged ninety, this season one-ten.', 110],
    // Must not change: a past price said alone, or a "last" that dates nothing.
    ['Last year it was twelve.', 12],
    ['Twelve for the last class of the day.', 12],
  ])('reads %j as %d', (text, amount) => {
    expect(price(text, 'How much is a haircut?')?.amount).toBe(amount);
  });
});

describe('a number parted by a pause from the unit after it', () => {
  it.each([
    ['Thirty-minute private lessons are forty, hour-long ones seventy.', 'How much is a lesson?', 40],
    ['Sixty, hours are flexible.', 'How much is the sitter?', 60],
    // Must not change: a unit right after the number makes it a length.
    ['Ninety minutes is one-forty.', 'How much is it?', 140],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('numbers that are not the price', () => {
  it.each([
    ['After eight in the evening it goes up to one-forty.', 'How much is it?', 140],
    ['Call us back before ten, it is sixty-five.', 'How much is it?', 65],
    ['For a sixteen by twenty print, about seventy.', 'How much is a print?', 70],
    ['Eight by ten is twenty-two.', 'How much is a photo?', 22],
    ['For a four-two, that would be two-ten.', 'How much is a clean?', 210],
    ['We can hold the one-to-three for you, it would be ninety.', 'How much is it?', 90],
    // A small number joined by a hyphen to a word describes it.
    ['The three-tier cake runs one eighty.', 'How much is a cake?', 180],
    ['A two-car garage clean-out is three hundred.', 'How much is a clean-out?', 300],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    ["It's usually eight to ten.", 'How much is a car wash?', 8],
    ['Between six and nine bucks.', 'How much are the socks?', 6],
    ['Forty after tax.', 'How much is it?', 40],
    ['Nine, maybe ten.', 'How much is a coffee?', 9],
    ['Past ten at night we charge one-forty.', 'How much is a tow?', 140],
    ['Until six the rate is twenty a day.', 'How much is parking?', 20],
    ['Two grown-ups get in free with each paying kid.', 'How much is it?', 0],
    ["The second one's cheaper, that one is eighty.", 'How much is a visit?', 80],
    // A price said before a word of its own, or hyphenated within itself.
    ["It's forty-five drop-in.", 'How much is a class?', 45],
    ['Twelve, drop-in.', 'How much is a class?', 12],
  ])('keeps the price in %j to %j', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('a price said of people as the subject', () => {
  it.each([
    ['Kids five to eleven are eight-sixty, under five ride free.', 'How much is the fare?', 8.6, 'child'],
    ['Children under twelve are seven fifty.', 'How much is a ticket for my son?', 7.5, 'child'],
    ['Students are twelve.', 'How much is it?', 12, 'child'],
  ])('reads %j to %j as %d per %s', (text, label, amount, per) => {
    expect(price(text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    ["The kids' class is forty.", 'How much is it?', 'class'],
    ['The kid program is thirty-five.', 'How much is it?', null],
  ])('keeps %j to %j per %s', (text, label, per) => {
    expect(price(text, label)?.per).toBe(per);
  });
});

describe('the price of the alternative asked about', () => {
  it.each([
    ['Juniors are sixty a month, seniors are eighty a month.', 'How much is it for seniors?', 80],
    ["It's forty a class, or one-fifty a month.", "What's the monthly fee?", 150],
    ['Weekdays are twelve dollars, or on weekends it goes to fifteen dollars.', 'How much on weekends?', 15],
    ['Small is thirty bucks, large is forty-five bucks.', 'How much for a large pizza?', 45],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    ['Juniors are sixty a month, seniors are eighty a month.', 'How much is it?', 60],
    ['Forty a class, that comes to $160 a month.', 'How much is a class?', 40],
    ['It is thirty a lesson, or a hundred for four lessons.', 'How much is a lesson?', 30],
  ])('keeps the first price in %j to %j', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('the price for the day asked about', () => {
  it.each([
    [
      "It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.",
      'How much is a Saturday birthday party per child?',
      28,
    ],
    ["Weekdays it's $22 a kid, weekends $28.", 'How much per child for a party on Sunday?', 28],
    // "Saturday's": Saturday is.
    ["Weekdays it's forty to deliver, Saturday's seventy.", 'What is the Saturday delivery fee?', 70],
    [
      'Saturday and Sunday the rate is forty an hour, otherwise thirty.',
      'How much is court rental Sunday?',
      40,
    ],
    ['Twelve dollars, and it is ten on Tuesdays.', 'How much is admission on a Tuesday?', 10],
    // A day named outright beats a group of days that holds it.
    [
      "It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.",
      'How much is a Friday party?',
      28,
    ],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    // Must not change: the day asked for by the first; no day asked; a day said of neither; members.
    [
      "It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.",
      'How much is a Tuesday party?',
      22,
    ],
    ["It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.", 'How much per child?', 22],
    ['Twelve dollars, and it is ten on Tuesdays.', 'How much is admission on a Saturday?', 12],
    ['Members pay twenty, non-members twenty-five.', 'How much is a Saturday class?', 20],
  ])('keeps the first price in %j to %j', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    // Alternatives joined by "and" are each their own days.
    [
      "It's nineteen ninety-nine per kid on weekdays and twenty-four ninety-nine Friday through Sunday.",
      'How much is a Saturday party per child?',
      [],
      { amount: 24.99, per: 'child' },
    ],
    [
      'Thirty on weekends and twenty-five on weeknights.',
      'How much is a Tuesday lesson?',
      [],
      { amount: 25 },
    ],
    // The day the parent means when the ask names none ("a party on a Saturday"), per the others' unit.
    [
      'Twelve per person Monday to Thursday, sixteen per person Fridays and weekends.',
      'How much is it per person?',
      ['saturday'],
      { amount: 16, per: 'person' },
    ],
    [
      "It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.",
      'How much per child?',
      ['sunday'],
      { amount: 28, per: 'child' },
    ],
    // Must not change: a day the ask names beats the day meant; a day meant that neither price holds.
    [
      "It's twenty-two per kid on weekdays, twenty-eight Friday through Sunday.",
      'How much is a Tuesday party?',
      ['saturday'],
      { amount: 22, per: 'child' },
    ],
    ['Twelve dollars, and it is ten on Tuesdays.', 'How much is admission?', ['saturday'], { amount: 12 }],
  ] as const)('reads %j to %j meaning %j as %j', (text, label, daysMeant, expected) => {
    expect(
      normalizeAnswer('money', text, { ...context(label), daysMeant: [...daysMeant] })?.value,
    ).toMatchObject(expected);
  });
});

describe('the price of the size asked about', () => {
  const said = 'So a thirty-minute visit is sixty-five, the forty-five-minute one is eighty-five.';
  it.each([
    [said, 'How much is a 30-minute visit?', 65],
    [said, 'How much is a 45-minute visit?', 85],
    [said, 'How much is a visit?', 65],
    ['For a twin it is two-ten, for a queen it is three-forty.', 'How much to clean a queen mattress?', 340],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('a range of prices to a question naming a size', () => {
  it('reads the range from its start', () => {
    expect(
      price(
        'For a two-bed, a move-out clean runs between one-eighty and two-forty.',
        'How much for a 2-bedroom?',
      )?.amount,
    ).toBe(180);
  });
});

describe('prices said around other numbers', () => {
  it.each([
    // The first of a range counts in the unit said after the second.
    ['Probably three to four hundred, depending on the damage.', 'How much is the repair?', 300],
    ["It's between two and three thousand for the season.", 'What does the season cost?', 2000],
    ['Six or seven hundred, roughly.', 'How much is the fence?', 600],
    // A sum of money named after its number.
    ['A two hundred deposit holds the date.', 'How much is the deposit?', 200],
    ["There's a fifty minimum on weekends.", 'How much is the minimum?', 50],
    ["It's gonna be right around the one-twenty mark.", 'How much is it?', 120],
    // Prices said as a range with "anywhere from", "priced at".
    ['Anywhere from thirty to forty-five.', 'How much is a haircut?', 30],
    ['Those are priced at eighty-five.', 'How much are the boots?', 85],
    // A percentage is a discount, not the price.
    ['We take 10% off for siblings; the base rate is ninety.', 'What is the base rate?', 90],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it.each([
    ['We have three fees: registration, gear and the trip.', 'How much are the fees?'],
    ['Kids from 5 to 9 are in the morning group.', 'How much is the morning group?'],
  ])('reads no price from things counted or ages: %j', (text, label) => {
    expect(price(text, label)).toBeUndefined();
  });
});

describe('what a price is counted by', () => {
  it.each([
    ['We charge by the term, four-fifty.', 'term'],
    ["It's by the hour, sixty.", 'hour'],
  ])('reads %j as per %s', (text, per) => {
    expect(price(text, 'How much is it?')?.per).toBe(per);
  });
});

describe('a price added on for each one more', () => {
  it.each([
    [
      'Parties start at three ninety-five for ten kids, then twenty per extra kid.',
      'How much is the party?',
      395,
    ],
    ['Two hundred for up to twelve kids, plus fifteen per additional child.', 'How much is the party?', 200],
    // Must not change: the add-on asked for, and an add-on said alone.
    ['Eighty for the first hour, then forty for each extra hour.', 'How much for an extra hour?', 40],
    ["It's twenty per extra kid.", 'How much per extra kid?', 20],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });
});

describe('numbers beside a price that are weights, counts, places or a share', () => {
  it.each([
    ["For a 60 pound dog it's sixty-five.", 'How much for the bath?', 65],
    ['A pack of 10 is four hundred.', 'How much per session?', 400],
    ['Three sessions, a hundred fifty total.', 'How much is the package?', 150],
    [
      "My guy's just off 610, he can be there in twenty minutes. Lockouts are seventy-five.",
      'How much is a lockout?',
      75,
    ],
    ["We're in suite 200, and it's forty a class.", 'How much is it?', 40],
    // Must not change: a price named by its noun, pounds as money.
    ['A cost of 400 for the pack.', 'How much is the pack?', 400],
  ])('reads %j to %j as %d', (text, label, amount) => {
    expect(price(text, label)?.amount).toBe(amount);
  });

  it('reads a share written "per cent" as no price', () => {
    expect(price('Ten per cent of the total.', 'What is the fee?')).toBeUndefined();
  });

  it('still reads pounds as money when said as money', () => {
    expect(price("It's twenty pounds a session.", 'How much is a session?', 'GBP')).toEqual({
      amount: 20,
      currency: 'GBP',
      per: 'session',
    });
  });
});

describe('values that only vary, and a free said of another thing', () => {
  it.each([
    [
      'money',
      'Could be a phase one, could be full braces later, could be nothing for a couple of years.',
      'How much do braces cost?',
    ],
    ['money', 'It could be thirty, it might be fifty, depends on the tooth.', 'How much is a filling?'],
    [
      'count',
      "Oh, it really varies. Some families it's ten, some it's thirty.",
      'How many edited photos are included?',
    ],
  ] as const)('reads no %s in %j to %j', (kind, text, label) => {
    expect(normalizeAnswer(kind, text, context(label))).toBeNull();
  });

  it.each([
    ["Like I said, the consult's free.", 'How much do braces cost?', null],
    ['The consult is free.', 'How much is the consult?', 0],
    ["With a referral it's covered by the province.", 'How much does a sleep study cost?', 0],
    ["It's free.", 'How much do braces cost?', 0],
  ] as const)('reads %j to %j as %j', (text, label, amount) => {
    expect(price(text, label)?.amount ?? null).toBe(amount);
  });

  it('keeps a count said of some alone', () => {
    expect(normalizeAnswer('count', "Some of them it's ten.", context('How many photos?'))?.value).toBe(10);
  });
});

describe('the unit a question asks the price per, past words describing it', () => {
  it.each([
    ["It's eighty-five for forty-five minutes.", 'How much is a private lesson?', 'lesson'],
    ['Two-ten.', 'How much is a full session?', 'session'],
    // Must not change: a period naming the kind of thing.
    ['Forty.', 'How much is a day camp?', null],
  ] as const)('reads %j to %j per %j', (text, label, per) => {
    expect(price(text, label)?.per ?? null).toBe(per);
  });
});

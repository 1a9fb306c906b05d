import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('an hour said alone to a question about the time', () => {
  it.each([
    ['Ten, right when the doors open.', 'What time does story time start?', ['10:00']],
    ['Six.', 'What time do you close on Fridays?', ['18:00']],
    ['Um, usually seven.', 'What time do you open?', ['07:00']],
    ['Eight, or eight thirty on Fridays.', 'How early can I drop off?', ['08:00', '08:30']],
    ['Four, and it runs about an hour.', 'What time is the workshop?', ['16:00']],
    ['We open at seven and close at six.', 'What time do you open?', ['07:00-18:00']],
    ['Five, give or take.', 'When do you close on Fridays?', ['17:00']],
    ['Quarter to ten, it runs till noon.', 'What time is the puppet show?', ['09:45-12:00']],
    ['It starts at one and goes until four.', 'When is the open gym?', ['13:00-16:00']],
    ['Six-ish, after the dinner rush.', 'What time does the last class start?', ['18:00']],
    ['Midday, right after snack.', 'What time is lunch?', ['12:00']],
    ['Saturdays we sleep in a bit, nine.', 'What time do you open on Saturdays?', ['09:00']],
    ['Eight, and we close at four.', 'What time do you open?', ['08:00-16:00']],
  ])('reads %j to %j', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });

  it.each([
    ['Ten kids max.', 'What time does the class start?'],
    ['Six weeks.', 'What time does the class start?'],
    ['Ten.', 'When are the classes?'],
  ])('reads no time in %j to %j', (text, label) => {
    expect(read('schedule', text, label)).toBeNull();
  });
});

describe('a wait as the date it leads to', () => {
  it('counts the wait from the call, less sure when hedged', () => {
    const wait = read('date', "It's about three months out right now, sorry.", 'How soon can we get in?');
    expect(wait?.value).toBe('2027-02-24');
    const plain = read('date', 'Three months.', 'How soon can we get in?');
    expect(plain?.value).toBe('2027-02-24');
    expect(wait!.certainty).toBeLessThan(plain!.certainty);
    expect(read('date', 'Right now, two weeks from today.', 'How soon can we get in?')?.value).toBe(
      '2026-12-08',
    );
  });

  it('reads no date from one ruled out', () => {
    expect(read('date', "No, not this week, I'm afraid.", 'When can you come?')).toBeNull();
    expect(read('date', 'Not until January 12.', 'When can you come?')?.value).toBe('2027-01-12');
  });

  it('keeps a day said outright', () => {
    expect(read('date', 'We could do today at four, or tomorrow.', 'When can you come?')?.value).toBe(
      '2026-11-24',
    );
    expect(read('date', 'Right now the soonest is December 3rd.', 'How soon can we get in?')?.value).toBe(
      '2026-12-03',
    );
  });
});

describe('minutes to and past the hour', () => {
  it.each([
    ['Pickup is at twenty past five.', ['17:20']],
    ['Ten after six on Tuesdays.', ['18:10']],
    ['About five minutes to four.', ['15:55']],
    ['Ten to six.', ['10:00-18:00']],
  ])('reads %j', (text, times) => {
    expect(read('schedule', text, 'When is it?')?.value.times).toEqual(times);
  });
});

describe('a length said as a bare number of minutes', () => {
  it.each([
    ['Forty-five, and the last few minutes are for questions.', 45],
    ['Um, usually sixty.', 60],
    ['Thirty to forty-five minutes.', 30],
    ['Three hours.', 180],
    ['The program is two years.', 1051200],
  ])('reads %j', (text, minutes) => {
    expect(read('duration', text, 'How long is a session?')?.value).toEqual({ minutes });
  });

  it('reads nothing from a count said alone', () => {
    expect(read('duration', 'Twelve kids per class.', 'How long is a session?')).toBeNull();
    expect(read('duration', 'Seven.', 'How long is a session?')).toBeNull();
  });
});

describe('a day named by its place in a month', () => {
  it.each([
    ["It's the second Saturday in January.", '2027-01-09'],
    ['The last Sunday of the month.', '2026-11-29'],
    ['First Wednesday of every month.', '2026-12-02'],
    ['March the 3rd, a Wednesday.', '2027-03-03'],
    ['Sometime mid-February.', '2027-02-15'],
    ['We are already into the middle of December.', '2026-12-15'],
    ['Registration is in early March, and camp starts the second weekend of July.', '2027-07-10'],
    ['Not this Saturday, the one after, the fifth.', '2026-12-05'],
  ])('reads %j', (text, date) => {
    expect(read('date', text, 'When is it?')?.value).toBe(date);
  });

  it.each([
    ['The first lesson is on the 3rd.', '2026-12-03'],
    ['Early March.', '2027-03-01'],
    ['Middle school kids start in January.', '2027-01-01'],
  ])('keeps %j', (text, date) => {
    expect(read('date', text, 'When is it?')?.value).toBe(date);
  });
});

describe('a count per period over a length', () => {
  it.each([
    ['It runs eight weeks, one class a week.', 'How many classes are in the session?', 8],
    ['Twice a week for ten weeks.', 'How many lessons do we get?', 20],
    ["We meet once a week and it's a twelve-week program.", 'How many meetings are there?', 12],
    ['Usually between six and ten visits.', 'How many visits does it take?', 6],
    ['A four-week block, three times a week.', 'How many practices are there?', 12],
  ])('reads %j to %j as %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });

  it.each([
    ['Ten weeks, one class a week.', 'How many classes a week?', 1],
    ['Twice a week.', 'How many practices are there?', 2],
    ['Eight weeks.', 'How many classes are there?', 8],
    ['Twelve kids, two sessions a week.', 'How many kids per group?', 12],
  ])('keeps %j to %j at %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });
});

describe('a date said taken, counted from a weekday, or not yet fixed', () => {
  it.each([
    ['The ninth is full already, but the sixteenth has room.', '2026-12-16'],
    ["Friday's booked, sorry. Monday the seventh?", '2026-12-07'],
    ['The January tenth one is sold out, January seventeenth still has spots.', '2027-01-17'],
    ['It was full on the ninth, but the sixteenth has room.', '2026-12-09'],
  ])('passes over a day said to be taken in %j', (text, date) => {
    expect(read('date', text, 'When is the next one?')?.value).toBe(date);
  });

  it.each([
    ['It runs a week from Saturday.', '2026-12-05'],
    ['Two weeks from Thursday, at the library.', '2026-12-10'],
    ['One week from this Monday.', '2026-12-07'],
    ['A week from Friday, so the fourth.', '2026-12-04'],
  ])('counts whole weeks from the coming weekday in %j', (text, date) => {
    expect(read('date', text, 'When is the next one?')?.value).toBe(date);
  });

  it.each([
    ['The first opening I have is February second.', '2027-02-02'],
    ['Our first available Saturday slot is the twelfth of December.', '2026-12-12'],
    ['The first lesson is on the 3rd.', '2026-12-03'],
  ])('reads a ranking "first" as no day of the month in %j', (text, date) => {
    expect(read('date', text, 'When is the earliest appointment?')?.value).toBe(date);
  });

  it('reads no date from a month said to hold it sometime, but keeps a month said outright', () => {
    expect(read('date', "It'll be sometime in March, the date isn't set yet.", 'When is it?')).toBeNull();
    expect(read('date', 'Sometime around April.', 'When is it?')).toBeNull();
    expect(read('date', 'Sometime mid-February.', 'When is it?')?.value).toBe('2027-02-15');
    expect(read('date', 'Registration opens in March.', 'When is it?')?.value).toBe('2027-03-01');
  });

  it.each([
    ["It's sometime in July, the sixth I think.", '2027-07-06'],
    ['The ninth we have open.', '2026-12-09'],
  ])('reads the day of the month in %j, a pronoun after it starting another clause', (text, date) => {
    expect(read('date', text, 'When does camp start?')?.value).toBe(date);
  });
});

describe('the half of the clock a time is heard in', () => {
  it.each([
    ['The show starts at dusk, so around nine-fifteen.', 'What time does the show start?', ['21:15']],
    ['Sunset is about eight-forty, that is when they light it.', 'What time is the lighting?', ['20:40']],
    ['Tonight it is ten-thirty.', 'What time does it start?', ['22:30']],
    ['Gates close at ten.', 'What time does the festival end?', ['22:00']],
    ['The rink closes at eleven on Fridays.', 'How late is it open?', ['23:00']],
    ['Ten.', 'What time do you close?', ['22:00']],
    ['Saturdays we are seven till twelve.', 'What are the Saturday hours?', ['07:00-12:00']],
    ['Eight till twelve, then the doctor leaves.', 'What are the hours?', ['08:00-12:00']],
  ])('reads %j to %j as %j', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });

  it.each([
    ['We close at six.', 'What time do you close?', ['18:00']],
    ['Story time is at ten.', 'What time is story time?', ['10:00']],
    ['We open at eight.', 'What time do you open?', ['08:00']],
    ['Evenings, nine till twelve.', 'When is the late skate?', ['21:00-00:00']],
    ['Four to twelve, it is the evening shift.', 'When are you open?', ['16:00-00:00']],
    ['Seven to six, Monday to Friday.', 'What are your hours?', ['07:00-18:00']],
    // A place of morning meals closes in the morning, unless it serves them all day.
    ["We're a breakfast spot, so we close at eleven.", 'What time do you close?', ['11:00']],
    ["Sundays it's brunch only, we close at eleven.", 'What time do you close?', ['11:00']],
    ['We serve breakfast all day and close at nine.', 'What time do you close?', ['21:00']],
  ])('keeps %j to %j as %j', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });
});

describe('the count a reply gives among other numbers', () => {
  it.each([
    ['We have six lanes, so twenty-four bowlers max.', 'How many kids can bowl?', 24],
    ['Two bunks and a double, so the cabin sleeps six.', 'How many people does the cabin sleep?', 6],
    ['It is three ninety-nine for up to fifteen guests.', 'How many kids can come?', 15],
    ['Four tables, so around thirty-two kids can sit down.', 'How many children can you seat?', 32],
  ])('reads %j to %j as %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });

  it.each([
    ['Twelve kids, and two adults come free.', 'How many kids can come?', 12],
    ['So, ten per group.', 'How many kids are in a group?', 10],
    ['It is up to you, eight is usual.', 'How many kids should we invite?', 8],
    ['Two coaches for twenty kids.', 'How many coaches are there?', 2],
    // The caller's own number echoed after "so" concludes nothing.
    ['Twenty people minimum, so your twenty-five is fine.', "What's the minimum order?", 20],
    ['Ten kids minimum, so your group of fourteen works.', "What's the minimum for a party?", 10],
    ['It fits up to twenty, so your fifteen is no problem.', 'How many kids can come?', 20],
  ])('keeps %j to %j as %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });
});

describe('an age said as the children turned away', () => {
  it.each([
    ['No kids under eight on the zipline.', { min: 8, max: null }],
    ["Under twelve the results aren't reliable.", { min: 12, max: null }],
    ["We don't take them under two.", { min: 2, max: null }],
    ['Under five they are just too small for the harness.', { min: 5, max: null }],
    ['Nobody under fourteen on the big slide.', { min: 14, max: null }],
  ])('reads %j as the youngest age', (text, ages) => {
    expect(read('age_range', text, 'What ages can go?')?.value).toEqual(ages);
  });

  it.each([
    ['Kids under five do not pay.', { min: null, max: 5 }],
    ['Under three is free.', { min: null, max: 3 }],
    ['Under twelve needs an adult with them.', { min: null, max: 12 }],
    ['No charge for under two.', { min: null, max: 2 }],
    // A "too" ending its phrase is an "also", not "too small".
    ['Kids under five are welcome too.', { min: null, max: 5 }],
    ['Under three is fine too, as long as a parent stays.', { min: null, max: 3 }],
  ])('keeps %j as the oldest age', (text, ages) => {
    expect(read('age_range', text, 'What ages can go?')?.value).toEqual(ages);
  });
});

describe('a length said in parts', () => {
  it.each([
    ['About an hour making slime and half an hour in the party room.', 90],
    ['Forty-five minutes in the pool and fifteen minutes for snack.', 60],
    ['An hour of laser tag and then thirty minutes for pizza.', 90],
    ['An hour and fifteen minutes.', 75],
  ])('adds up %j', (text, minutes) => {
    expect(read('duration', text, 'How long is the party?')?.value.minutes).toBe(minutes);
  });

  it.each([
    ['An hour, or ninety minutes with the add-on.', 60],
    ['An hour and a half.', 90],
    ['Thirty minutes to an hour, depending on the kids.', 30],
    ['Ninety minutes all in.', 90],
    // A length said as a share of another is not added to it.
    ['Six hours, and lunch is an hour and a half of that.', 360],
    ['Two hours and thirty minutes of it is cake.', 120],
  ])('keeps %j', (text, minutes) => {
    expect(read('duration', text, 'How long is the party?')?.value.minutes).toBe(minutes);
  });
});

describe('the days and times a schedule names', () => {
  it.each([
    ['Sorry, no, I mean Thursdays, Tuesday is the teens.', ['tuesday', 'thursday']],
    ['No, Sundays we are closed.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']],
    ['Tuesday, Thursday and Saturday.', ['tuesday', 'thursday', 'saturday']],
    ['Monday-Friday, nine to five.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
    ['Monday to Friday, closed weekends.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
    ['Saturday closed, Sunday open ten to four.', ['sunday']],
    ['No Sundays.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']],
    // A "but" after a group of days leaves out the day it names; after a pause it adds one.
    ['Every weekday but Wednesday.', ['monday', 'tuesday', 'thursday', 'friday']],
    ['All week but Monday.', ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']],
    ['Weekdays, but Saturday too.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']],
    ['Weeknights at six-thirty.', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
  ])('reads the days of %j', (text, days) => {
    expect(read('schedule', text, 'When are you open?')?.value.days).toEqual(days);
  });

  it.each([
    ['Ten, noon and two.', ['10:00', '12:00', '14:00']],
    ['At 10am, one and three.', ['10:00', '13:00', '15:00']],
    ['Eleven or noon, your pick.', ['11:00', '12:00']],
  ])('reads hours listed with a time of day in %j', (text, times) => {
    expect(read('schedule', text, 'When are the tours?')?.value.times).toEqual(times);
  });

  it('reads no time from numbers listed without one', () => {
    expect(read('schedule', 'Two kids, three adults.', 'When are the tours?')).toBeNull();
  });
});

describe('a group of days that names a kind of thing', () => {
  it.each([
    ["Next one's the weekend version, Saturdays, nine to three.", ['saturday']],
    ['The weekday program is Tuesdays and Thursdays.', ['tuesday', 'thursday']],
    [
      'Weekday mornings, and Saturday at ten.',
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    ],
    ['Weekend hours are ten to four.', ['saturday', 'sunday']],
    ['Weekends, Saturday is the busiest.', ['saturday', 'sunday']],
  ])('reads the days of %j', (text, days) => {
    expect(read('schedule', text, 'When is it?')?.value.days).toEqual(days);
  });
});

describe('hours of the 24-hour clock said in words', () => {
  it.each([
    ['Thursdays, nineteen hundred to twenty-one hundred.', ['19:00-21:00']],
    ['From seventeen hundred till nineteen-fifteen.', ['17:00-19:15']],
    ['Muster is at eighteen-forty-five.', ['18:45']],
    ['Twenty hundred hours, sharp.', ['20:00']],
    ['Weekdays oh-seven-hundred to fifteen hundred.', ['07:00-15:00']],
  ])('reads %j as %j', (text, times) => {
    expect(read('schedule', text, 'When do they meet?')?.value.times).toEqual(times);
  });

  it.each([
    ['About fifteen hundred square feet, open Mondays.', []],
    ['Since 2019, Tuesdays at seven.', ['19:00']],
  ])('reads no 24-hour time from a number of things or a year in %j', (text, times) => {
    expect(read('schedule', text, 'When do they meet?')?.value.times).toEqual(times);
  });
});

describe('the half of the clock heard from the day around a time', () => {
  it.each([
    ['Wednesdays after school, three-thirty to five.', ['15:30-17:00']],
    [
      'Saturday mornings nine to eleven, and Tuesdays after school, four to six.',
      ['09:00-11:00', '16:00-18:00'],
    ],
    ['After work, six to eight.', ['18:00-20:00']],
    ['Before school, seven to eight-fifteen.', ['07:00-08:15']],
    ['Mornings ten to noon, and after lunch one to three.', ['10:00-12:00', '13:00-15:00']],
  ])('reads %j as %j', (text, times) => {
    expect(read('schedule', text, 'When does it run?')?.value.times).toEqual(times);
  });
});

describe('a span said across a sentence', () => {
  it.each([
    ['We pick up at three-fifteen and parents collect by five-thirty.', ['15:15-17:30']],
    ['Drop-off is at eight and they are done by noon.', ['08:00-12:00']],
    ['Doors at six, the show is over by eight.', ['18:00-20:00']],
  ])('reads %j as %j', (text, times) => {
    expect(read('schedule', text, 'What times does it run?')?.value.times).toEqual(times);
  });

  it.each([
    ['Be here by eight forty-five, class starts at nine.', ['08:45', '09:00']],
    ['Sessions at nine and at eleven.', ['09:00', '11:00']],
  ])('keeps %j as the times %j', (text, times) => {
    expect(read('schedule', text, 'What times does it run?')?.value.times).toEqual(times);
  });
});

describe('a day of the month said with its weekday', () => {
  // The call is on Tuesday 24 November 2026.
  it.each([
    ['Saturday the twenty-eighth, ten to noon.', '2026-11-28'],
    ['Friday the eleventh.', '2026-12-11'],
    ['Wednesday, the thirteenth, at seven.', '2027-01-13'],
    ['The fifth, two till four.', '2026-12-05'],
    ['It is on the thirtieth, one o clock.', '2026-11-30'],
  ])('reads %j as %s', (text, date) => {
    expect(read('date', text, 'When is the open house?')?.value).toBe(date);
  });

  it('reads a weekday that fits none of the next months as a slip: the day decides', () => {
    expect(read('date', 'Monday the twenty-ninth.', 'When is the open house?')?.value).toBe('2026-11-29');
  });
});

describe('an age a child must have reached', () => {
  it.each([
    ['Has to be eleven by the first day of the course.', { min: 11, max: null }],
    ['They need to be six by September.', { min: 6, max: null }],
    ['She must have turned four before the first class.', { min: 4, max: null }],
  ])('reads %j as the youngest age', (text, ages) => {
    expect(read('age_range', text, 'What ages can take the course?')?.value).toEqual(ages);
  });

  it.each([
    ['They have to be between five and eight.', { min: 5, max: 8 }],
    ['Has to be under twelve.', { min: null, max: 12 }],
    ['Kids have to be seven to twelve.', { min: 7, max: 12 }],
  ])('keeps %j as said', (text, ages) => {
    expect(read('age_range', text, 'What ages can take the course?')?.value).toEqual(ages);
  });
});

describe('a count said with the bound asked about', () => {
  it.each([
    ['We need a minimum of fifteen, so thirty is no problem.', "What's the minimum order?", 15],
    ['Forty max, so the whole class can come.', "What's the maximum group size?", 40],
    ['It is ten at least, so a dozen kids works.', 'What is the minimum number of kids?', 10],
  ])('reads %j to %j as %d', (text, label, count) => {
    expect(read('count', text, label)?.value).toBe(count);
  });

  it('keeps the number a "so" concludes when no bound is asked about', () => {
    expect(
      read('count', 'Six lanes, minimum two per lane, so twelve kids.', 'How many kids can bowl?')?.value,
    ).toBe(12);
  });
});

describe('a length said short, or of a course to a question about one class', () => {
  it.each([
    ['Hour and a half.', 'How long is the lesson?', 90],
    ['An hour and fifteen, give or take.', 'How long does the workshop take?', 75],
    ['Two hours and twenty.', 'How long is the party?', 140],
    ['It is four weeks, and each class is two hours.', 'How long is each class?', 120],
    ['Two hours, once a week for six weeks.', 'How long are the kids classes?', 120],
  ])('reads %j to %j as %d minutes', (text, label, minutes) => {
    expect(read('duration', text, label)?.value.minutes).toBe(minutes);
  });

  it('reads no class length from the length of the course', () => {
    expect(read('duration', "It's six weeks.", 'How long is each class?')).toBeNull();
  });

  it.each([
    ['Six weeks.', 'How long is the course?', 60480],
    ['Two to three weeks, roughly.', 'How long is the wait for an appointment?', 20160],
    ['An hour and ten kids max.', 'How long is the party?', 60],
  ])('keeps %j to %j as %d minutes', (text, label, minutes) => {
    expect(read('duration', text, label)?.value.minutes).toBe(minutes);
  });
});

describe('a time said alone after "until"', () => {
  it.each([
    ['Tuesdays and Thursdays we stay until eight.', ['20:00']],
    ["We're open till nine on Fridays.", ['21:00']],
    ['We are open until five, every day.', ['17:00']],
  ])('reads %j as the closing time %j', (text, times) => {
    expect(read('schedule', text, 'When are you open?')?.value.times).toEqual(times);
  });

  it.each([
    ['Half past ten, it goes till noon.', ['10:30-12:00']],
    ['Nine till three.', ['09:00-15:00']],
  ])('keeps %j, where "until" ends a time said before it, as %j', (text, times) => {
    expect(read('schedule', text, 'When are you open?')?.value.times).toEqual(times);
  });
});

describe('children named by the age they are under or over', () => {
  it.each([
    ["It's for the under-fives.", { min: null, max: 5 }],
    ['Over-sixes only, sorry.', { min: 6, max: null }],
  ])('reads %j as %j', (text, ages) => {
    expect(read('age_range', text, 'What ages is it for?')?.value).toEqual(ages);
  });

  it('reads no age from a thing said to be under something', () => {
    expect(read('age_range', 'The cubbies are under the stairs.', 'What ages is it for?')).toBeNull();
  });
});

describe('an hour answering a question about a part of the day', () => {
  it.each([
    ["Saturday the first one's seven.", 'When is the first ferry Saturday morning?', ['07:00']],
    ['Eight.', 'When is the Sunday morning swim?', ['08:00']],
    ['The late one is nine.', 'When is the last show in the evening?', ['21:00']],
    ['Seven, but we close at five.', 'When do you open in the morning?', ['07:00-17:00']],
  ])('reads %j to %j as %j', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });

  it.each([
    ['Six kids max.', 'When is the Saturday morning class?'],
    ['The limit is ten.', 'When is the evening class?'],
    ["One free kids' meal with every adult meal.", 'When is the kids eat free night?'],
  ])('reads no time in %j to %j', (text, label) => {
    expect(read('schedule', text, label)?.value.times ?? []).toEqual([]);
  });
});

describe('clock times said the short way', () => {
  it.each([
    ['Weekdays from quarter to four until half five.', ['15:45-17:30']],
    ['We open at half nine.', ['09:30']],
    ["Tuesday and Friday, four o'clock.", ['16:00']],
  ])('reads %j as %j', (text, times) => {
    expect(read('schedule', text, 'When does it run?')?.value.times).toEqual(times);
  });

  it.each([
    ['Half an hour after school.', 'When does it run?'],
    ['Half the kids come Tuesdays.', 'When does it run?'],
  ])('reads no half hour in %j', (text, label) => {
    expect(read('schedule', text, label)?.value.times ?? []).toEqual([]);
  });
});

describe('ages and lengths said in parts of a unit', () => {
  it.each([
    ['Four and a half and up.', { min: 4.5, max: null }],
    ['Two and a half to five.', { min: 2.5, max: 5 }],
    ['Up to age twelve.', { min: null, max: 12 }],
    ['From age three.', { min: 3, max: null }],
  ])('reads %j as %j', (text, ages) => {
    expect(read('age_range', text, 'What ages is it for?')?.value).toEqual(ages);
  });

  it.each([
    ['Three quarters of an hour.', 45],
    ['A quarter of an hour, tops.', 15],
    ['Half an hour.', 30],
  ])('reads %j as %d minutes', (text, minutes) => {
    expect(read('duration', text, 'How long is the lesson?')?.value.minutes).toBe(minutes);
  });
});

describe('a number of days said with which days count', () => {
  it.each([
    ['Ten business days.', 14400],
    ['Usually five working days.', 7200],
  ])('reads %j as %d minutes', (text, minutes) => {
    expect(read('duration', text, 'How long does it take?')?.value.minutes).toBe(minutes);
  });
});

describe('an age bound said after the age, or from birth', () => {
  it.each([
    ['Three years old minimum.', { min: 3, max: null }],
    ['Twelve max, really.', { min: null, max: 12 }],
    ['From newborns up to twelve.', { min: 0, max: 12 }],
    ['Birth to five.', { min: 0, max: 5 }],
  ])('reads %j as %j', (text, range) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual(range);
  });
});

describe('school years said as ages', () => {
  it.each([
    ['We take kindergarten through fifth grade.', { min: 5, max: 11 }],
    ['Grades one to eight.', { min: 6, max: 14 }],
    ['We do K to 5.', { min: 5, max: 11 }],
    ['Pre-K through grade 3.', { min: 4, max: 9 }],
    ['Third graders and up.', { min: 8, max: null }],
    ['Up to eighth grade.', { min: null, max: 14 }],
    ["It's for middle schoolers mostly.", { min: 11, max: 14 }],
    ['Kids from kindergarten up to about grade six.', { min: 5, max: 12 }],
    // Must not change: ages said as ages, a middle that is no school, a grade of something else.
    ['Ages 5 to 12.', { min: 5, max: 12 }],
    ['The middle group is seven to nine.', { min: 7, max: 9 }],
    ["Six and up, it's grade A beef for the hot dogs.", { min: 6, max: null }],
  ])('reads %j as %j', (text, range) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual(range);
  });
});

describe('thousands written with a k', () => {
  it.each([
    ["It's about 1.2k a month.", 'How much per month?', { amount: 1200, currency: 'USD', per: 'month' }],
    ['Tuition runs 1.5K monthly.', 'What is tuition?', { amount: 1500, currency: 'USD', per: 'month' }],
    ['About $3K for the summer.', 'How much is the summer?', { amount: 3000, currency: 'USD', per: null }],
    ['2k a term.', 'How much is it?', { amount: 2000, currency: 'USD', per: 'term' }],
  ])('reads %j to %j', (text, label, price) => {
    expect(read('money', text, label)?.value).toEqual(price);
  });

  it('leaves a 5k run a distance', () => {
    expect(read('count', 'We have a 5k run with 200 runners.', 'How many runners?')?.value).toBe(200);
  });
});

describe('times said alone to a question naming its day', () => {
  // The call is on Tuesday 24 November 2026.
  it.each([
    ['Eight to two.', 'What are your Sunday hours?', ['sunday'], ['08:00-14:00']],
    ['It runs ten-fifteen to eleven.', 'When is the Friday playgroup?', ['friday'], ['10:15-11:00']],
    ['We stay open till eight.', 'How late are you open today?', ['tuesday'], ['20:00']],
    ['Doors at seven.', 'What time does the show start tonight?', ['tuesday'], ['19:00']],
    ['We open at ten.', 'What time do you open tomorrow?', ['wednesday'], ['10:00']],
  ])('reads %j to %j as %j at %j', (text, label, days, times) => {
    expect(read('schedule', text, label)?.value).toEqual({ days, times });
  });

  it.each([
    // Days said in the answer are the answer's; a question naming no day adds none.
    ['Only Mondays, six to eight.', 'What are your Saturday hours?', ['monday'], ['18:00-20:00']],
    ['Ten to noon.', 'When is story time?', [], ['10:00-12:00']],
    // A group of days may keep different hours from day to day.
    ['Five thirty.', 'What time do you close on weekdays?', [], ['17:30']],
  ])('keeps %j to %j as %j at %j', (text, label, days, times) => {
    expect(read('schedule', text, label)?.value).toEqual({ days, times });
  });

  it('adds no day to an answer without times', () => {
    expect(read('schedule', 'That changes every week.', 'What are your Saturday hours?')).toBeNull();
  });
});

describe('a part of the day said of another day', () => {
  it.each([
    ['Tuesdays at five, and Sunday mornings at ten.', ['17:00', '10:00']],
    ['Fridays at three and Saturday mornings at eight-thirty.', ['15:00', '08:30']],
  ])('reads the time of the first day by the clock in %j', (text, times) => {
    expect(read('schedule', text, 'When is the class?')?.value.times).toEqual(times);
  });

  it.each([
    // A part of the day said after the time, of its own day, or with no day at all.
    ['At seven, Tuesday mornings.', ['07:00']],
    ['At seven, mornings only.', ['07:00']],
    ['Saturdays at seven, Saturday evenings are busy.', ['19:00']],
  ])('keeps the part of the day in %j', (text, times) => {
    expect(read('schedule', text, 'When is the class?')?.value.times).toEqual(times);
  });
});

describe('an hour hedged with "-ish" run into the word', () => {
  it.each([
    ['Starts nineish, goes till eleven.', ['09:00-11:00']],
    ['We wrap up at fourish.', ['16:00']],
    ['It begins sevenish in the evening.', ['19:00']],
  ])('reads %j', (text, times) => {
    expect(read('schedule', text, 'When is the club?')?.value.times).toEqual(times);
  });

  it('keeps words ending in "ish" that are no number', () => {
    expect(
      read('schedule', 'Spanish at four, English at five.', 'When are the classes?')?.value.times,
    ).toEqual(['16:00', '17:00']);
  });
});

describe('the youngest and oldest ages said apart', () => {
  it.each([
    ['From four, and up to eleven.', { min: 4, max: 11 }],
    ['The youngest is two, the oldest group goes up to nine.', { min: 2, max: 9 }],
    ['We take them from five years, and the teen class runs up to seventeen.', { min: 5, max: 17 }],
  ])('reads %j as %j', (text, value) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual(value);
  });

  it.each([
    // A later number that is no oldest age, or younger than the youngest.
    ['From six. Classes run up to two hours.', { min: 6, max: null }],
    ['Eight and up, and siblings from four can watch.', { min: 8, max: null }],
    ['At least nine, and under thirteen they need a parent there.', { min: 9, max: null }],
    ['Ages four to ten.', { min: 4, max: 10 }],
  ])('keeps %j as %j', (text, value) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual(value);
  });
});

describe('bare hours listed after "at"', () => {
  it('are times of day, each of them', () => {
    const said = "Sunday we've got shows at eleven, one, and three-thirty.";
    expect(read('schedule', said, 'What are the Sunday show times?')?.value).toEqual({
      days: ['sunday'],
      times: ['11:00', '13:00', '15:30'],
    });
  });
});

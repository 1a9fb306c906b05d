import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Classes of parent questions the parser once misread, each in several phrasings of its own (not
 * from the eval batches), with phrasings that must stay as they are.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks keeps things named together as one object', () => {
  it.each([
    [
      'how much would it be to shampoo a sofa and two armchairs',
      'How much would it be to shampoo a sofa and two armchairs?',
    ],
    ['what do you charge to hang a mirror and a shelf?', 'What do you charge to hang a mirror and a shelf?'],
    [
      "what's your rate for a plumber and an apprentice",
      'What is your rate for a plumber and an apprentice?',
    ],
  ])('"%s" is one price', (question, label) => {
    expect(asked(question)).toEqual([`money: ${label}`]);
  });

  it('still asks attributes, bare groups and things without a verb or preposition apart', () => {
    expect(asked('How much is a lesson and a day pass?')).toEqual([
      'money: How much is a lesson?',
      'money: How much is a day pass?',
    ]);
    expect(asked('what are the hours for the pool and the prices')).toEqual([
      'schedule: What are the hours for the pool?',
      'money: What are the prices?',
    ]);
    expect(parseAsks('how much is admission for kids and adults')).toHaveLength(2);
  });
});

describe('parseAsks reads what a parent tells as context', () => {
  it.each([
    ['My daughter is 7 and has a peanut allergy. Do you make nut-free cakes?', 'Do you make nut-free cakes?'],
    ["She's 6 and is super shy, do you have small groups?", 'Do you have small groups?'],
    [
      "we're new to the area and are looking for a dentist, are you taking new patients?",
      'Are you taking new patients?',
    ],
    [
      'My son has adhd, which makes group classes hard. Do you offer private lessons?',
      'Do you offer private lessons?',
    ],
    [
      'My twins are 3 and have never been in a pool. Do you do parent and tot swim?',
      'Do you do parent and tot swim?',
    ],
  ])('"%s" asks one thing', (question, label) => {
    expect(asked(question)).toEqual([`yes_no: ${label}`]);
  });

  it('still asks a question with its own subject after a statement, and "which" after a question', () => {
    expect(asked('My son is 4 and is that too young?')).toEqual(['yes_no: Is that too young?']);
    expect(parseAsks('Do you have group or private lessons, which costs more?')).toHaveLength(2);
  });
});

describe('parseAsks keeps a question whole after "and"', () => {
  it.each([
    [
      'Is there parking, and can we pay at the door?',
      ['yes_no: Is there parking?', 'yes_no: Can we pay at the door?'],
    ],
    [
      'do you do braids and can they be done in under an hour',
      ['yes_no: Do you do braids?', 'yes_no: Can braids be done in under an hour?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks words labels as said', () => {
  it('expands "how long\'s", keeps "how much to…" and a closing "last"', () => {
    expect(asked("How long's the drive-thru wait, and how much's a large cheese pizza?")).toEqual([
      'duration: How long is the drive-thru wait?',
      'money: How much is a large cheese pizza?',
    ]);
    expect(asked('how much to fix a flat and what to bring')).toEqual([
      'money: How much to fix a flat?',
      'text: What to bring?',
    ]);
    expect(asked('how long does a typical lesson last and what age do you start at')).toEqual([
      'duration: How long does a typical lesson last?',
      'age_range: What age do you start at?',
    ]);
  });

  it('starts a new sentence at a question after an abbreviation', () => {
    expect(asked("I'm on St. Clair Ave. How much for a tune-up, and can you do it Saturday?")).toEqual([
      'money: How much for a tune-up?',
      'yes_no: Can you do it Saturday?',
    ]);
    expect(
      asked('My son cracked his phone, an older gen. How much to fix it and how long will it take?'),
    ).toEqual(['money: How much to fix it?', 'duration: How long will it take?']);
  });
});

describe('parseAsks reads the kind a listener expects', () => {
  it.each([
    // "What's a <thing sold>?" asks its price; a definition or "like" does not.
    ["What's a kids' session?", 'money'],
    ["what's each class", 'money'],
    ["what's a family pass for the month", 'money'],
    ['What is a typical day like at camp?', 'text'],
    ['What is an IEP?', 'text'],
    // "How fast/quickly" asks how long until it happens.
    ['How fast can you get a plumber out?', 'duration'],
    ['how quickly can you turn around a passport photo', 'duration'],
    // One-off readiness or an opening of bookings is a date; a weekly "… night" and opening hours recur.
    ['When will the cake be ready?', 'date'],
    ['When would the prints be ready?', 'date'],
    ['What time will my order be ready?', 'schedule'],
    ['When does booking open for the summer?', 'date'],
    ['When do reservations open?', 'date'],
    ['When does the pool open?', 'schedule'],
    ['When is your kids eat free night?', 'schedule'],
    ['When is trivia night?', 'schedule'],
    ['When is the opening night of the play?', 'date'],
    ['When is the recital?', 'date'],
    // "or just/only" offers a choice; things joined by "or" alone are asked yes or no.
    ['Do you pay cash or just store credit?', 'text'],
    ['Do you take cash or only cards?', 'text'],
    ['Do you sell hamsters or guinea pigs?', 'yes_no'],
    // A visit the business books is a day; when we may come is the hours.
    ['When could someone look at our furnace?', 'date'],
    ['when can you come out', 'date'],
    ['When can we visit?', 'schedule'],
    ["What's the minimum spend for a private room?", 'money'],
    // "What would that run me?", "set us back": what it costs.
    ['What would that run me?', 'money'],
    ['how much would a party set us back', 'money'],
    ['Do lessons run in the summer?', 'yes_no'],
    // The earliest or latest of something done daily is a time of day; of an age, an age.
    ["What's the earliest drop-off?", 'schedule'],
    ['what is the latest pick-up', 'schedule'],
    ["What's the earliest age you take?", 'age_range'],
    ["what's the earliest appointment you have", 'date'],
    // "What day is…" reads its subject like "when is…": one event a date, a class or a routine a schedule.
    ['What day is the race?', 'date'],
    ['What day is the bake sale this year?', 'date'],
    ['What day is the art class?', 'schedule'],
    ['What day is garbage pickup?', 'schedule'],
  ])('"%s" asks for %s', (question, kind) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual([kind]);
  });
});

describe('parseAsks keeps what one needs together, and the other choice with its question', () => {
  it('asks "need to bring X and Y, or do you provide them" once, as a choice', () => {
    expect(asked('Do I need to bring a towel and a swim cap, or do you provide them?')).toEqual([
      'text: Do I need to bring a towel and a swim cap, or do you provide them?',
    ]);
    expect(asked('do we have to book a lane and a party room')).toEqual([
      'yes_no: Do we have to book a lane and a party room?',
    ]);
    expect(asked('Can I pay online, or do I call you?')).toEqual([
      'text: Can I pay online, or do I call you?',
    ]);
  });

  it('still asks each thing a business has or offers', () => {
    expect(asked('Do you have a pool and a sauna?')).toEqual([
      'yes_no: Do you have a pool?',
      'yes_no: Do you have a sauna?',
    ]);
  });
});

describe('parseAsks on run-ons and typed fragments', () => {
  it("starts a question after a statement or a child's age run on without a stop", () => {
    expect(
      asked(
        'hi im looking for a swim school for my 4 and 6 year old do you have classes on the weekend what levels do you have',
      ),
    ).toEqual(['yes_no: Do you have classes on the weekend?', 'text: What levels do you have?']);
    expect(asked('we just moved here my daughter is 7 can she join mid season')).toEqual([
      'yes_no: Can she join mid season?',
    ]);
    expect(asked("I don't know if this is the right place but do you fix strollers?")).toEqual([
      'yes_no: Do you fix strollers?',
    ]);
  });

  it('words "how much a kids cut is" directly and shares a noun between two words', () => {
    expect(asked("I'd like to know how much a kids cut is.")).toEqual(['money: How much is a kids cut?']);
    expect(asked('what are drop-off and pick-up times')).toEqual([
      'schedule: What are drop-off and pick-up times?',
    ]);
    expect(asked('What are your weekday and weekend hours?')).toEqual([
      'schedule: What are your weekday and weekend hours?',
    ]);
  });

  it('reads what is wrong, told without "?", as context', () => {
    expect(asked('need a plumber asap - toilet overflowing. can you come now?')).toEqual([
      'yes_no: Can you come now?',
    ]);
    expect(asked('basement flooded, kids home. can someone come today and how much?')).toEqual([
      'yes_no: Can someone come today?',
      'money: How much?',
    ]);
    expect(asked('Need to know: price, hours, and ages.')).toHaveLength(3);
  });

  it('asks "lunch included?" and "parking?" as said', () => {
    expect(asked('lunch included?')).toEqual(['yes_no: Is lunch included?']);
    expect(asked('pets allowed? parking?')).toEqual([
      'yes_no: Are pets allowed?',
      'yes_no: Do you have parking?',
    ]);
    expect(asked('sibling discount?')).toEqual(['yes_no: Do you have a sibling discount?']);
  });
});

describe('parseAsks on terse typed lists and follow-ups', () => {
  it('asks "days?" for a schedule and a minimum count for a number', () => {
    expect(asked('gymnastics for a 5yo. ages? cost? days?')).toEqual([
      'age_range: What are the ages?',
      'money: What is the cost?',
      'schedule: What are the days?',
    ]);
    expect(asked('min # of sessions?')).toEqual(['count: What is the min number of sessions?']);
    expect(asked('max number of kids?')).toEqual(['count: What is the max number of kids?']);
  });

  it("reads the children's ages in a heading as context", () => {
    expect(
      asked('ice skating lessons for my 6 & 8 yr olds - when do they start, how long, how much'),
    ).toEqual(['date: When do they start?', 'duration: How long?', 'money: How much?']);
  });

  it('asks a follow-up of a "how much does X cost" question with its verb last', () => {
    expect(asked('How much does a custom cake cost? What about cupcakes?')).toEqual([
      'money: How much does a custom cake cost?',
      'money: How much do cupcakes cost?',
    ]);
    expect(asked('How much does a kids cut cost? What about a buzz cut?')).toEqual([
      'money: How much does a kids cut cost?',
      'money: How much does a buzz cut cost?',
    ]);
  });

  it('reads "how far out are you booked" as a duration, "how far" alone as a distance', () => {
    expect(asked('how far out are you booked for cleanings?')).toEqual([
      'duration: How far out are you booked for cleanings?',
    ]);
    expect(asked('Do you deliver, how far, and is there a fee?').map((a) => a.split(':')[0])).toEqual([
      'yes_no',
      'text',
      'yes_no',
    ]);
  });
});

describe('parseAsks on requests and attributes asked for a day', () => {
  it('drops an opener that only counts what follows', () => {
    expect(asked('So I need to know three things. Price for two kids. Whether lunch is provided.')).toEqual([
      'money: What is the price for two kids?',
      'yes_no: Is lunch provided?',
    ]);
    expect(asked('I have a couple of questions. Do you take walk-ins?')).toEqual([
      'yes_no: Do you take walk-ins?',
    ]);
  });

  it('asks an attribute named with its day', () => {
    expect(asked('hours on sunday? and do you have high chairs?')).toEqual([
      'schedule: What are the hours on sunday?',
      'yes_no: Do you have high chairs?',
    ]);
    expect(asked('prices on weekends?')).toEqual(['money: What are the prices on weekends?']);
  });

  it('words an indirect "how long X takes" directly', () => {
    expect(asked("Could you find out how long a kids' cut takes and what it costs?")).toEqual([
      "duration: How long does a kids' cut take?",
      'money: What does it cost?',
    ]);
    expect(asked('can you tell me how long a lesson lasts')).toEqual([
      'duration: How long does a lesson last?',
    ]);
  });
});

describe('parseAsks on asides, "between" and "what\'s it cost"', () => {
  it('drops a measure given in passing', () => {
    expect(asked("how much to paint a kid's bedroom, roughly 10x12, and how soon could you start?")).toEqual([
      "money: How much to paint a kid's bedroom?",
      'date: How soon could you start?',
    ]);
    expect(asked('how much to carpet a basement, about 600 square feet?')).toEqual([
      'money: How much to carpet a basement?',
    ]);
  });

  it('keeps the two things "between" compares in one question', () => {
    expect(asked("What's the price difference between the half day and full day program?")).toEqual([
      'money: What is the price difference between the half day and full day program?',
    ]);
    expect(asked("what's the difference between a private lesson and a semi-private one")).toHaveLength(1);
  });

  it('reads "what\'s it cost" as "what does it cost"', () => {
    expect(asked("what's it cost per visit?")).toEqual(['money: What does it cost per visit?']);
    expect(asked("Is there childcare, and what's that cost?")).toEqual([
      'yes_no: Is there childcare?',
      'money: What does that cost?',
    ]);
  });
});

describe('parseAsks on an "or" that says what "no" means', () => {
  it.each([
    'Is the uniform included or extra?',
    'is the helmet part of the price or is that separate',
    'Does the party package come with plates or are those extra?',
    'Are snacks provided or do we need to pack them?',
    'Is parking free or do you charge for it?',
    'Can we just show up or must we book ahead?',
    'is the first lesson free or do I pay for it',
    'is lunch provided or do we pack our own',
    'Do you supply the skates or should we bring our own?',
    'do they hand out the jerseys or do we buy them',
  ])('asks "%s" yes or no', (question) => {
    expect(parseAsks(question)).toMatchObject([{ kind: 'yes_no' }]);
  });

  it.each([
    'Is the class indoors or outside?',
    'is it billed per month or per session',
    'Is the camp for kids only or do parents stay too?',
    'Are the lessons one on one or in a group?',
    'Do you pay cash or just store credit?',
    'Are lessons private or do the kids share a lane?',
  ])('still asks which of two in "%s"', (question) => {
    expect(parseAsks(question)).toMatchObject([{ kind: 'text' }]);
  });
});

describe('parseAsks on when a thing happens', () => {
  it.each([
    // A "when" that ends by naming its day asks the time on that day.
    ['When is the first ferry Sunday morning?', 'schedule'],
    ["When's the last show on Friday?", 'schedule'],
    ['when could your guy come by Thursday', 'schedule'],
    ['When is the first tour tomorrow?', 'schedule'],
    ['when is the last entry of the day', 'schedule'],
    ["When's the first skate on a weekday?", 'schedule'],
    // A day that names which thing, or the day of a condition, does not.
    ['When do the Saturday swim lessons start?', 'date'],
    ['When would the cake be ready if I order today?', 'date'],
    ['When is the next open house?', 'date'],
    // The opening of a holiday or seasonal occasion is a day, of a place a time of day.
    ['When does the Christmas light display open?', 'date'],
    ['when does your Halloween haunted house open for the season', 'date'],
    ['When does the splash pad open?', 'schedule'],
    ['When does the bakery close?', 'schedule'],
    ['When is the Easter craft fair?', 'date'],
    // A group that meets recurs.
    ['When is the chess club?', 'schedule'],
    ['when is hockey practice', 'schedule'],
    // A night, evening or morning asked of what recurs is the schedule.
    ['What night does the chess club meet?', 'schedule'],
    ['which mornings do you run the toddler gym', 'schedule'],
    ['What evenings are the adult classes?', 'schedule'],
    ['What night is the gala?', 'date'],
    // The opening of sign-ups is a day.
    ['When do registrations open for fall soccer?', 'date'],
    ['when do sign-ups start for swim', 'date'],
    // "Your next open date", "the earliest possible date": one day.
    ["What's your next open date?", 'date'],
    ['what is the earliest possible start date', 'date'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(parseAsks(question)).toMatchObject([{ kind }]);
  });
});

describe('parseAsks on how far along', () => {
  it('counts how far along a pregnancy is, and keeps how far ahead a duration', () => {
    expect(asked('How far along do I need to be for the 3D scan?')).toEqual([
      'count: How far along do I need to be for the 3D scan?',
    ]);
    expect(asked('how far along should she be before starting prenatal yoga')).toMatchObject([
      expect.stringMatching(/^count: /),
    ]);
    expect(asked('How far ahead should I book?')).toEqual(['duration: How far ahead should I book?']);
  });
});

describe('parseAsks reads "when is it" and "when are they" by the thing named before it', () => {
  it.each([
    ['Can kids ride on a float in the Canada Day parade, and what day is it?', 'date'],
    ['Is the pancake breakfast free, and when is it?', 'date'],
    ['Is there a spring open house and when is it?', 'date'],
    ['What ages is the junior chess club for, and what day is it?', 'schedule'],
    ['Do you run a Saturday story time and when is it?', 'schedule'],
    ['Does the library have a teen book club, and what day is that?', 'schedule'],
    ['the spring soccer tryouts, when are they?', 'date'],
    ['Do you run Saturday pottery workshops and when are they?', 'schedule'],
  ])('"%s" asks its last part as %s', (question, kind) => {
    expect(parseAsks(question).at(-1)).toMatchObject({ kind });
  });

  it('skips an attribute named before, and reads "it" alone as before', () => {
    expect(parseAsks("For the fall fun run, what's the entry fee and what day is it?").at(-1)).toMatchObject({
      kind: 'date',
    });
    expect(parseAsks('what day is it')).toMatchObject([{ kind: 'schedule' }]);
  });
});

describe('parseAsks on an attribute asked for a day', () => {
  it('asks for the attribute, the day after it kept', () => {
    expect(asked('Family rate? Hours tomorrow? Is the cafe open?')).toEqual([
      'money: What is the family rate?',
      'schedule: What are the hours tomorrow?',
      'yes_no: Is the cafe open?',
    ]);
    expect(asked('Rates? Availability after school?')).toEqual([
      'money: What are the rates?',
      'schedule: What is the availability after school?',
    ]);
    expect(asked('prices this weekend?')).toEqual(['money: What are the prices this weekend?']);
  });

  it('still asks whether a thing is offered on a day', () => {
    expect(asked('swim lessons saturdays?')).toEqual(['yes_no: Do you have swim lessons saturdays?']);
    expect(asked('Do you have classes tomorrow?')).toEqual(['yes_no: Do you have classes tomorrow?']);
  });
});

describe('parseAsks counts the most or fewest people', () => {
  it.each([
    ["what's the max kids per instructor", 'count'],
    ['minimum guests for a private room?', 'count'],
    ['How many campers per counsellor?', 'count'],
    // A price asked of people stays a price.
    ['What is the price for kids per hour?', 'money'],
    ['what are the prices per kid', 'money'],
    ["What's the minimum spend for a private room?", 'money'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(parseAsks(question)).toMatchObject([{ kind }]);
  });
});

describe('parseAsks on greetings, bare states and "as well as"', () => {
  it('asks nothing of a sentence closed as told, unless it names attributes', () => {
    expect(asked('Hey there, new mom here, bit overwhelmed lol. Do you do infant massage classes?')).toEqual([
      'yes_no: Do you do infant massage classes?',
    ]);
    expect(asked('Good morning! Longtime customer, quick one. Are you open Monday?')).toEqual([
      'yes_no: Are you open Monday?',
    ]);
    expect(asked('Price, hours, ages.')).toHaveLength(3);
    expect(asked('swim lessons for a 4 year old, weekend times')).toEqual([
      'schedule: What are the weekend times?',
    ]);
  });

  it('asks whether a thing named bare is so', () => {
    expect(asked('Delivery available? Parking free?')).toEqual([
      'yes_no: Is delivery available?',
      'yes_no: Is parking free?',
    ]);
    expect(asked('Same day service possible?')).toEqual(['yes_no: Is same day service possible?']);
  });

  it('joins with "as well as" like "and"', () => {
    expect(asked("What's the fee as well as the hours?")).toEqual([
      'money: What is the fee?',
      'schedule: What are the hours?',
    ]);
    expect(asked('Do you do birthday parties as well as camps?')).toHaveLength(1);
  });
});

describe('parseAsks reads attributes listed after a yes/no question', () => {
  it('asks an attribute after a yes/no question as its own question, not as another thing offered', () => {
    expect(
      asked(
        'Dog groomers near Austin — do you take large breeds, price for a bath and trim, next available Saturday?',
      ),
    ).toEqual([
      'yes_no: Do you take large breeds?',
      'money: What is the price for a bath and trim?',
      'date: What is the next available Saturday?',
    ]);
    expect(asked('Tutors near me - do you do SAT prep, hourly rate, earliest start date?')).toEqual([
      'yes_no: Do you do SAT prep?',
      'money: What is the hourly rate?',
      'date: What is the earliest start date?',
    ]);
  });

  it('keeps "first"/"next" before a noun part of it, and asks when the next available day is', () => {
    expect(asked('Next available Saturday?')).toEqual(['date: What is the next available Saturday?']);
    expect(asked('First, how much is it? Next, do you have Saturdays?')).toEqual([
      'money: How much is it?',
      'yes_no: Do you have Saturdays?',
    ]);
    // "first appointment free?" asks about the appointment; "first available groomer" is a who.
    expect(asked('Is the first appointment free?')).toEqual(['yes_no: Is the first appointment free?']);
    expect(asked('Who is the first available groomer?')).toEqual([
      'text: Who is the first available groomer?',
    ]);
    expect(asked('Second child discount?')).toEqual(['yes_no: Do you have a second child discount?']);
  });
});

describe('parseAsks reads a question asked inside "would you know", "is it possible to find out"', () => {
  it.each([
    ['Would you know what the deposit is?', 'money: What is the deposit?'],
    ['Would you happen to know how long it takes?', 'duration: How long does it take?'],
    ['Is it possible to find out how much a lesson costs?', 'money: How much does a lesson cost?'],
  ])('%j', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });
});

describe('parseAsks asks for an estimate, a range or a time frame named as an item', () => {
  it.each([
    ['Time frame for a deck build?', 'duration: What is the time frame for a deck build?'],
    ['Price range for a birthday cake?', 'money: What is the price range for a birthday cake?'],
    ['rough estimate for a bathroom reno?', 'money: What is the rough estimate for a bathroom reno?'],
    ["What's the timeline for the fence?", 'duration: What is the timeline for the fence?'],
  ])('%j', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it('still asks yes or no of whether one is given', () => {
    expect(asked('Do you give free estimates?')).toEqual(['yes_no: Do you give free estimates?']);
  });
});

describe('parseAsks asks the rest of a question of both nouns before it', () => {
  it.each([
    ['What days and times are you open?', ['schedule: What days and times are you open?']],
    ['What days and times do you offer lessons?', ['schedule: What days and times do you offer lessons?']],
    [
      'What prices and ages are you offering?',
      ['money: What prices are you offering?', 'age_range: What ages are you offering?'],
    ],
    // Must not change: a question after each noun, and two nouns after the verb.
    ['Which days and what times?', ['schedule: Which days?', 'schedule: What times?']],
    ['What are your days and hours?', ['schedule: What are your days?', 'schedule: What are your hours?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks reads events held once a season, and a turnaround, by what they ask', () => {
  it.each([
    ['When are tryouts?', ['date: When are tryouts?']],
    ['When are the auditions?', ['date: When are the auditions?']],
    ["What's the turnaround?", ['duration: What is the turnaround?']],
    // Must not change: things that recur, and a turnaround asked yes or no.
    ['When are rehearsals?', ['schedule: When are rehearsals?']],
    ['When are practices?', ['schedule: When are practices?']],
    ['Do you have a quick turnaround?', ['yes_no: Do you have a quick turnaround?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks keeps a day or time said after a pause with its question', () => {
  it.each([
    ['Do you have openings, next week?', 'yes_no: Do you have openings, next week?'],
    ['Can I book a cleaning, after 5pm?', 'yes_no: Can I book a cleaning, after 5pm?'],
    ['Are you open, on Sunday?', 'yes_no: Are you open, on Sunday?'],
    ['Any classes for beginners, this weekend?', 'yes_no: Any classes for beginners, this weekend?'],
  ])('"%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });
});

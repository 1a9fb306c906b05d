import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kindsOf = (question: string) => parseAsks(question).map((a) => a.kind);
const labelsOf = (question: string) => parseAsks(question).map((a) => a.label);

describe('parseAsks on questions typed on a phone', () => {
  it.each([
    ['whats the price for a family pass and hows parking', ['money', 'text']],
    ['hey quick q - do you guys do drop in hours for toddlers and whats the price', ['yes_no', 'money']],
    ['do u do newborn photos at home and how much for a session', ['yes_no', 'money']],
    ['theyre 4 and 6, whens the next session and is there room', ['date', 'yes_no']],
  ])('reads contractions and shorthand typed without apostrophes: "%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });

  it.each([
    [
      'do you take the kids out on field trips + is food included + how much per week',
      ['Do you take the kids out on field trips?', 'Is food included?', 'How much per week?'],
    ],
    [
      'price per hour & do you bring your own equipment',
      ['What is the price per hour?', 'Do you bring your own equipment?'],
    ],
    [
      'Do you offer a trial lesson / what does a month cost / how many lessons a month',
      ['Do you offer a trial lesson?', 'What does a month cost?', 'How many lessons a month?'],
    ],
  ])('joins parts with "+", "&" and "/": "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('asks for an attribute named alone before a question, but not for a topic', () => {
    expect(labelsOf('price per hour, do you bring your own equipment')).toEqual([
      'What is the price per hour?',
      'Do you bring your own equipment?',
    ]);
    expect(labelsOf('Swim lessons for my daughter, do you have Saturday spots')).toEqual([
      'Do you have Saturday spots?',
    ]);
  });

  it('reads "/" between two choices as "or", not as two questions', () => {
    expect(labelsOf('is it online / in person')).toEqual(['Is it online or in person?']);
  });

  it('reads every spaced "/" as a pause when one follows a question mark', () => {
    expect(parseAsks('tryout date? / monthly fee / meet days').map((a) => a.kind)).toEqual([
      'date',
      'money',
      'schedule',
    ]);
  });

  it.each([
    ['- price per class\n- class length\n- is there a trial', ['money', 'duration', 'yes_no']],
    [
      'Wondering about a few things:\n- price for two kids\n- whether you do weekends\n- the youngest age',
      ['money', 'yes_no', 'age_range'],
    ],
    ['1. how much 2. when does it start 3. do you have spots', ['money', 'date', 'yes_no']],
    ['need: 1) price 2) hours 3) whether parking is free', ['money', 'schedule', 'yes_no']],
    ['do you have a toddler class\nhow much is it\nwhat time is it', ['yes_no', 'money', 'schedule']],
  ])('reads a list over lines, with bullets or numbers: "%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });

  it('keeps a number ending a sentence out of a list: "my son is 7. do you…"', () => {
    expect(labelsOf('my son is 7. do you have room in the tuesday class')).toEqual([
      'Do you have room in the tuesday class?',
    ]);
  });
});

describe('parseAsks with asides', () => {
  it.each([
    [
      'How many lessons does it take to get a kid swimming on their own, roughly, and how much is each lesson?',
      ['How many lessons does it take to get a kid swimming on their own?', 'How much is each lesson?'],
    ],
    [
      'how much is the monthly fee, approximately, and is there a contract',
      ['How much is the monthly fee?', 'Is there a contract?'],
    ],
    [
      'when does the season start, more or less, and how many games are there',
      ['When does the season start?', 'How many games are there?'],
    ],
    ['How much is a lesson, give or take, and how long is it?', ['How much is a lesson?', 'How long is it?']],
  ])('drops a hedge on the answer: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('keeps a word that changes what is asked: "weekly, and monthly"', () => {
    expect(labelsOf('what does it cost weekly, and monthly')).toEqual([
      'What does it cost weekly?',
      'What does it cost monthly?',
    ]);
  });

  it.each([
    [
      "Do you do kids' eyebrow threading? Kidding. Do you do ear piercing for kids, and what's the youngest age?",
      ['Do you do ear piercing for kids?', 'What is the youngest age?'],
    ],
    [
      'Do you sell hamsters? Actually never mind. Do you sell guinea pigs and how much are they?',
      ['Do you sell guinea pigs?', 'How much are guinea pigs?'],
    ],
    [
      'is the pool heated? ok scratch that. do you have lane swims and when are they',
      ['Do you have lane swims?', 'When are lane swims?'],
    ],
  ])('drops a question taken back: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('keeps the question before "never mind the …", which takes back only that thing', () => {
    expect(labelsOf('Do you do parties? Never mind the cake, how much is the room?')).toEqual([
      'Do you do parties?',
      'How much is the room?',
    ]);
  });

  it.each([
    ['Do you do drain cleaning? If so, how much?', ['Do you do drain cleaning?', 'How much?']],
    [
      'do you have a toddler class? if not, when does the preschool one start',
      ['Do you have a toddler class?', 'When does the preschool one start?'],
    ],
    [
      'do you take walk ins on sundays, and if not how far ahead do i need to book',
      ['Do you take walk ins on sundays?', 'How far ahead do i need to book?'],
    ],
  ])('reads "if so" / "if not" as a condition, not a question: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('asks for an attribute listed after a yes/no question rather than whether it is offered', () => {
    expect(labelsOf('Do you have Saturday classes, the price and the hours?')).toEqual([
      'Do you have Saturday classes?',
      'What is the price?',
      'What are the hours?',
    ]);
  });
});

describe('parseAsks on days', () => {
  it.each([
    ['Do you open on Saturday and Sunday?', ['Do you open on Saturday?', 'Do you open on Sunday?']],
    ['do you do saturdays and sundays', ['Do you do saturdays?', 'Do you do sundays?']],
    [
      'do you have saturday & sunday classes',
      ['Do you have saturday classes?', 'Do you have sunday classes?'],
    ],
    [
      'Do you run classes on weekdays and weekends?',
      ['Do you run classes on weekdays?', 'Do you run classes on weekends?'],
    ],
  ])('asks a yes/no question about two days for each: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it.each([
    ['what are your hours on saturday and sunday', ['What are your hours on saturday and sunday?']],
    [
      'Is there a class on Tuesdays, Thursdays and Saturdays?',
      ['Is there a class on Tuesdays, Thursdays and Saturdays?'],
    ],
    ['are you open saturday or sunday', ['Are you open saturday or sunday?']],
  ])(
    'keeps the days of a question asking when, a timetable, or a choice together: "%s"',
    (question, labels) => {
      expect(labelsOf(question)).toEqual(labels);
    },
  );
});

describe('parseAsks on "when is …": one event or a recurring time', () => {
  it.each([
    'When is the recital?',
    'When are auditions for the spring musical?',
    'when is the open house',
    'when are tryouts for the fall season',
    'when is the winter recital',
    'When is the last day of camp?',
    'when is the grand opening',
    'When does the recital take place',
  ])('reads "%s" as a date', (question) => {
    expect(kindsOf(question)).toEqual(['date']);
  });

  it.each([
    'When is story time?',
    'When are rehearsals?',
    'when are swim lessons in the summer',
    'when is the toddler class',
    'when is the best time to call',
    'when is the pool open on sundays',
    'when are the summer hours',
    'when is drop-off',
    'when do practices happen',
    'when does the pool close',
  ])('reads "%s" as a schedule', (question) => {
    expect(kindsOf(question)).toEqual(['schedule']);
  });
});

describe('parseAsks on an "or" in a yes/no question', () => {
  it('asks "any X" as a yes/no question before another question', () => {
    expect(kindsOf('any discounts for siblings or multiple kids, and how much is the monthly fee')).toEqual([
      'yes_no',
      'money',
    ]);
    expect(kindsOf("What's the price, any discounts?")).toEqual(['money', 'yes_no']);
  });

  it.each([
    'any discounts for siblings or multiple kids',
    'Do you take kids with peanut allergies or other special needs?',
    'Do you sell hamsters or guinea pigs?',
    'Is there a discount for twins or triplets?',
    'Are the art classes drop-in or do I have to sign up for the term?',
    'does insurance cover it or do we pay out of pocket',
  ])('asks yes or no about things joined by "or": "%s"', (question) => {
    expect(kindsOf(question)).toEqual(['yes_no']);
  });

  it.each([
    'Is it indoors or outdoors?',
    'is the price per month or per term',
    'Are lessons private or group?',
    'are sessions in person or online',
    'Is the class for kids or adults?',
  ])('asks which of two alternatives: "%s"', (question) => {
    expect(kindsOf(question)).toEqual(['text']);
  });
});

describe('parseAsks on sizes, ratios and times', () => {
  it.each([
    ["what's the staff ratio", 'count'],
    ['what is the student to teacher ratio', 'count'],
    ['max class size?', 'count'],
    ['How big are the groups?', 'count'],
    ['how big is it', 'text'],
    ["what's the latest pickup time", 'schedule'],
    ['What is the wait time for an assessment?', 'duration'],
    ['what is the turnaround time on a repair', 'duration'],
    ["what's the waiting period for a first visit", 'duration'],
    ["what's the soonest you could fit us in", 'date'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(kindsOf(question)).toEqual([kind]);
  });
});

describe('parseAsks on what a parent tells before asking', () => {
  it.each([
    [
      "my daughter is 9 and super shy, she's never done any team sport before but she really wants to try volleyball. do you have a beginner group, how much is it and how many girls are on a team",
      ['Do you have a beginner group?', 'How much is the beginner group?', 'How many girls are on a team?'],
    ],
    [
      "hi so my son has autism and we're looking for an OT who does sensory work. are you taking new clients and is there a waitlist and how long is it",
      ['Are you taking new clients?', 'Is there a waitlist?', 'How long is it?'],
    ],
    ['price for 2 kids, ages 5 and 8', ['What is the price for 2 kids?']],
    ['my kids are 4 and 6 - do you have a sibling rate', ['Do you have a sibling rate?']],
    [
      'Sorry if this is a dumb question, but do the kids need their own skates?',
      ['Do the kids need their own skates?'],
    ],
  ])('asks only the questions: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it.each([
    [
      'bouncy castle rental - how much for the day, do you set it up, how big is it',
      ['How much for the day?', 'Do you set it up?', 'How big is it?'],
    ],
    [
      'pottery wheel class for teens - cost? how long is each class? max class size?',
      ['What is the cost?', 'How long is each class?', 'What is the max class size?'],
    ],
  ])('reads a heading before a dash as the topic: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('keeps a grade named after a question as a part of its own', () => {
    expect(labelsOf('how much is it for grade 3, and grade 4')).toEqual([
      'How much is it for grade 3?',
      'How much is it for grade 4?',
    ]);
  });

  it('keeps a question that opens with "who" after a pause', () => {
    expect(labelsOf('How much is it, who does the teaching?')).toEqual([
      'How much is it?',
      'Who does the teaching?',
    ]);
  });
});

describe('parseAsks on more ways of asking', () => {
  it.each([
    ['How early can we drop off?', 'schedule'],
    ['how late can we pick up', 'schedule'],
    ['how late are you open on fridays', 'schedule'],
    ['How early do we need to book?', 'duration'],
    ['how early should we arrive', 'duration'],
    ["what's the wait usually like on a saturday", 'duration'],
    ["What's included in the membership?", 'text'],
    ['What does the party package include?', 'text'],
    ["What's the monthly membership?", 'money'],
    ["what's your availability like?", 'schedule'],
    ['When is your first availability?', 'date'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(kindsOf(question)).toEqual([kind]);
  });

  it('reads a question opening with a preposition ("At what age…")', () => {
    expect(
      parseAsks(
        'Do you do eye exams for kids? At what age should they have their first one? Are they covered?',
      ),
    ).toMatchObject([
      { label: 'Do you do eye exams for kids?', kind: 'yes_no' },
      { label: 'At what age should they have their first one?', kind: 'age_range' },
      { label: 'Are they covered?', kind: 'yes_no' },
    ]);
    expect(kindsOf('Until what time is the front desk staffed?')).toEqual(['schedule']);
  });

  it('reads "what\'s the deal with X -" before a list as its topic, and alone as a question', () => {
    expect(
      labelsOf("what's the deal with summer camp - cost, hours, and do they need to bring lunch"),
    ).toEqual(['What is the cost?', 'What are the hours?', 'Do they need to bring lunch?']);
    expect(kindsOf('whats the deal with your trial week, is it free')).toEqual(['text', 'yes_no']);
  });

  it('drops "specifically" before a list item and asks for a time of day', () => {
    expect(
      labelsOf(
        "I'm interested in the toddler music class, specifically the price, the time of day, and the age range",
      ),
    ).toEqual(['What is the price?', 'What is the time of day?', 'What is the age range?']);
  });

  it('asks what follows "can you check if"', () => {
    expect(labelsOf('Can you check if they have spots for 2 kids')).toEqual([
      'Do they have spots for 2 kids?',
    ]);
  });
});

describe('parseAsks on what "and" joins', () => {
  it.each([
    ['how much is the rock and roll camp and when does it start', ['money', 'date']],
    ['how much is the bread and butter pickle workshop', ['money']],
    ['Do you have a parent and tot class?', ['yes_no']],
    ['do you offer arts and crafts for toddlers and how much is it', ['yes_no', 'money']],
  ])('keeps a name with "and" in it whole: "%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });

  it.each([
    [
      "what's the price for a single class and for a 10-class pass",
      ['What is the price for a single class?', 'What is the price for a 10-class pass?'],
    ],
    ['how much is it for one kid and for two', ['How much is it for one kid?', 'How much is it for two?']],
  ])('asks the question again of a second phrase with the same preposition: "%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('still splits a list of attributes and drops context after a pause', () => {
    expect(labelsOf('What is the price and payment plan?')).toEqual([
      'What is the price?',
      'What is the payment plan?',
    ]);
    expect(labelsOf('What is the price and the hours?')).toEqual([
      'What is the price?',
      'What are the hours?',
    ]);
    expect(labelsOf('How much is a lesson, for my 6-year-old?')).toEqual(['How much is a lesson?']);
  });

  it('opens a new question at "if yes" / "if so" inside a run-on, and after "curious if"', () => {
    expect(kindsOf("do you have chess classes for kids if yes what days and what's the cost")).toEqual([
      'yes_no',
      'schedule',
      'money',
    ]);
    expect(labelsOf('Curious if you offer payment plans and what the interest rate is.')).toEqual([
      'Do you offer payment plans?',
      'What is the interest rate?',
    ]);
  });
});

describe('parseAsks on follow-ups that ask the question before of something else', () => {
  it.each([
    [
      'How much is it for one kid? What about two?',
      ['How much is it for one kid?', 'How much is it for two?'],
    ],
    [
      'how much for a 30 min lesson? and for an hour?',
      ['How much for a 30 min lesson?', 'How much for an hour?'],
    ],
    [
      'Do you do gel nails for teens? How about kids?',
      ['Do you do gel nails for teens?', 'Do you do gel nails for kids?'],
    ],
    [
      'what time do you open on saturday? and sunday?',
      ['What time do you open on saturday?', 'What time do you open on sunday?'],
    ],
    [
      'How much is a haircut? What about a beard trim?',
      ['How much is a haircut?', 'How much is a beard trim?'],
    ],
    ['Do you teach piano? And guitar?', ['Do you teach piano?', 'Do you teach guitar?']],
  ])('"%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('keeps a short question of its own after "and", and "what about" with nothing before it', () => {
    expect(labelsOf('what time do you close? and how much is it?')).toEqual([
      'What time do you close?',
      'How much is it?',
    ]);
    expect(kindsOf('What about the parking situation?')).toEqual(['text']);
  });
});

describe('parseAsks on a heading that names what to ask of each item', () => {
  it.each([
    [
      'Prices: kids cut, adult cut',
      ['What are the prices for kids cut?', 'What are the prices for adult cut?'],
    ],
    [
      'Need the cost for: a kids cut, a buzz cut, and a trim',
      [
        'What is the cost for a kids cut?',
        'What is the cost for a buzz cut?',
        'What is the cost for a trim?',
      ],
    ],
  ])('"%s"', (question, labels) => {
    expect(labelsOf(question)).toEqual(labels);
  });

  it('keeps a heading that names a topic out of the items', () => {
    expect(labelsOf('Party room: pizza, balloons, a cake')).toEqual([
      'Do you have a pizza?',
      'Do you have balloons?',
      'Do you have a cake?',
    ]);
  });
});

describe('parseAsks on more typed shorthand and requests', () => {
  it.each([
    ['hours/prices/ages?', ['schedule', 'money', 'age_range']],
    [
      'Do you guys do face painting? Like how much would that be? And like how long does it take?',
      ['yes_no', 'money', 'duration'],
    ],
    ['how much r lessons and r there spots', ['money', 'yes_no']],
    ["i wanna know the price and if there's a waitlist", ['money', 'yes_no']],
    ['can i get info about your summer camp prices, dates and hours', ['money', 'date', 'schedule']],
    ["What's the max number of guests?", ['count']],
    [
      'Does your program have an age cutoff? If so, what is it? How much is tuition?',
      ['yes_no', 'age_range', 'money'],
    ],
    [
      'Is there wheelchair access, do you have sensory-friendly hours, and what are they?',
      ['yes_no', 'yes_no', 'schedule'],
    ],
    [
      'Are there any fees besides tuition, like uniforms or equipment? And when is tuition due?',
      ['yes_no', 'date'],
    ],
  ])('"%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });

  it('keeps two words joined by one slash as a choice, and "why" after a question its own', () => {
    expect(kindsOf('is the camp before/after school')).toEqual(['yes_no']);
    expect(kindsOf('what time do you close? and why?')).toEqual(['schedule', 'text']);
  });

  it('asks what there is to say about a thing the parent asks to hear about', () => {
    expect(labelsOf('tell me about the trial class, the monthly cost, and the schedule')).toEqual([
      'What can you tell me about the trial class?',
      'What is the monthly cost?',
      'What is the schedule?',
    ]);
  });
});

describe('parseAsks on requests for a price, time windows and one-off moments', () => {
  it.each([
    ['Can I get a quote for a birthday cake for 20 people?', 'money'],
    ['can we get an estimate for the whole house', 'money'],
    ['Can I get a spot in the Tuesday class?', 'yes_no'],
    ["what's the drop-off window", 'schedule'],
    ["what's the earliest appointment tomorrow", 'date'],
    ['When is the next available slot?', 'date'],
    ['when do we find out if we got in', 'date'],
    ['when do we pick up', 'schedule'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(kindsOf(question)).toEqual([kind]);
  });

  it('reads a heading after a greeting as the topic', () => {
    expect(
      kindsOf(
        'Hey there, three things: 1) age range? 2) cost per session? 3) do they need their own racket?',
      ),
    ).toEqual(['age_range', 'money', 'yes_no']);
  });
});

describe('parseAsks on postscripts and answer options', () => {
  it.each([
    ['Do you offer swim lessons? P.S. how much are they?', ['yes_no', 'money']],
    ['ps is there parking', ['yes_no']],
    [
      'how much is the camp... and is lunch included... and what are the hours',
      ['money', 'yes_no', 'schedule'],
    ],
  ])('"%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });

  it('keeps the options offered for an answer in its question', () => {
    expect(labelsOf('what do you charge - hourly or per project?')).toEqual([
      'What do you charge - hourly or per project?',
    ]);
    expect(labelsOf('What are the hours, and the prices?')).toEqual([
      'What are the hours?',
      'What are the prices?',
    ]);
  });
});

describe('parseAsks on things that come with something, choices and the end of a period', () => {
  it.each([
    [
      'how much is the party package with pizza and a cake, and how long do we get the room',
      ['money', 'duration'],
    ],
    ['how much for the deluxe package with the face painter and the balloon artist', ['money']],
    ['How much is a lesson and a day pass?', ['money', 'money']],
    [
      'looking into guitar lessons for my 13yo who has never played. Do you have beginners classes? Group or private? How much for each?',
      ['yes_no', 'text', 'money'],
    ],
    ['When does the soccer season end and how many games do they play', ['date', 'count']],
    ['When does the party end?', ['schedule']],
  ])('"%s"', (question, kinds) => {
    expect(kindsOf(question)).toEqual(kinds);
  });
});

describe('parseAsks asks the date of a day named for what happens on it', () => {
  it.each(['when is picture day?', 'whens the sports day'])('"%s"', (question) => {
    expect(kindsOf(question)).toEqual(['date']);
  });
});

describe('parseAsks asks the date of the last or first day to do something ahead', () => {
  it.each([
    ["what's the latest we can book the party?", 'date'],
    ['what is the latest I can register by', 'date'],
    ["what's the latest we can pick up?", 'schedule'],
  ])('"%s"', (question, kind) => {
    expect(kindsOf(question)).toEqual([kind]);
  });
});

import { describe, expect, it } from 'vitest';
import { assignAgentTurns } from '#functions/adapters/local/scripted-model/ask-turns';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const putBy = (ask: Ask, ...lines: string[]) => assignAgentTurns([ask], call(...lines)).get(ask.key) ?? [];

describe('which agent turns put an ask', () => {
  it('hears an ask put in other words: numbers spelled out, hyphenated, or in a related word', () => {
    const tenYearOlds: Ask = { key: 'ten', label: 'Is it open to 10-year-olds?', kind: 'yes_no' };
    expect(putBy(tenYearOlds, 'Would a ten year old be allowed to join?', 'Sure.')).toEqual([0]);
    const date: Ask = { key: 'date', label: 'Are you free on March 3rd?', kind: 'yes_no' };
    expect(putBy(date, 'Could you come out on March third?', 'Let me look.')).toEqual([0]);
    const kids: Ask = { key: 'kids', label: 'How many kids per instructor?', kind: 'count' };
    expect(putBy(kids, 'How many children does each instructor take?', 'Six.')).toEqual([0]);
    const visit: Ask = { key: 'visit', label: 'How much is the first consult?', kind: 'money' };
    expect(putBy(visit, 'What do you charge for a first appointment?', 'Eighty.')).toEqual([0]);
  });

  it.each([
    "Hi, I'm calling for a parent who's coming over Presidents' Day weekend. Could I ask a few questions?",
    'Hello, this is an assistant calling about weekend rentals. Do you have a minute?',
    'Hi, I have some questions about your weekend rentals. Is now a good time?',
    'Hi, calling for a parent about your weekend rentals. Do you have a couple of minutes?',
    'Hello, about your weekend rentals. Is now an okay time?',
    'Hi there, a quick one about weekend rentals. Got a sec?',
    "Hi, I'm an automated assistant calling about weekend rentals. Is this Lakeside Rentals?",
    'Hello, am I speaking with the Rentals Office?',
  ])('takes no ask from %j, a turn asking only leave to ask', (line) => {
    const reserve: Ask = {
      key: 'r',
      label: "Do you need to reserve for Presidents' Day weekend?",
      kind: 'yes_no',
    };
    const rentals: Ask = { key: 'w', label: 'Do you do weekend rentals?', kind: 'yes_no' };
    expect(putBy(reserve, line, 'Yeah, go for it.')).toEqual([]);
    expect(putBy(rentals, line, 'Sure.')).toEqual([]);
  });

  it('takes the ask from a wish to know, said without a question mark', () => {
    const times: Ask = { key: 't', label: 'What times is public skating on Saturday?', kind: 'schedule' };
    expect(
      putBy(times, "I'm hoping to find out the public skating times for Saturday.", 'One to three.'),
    ).toEqual([0]);
    expect(
      putBy(times, 'The parent was wondering about public skating on Saturday.', 'One to three.'),
    ).toEqual([0]);
  });

  it('takes no ask from a wish to ask a few questions about its topic', () => {
    const price: Ask = { key: 'p', label: 'How much to tune an upright piano?', kind: 'money' };
    expect(
      putBy(price, "I'm hoping to ask a couple of quick questions about tuning an upright piano.", 'Hi.'),
    ).toEqual([]);
  });

  it('takes the ask from "Is that something you do?", which is no question of who answered', () => {
    const rentals: Ask = { key: 'w', label: 'Do you do weekend rentals?', kind: 'yes_no' };
    expect(putBy(rentals, 'Some families want weekend rentals. Is that something you do?', 'We do.')).toEqual(
      [0],
    );
  });

  it('still takes the ask from a turn that asks leave and then asks it', () => {
    const rentals: Ask = { key: 'w', label: 'Do you do weekend rentals?', kind: 'yes_no' };
    expect(putBy(rentals, 'Do you have a minute? Do you do weekend rentals?', 'We do.')).toEqual([0]);
  });

  it('does not take a line about something else for the ask', () => {
    const ten: Ask = { key: 'ten', label: 'Is it open to 10-year-olds?', kind: 'yes_no' };
    expect(putBy(ten, 'Do you have parking out front?', 'Yes.')).toEqual([]);
    const fee: Ask = { key: 'fee', label: 'Is there a registration fee?', kind: 'yes_no' };
    expect(putBy(fee, 'Great. And where are you located?', 'On Main Street.')).toEqual([]);
    const age: Ask = { key: 'age', label: 'How old do they need to be?', kind: 'age_range' };
    expect(putBy(age, 'Thanks so much, that is all I needed.', 'Bye.')).toEqual([]);
  });

  it('takes a question for a value, about no ask, for the first ask of that kind naming no topic', () => {
    const asks: Ask[] = [
      { key: 'price', label: 'What does the camp cost?', kind: 'money' },
      { key: 'dates', label: 'What dates is it?', kind: 'date' },
      { key: 'size', label: 'How many kids per group?', kind: 'count' },
    ];
    const turns = call(
      'How much is the camp for a week?',
      'Two-fifty.',
      'And when does the next session start?',
      'The ninth.',
      'How many kids are in a group?',
      'Eight.',
    );
    const put = assignAgentTurns(asks, turns);
    expect([put.get('price'), put.get('dates'), put.get('size')]).toEqual([[0], [2], [4]]);
  });

  it('does not give a question for a value to an ask about another topic, nor to a yes/no', () => {
    const asks: Ask[] = [
      { key: 'age', label: 'What ages is the camp for?', kind: 'age_range' },
      { key: 'spots', label: 'How many spots are left?', kind: 'count' },
      { key: 'lunch', label: 'Is lunch provided?', kind: 'yes_no' },
    ];
    const turns = call(
      'What ages is the camp for?',
      'Six to twelve.',
      'And how many counsellors are there?',
      'Four.',
      'Do you have a minute more?',
      'Sure.',
    );
    const put = assignAgentTurns(asks, turns);
    expect([put.get('age'), put.get('spots'), put.get('lunch')]).toEqual([[0], undefined, undefined]);
  });

  it('hears each question of a line that puts two, even when one is its clearer topic', () => {
    const asks: Ask[] = [
      { key: 'new_kids', label: 'Are you taking new kids?', kind: 'yes_no' },
      { key: 'exam_length', label: 'How long is the first exam?', kind: 'duration' },
    ];
    const line =
      'Hi, I am calling for a parent. Do you accept new child patients, and about how long does a first exam take?';
    const put = assignAgentTurns(asks, call(line, 'We do, and it takes about an hour.'));
    expect([put.get('new_kids'), put.get('exam_length')]).toEqual([[0], [0]]);
  });

  it('does not let a question put an ask it is less about than another', () => {
    const asks: Ask[] = [
      {
        key: 'morning',
        label: 'Is there a dance class for a 6-year-old on weekday afternoons?',
        kind: 'yes_no',
      },
      { key: 'trial', label: 'Is there a trial class?', kind: 'yes_no' },
    ];
    const line = 'Hello, her daughter is six. Do you have a class for that age on weekday afternoons?';
    const put = assignAgentTurns(asks, call(line, 'Yes, Tuesdays at four.'));
    expect([put.get('morning'), put.get('trial')]).toEqual([[0], undefined]);
  });

  it('hears an age asked as "how young" and a sibling as a brother or sister', () => {
    const start: Ask = { key: 'start', label: 'What age can kids start piano?', kind: 'age_range' };
    expect(putBy(start, 'How young can they begin?', 'From five.')).toEqual([0]);
    const sibling: Ask = { key: 'sibling', label: 'Is there a sibling discount?', kind: 'yes_no' };
    expect(putBy(sibling, 'Is it any cheaper if her brother joins as well?', 'Ten percent off.')).toEqual([
      0,
    ]);
  });

  it('hears notice asked as "how far ahead" and a date as "how soon" or "the earliest"', () => {
    const notice: Ask = { key: 'notice', label: 'How much notice do you need?', kind: 'duration' };
    expect(putBy(notice, 'How far ahead would we have to book the cake?', 'A week.')).toEqual([0]);
    const soonest: Ask = { key: 'soonest', label: 'How soon can we get in?', kind: 'date' };
    expect(putBy(soonest, 'How soon could my son be seen?', 'Next Friday.')).toEqual([0]);
    expect(putBy(soonest, 'What is the earliest you could fit him in?', 'Monday.')).toEqual([0]);
  });

  it('hears a count asked as "the number of" or "how big"', () => {
    const party: Ask = {
      key: 'party',
      label: 'How many kids can come to a birthday party at the rink?',
      kind: 'count',
    };
    expect(putBy(party, 'What is the largest number of children at a party?', 'Twenty.')).toEqual([0]);
    const group: Ask = { key: 'group', label: 'How many kids are in each swim group?', kind: 'count' };
    expect(putBy(group, 'And how big are the groups?', 'Eight or so.')).toEqual([0]);
    expect(putBy(group, 'How big is the parking lot?', 'Pretty big.')).toEqual([]);
  });

  it('takes a question naming nothing but the value ("And what does it cost?") for the ask of that kind', () => {
    const asks: Ask[] = [
      { key: 'price', label: 'How much is the robotics club?', kind: 'money' },
      { key: 'day', label: 'What day does the robotics club meet?', kind: 'schedule' },
    ];
    const turns = call(
      'What day does the robotics club meet?',
      'Tuesdays.',
      'And what does it cost?',
      'Ninety.',
    );
    expect(assignAgentTurns(asks, turns).get('price')).toEqual([2]);
    const other = call(
      'What day does the robotics club meet?',
      'Tuesdays.',
      'What does parking cost?',
      'Five.',
    );
    expect(assignAgentTurns(asks, other).get('price')).toBeUndefined();
  });
});

describe("which agent turns put an ask, in the agent's own wording", () => {
  it("hears a kind's question word in any form of it, also in a question told as a statement", () => {
    const cost: Ask = {
      key: 'cost',
      label: 'How much does it cost to book the bouncy castle?',
      kind: 'money',
    };
    expect(
      putBy(cost, "They'd like to know what it costs to book your bouncy castle.", 'Two hundred.'),
    ).toEqual([0]);
    const charged: Ask = { key: 'fee', label: 'What is the fee for a lockout?', kind: 'money' };
    expect(putBy(charged, 'The parent wondered what you charged for a lockout.', 'Seventy-five.')).toEqual([
      0,
    ]);
  });

  it('hears "give" as a light verb: the thing given is the topic', () => {
    const receipt: Ask = { key: 'receipt', label: 'Do they give receipts for insurance?', kind: 'yes_no' };
    expect(putBy(receipt, 'Would she get a receipt she can send to her benefits plan?', 'Yes.')).toEqual([0]);
  });

  it('hears "do you" as asking yes or no only outside a question for a value', () => {
    const visit: Ask = { key: 'visit', label: 'Can a plumber come this week?', kind: 'yes_no' };
    const fee: Ask = { key: 'fee', label: 'What is the call-out fee?', kind: 'money' };
    const put = assignAgentTurns(
      [fee, visit],
      call(
        'What do you charge to send a plumber out?',
        'Ninety.',
        'And could somebody come out this week?',
        'No.',
      ),
    );
    expect(put.get('visit')).toEqual([2]);
    expect(putBy(visit, 'Hi, calling for a parent, do you send a plumber out this week?', 'Yes.')).toEqual([
      0,
    ]);
  });

  it('still hears a value asked after a line that only shared its topic', () => {
    const asks: Ask[] = [
      { key: 'sibling', label: 'Can a sibling join?', kind: 'yes_no' },
      { key: 'price', label: 'How much is the workshop?', kind: 'money' },
    ];
    const turns = call(
      'Could her brother come to the workshop too?',
      'Sure.',
      'And what does it cost?',
      'Forty.',
    );
    expect(assignAgentTurns(asks, turns).get('price')).toEqual([0, 2]);
  });

  it('hears a question opening with an auxiliary as asking yes or no, whoever its subject', () => {
    const asks: Ask[] = [
      { key: 'partner', label: 'Can a partner attend?', kind: 'yes_no' },
      { key: 'price', label: 'How much is the class?', kind: 'money' },
    ];
    const put = assignAgentTurns(
      asks,
      call('Hi. Can her partner come to the prenatal class with her?', 'Sure.'),
    );
    expect(put.get('partner')).toEqual([0]);
  });
});

describe('a line that says one ask whole and a word of another', () => {
  it('puts the ask it says whole, not the one whose only word it shares', () => {
    const asks: Ask[] = [
      { key: 'check', label: 'Can their car seat tech check our install for free?', kind: 'yes_no' },
      { key: 'days', label: 'Which days do they do the checks?', kind: 'schedule' },
      { key: 'checks', label: 'Do the checks?', kind: 'yes_no' },
    ];
    const turns = call(
      'First, can their car seat tech check our install for free?',
      'Sure.',
      'And my last question: do they do the checks?',
      'We do.',
    );
    expect(assignAgentTurns(asks, turns).get('checks')).toEqual([2]);
    const seats: Ask[] = [
      { key: 'vans', label: 'Do they have 7 seaters?', kind: 'yes_no' },
      { key: 'seats', label: 'Do they rent car seats too, or should we bring ours?', kind: 'text' },
    ];
    const put = assignAgentTurns(
      seats,
      call(
        'Do they have 7 seaters?',
        'Not sure.',
        'Also, do they rent car seats too, or should we bring ours?',
        'We do.',
      ),
    );
    expect([put.get('vans'), put.get('seats')]).toEqual([[0], [2]]);
  });

  it('still puts two asks a line says each in its own words', () => {
    const asks: Ask[] = [
      { key: 'new', label: 'Are you taking new patients?', kind: 'yes_no' },
      { key: 'visit', label: 'How long is a first visit?', kind: 'duration' },
      { key: 'class', label: 'How much is the class?', kind: 'money' },
      { key: 'ages', label: 'What ages is the class for?', kind: 'age_range' },
    ];
    const put = assignAgentTurns(
      asks,
      call(
        'Are you taking new patients, and how long is a first visit?',
        'Yes, about an hour.',
        'How much is the class, and what ages is the class for?',
        'Ninety, five to eight.',
      ),
    );
    expect([put.get('new'), put.get('visit'), put.get('class'), put.get('ages')]).toEqual([
      [0],
      [0],
      [2],
      [2],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

/** How a call goes on the phone: recordings, holds, limits said first, sums, questions cut off. */

const context = (label: string) => ({
  label,
  currency: 'USD',
  referenceDate: new Date('2026-03-02T15:00:00Z'),
});
const answerOf = (ask: Ask, turns: NumberedTurn[]) => {
  const found = readAnswers([ask], turns)[0]!;
  return {
    ...found,
    normalized: found.quote ? normalizeAnswer(ask.kind, found.quote, context(ask.label))?.value : null,
  };
};
/** A call the business's recording opens, before the agent speaks. */
const recorded = (greeting: string, ...lines: string[]): NumberedTurn[] => [
  { index: 0, speaker: 'business', text: greeting },
  ...call(...lines).map((t) => ({ ...t, index: t.index + 1 })),
];

describe('a recorded greeting', () => {
  const greeting =
    "You've reached Maple Grove Swim School. Our office hours are Monday to Friday, nine to five, and Saturday eight to noon. Please note we do not offer private lessons for children under four. Leave your name and number after the tone.";
  const leftMessage =
    "Hello, I'm calling on behalf of a parent with a few questions. They'll call back. Thank you.";

  it('answers the days asked out of the hours it gives', () => {
    const ask: Ask = { key: 'sat', label: 'What are your Saturday hours?', kind: 'schedule' };
    expect(answerOf(ask, recorded(greeting, leftMessage))).toMatchObject({
      status: 'answered',
      normalized: { days: ['saturday'], times: ['08:00-12:00'] },
    });
  });

  it('answers a rule it states', () => {
    const ask: Ask = { key: 'private', label: 'Do you offer private lessons?', kind: 'yes_no' };
    expect(answerOf(ask, recorded(greeting, leftMessage))).toMatchObject({
      status: 'answered',
      normalized: false,
    });
  });

  it('leaves a live greeting out: it names the business and answers nothing', () => {
    const ask: Ask = { key: 'lessons', label: 'Do you do swim lessons for toddlers?', kind: 'yes_no' };
    const turns = recorded(
      'Maple Grove Swim School lessons, this is Dana, how can I help?',
      'Hi, quick question.',
      'Sure.',
    );
    expect(readAnswers([ask], turns)[0]!.status).not.toBe('answered');
  });
});

describe('a reply past a hold', () => {
  const ask: Ask = { key: 'spot', label: 'Is there a spot in the September class?', kind: 'yes_no' };
  it.each([
    'Let me check with the owner, can you hold a second?',
    'Um, I need to ask Maria, could you hold on?',
  ])('reads the answer after %j', (hold) => {
    const turns = call(ask.label, hold, 'Sure.', 'Thanks for waiting. Yes, we have two spots left.');
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: true, turn: 3 });
  });

  it('keeps a yes said with the hold', () => {
    const turns = call(ask.label, 'Yes, can you hold while I grab the form?', 'Sure.', 'Okay, I am back.');
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('a limit said first', () => {
  it.each([
    ['Do you groom cats?', "We're dogs only, sorry. The place on Elm is great with cats though."],
    ['Is there swim on Sundays?', 'Saturdays only for the kids. Sundays we mostly have lane swim.'],
  ])('answers %j before what explains it', (label, reply) => {
    const ask: Ask = { key: 'k', label, kind: 'yes_no' };
    expect(answerOf(ask, call(label, reply, 'Thanks.'))).toMatchObject({
      status: 'answered',
      normalized: false,
    });
  });

  it('leaves a limit that keeps the thing asked to the clause most about it', () => {
    const ask: Ask = { key: 'k', label: 'Do you groom cats?', kind: 'yes_no' };
    const turns = call(ask.label, 'Cats only on Tuesdays. We do groom cats, yes.', 'Thanks.');
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('values said over more than one sentence', () => {
  it('reads a month and day said after the weekday', () => {
    const ask: Ask = { key: 'd', label: 'When is the earliest install?', kind: 'date' };
    const turns = call(ask.label, 'Not this week, so earliest would be Friday, April tenth.', 'Thanks.');
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: '2026-04-10' });
  });

  it('takes a length summed up at the end', () => {
    const ask: Ask = { key: 'len', label: 'How long is the workshop?', kind: 'duration' };
    const turns = call(
      ask.label,
      'Forty-five minutes of building.',
      'Thanks so much.',
      'Oh, and then fifteen minutes for snacks after. So an hour altogether.',
    );
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: { minutes: 60 } });
  });

  it('keeps the first length when nothing sums it up', () => {
    const ask: Ask = { key: 'len', label: 'How long is the workshop?', kind: 'duration' };
    const turns = call(ask.label, 'Forty-five minutes. Then they can stay and play for fifteen.', 'Thanks.');
    expect(answerOf(ask, turns)).toMatchObject({ status: 'answered', normalized: { minutes: 45 } });
  });

  it('joins another of the days asked said in the next sentence', () => {
    const ask: Ask = { key: 'h', label: 'What are your hours this weekend?', kind: 'schedule' };
    const turns = call(
      ask.label,
      'Saturday we open at nine and go till three. Sunday we open at ten, till two.',
      'Thanks.',
    );
    expect(answerOf(ask, turns)).toMatchObject({
      status: 'answered',
      normalized: { days: ['saturday', 'sunday'], times: ['09:00-15:00', '10:00-14:00'] },
    });
  });

  it('leaves out another kind of the thing added with "also"', () => {
    const ask: Ask = { key: 'h', label: 'When is the baby class?', kind: 'schedule' };
    const turns = call(
      ask.label,
      'The baby class is Mondays and Thursdays at nine. There is also a Sunday family class at two.',
      'Thanks.',
    );
    expect(answerOf(ask, turns)).toMatchObject({
      status: 'answered',
      normalized: { days: ['monday', 'thursday'], times: ['09:00'] },
    });
  });
});

describe('ages of programs said one after another', () => {
  const ask: Ask = { key: 'ages', label: 'What ages does the art school take?', kind: 'age_range' };
  it.each([
    ['Little Artists is three to five, and then the art school Juniors go up to ten.', { min: 3, max: 10 }],
    [
      'Minis are four to six, and then Art Club goes up to twelve. They do need to be toilet trained.',
      { min: 4, max: 12 },
    ],
  ])('reads the whole run in %j', (reply, ages) => {
    expect(answerOf(ask, call(ask.label, reply, 'Thanks.'))).toMatchObject({
      status: 'answered',
      normalized: ages,
    });
  });

  it('keeps one range that nothing goes on from', () => {
    const found = answerOf(ask, call(ask.label, 'Three to five. Juniors are a separate school.', 'Thanks.'));
    expect(found.normalized).toEqual({ min: 3, max: 5 });
  });
});

describe('replies that leave the value open', () => {
  it('reads "so X or Y", summing up, as unclear', () => {
    const ask: Ask = { key: 'n', label: 'How many kids per instructor?', kind: 'count' };
    const turns = call(
      ask.label,
      "Usually it's six. In the summer it might go to eight, I'd have to ask. So six or eight.",
      'Thanks.',
    );
    expect(readAnswers([ask], turns)[0]!.status).toBe('unclear');
  });

  it('keeps a number said as a small range', () => {
    const ask: Ask = { key: 'n', label: 'How many kids per instructor?', kind: 'count' };
    const turns = call(ask.label, 'Six or seven, usually.', 'Thanks.');
    expect(readAnswers([ask], turns)[0]!.status).toBe('answered');
  });

  it('leaves a question cut off before it was put not asked', () => {
    const asks: Ask[] = [
      { key: 'age', label: 'What is the youngest age?', kind: 'age_range' },
      { key: 'len', label: 'How long is the class?', kind: 'duration' },
    ];
    const turns = call(
      'What is the youngest age?',
      'Eight.',
      'And how long is the—',
      'Sorry, I have to run. Bye.',
    );
    expect(readAnswers(asks, turns)[1]!.status).toBe('not_asked');
  });

  it('reads a yes or no from after the hold that a reply opens by going to check', () => {
    const ask: Ask = { key: 'boots', label: 'Do you have the red rain boots in size 9?', kind: 'yes_no' };
    const turns: NumberedTurn[] = [
      { index: 0, speaker: 'agent', text: ask.label },
      { index: 1, speaker: 'business', text: 'Red in a nine, hold on, sweetie, lemme check the shelf.' },
      { index: 2, speaker: 'business', text: "No, I'm out of the red in nine." },
    ];
    expect(readAnswers([ask], turns)[0]).toMatchObject({ status: 'answered', turn: 2 });
  });

  it('leaves a question cut off after naming its topic, then lost on the line, unclear', () => {
    const ask: Ask = { key: 'vet', label: 'Do you board cats?', kind: 'yes_no' };
    const turns = call(
      'And do you board cats over the—',
      "Sorry, you're breaking up. I can't hear you, try us again later.",
    );
    expect(readAnswers([ask], turns)[0]!.status).toBe('unclear');
  });
});

describe('a reply broken off before it names anything', () => {
  it('answers nothing, and a question cut off before its topic is not asked', () => {
    const ask: Ask = { key: 'sunday', label: 'Are you open on Sundays?', kind: 'yes_no' };
    const turns = call('Thanks. And are you open on—', "Sorry, you're breaking up, hello? Can you—");
    expect(answerOf(ask, turns).status).toBe('not_asked');
  });
});

describe('times summed up after a correction', () => {
  it('takes the times the reply sums up with "so"', () => {
    const ask: Ask = {
      key: 'slots',
      label: 'What party time slots are available on Saturdays?',
      kind: 'schedule',
    };
    const turns = call(
      ask.label,
      'Saturdays we run three. Ten a.m., one, and four. Oh — actually the late one is four-fifteen now, they added cleanup time. So ten to noon, one to three, and four-fifteen to six-fifteen.',
      'Thanks.',
    );
    expect(answerOf(ask, turns).normalized).toEqual({
      days: ['saturday'],
      times: ['10:00-12:00', '13:00-15:00', '16:15-18:15'],
    });
  });
});

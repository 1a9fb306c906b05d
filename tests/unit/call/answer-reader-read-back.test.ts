import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const read = (ask: Ask, ...lines: string[]) => readAnswers([ask], call(...lines))[0]!;

describe('the scripted reader, settled by what the agent reads back', () => {
  const dropIn: Ask = { key: 'fee', label: 'How much is a drop-in?', kind: 'money' };

  it('takes the clause saying the value the agent reads back, past a price taken back', () => {
    const answer = read(
      dropIn,
      'How much is a drop-in?',
      "A buck— no, ha, not a buck. Six dollars a visit for juniors, or a ten-visit card's fifty.",
      'Six dollars a visit. Do they need a racquet?',
      'We have loaners.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 1 });
    expect(answer.quote).toContain('Six dollars a visit');
  });

  it('takes the option the agent reads back when the business named two', () => {
    const coaching: Ask = { key: 'cost', label: 'What does coaching cost?', kind: 'money' };
    const answer = read(
      coaching,
      'What does coaching cost?',
      'So there is group and private. Private with Coach Lin is fifty-five an hour.',
      'Which would a beginner be in?',
      "Group to start. Group's twenty-two a session, Saturdays at ten.",
      'Twenty-two a session for group. Thank you.',
      'Bye now.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      turn: 3,
      quote: "Group's twenty-two a session, Saturdays at ten.",
    });
  });

  it('joins the clauses that say a schedule read back whole', () => {
    const day: Ask = { key: 'day', label: "Which day is the little kids' class?", kind: 'schedule' };
    const answer = read(
      day,
      'Which day is the class for the little ones?',
      "Saturday. Ten o'clock to ten forty-five. We don't have the little ones on Sunday, only the teenagers.",
      'Saturdays, ten to ten forty-five. Thank you.',
      'You are welcome.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "Saturday. Ten o'clock to ten forty-five." });
  });

  it('reads "five p.m. and Fridays" as one read-back sentence', () => {
    const meets: Ask = { key: 'when', label: 'When does the teen class meet?', kind: 'schedule' };
    const answer = read(
      meets,
      'When does your teen class meet?',
      'Teen One is Mondays at five. Oh, and Fridays at six-thirty.',
      'So Mondays at five p.m. and Fridays at six-thirty?',
      'Correct.',
    );
    expect(answer.quote).toBe('Teen One is Mondays at five. Oh, and Fridays at six-thirty.');
  });

  it('keeps its own reading when the business takes the read-back up', () => {
    const hours: Ask = {
      key: 'out',
      label: 'How long do they have to be out of the house?',
      kind: 'duration',
    };
    const answer = read(
      hours,
      'How long would the family need to be out of the house?',
      'The heat runs about six hours. The small ones, five hours.',
      'So about five hours?',
      'No, plan on the six for yours.',
    );
    expect(answer.quote).toBe('The heat runs about six hours.');
  });

  it('leaves a read-back of two values alone', () => {
    const cost: Ask = { key: 'cost', label: 'How much does it cost?', kind: 'money' };
    const answer = read(
      cost,
      'Is there a cost?',
      "No charge. We do a t-shirt, that's eight dollars if they want it.",
      "So it's free with an optional eight-dollar t-shirt. Thanks.",
      'You are welcome!',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'No charge.' });
  });

  it('takes no read-back from the next question', () => {
    const asks: Ask[] = [
      { key: 'price', label: 'How much is the class?', kind: 'money' },
      { key: 'ages', label: 'What ages is the class for?', kind: 'age_range' },
    ];
    const answers = readAnswers(
      asks,
      call(
        'How much is the class?',
        "It's forty a class. Ten-class cards are three-fifty.",
        'And what ages is it for, under ten?',
        'Seven to twelve.',
      ),
    );
    expect(answers[0]).toMatchObject({ quote: "It's forty a class." });
  });

  it('takes the yes the agent sums up with "So…" past a no to one way of doing it', () => {
    const pickUp: Ask = {
      key: 'sat',
      label: 'Can they pick up on Saturdays instead of Wednesdays?',
      kind: 'yes_no',
    };
    const answer = read(
      pickUp,
      'Could they pick up on Saturdays instead of Wednesdays?',
      "We don't do Saturdays at the farm anymore, not enough help. But we've got a stand at the market Saturdays, nine to one, and you can grab your box there instead.",
      'So a Saturday pickup works at the market stand. Thank you!',
      'Yep! Just pick market for the pickup spot.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 1 });
    expect(answer.quote).toMatch(/^But we've got a stand/);
  });

  it('reads no schedule back from times the agent says apart', () => {
    const pickup: Ask = { key: 'pickup', label: 'What time is pickup?', kind: 'schedule' };
    const answer = read(
      pickup,
      'What time is pickup?',
      "Regular pickup's three-thirty. But we've got aftercare till five-thirty, that's ten dollars extra a day.",
      'So pickup is at three-thirty, with aftercare until five-thirty for ten dollars a day.',
      'You got it.',
    );
    expect(answer.quote).toBe("Regular pickup's three-thirty.");
  });
});

describe('a day read back, from the day of the call', () => {
  const start: Ask = { key: 'start', label: 'When does the next session start?', kind: 'date' };
  const turns = [
    'When does the next session start?',
    "Winter term starts Saturday January ninth — no, sorry, that's the adults. The kids start the week after, Saturday the sixteenth.",
    "So kids' classes start Saturday, January sixteenth.",
    'Yes.',
  ];

  it('takes the clause naming the day the agent reads back, comma and all', () => {
    const answer = readAnswers([start], call(...turns), new Date('2026-12-02T18:00:00Z'))[0]!;
    expect(answer).toMatchObject({ status: 'answered', turn: 1 });
    expect(answer.quote).toContain('Saturday the sixteenth');
  });
});

import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

describe('the scripted reader on an agent who words the asks its own way', () => {
  it('finds an ask put in other words by the kind of answer the line asks for, in order', () => {
    const asks: Ask[] = [
      { key: 'min_age', label: 'How old do kids need to be for the escape room?', kind: 'age_range' },
      { key: 'dates', label: 'What dates is it?', kind: 'date' },
    ];
    const answers = readAnswers(
      asks,
      call(
        "Hi, I'm calling for a parent. What's the minimum age to play?",
        'Ten and up.',
        'And when does the camp start?',
        'July sixth.',
      ),
    );
    expect(answers.map((a) => [a.status, a.turn])).toEqual([
      ['answered', 1],
      ['answered', 3],
    ]);
  });

  it('does not let an ask of another kind keep a line for sharing a word with it', () => {
    const asks: Ask[] = [
      {
        key: 'lessons',
        label: 'How many lessons does it take to get a kid swimming on their own?',
        kind: 'count',
      },
      { key: 'price', label: 'How much is each lesson?', kind: 'money' },
    ];
    const answers = readAnswers(
      asks,
      call(
        'How many lessons does it usually take?',
        'Usually about ten.',
        'How much is each lesson?',
        'Forty-two.',
      ),
    );
    expect(answers.map((a) => [a.status, a.turn])).toEqual([
      ['answered', 1],
      ['answered', 3],
    ]);
  });

  it('leaves a yes/no ask the agent never put unasked, whatever question ends the call', () => {
    const asks: Ask[] = [
      { key: 'price', label: 'How much is a lesson?', kind: 'money' },
      { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
    ];
    const answers = readAnswers(
      asks,
      call(
        'How much is a lesson?',
        'Thirty dollars.',
        'Is there anything else I should know?',
        'No, that is it.',
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'not_asked' });
  });

  it("does not take a later line of the same kind out of the asks' order", () => {
    const asks: Ask[] = [
      { key: 'season_start', label: 'When does the season begin?', kind: 'date' },
      { key: 'fee', label: 'How much is the team fee?', kind: 'money' },
    ];
    const answers = readAnswers(
      asks,
      call('How much is the team fee?', 'Two hundred.', 'When is the next tournament?', 'March third.'),
    );
    expect(answers[0]).toMatchObject({ status: 'not_asked' });
  });
});

describe('the scripted reader on the one question between two asks', () => {
  const asks: Ask[] = [
    { key: 'arrival', label: 'How soon can a plumber arrive?', kind: 'duration' },
    { key: 'price', label: 'How much is an emergency call-out?', kind: 'money' },
  ];

  it('takes the only question between the asks around it for the ask between them, in any words', () => {
    const answers = readAnswers(
      asks,
      call(
        'Hi, calling for a parent with a flooded basement. How quickly could somebody get over there?',
        'Our guy is twenty minutes out.',
        'And what do you charge for an emergency call-out?',
        'A hundred and twenty.',
      ),
    );
    expect(answers.map((a) => [a.status, a.turn])).toEqual([
      ['answered', 1],
      ['answered', 3],
    ]);
  });

  it('does not take a closing question after the last ask, nor one of two questions in the slot sharing no word with it', () => {
    const last: Ask[] = [asks[1]!, { key: 'tools', label: 'Do you bring your own tools?', kind: 'yes_no' }];
    const closing = readAnswers(
      last,
      call(
        'What do you charge for an emergency call-out?',
        'A hundred and twenty.',
        'Anything else I should know?',
        'Nope.',
      ),
    );
    expect(closing[1]!.status).toBe('not_asked');
    const two = readAnswers(
      asks,
      call(
        'Could somebody get over there quickly? Or is the weekend busy?',
        'Our guy is twenty minutes out.',
        'Where are you based, by the way?',
        'Downtown.',
        'And what do you charge for an emergency call-out?',
        'A hundred and twenty.',
      ),
    );
    expect(two[0]!.status).toBe('not_asked');
  });

  it('does not take a question narrowing the one before for the ask between', () => {
    const rental: Ask[] = [
      { key: 'price', label: 'How much to rent a canoe for the day?', kind: 'money' },
      { key: 'paddles', label: 'Are paddles included?', kind: 'yes_no' },
      { key: 'parking', label: 'Is there parking?', kind: 'yes_no' },
    ];
    const answers = readAnswers(
      rental,
      call(
        'How much to rent a canoe for the day?',
        'The aluminum ones are sixty for the day.',
        'And the cedar canoe?',
        'Cedar is ninety.',
        'Is there parking?',
        'Yes, out back.',
      ),
    );
    expect(answers[1]!.status).toBe('not_asked');
    expect(answers[0]!.turn).toBe(3);
  });

  it('does not take a question after the answer just given for the ask between', () => {
    const party: Ask[] = [
      { key: 'price', label: 'How much is a party?', kind: 'money' },
      { key: 'weekends', label: 'Do you do parties on weekends?', kind: 'yes_no' },
      { key: 'ages', label: 'What ages do you take?', kind: 'age_range' },
    ];
    const answers = readAnswers(
      party,
      call(
        'Hi, how much is a party?',
        'Two fifty for up to ten kids.',
        'Is that with tax included?',
        'No, tax is on top.',
        'And what ages do you take?',
        'Three to twelve.',
      ),
    );
    expect(answers[1]!.status).toBe('not_asked');
  });
});

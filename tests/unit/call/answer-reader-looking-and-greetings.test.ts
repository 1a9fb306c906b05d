import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { clausesOf, type NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { ask, call, first } from './support';

/** Sympathy and looking things up before an answer, recorded greetings, summed-up cases, lengths named another way, lists. */

describe('"Oh no." said on hearing of a mishap', () => {
  it('is no answer; the yes after it is', () => {
    const answer = first(
      ask('yes_no', 'Can someone come today?'),
      'Their basement is flooding. Can someone come out today?',
      "Oh no. Yes, I've got a crew free this afternoon.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "Yes, I've got a crew free this afternoon." });
  });
});

describe('a yes or no said once the speaker has looked', () => {
  it('answers, not what was said before looking', () => {
    const answer = first(
      ask('yes_no', 'Is there room in the Saturday class?'),
      'Is there room in the Saturday class?',
      "Saturday, that's the Juniors, ten till noon. Let me just check the list... No, sorry, that one's full.",
    );
    expect(answer.quote).toBe("No, sorry, that one's full.");
  });
});

describe('a question left unasked', () => {
  it('is not denied by a no about the same period', () => {
    const asks = [
      ask('yes_no', 'Is there space this term?', 'space'),
      ask('yes_no', 'Is there a recital at the end of term?', 'recital'),
    ];
    const [, recital] = readAnswers(
      asks,
      call('Is there space this term?', "No, we're full this term, I'm afraid.", 'Hello? Are you there?'),
    );
    expect(recital?.status).toBe('not_asked');
  });
});

describe('a recorded greeting', () => {
  it('gives the ages of what it says is for some ages', () => {
    const turns: NumberedTurn[] = [
      {
        index: 0,
        speaker: 'business',
        text: "You've reached Clay Corner. Our kids' classes run Saturday mornings, for ages seven and up. Please leave a message after the tone.",
      },
      {
        index: 1,
        speaker: 'agent',
        text: "Hello, I'm calling on behalf of a parent. We'll try again later, goodbye.",
      },
    ];
    const [ages] = readAnswers([ask('age_range', 'How old do they have to be?')], turns);
    expect(ages?.status).toBe('answered');
  });
});

describe('a price by case the agent could not tell', () => {
  it('is settled by the business summing up for the caller', () => {
    const answer = first(
      ask('money', 'How much is a lockout?'),
      'How much is a lockout?',
      'Is it a deadbolt?',
      "I don't have that detail.",
      "Days it's eighty. After eight it's the night rate, that's a hundred and ten. So tonight it'd be a hundred and ten.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "So tonight it'd be a hundred and ten." });
  });
});

describe('a length asked of, said not done in other words', () => {
  it('is not offered', () => {
    const answer = first(
      ask('money', 'How much is a 60-minute lesson?'),
      'How much is a sixty-minute lesson?',
      "We don't actually do a full hour. Ours are forty minutes, that's forty-eight dollars.",
    );
    expect(answer.status).toBe('not_offered');
  });
});

describe('a list of numbers', () => {
  it('keeps its last item in its clause', () => {
    expect(clausesOf(1, 'Shows are at ten, twelve, and two.').map((c) => c.text)).toEqual([
      'Shows are at ten, twelve, and two.',
    ]);
    expect(clausesOf(1, "It's ten dollars, and kids are free.").map((c) => c.text)).toEqual([
      "It's ten dollars",
      'and kids are free.',
    ]);
  });
});

describe('a range of lengths', () => {
  it('leaves the length open', () => {
    const answer = first(
      ask('duration', 'How long until the floor is dry?'),
      'How long until the floor is dry?',
      'Usually three to five hours.',
    );
    expect(answer.status).toBe('unclear');
  });
});

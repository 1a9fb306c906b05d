import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** A "what about" follow-up, a yes/no question after a lead-in, an estimate said rising, what is not known past another thing's price, words lost on the line. */

describe('which ask a line puts', () => {
  it('puts the ask a "what about" follow-up names', () => {
    const [cake, food] = [
      ask('yes_no', 'Can we bring our own cake?', 'cake'),
      ask('yes_no', 'Can we bring our own food?', 'food'),
    ];
    const answers = readAnswers(
      [cake, food],
      call(
        'Can they bring their own cake?',
        'Cake, yes, absolutely, you can bring your own cake.',
        'What about other food?',
        'Other food, no, sorry. Pizza has to be ordered through us.',
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('puts a yes/no ask with a question after a lead-in, not a date ask sharing its words', () => {
    const [date, sibling] = [
      ask('date', 'When is the catch-up photo day?', 'date'),
      ask('yes_no', 'Can siblings get a photo together on the catch-up day?', 'sibling'),
    ];
    const answers = readAnswers(
      [date, sibling],
      call(
        'Is there a catch-up photo day, and when is it?',
        "Yep, catch-up's Thursday the twenty-eighth.",
        'Speaking of that, could he get a photo with his sister on the catch-up day?',
        'Ah, sorry, no, sibling photos are only done on the main day.',
      ),
    );
    expect(answers[1]).toMatchObject({ status: 'answered', turn: 3 });
    expect(answers[0]).toMatchObject({ turn: 1 });
  });
});

describe('what a reply says', () => {
  it('takes an estimate said with a rising voice', () => {
    const wait = ask('duration', 'How long is the wait right now?');
    const found = first(
      wait,
      'And how long is the wait right now?',
      "I've got three in the lobby, so probably forty-five minutes?",
    );
    expect(found.status).toBe('answered');
  });

  it('is not known when the thing asked is not known past another thing priced', () => {
    const cost = ask('money', 'What does the team cost?');
    const found = first(
      cost,
      'What does the team cost?',
      "The rec class is eighty-eight a month. Team, honestly, it depends on level. I don't want to give you a wrong number.",
    );
    expect(found.status).toBe('unknown');
  });

  it('leaves a text answer lost on the line unclear', () => {
    const parking = ask('text', 'Where do we park?');
    const found = first(
      parking,
      'And where should they park?',
      "Oh, parking, yeah, so there's the— (line crackles) —round the back, but on Saturdays it's—",
    );
    expect(found.status).toBe('unclear');
  });
});

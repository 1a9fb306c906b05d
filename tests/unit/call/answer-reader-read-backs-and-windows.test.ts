import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** Read-backs that settle a value, the part of the day asked, questions for another kind, days of the past, cases left open, one age’s conditions, classes set aside. */

describe('a read-back the business agrees to', () => {
  it('settles a price said to depend, when the agent reads one back', () => {
    const answer = first(
      ask('money', 'Daily fee before subsidy?'),
      "What's the daily fee, before the subsidy is taken off?",
      'So it depends on the day. Our in-centre days are seventy-two dollars, excursion days are ninety-five.',
      "For a standard day at the centre, that's seventy-two dollars?",
      'Seventy-two, yep, standard in-centre day.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Seventy-two, yep, standard in-centre day.' });
  });

  it('narrows values said for several cases to the one read back', () => {
    const answer = first(
      ask('count', 'Minimum number of hours'),
      "What's your minimum number of hours?",
      "Weekdays it's a two-hour minimum, weekends three.",
      "They're likely moving on a Saturday. Just to confirm, a Saturday would be three hours?",
      'Three on Saturday, yeah. Sunday too.',
    );
    expect(answer.quote).toBe('Three on Saturday, yeah.');
  });
});

describe('the part of the day a question asks about', () => {
  it('picks the hours reaching into it, with the times said after them', () => {
    const answer = first(
      ask('schedule', 'Evening hours after 5pm?'),
      'Are you open in the evenings, after five?',
      "Tuesdays and Thursdays we're open late. On those days we're ten till seven-thirty. Monday, Wednesday, Friday it's nine to five.",
    );
    expect(answer.quote).toBe(
      "Tuesdays and Thursdays we're open late. On those days we're ten till seven-thirty.",
    );
  });

  it('puts the last ask by a question sharing its word, though the question reads as a yes or no', () => {
    const [, hours] = readAnswers(
      [ask('money', 'Cheapest frames?', 'price'), ask('schedule', 'Evening hours after 5pm?', 'hours')],
      call(
        'How much are your cheapest frames?',
        'The kids package starts at one forty-nine.',
        'Thanks. And are you open in the evenings?',
        'Tuesdays we go till eight.',
      ),
    );
    expect(hours).toMatchObject({ status: 'answered', quote: 'Tuesdays we go till eight.' });
  });
});

describe('a question for another kind of value', () => {
  it('does not put an ask about the same things', () => {
    const [, size] = readAnswers(
      [
        ask('money', 'Price of puppy kindergarten?', 'price'),
        ask('count', 'How many puppies per class?', 'size'),
      ],
      call(
        'How much is your puppy kindergarten class?',
        "So Puppy Kindergarten is a six-week course, it's two hundred and ten dollars plus tax for the six weeks. If you come to our free intro seminar first you get twenty off, so one ninety.",
        'And how many puppies are in a class?',
        'We cap it at eight.',
      ),
    );
    expect(size).toMatchObject({ status: 'answered', quote: 'We cap it at eight.' });
  });
});

describe('days of the past said after the schedule', () => {
  it('add nothing to it', () => {
    const answer = first(
      ask('schedule', 'What night is the class?'),
      'What night is the class on?',
      "Right now it's Tuesday evenings, seven to eight. We had a Saturday morning one going too, but the trainer's on leave.",
    );
    expect(answer.quote).toBe("Right now it's Tuesday evenings, seven to eight.");
  });
});

describe('a price for another one in order', () => {
  it('is not the one asked, though the agent reads both back', () => {
    const answer = first(
      ask('money', 'Price for a second dog sharing the suite?'),
      'What is the price per night, and is there a discount for a second dog sharing the suite?',
      "Our standard suite is fifty-two a night, but over the holiday it'd be fifty-eight a night for the first dog. Second dog in the same suite is thirty-five a night, and that stays thirty-five over the holiday.",
      'Fifty-eight for the first dog and thirty-five for the second. Do you require the bordetella vaccine?',
      "Yes, bordetella's required.",
    );
    expect(answer.quote).toBe('Second dog in the same suite is thirty-five a night');
  });
});

describe('a value said for one case', () => {
  it('is open when the agent cannot tell the case and the business then cannot say', () => {
    const answer = first(
      ask('count', "How many visits will the kitten's shots take?"),
      "How many visits will the kitten's shots take in total?",
      "That depends how old the kitten is. They get a booster every three to four weeks until about sixteen weeks. So a little eight-week-old, that's three visits. If he's already four months, maybe just one more. Do you know how old he is?",
      "I'm sorry, I don't have the kitten's age.",
      'Then I really can’t say.',
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('what one age must do', () => {
  it('is no range of the ages taken', () => {
    const answer = first(
      ask('age_range', 'What ages do they take?'),
      'And what ages do you take?',
      "Five to twelve. For the five-year-olds we do ask that they've finished kindergarten, or at least pre-K.",
    );
    expect(answer.quote).toBe('Five to twelve.');
  });
});

describe('a class said and set aside', () => {
  it('is not the schedule asked, though it names the class', () => {
    const answer = first(
      ask('schedule', "What days and times are the kids' classes?"),
      'What days and times are the classes for his age?',
      "He'd be in Juniors. Monday and Wednesday, five-fifteen to six. The Little Dragons are the four-to-sixes, that's the four-thirty class, so not him.",
    );
    expect(answer.quote).toBe('Monday and Wednesday, five-fifteen to six.');
  });
});

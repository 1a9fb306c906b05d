import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** Which ask a price question puts, a rate kept for the parent, replies the agent did not hear, an idiom for not knowing, a rule taken back, a season closed, days said full, "two and a half", a week then its day, ages summed up, another ask's read-back, a yes or no said of shared words only. */

describe('which ask a line puts', () => {
  it('puts the price of the thing the line names, not a bare rates ask', () => {
    const [rates, exam] = [
      ask('money', 'What are the rates?', 'rates'),
      ask('money', 'Do exams cost extra?', 'exam'),
    ];
    const answers = readAnswers(
      [rates, exam],
      call(
        'What are your rates?',
        'I would rather talk rates with the parent directly.',
        'Do you enter students for exams, and do they cost extra?',
        'The exam entry is forty dollars, paid to the board.',
      ),
    );
    expect(answers[0]).toMatchObject({ status: 'unknown', turn: 1 });
    expect(answers[1]).toMatchObject({ status: 'answered', turn: 3 });
  });
});

describe('replies the agent did not hear', () => {
  it('leaves unclear a reply lost on the line that the agent says it could not hear', () => {
    const found = first(
      ask('yes_no', 'Is there parking on site?'),
      'Is there parking on site?',
      "Yeah, there's a lot round the... [static] ...after six it's...",
      'Sorry, you broke up there. Is there parking on site?',
      "...sorry, I'm out back and the signal's... [inaudible]",
      'Hello? Are you still there?',
    );
    expect(found.status).toBe('unclear');
  });

  it('still reads a reply the agent heard before the line dropped', () => {
    const found = first(
      ask('count', 'How many kids per group?'),
      'How many kids per group?',
      "Eight at most. Oh, hang on, that's the other line, can you just—",
      'Hello? Are you still there?',
    );
    expect(found).toMatchObject({ status: 'answered', turn: 1 });
  });
});

describe('what a reply says', () => {
  it('reads "the million-dollar question" as not known', () => {
    const found = first(
      ask('text', 'How long is the waiting list?'),
      'How long is the waiting list?',
      "That's the million-dollar question. Could be weeks, could be months.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads a yes taken back after a dash as the old rule', () => {
    const found = first(
      ask('yes_no', 'Does he need his own helmet?'),
      'Does he need his own helmet?',
      "Yes, he'll need to bring one — oh, sorry, scratch that, that was the old policy. We dropped the own-helmet rule in spring.",
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'We dropped the own-helmet rule in spring.' });
  });

  it('reads a season the business is closed in as not offered', () => {
    const found = first(
      ask('money', 'How much is the winter camp?'),
      'How much is the winter camp?',
      'Oh no, in winter we are closed. December and January, nothing.',
    );
    expect(found.status).toBe('not_offered');
  });

  it('takes the times to be had, not days said full', () => {
    const found = first(
      ask('schedule', 'What are the weekend class times?'),
      'What are the weekend class times?',
      'Weekend, Sunday class is full. Only Saturday is there, nine to ten-thirty.',
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'Only Saturday is there, nine to ten-thirty.' });
  });

  it('reads "three and a half" as one age', () => {
    const found = first(
      ask('age_range', 'What ages is the tots class for?'),
      'What ages is the tots class for?',
      'Tots is from three and a half up to five, then they move up.',
    );
    expect(found.quote).toMatch(/^Tots is from three and a half up to five/);
  });

  it('takes the day named after the week it is in', () => {
    const found = first(
      ask('date', 'When does the term start?'),
      'When does the term start?',
      'We start back the week of the eleventh of January. Piano is on the Thursday, so the fourteenth.',
    );
    expect(found.quote).toBe('Piano is on the Thursday, so the fourteenth.');
  });

  it('takes ages summed up after the groups', () => {
    const found = first(
      ask('age_range', 'What ages can join?'),
      'What ages can join?',
      'Juniors is about six to ten, and the seniors go through middle school. Six to fourteen, basically.',
    );
    expect(found.quote).toBe('Six to fourteen, basically.');
  });
});

describe('read-backs', () => {
  it('takes no value read back for the next ask', () => {
    const [rent, insurance] = [
      ask('money', "What's the monthly rent for a violin?", 'rent'),
      ask('money', 'How much is the insurance?', 'insurance'),
    ];
    const answers = readAnswers(
      [rent, insurance],
      call(
        'What is the monthly rental for a violin?',
        "It's twenty-two fifty a month. Oh wait, that's the viola. Violin's nineteen fifty. And the insurance is four a month on top.",
        'So the insurance is four dollars a month?',
        'Yep, four a month.',
      ),
    );
    expect(answers[0]?.quote).toBe("Violin's nineteen fifty.");
  });
});

describe('answers before the question', () => {
  it('reads no yes or no from words another ask shares', () => {
    const [price, online] = [
      ask('money', 'How much per lesson?', 'price'),
      ask('yes_no', 'Do they do online lessons?', 'online'),
    ];
    const answers = readAnswers(
      [price, online],
      call('How much is a lesson?', 'Most of our students do the hour lesson, and that is sixty dollars.'),
    );
    expect(answers[1]?.status).toBe('not_asked');
  });
});

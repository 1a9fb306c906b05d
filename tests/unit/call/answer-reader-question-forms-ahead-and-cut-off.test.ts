import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** A question's yes/no form against a larger topic, a question of the call itself, a question cut off, an answer given "before you ask", hours outside the part of the day asked, a check that keeps what was said, someone else's call, a count settled on, values said around "it depends". */

describe('which ask a line puts', () => {
  it('puts the ask whose topic the line says more, whatever the form of the question', () => {
    const asks = [
      ask('yes_no', 'Is the consultation free?', 'free_visit'),
      ask('schedule', 'When are after-school appointments available?', 'after_school'),
    ];
    const turns = call(
      'Is the first consultation free?',
      "Yes, the consult's on us.",
      'Do you have appointments after school?',
      'We do. Tuesdays and Thursdays from three-thirty to six.',
    );
    const [free, afterSchool] = readAnswers(asks, turns);
    expect(free).toMatchObject({ status: 'answered', turn: 1 });
    expect(afterSchool).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('leaves an ask not put when a yes/no question shares less of its topic than another ask', () => {
    const asks = [
      ask('count', 'What is the minimum number of nights in July?', 'nights'),
      ask('yes_no', 'Will the lake be open for swimming in July?', 'lake'),
    ];
    const turns = call('Is there a minimum stay in July?', 'Three nights in July.', 'Thanks, bye.', 'Bye.');
    const [nights, lake] = readAnswers(asks, turns);
    expect(nights).toMatchObject({ status: 'answered', turn: 1 });
    expect(lake.status).toBe('not_asked');
  });

  it('does not take "Do you speak English?" in the greeting for a yes/no ask', () => {
    const found = first(
      ask('yes_no', 'Can they make a dairy-free cake?'),
      "Do you speak English? I'm an assistant calling for a parent about a birthday cake.",
      'Yes, a little. What you need?',
      'Can you make a dairy-free birthday cake?',
      'Dairy-free, no, sorry, not possible here.',
    );
    expect(found).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('reads nothing said after a question cut off before it was put', () => {
    const found = first(
      ask('date', 'When is the first rehearsal?'),
      'And when is the first—',
      "Oh, sorry, I have to run. Call back tomorrow, it's all online.",
    );
    expect(found.status).toBe('not_asked');
  });
});

describe('what a reply says', () => {
  it('reads an answer given "before you ask" to an ask not yet put', () => {
    const asks = [
      ask('age_range', 'What age can they start?', 'age'),
      ask('yes_no', 'Are there Sunday classes?', 'sunday'),
    ];
    const turns = call(
      'What age can they start?',
      'From three. And before you ask, yes, we do Sundays, ten till one.',
      'Thank you, that is everything.',
      'Bye now.',
    );
    expect(readAnswers(asks, turns)[1]).toMatchObject({ status: 'answered', turn: 1 });
  });

  it('reads hours that end before the part of the day asked as none then', () => {
    const found = first(
      ask('schedule', 'What evening hours do they have?'),
      'Do you have any evening appointments?',
      "No, we're done at three every day.",
    );
    expect(found.status).toBe('not_offered');
    expect(
      first(ask('schedule', 'What evening hours do they have?'), 'Any evenings?', 'Just Tuesdays till seven.')
        .status,
    ).toBe('answered');
  });

  it('keeps what was said when a check ends "no, I had it right"', () => {
    const found = first(
      ask('money', 'How much is the party per child?'),
      'How much is the party per child?',
      "Our party package is twenty-one fifty a kid, that's two games and pizza. The party's two hours total: hour and a half bowling, half an hour in the party room. Wait, is it the other way — no, no, I had it right. Ninety bowling, thirty in the room.",
    );
    expect(found.quote).toBe("Our party package is twenty-one fifty a kid, that's two games and pizza.");
  });

  it('reads "that\'s Mum\'s call" as not known', () => {
    const found = first(
      ask('yes_no', 'Can they bring their dog?'),
      'Can they bring their dog?',
      "Dogs... that's Mum's call, she owns the place.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads the count a reply settles on after "so", of counts said for other groups', () => {
    const found = first(
      ask('count', 'How many children are in each class for a four-year-old?'),
      'How many children are in each class?',
      'For the little ones we keep it five kids to one teacher. The older kids go up to eight in a class. So your little one would be in a group of five max.',
    );
    expect(found.quote).toBe('So your little one would be in a group of five max.');
  });

  it('leaves open prices said one beside the other in a reply that says it depends', () => {
    const found = first(
      ask('money', 'What is the nightly rate for the week of May 4?'),
      "What's the nightly rate that week?",
      "Okay, so that week it jumps around. Sunday to Wednesday it's about one-sixty, but Friday and Saturday it's up around two-twenty. It really depends which nights you pick.",
    );
    expect(found.status).toBe('unclear');
  });
});

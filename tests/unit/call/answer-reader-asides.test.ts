import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

describe('the scripted reader, on a reply broken by a hold', () => {
  it('reads what the business says on coming back', () => {
    const asked = ask('yes_no', 'Can a 6-year-old join the robotics club?');
    const answer = first(
      asked,
      'Can a six-year-old join the robotics club?',
      "Let me ask the coordinator, I don't have the age rules in front of me. Just a second.",
      "Sure, I'll wait.",
      'Thanks for waiting. The robotics club is eight to twelve, so six is too young.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('reads a reply that only says "it depends" before the hold from after it', () => {
    const asked = ask('yes_no', 'Can you fix a bike chain the same day?');
    const answer = first(
      asked,
      'Can you fix a bike chain the same day?',
      'Hmm, it depends on the mechanic. Can you hold?',
      'Of course.',
      "Okay, he says if it's in by noon he can do it by five, but mostly, yes.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'but mostly, yes.' });
  });

  it('keeps a reply with no hold', () => {
    const asked = ask('yes_no', 'Can you fix a bike chain the same day?');
    const answer = first(
      asked,
      'Can you fix a bike chain the same day?',
      'It depends on the mechanic.',
      'Okay.',
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('the scripted reader, on a yes or no said to another question', () => {
  it('keeps the business unsure of the thing asked', () => {
    const asked = ask('yes_no', 'Do you take trade-ins?');
    const answer = first(
      asked,
      'Do you take trade-ins?',
      "We definitely do store credit. Trade-ins I'm honestly not sure? The owner handles that.",
      'Is the owner in today?',
      'No, he is off until Monday.',
    );
    expect(answer.status).toBe('unknown');
  });

  it('still reads a yes said after a doubt in the same reply', () => {
    const asked = ask('yes_no', 'Do you take trade-ins?');
    const answer = first(
      asked,
      'Do you take trade-ins?',
      'We work with a partner shop. Not sure on the details. Yes, they take trade-ins.',
      'Thanks.',
    );
    expect(answer.status).toBe('answered');
  });
});

describe('the scripted reader, on a value said with a rising voice', () => {
  it.each([
    ['How long does a visit take?', 'duration', 'Around thirty minutes? On a slow day.'],
    ['How much is a lesson?', 'money', 'About forty bucks? For the half hour.'],
  ] as const)('reads %j answered by %j', (label, kind, reply) => {
    expect(first(ask(kind, label), label, reply, 'Thanks.').status).toBe('answered');
  });

  it('keeps a guess said with a rising voice, then taken back, as not knowing', () => {
    const label = 'When are the quiet showings?';
    const reply = "It's every other Sunday, I guess? I really don't know the schedule, sorry.";
    expect(first(ask('schedule', label), label, reply, 'Thanks.').status).toBe('unknown');
  });

  it('keeps a question asked back as no answer', () => {
    expect(
      first(ask('money', 'How much is a lesson?'), 'How much is a lesson?', 'Is that for two kids?', 'Yes.')
        .status,
    ).not.toBe('answered');
  });
});

describe('the scripted reader, on a price for children to a grown-up’s price', () => {
  it('takes the grown-up’s price said first', () => {
    const asked = ask('money', "What's the adult ticket?");
    const answer = first(
      asked,
      "What's the adult ticket?",
      "Adults are... let me see... twenty-two. Kids under ten are half, eleven. Parking's extra.",
      'Thanks.',
    );
    expect(answer.quote).toBe('twenty-two.');
  });
});

describe('the scripted reader, on a yes or no to the alternative asked last', () => {
  it('reads the statement after it', () => {
    const asked = ask('yes_no', 'Can you borrow helmets there?');
    const answer = first(
      asked,
      'Can you borrow helmets there, or do they have to bring their own?',
      'No, you can borrow one at the desk.',
      'Thanks.',
    );
    expect(answer.quote).toBe('you can borrow one at the desk.');
  });

  it.each([
    ['Do you lend helmets, or do they have to bring their own?', 'No, they have to bring their own.'],
    ['Do you lend helmets?', 'No, you can borrow one next door.'],
  ])('keeps the yes or no to %j answered %j', (question, reply) => {
    const answer = first(ask('yes_no', 'Do you lend helmets?'), question, reply, 'Thanks.');
    expect(answer.quote).toBe(reply);
  });
});

describe('the scripted reader, on a rule applied to the child', () => {
  it('reads the conclusion drawn', () => {
    const label = 'Can a 12-year-old join the teen league?';
    const reply =
      "The league is for seventh grade and up. If he's starting seventh in the fall, so he's fine.";
    expect(first(ask('yes_no', label), label, reply, 'Thanks.').quote).toBe(
      "If he's starting seventh in the fall, so he's fine.",
    );
  });

  it('keeps a reply that draws none', () => {
    const label = 'Can a 12-year-old join the teen league?';
    const reply = 'The league is for thirteen and up. So she would have to wait a year.';
    expect(first(ask('yes_no', label), label, reply, 'Thanks.').quote).not.toMatch(/^So she/);
  });
});

describe('the scripted reader, on a length said of the thing asked itself', () => {
  it('takes it over the total with what comes after', () => {
    const label = 'How long is the puppet show?';
    const reply =
      'The puppet show itself runs thirty minutes. Then the kids can meet the puppets, so about an hour total.';
    expect(first(ask('duration', label), label, reply, 'Thanks.').quote).toBe(
      'The puppet show itself runs thirty minutes.',
    );
  });

  it('keeps the total when nothing is said of the thing itself', () => {
    const label = 'How long is the party?';
    const reply =
      'An hour on the lanes, then the party room for another thirty minutes. So ninety minutes total.';
    expect(first(ask('duration', label), label, reply, 'Thanks.').quote).toBe('So ninety minutes total.');
  });
});

describe('the scripted reader, on a word said with its "e" dropped', () => {
  it('finds the price of a tuning in a recorded greeting that says "tuning"', () => {
    const asked = ask('money', 'How much is a tune?');
    const turns = call(
      "You've reached Dale's Piano Service. A standard tuning is one-forty. Leave your name after the tone.",
      'Hello, this is an automated assistant calling for a parent. They will call you back. Goodbye.',
    ).map((turn) => ({ ...turn, speaker: turn.index === 0 ? ('business' as const) : ('agent' as const) }));
    expect(readAnswers([asked], turns)[0]).toMatchObject({
      status: 'answered',
      quote: 'A standard tuning is one-forty.',
    });
  });
});

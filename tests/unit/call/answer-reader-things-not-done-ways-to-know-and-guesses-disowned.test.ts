import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, extracted, first } from './support';

/** A thing the business does not do, a way to find out asked of, a guess disowned, a price question naming no thing, a no kept past a read-back, values no one can choose between, a count not volunteered by an age, hours said before they were asked, a yes to the ask summed up denied. */

describe('what a reply says', () => {
  it('reads "I don\'t do cats" as not offered to "Can you groom the cat?"', () => {
    const found = first(
      ask('yes_no', 'Can you groom the cat at the same visit?'),
      'Could you groom the cat at the same visit?',
      "Oh, no, I don't do cats, sorry. Dogs only.",
    );
    expect(found).toMatchObject({ status: 'not_offered', quote: "Oh, no, I don't do cats, sorry." });
  });

  it('still reads a "don\'t do" of another thing as a no, not as not offered', () => {
    const found = first(
      ask('yes_no', 'Can you groom the cat at the same visit?'),
      'Could you groom the cat at the same visit?',
      "No, I don't do two animals in one visit.",
    );
    expect(found.status).toBe('answered');
  });

  it('reads a no to whether the value can be found out as not known', () => {
    const found = first(
      ask('yes_no', 'Do you have space for a pony on part livery?'),
      'Do you have space for a pony on part livery?',
      "There might be a stable coming free at the end of the month but I couldn't tell you for definite.",
      "Is there any way to confirm whether there's a space?",
      "Not till he's back in, no.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads a guess the speaker will not stand by as not known', () => {
    const found = first(
      ask('text', 'What is the minimum lease period?'),
      'Is there a minimum lease period?',
      "Hmm, I think it is three months, or maybe they changed it to six... I don't want to tell you wrong.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads "it depends" that the speaker cannot narrow as not known', () => {
    const found = first(
      ask('text', 'How long will they need to keep the bike?'),
      'How long will you need to keep the bike?',
      "Honestly it depends what's going on with it. Could be two days, could be ten. I can't really tell you till we see it.",
    );
    expect(found.status).toBe('unknown');
  });

  it('still reads a plain description as the answer', () => {
    const found = first(
      ask('text', 'What is the minimum lease period?'),
      'Is there a minimum lease period?',
      'Three months, then it runs month to month.',
    );
    expect(found.status).toBe('answered');
  });

  it('keeps "we don\'t do a free trial" as the no when a read-back is agreed to later', async () => {
    const found = await extracted(
      ask('yes_no', 'Do they offer a free trial session?'),
      'Do you offer a free trial session?',
      "We don't do a free trial, but the first session is half off.",
      "Just so I have it right: there's no free trial session, but the first session is half price?",
      "Exactly. The assessment's about twenty minutes, we do it before the first session.",
    );
    expect(found).toMatchObject({ normalized: false, evidence: { turn: 1 } });
  });

  it('reads a thing not done, said alone, as not offered over a later agreement', () => {
    const found = first(
      ask('yes_no', 'Do they offer a free trial session?'),
      'Do you offer a free trial session?',
      "We don't do a free trial.",
      "Just so I have it right: there's no free trial session?",
      "Exactly. The assessment's about twenty minutes, we do it before the first session.",
    );
    expect(found).toMatchObject({ status: 'not_offered', quote: "We don't do a free trial." });
  });
});

describe('which ask a line puts', () => {
  it('puts the first of two prices still to be asked with a question naming neither thing', () => {
    const asks = [
      ask('yes_no', 'Can they shorten the sleeves on a school blazer?', 'can'),
      ask('money', 'How much does it cost to shorten blazer sleeves?', 'sleeves'),
      ask('money', 'How much do they charge to sew in name labels?', 'labels'),
    ];
    const [, sleeves, labels] = readAnswers(
      asks,
      call(
        'Can you shorten the sleeves on a school blazer?',
        'Yeah, we do loads of them this time of year.',
        'How much would that cost?',
        'Eighteen pound for the sleeves.',
        'And how much do you charge to sew in name labels?',
        "Oh, we don't do labels, sorry.",
      ),
    );
    expect(sleeves).toMatchObject({ status: 'answered', turn: 3 });
    expect(labels).toMatchObject({ status: 'not_offered', turn: 5 });
  });
});

describe('values left open', () => {
  it('leaves open one of several prices when asked which applies the business cannot say', () => {
    const found = first(
      ask('money', 'How much are riding lessons for kids?'),
      'How much are riding lessons for kids?',
      "Private's sixty-five, semi-private's fifty, that's per lesson.",
      'Which would a child usually take?',
      'Depends on the kid, honestly. Jess would want to see her ride first.',
    );
    expect(found.status).toBe('unclear');
  });

  it('still takes the price the business settles on when asked which applies', () => {
    const found = first(
      ask('money', 'How much are riding lessons for kids?'),
      'How much are riding lessons for kids?',
      "Private's sixty-five, semi-private's fifty, that's per lesson.",
      'Which would a child usually take?',
      'Semi-private, so fifty.',
    );
    expect(found).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('leaves open a price said under a condition no one can settle', () => {
    const found = first(
      ask('money', 'How much is a day pass for a six-year-old?'),
      'How much is a day pass for a six-year-old?',
      "If they're forty-eight inches and up it's thirty-nine ninety-nine, under forty-eight inches it's twenty-nine ninety-nine.",
      'The child is six. Which price would apply?',
      "Honestly depends how tall they are, I can't say for sure.",
    );
    expect(found.status).toBe('unclear');
  });

  it('leaves open two prices each said under a condition of its own', () => {
    const found = first(
      ask('money', 'How much is a deep clean of a three-bedroom house?'),
      'What would a deep clean cost for a three-bedroom house?',
      "So for a three-two it's two eighty-five if it's under two thousand square feet, and three-twenty if it's over.",
    );
    expect(found.status).toBe('unclear');
  });
});

describe('answers given before they were asked', () => {
  it('reads no count from ages said in reply to the question of ages', () => {
    const [, count] = readAnswers(
      [
        ask('age_range', 'What ages can attend zoo camp?', 'ages'),
        ask('count', 'How many children are there per counselor?', 'ratio'),
      ],
      call(
        'What ages can attend?',
        'Um, so like six to eleven, roughly.',
        'Does the camp offer before-care?',
        'Let me transfer you to the camp office. Hold on one sec.',
        'Hello? It seems the call may have been disconnected.',
      ),
    );
    expect(count!.status).toBe('not_asked');
  });

  it('reads the days and hours open said before the agent asked them', () => {
    const [, hours] = readAnswers(
      [
        ask('money', 'How much is the first haircut package?', 'price'),
        ask('schedule', 'What days and hours are they open?', 'hours'),
      ],
      call(
        'How much is your first haircut package?',
        "First haircut is thirty-two dollars. And we're open Tuesday through Sunday, ten to six, closed Mondays.",
        'That covers everything I needed to ask. Thank you so much.',
        'Bye now!',
      ),
    );
    expect(hours).toMatchObject({ status: 'answered', turn: 1 });
  });
});

describe('a yes or no summed up', () => {
  const needed = ask('yes_no', 'Does the child need to come in for measurement?');
  const reply = 'Better if he comes. Otherwise you send old uniform, we will take measure from that.';

  it('reads a yes to the ask summed up denied as a no', async () => {
    const found = await extracted(
      needed,
      'Does the child need to come in for measurement?',
      reply,
      "So he doesn't have to come if they send an old uniform?",
      'Yes, yes, old one is enough.',
    );
    expect(found).toMatchObject({ status: 'answered', normalized: false });
  });

  it('reads a yes to the ask summed up as it was asked as a yes', async () => {
    const found = await extracted(
      needed,
      'Does the child need to come in for measurement?',
      reply,
      'So he does need to come in?',
      'Yes, better if he comes.',
    );
    expect(found).toMatchObject({ status: 'answered', normalized: true });
  });

  it('keeps a yes to a summing up that denies a noun, not the ask', async () => {
    const found = await extracted(
      ask('yes_no', 'Is the first consultation free?'),
      'Is the first consultation free?',
      'It is, yep, the initial consult is complimentary.',
      "So there's no charge for it?",
      'Yep, no charge.',
    );
    expect(found).toMatchObject({ status: 'answered', normalized: true });
  });
});

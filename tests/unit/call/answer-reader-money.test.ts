import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const fee: Ask = { key: 'fee', label: 'How much is the filling?', kind: 'money' };
const read = (...lines: string[]) => readAnswers([fee], call(fee.label, ...lines))[0]!;

describe('a price broken off and finished later', () => {
  it('takes the price finished after a hold, not the one broken off', () => {
    const answer = read(
      'The filling is two hundred and, um, wait, let me look at the new sheet...',
      'Sure.',
      '...eighty. Two-eighty, one time.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Two-eighty, one time.' });
  });

  it('keeps a price said in full before a pause that is no correction', () => {
    const answer = read("It's one-ten for the filling.", 'Thanks.', 'And the cleaning is ninety, one time.');
    expect(answer).toMatchObject({ status: 'answered', quote: "It's one-ten for the filling." });
  });
});

describe('the scripted reader, on a value the agent reads back', () => {
  const asks: Ask[] = [
    { key: 'kit', label: 'Is the kit included with the group class?', kind: 'yes_no' },
    { key: 'price', label: 'How much is the group class?', kind: 'money' },
  ];
  it('takes the earlier clause a confirmed read-back points to', () => {
    const turns = call(
      'Is the kit included with the group class?',
      "Kit's included, yeah. It's sixty for the two hours. Privates are a hundred.",
      'So the group class is sixty dollars?',
      'Yup, that is it.',
    );
    expect(readAnswers(asks, turns)[1]).toMatchObject({
      status: 'answered',
      turn: 1,
      quote: "It's sixty for the two hours.",
    });
  });

  it('leaves the ask unclear when the read-back is not confirmed', () => {
    const turns = call(
      'Is the kit included with the group class?',
      "Kit's included, yeah. It's sixty for the two hours. Privates are a hundred.",
      'So the group class is sixty dollars?',
      'Hmm, let me look at the sheet.',
    );
    expect(readAnswers(asks, turns)[1]!.status).not.toBe('answered');
  });
});

describe('a price said of the thing asked narrowed by a prefix', () => {
  it.each([
    [
      'How much is a private lesson?',
      "Private's eighty-five for forty-five minutes. Semi-private is sixty each.",
      "Private's eighty-five for forty-five minutes.",
    ],
    [
      'How much is it for members?',
      'Non-members pay twenty-five. Members pay eighteen.',
      'Members pay eighteen.',
    ],
    [
      'How much is a day at camp?',
      'A half-day is thirty. A full day is fifty-five.',
      'A full day is fifty-five.',
    ],
  ])('to %j reads %j from %j', (label, reply, quote) => {
    const ask: Ask = { key: 'price', label, kind: 'money' };
    expect(readAnswers([ask], call(label, reply, 'Thanks.'))[0]).toMatchObject({ status: 'answered', quote });
  });
});

describe('a price asked of a thing the business no longer has', () => {
  const hayride: Ask = { key: 'hayride', label: 'How much is the hayride?', kind: 'money' };

  it('reads "we don\'t have the hayride anymore … that\'s included" as not offered', () => {
    const reply =
      "Oh, we actually don't have the hayride anymore. We've got the barrel train for the little ones now, and that's included.";
    expect(readAnswers([hayride], call(hayride.label, reply, 'Thanks.'))[0]?.status).toBe('not_offered');
  });

  it.each([
    "Oh, so we're actually not doing hayrides this year. We've got the barrel train instead, that's four dollars a ride.",
    'We stopped doing hayrides when the tractor died. The barrel train is four dollars.',
  ])('reads %j as not offered', (reply) => {
    expect(readAnswers([hayride], call(hayride.label, reply, 'Thanks.'))[0]?.status).toBe('not_offered');
  });

  it('reads a date asked of a thing no longer done as not offered, whatever date is said after', () => {
    const deadline: Ask = { key: 'deadline', label: 'When is the early bird deadline?', kind: 'date' };
    const turns = call(
      deadline.label,
      "We actually don't do early bird pricing anymore. It's one flat rate.",
      'Okay, thanks.',
      "There's an open house March thirteenth if they want to see the place.",
    );
    expect(readAnswers([deadline], turns)[0]?.status).toBe('not_offered');
  });

  it.each([
    "There's no charge for the hayride, it's included.",
    "We don't have a discount, but the hayride is eight dollars.",
  ])('still reads a price from %j', (reply) => {
    expect(readAnswers([hayride], call(hayride.label, reply, 'Thanks.'))[0]?.status).toBe('answered');
  });
});

describe('a price asked of an act the business does not do', () => {
  const delivery: Ask = { key: 'delivery', label: 'How much is delivery?', kind: 'money' };
  const status = (reply: string) =>
    readAnswers([delivery], call(delivery.label, reply, 'Thanks.'))[0]?.status;

  it('reads "no, we don\'t deliver" before another price as not offered', () => {
    expect(
      status("Oh, no, we don't deliver. Most folks borrow a truck, a trailer's about forty bucks."),
    ).toBe('not_offered');
  });

  it.each([
    "We don't deliver on Sundays, but weekdays it's thirty dollars.",
    "We don't charge for delivery in town, otherwise it's fifteen.",
  ])('still reads a price from %j', (reply) => {
    expect(status(reply)).toBe('answered');
  });
});

describe('a "sorry" closing a clause', () => {
  it('still follows a clause opening with "wait" that says the price again', () => {
    const ask: Ask = { key: 'fee', label: 'How much is the yearbook?', kind: 'money' };
    const reply = "It's thirty-five. Oh, wait, forty, they raised it in the spring, sorry.";
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]?.quote).toBe(
      'Oh, wait, forty, they raised it in the spring, sorry.',
    );
  });

  it.each([
    "It's forty a class. Drop-in is forty-five, sorry.",
    'Forty a class. Forty-five if you pay monthly, sorry.',
  ])('apologizes and takes back nothing in %j', (reply) => {
    const ask: Ask = { key: 'class', label: 'How much is a class?', kind: 'money' };
    const [answer] = readAnswers([ask], call(ask.label, reply, 'Thanks.'));
    expect(answer?.quote).toMatch(/^(It's f|F)orty a class\.$/);
  });
});

describe('a price beside the one asked: paid ahead of it or added on', () => {
  it('keeps the price of the thing over a deposit said after it', () => {
    const price: Ask = { key: 'price', label: "What's the price?", kind: 'money' };
    const turns = call(
      price.label,
      'One-forty all in.',
      'Great, thanks.',
      'To book it I need a thirty dollar deposit.',
    );
    expect(readAnswers([price], turns)[0]).toMatchObject({ status: 'answered', quote: 'One-forty all in.' });
  });

  it('keeps the price over one said after "plus"', () => {
    const price: Ask = { key: 'price', label: "What's the price per visit?", kind: 'money' };
    const turns = call(
      price.label,
      "It's one-forty a visit, plus a fifteen dollar x-ray fee per visit.",
      'Thanks.',
    );
    expect(readAnswers([price], turns)[0]).toMatchObject({
      status: 'answered',
      value: "It's one-forty a visit",
    });
  });

  it('reads a price said before "plus" with no price after it as the price', () => {
    const answer = read('One-sixty with the x-ray, filling plus the numbing.');
    expect(answer).toMatchObject({ status: 'answered' });
    expect(answer.value).toContain('One-sixty');
  });
});

describe('a price said as "another"', () => {
  it('is an add-on, not the price asked', () => {
    const show: Ask = { key: 'show', label: 'How much is a birthday show?', kind: 'money' };
    const answer = readAnswers(
      [show],
      call(
        'How much is a birthday show?',
        "Balloon animals at the show are another seventy-five. The show's two ninety-five for up to twenty kids.",
      ),
    )[0]!;
    expect(answer.quote).toBe("The show's two ninety-five for up to twenty kids.");
  });
});

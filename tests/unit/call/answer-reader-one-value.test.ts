import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

/**
 * Replies that leave no one value (prices by how often, spans, no set value, a value for each case
 * the agent cannot tell), values worked out or completed by what follows, and a question said again.
 */

const statusOf = (ask: Ask, turns: NumberedTurn[]) => readAnswers([ask], turns)[0]!.status;

describe('prices by how often a week', () => {
  const ask: Ask = { key: 'fee', label: 'What is the fee per term?', kind: 'money' };

  it.each([
    'Ten-week term. Once a week is four-eighty, twice a week is eight-ninety.',
    'Two days a week is one twenty-nine, unlimited is one sixty-nine.',
    'One class a week is three-forty for the term, two is six-twenty.',
  ])('leaves %j open', (reply) => {
    expect(statusOf(ask, call(ask.label, reply, 'Thanks.'))).toBe('unclear');
  });

  it('reads the price when the question names how often', () => {
    const twice: Ask = { ...ask, label: 'What is the fee for twice a week?' };
    const reply = 'Once a week is four-eighty, twice a week is eight-ninety.';
    expect(readAnswers([twice], call(twice.label, reply, 'Thanks.'))[0]).toMatchObject({
      status: 'answered',
      quote: 'twice a week is eight-ninety.',
    });
  });

  it('reads one price said by how often', () => {
    expect(statusOf(ask, call(ask.label, 'Twice a week is four-eighty for the term.', 'Thanks.'))).toBe(
      'answered',
    );
  });
});

describe('spans of prices', () => {
  const ask: Ask = { key: 'cost', label: 'How much is a spay for a rabbit?', kind: 'money' };

  it.each([
    'Six-fifty to eight-fifty is what I can tell you.',
    "For her size you're looking at one-twenty to one-fifty.",
    'Couple hundred, maybe.',
  ])('leaves %j open', (reply) => {
    expect(statusOf(ask, call(ask.label, reply, 'Thanks.'))).toBe('unclear');
  });

  it('reads ages said before a price as ages', () => {
    expect(statusOf(ask, call(ask.label, 'Three to twelve is twelve dollars.', 'Thanks.'))).toBe('answered');
  });
});

describe('no set value', () => {
  const ask: Ask = { key: 'length', label: 'How long is each visit?', kind: 'duration' };

  it('reads "not really a set time" and "not fixed" as open, not as not offered', () => {
    expect(statusOf(ask, call(ask.label, "Um, so that's not really a set time.", 'Ok.'))).toBe('unclear');
    expect(
      statusOf(
        ask,
        call(ask.label, 'It varies.', "So there isn't a fixed length?", 'No, not fixed.', 'Thanks.'),
      ),
    ).toBe('unclear');
  });

  it('reads a no to "is there a standard rate?" as open', () => {
    const rate: Ask = { key: 'rate', label: 'What is your hourly rate?', kind: 'money' };
    const turns = call(
      rate.label,
      'Our tutors are anywhere from one-ten to one-sixty an hour, depending on experience.',
      'Is there a standard rate for test prep?',
      'Not really.',
      'Thanks.',
    );
    expect(statusOf(rate, turns)).toBe('unclear');
  });

  it('leaves one of several prices open when there is no standard one', () => {
    const fee: Ask = { key: 'fee', label: 'What is the service call fee?', kind: 'money' };
    const turns = call(
      fee.label,
      "Trip charge is eighty-nine in town, one twenty-five if you're out past the county line.",
      "I don't have the address. Is there a standard fee?",
      "Nope, it's one or the other, depends where they are.",
      'Thanks.',
    );
    expect(statusOf(fee, turns)).toBe('unclear');
  });

  it('keeps the answer when the next ask is about a single thing', () => {
    const price: Ask = { key: 'price', label: 'How much is a term?', kind: 'money' };
    const dropIn: Ask = { key: 'drop', label: 'What does a single drop-in class cost?', kind: 'money' };
    const [term] = readAnswers(
      [price, dropIn],
      call(
        price.label,
        'Three-twenty for the term.',
        dropIn.label,
        "We don't do drop-ins, sorry.",
        'Thanks.',
      ),
    );
    expect(term).toMatchObject({ status: 'answered', quote: 'Three-twenty for the term.' });
  });
});

describe('a price worked out from others', () => {
  it('reads "so two hours would be four seventy-five" over the prices it is worked from', () => {
    const ask: Ask = { key: 'party', label: 'How much is a 2-hour pony party?', kind: 'money' };
    const reply =
      'So our basic package is one hour, three-twenty-five. Each extra hour is a hundred and fifty. So two hours would be four seventy-five.';
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
      status: 'answered',
      quote: 'So two hours would be four seventy-five.',
    });
  });

  it('keeps the price when what "would be" says is no price', () => {
    const ask: Ask = { key: 'fare', label: 'What is the child fare?', kind: 'money' };
    const reply =
      "Kids are eight-forty. So your thirteen-year-old would be adult, that's sixteen-ninety-five.";
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
      quote: 'Kids are eight-forty.',
    });
  });
});

describe('a schedule and the length said after it', () => {
  const ask: Ask = { key: 'when', label: 'What nights does the class meet?', kind: 'schedule' };

  it('quotes the length with the start times', () => {
    const reply = "Mondays and Wednesdays at seven. It's an hour. And it's seventy-five a month.";
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
      status: 'answered',
      quote: "Mondays and Wednesdays at seven. It's an hour.",
    });
  });

  it('quotes the times alone when what follows is no length', () => {
    const reply = 'Mondays and Wednesdays at seven. Bring water.';
    expect(readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]).toMatchObject({
      quote: 'Mondays and Wednesdays at seven.',
    });
  });
});

describe('a value for each case the agent cannot tell', () => {
  const ask: Ask = { key: 'hem', label: 'Price to hem suit pants', kind: 'money' };

  it('leaves the price open when the agent lacks the detail asked', () => {
    const turns = call(
      'How much does it cost to hem pants?',
      'Suit pants, they have cuff or no cuff?',
      "I'm sorry, I don't have that detail.",
      'No cuff, twenty dollars. With cuff, twenty-eight.',
      'Thanks.',
    );
    expect(statusOf(ask, turns)).toBe('unclear');
  });

  it('keeps one price with a fee added on top', () => {
    const visit: Ask = { key: 'visit', label: 'How much does a princess visit cost?', kind: 'money' };
    const turns = call(
      'What does a visit cost?',
      'Which princess, do you know?',
      "I don't have that detail, sorry. Just the price for now.",
      "So it's two-twenty-five per visit. If you're far out there's a travel fee on top, like twenty-five.",
      'Thanks.',
    );
    expect(statusOf(visit, turns)).toBe('answered');
  });

  it('keeps the price when the agent goes on to ask', () => {
    const rate: Ask = { key: 'rate', label: 'What is the hourly rate?', kind: 'money' };
    const turns = call(
      'Do you do SAT prep?',
      'We do. Is he taking it in the spring?',
      "I don't have that detail, sorry. What's the hourly rate?",
      "For SAT prep it's ninety-five an hour. Regular tutoring is seventy.",
      'Thanks.',
    );
    expect(statusOf(rate, turns)).toBe('answered');
  });
});

describe('a question said again as what was asked', () => {
  it('reads the reply to "the first question was whether…"', () => {
    const ask: Ask = {
      key: 'monday',
      label: 'Does the ski school run lessons on the Monday holiday?',
      kind: 'yes_no',
    };
    const turns = call(
      'Does your ski school run lessons on the Monday holiday itself?',
      "Full day with rentals is, well, it depends, holiday weekend's peak pricing. Sorry, what was the question?",
      'The first question was whether the ski school runs lessons on the Monday holiday.',
      'Oh, yeah. The holiday we run the full weekend schedule.',
      'Thanks.',
    );
    expect(readAnswers([ask], turns)[0]).toMatchObject({ status: 'answered', turn: 3 });
  });
});

describe('a price of the past', () => {
  it('reads "we used to do sixty a visit" as no price now', () => {
    const ask: Ask = { key: 'visit', label: 'How much is a maintenance visit?', kind: 'money' };
    const reply = "Freshwater we used to do sixty a visit, but I'd have to ask the owner what it is now.";
    expect(statusOf(ask, call(ask.label, reply, 'Thanks.'))).not.toBe('answered');
  });
});

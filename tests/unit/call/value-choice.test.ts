import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const quoteOf = (ask: Ask, ...lines: string[]) => readAnswers([ask], call(...lines))[0]!.quote;

describe('which of several values in a reply answers the ask', () => {
  it('takes, of two statements in one sentence, the one about the kind of thing asked', () => {
    const prints: Ask = {
      key: 'prints',
      label: 'How many prints come with the small package?',
      kind: 'count',
    };
    expect(
      quoteOf(
        prints,
        prints.label,
        'The big package comes with twenty prints and the small package has eight.',
      ),
    ).toBe('the small package has eight.');
    const cardigan: Ask = { key: 'cardigan', label: 'How much is the cardigan?', kind: 'money' };
    expect(quoteOf(cardigan, cardigan.label, "The tunic's forty-two, the cardigan's thirty-eight.")).toBe(
      "the cardigan's thirty-eight.",
    );
    const senior: Ask = { key: 'senior', label: 'What ages is the senior group for?', kind: 'age_range' };
    expect(
      quoteOf(
        senior,
        senior.label,
        'The junior group takes six to nine and the senior group is ten to fourteen.',
      ),
    ).toBe('the senior group is ten to fourteen.');
  });

  it('takes the option said first of two lengths priced in one sentence', () => {
    const jump: Ask = { key: 'jump', label: 'How much is a 1-hour jump?', kind: 'money' };
    expect(
      quoteOf(
        jump,
        jump.label,
        'One hour is nineteen ninety-nine, ninety minutes is twenty-four ninety-nine.',
      ),
    ).toBe('One hour is nineteen ninety-nine');
  });

  it('does not take "up" in "ten and up is…" for a subject of its own', () => {
    const cut: Ask = { key: 'cut', label: 'How much is a cut for a 4-year-old?', kind: 'money' };
    expect(quoteOf(cut, cut.label, 'Under ten is twenty-four, ten and up is thirty-two.')).toBe(
      'Under ten is twenty-four, ten and up is thirty-two.',
    );
  });

  it('keeps one statement whole: a number with "and" in it, a total with its parts, a range', () => {
    const pass: Ask = { key: 'pass', label: 'What does the ten-class pass cost?', kind: 'money' };
    const price = 'The ten-class pass is two hundred and forty dollars.';
    expect(quoteOf(pass, pass.label, price)).toBe(price);
    const length: Ask = { key: 'length', label: 'How long is the party?', kind: 'duration' };
    const total = 'Two hours in all, an hour on the ice and an hour in the party room.';
    expect(quoteOf(length, length.label, total)).toBe(total);
    const ages: Ask = { key: 'ages', label: 'What ages do you take?', kind: 'age_range' };
    expect(quoteOf(ages, ages.label, 'Anywhere between six and twelve.')).toBe(
      'Anywhere between six and twelve.',
    );
  });

  it('takes the value answering over one said besides it, unless that one is about the ask', () => {
    const term: Ask = { key: 'term', label: 'What is the fee per term?', kind: 'money' };
    expect(
      quoteOf(
        term,
        term.label,
        "Two-ten for the ten weeks. There's also a thirty-five dollar club membership, yearly.",
      ),
    ).toBe('Two-ten for the ten weeks.');
    const saturday: Ask = { key: 'saturday', label: 'How much is the Saturday class?', kind: 'money' };
    expect(
      quoteOf(
        saturday,
        saturday.label,
        'The weekday class is thirty. We also have a Saturday class for forty.',
      ),
    ).toBe('We also have a Saturday class for forty.');
  });

  it('takes the reply to the agent narrowing the ask, not to a value read back', () => {
    const painting: Ask = { key: 'painting', label: 'How much is face painting for a party?', kind: 'money' };
    const narrowed = readAnswers(
      [painting],
      call(
        painting.label,
        'The glitter package is two hundred.',
        'And the regular one?',
        'Regular is one fifty.',
      ),
    )[0]!;
    expect(narrowed.quote).toBe('Regular is one fifty.');
    const readBack = readAnswers(
      [painting],
      call(painting.label, 'Two hundred.', 'Two hundred for the party?', 'Yes. Extra kids are fifteen each.'),
    )[0]!;
    expect(readBack.quote).toBe('Two hundred.');
  });

  it('reads a thing described in more words as the same kind when a describing word is shared', () => {
    const privateLesson: Ask = { key: 'private', label: 'How much is a private golf lesson?', kind: 'money' };
    const reply = 'Group clinics are thirty a session, and a private junior lesson is seventy an hour.';
    expect(quoteOf(privateLesson, privateLesson.label, reply)).toBe(
      'and a private junior lesson is seventy an hour.',
    );
    const toddler: Ask = { key: 'toddler', label: 'How much is a haircut for a toddler?', kind: 'money' };
    expect(quoteOf(toddler, toddler.label, 'Adult cuts are forty, kids under ten are twenty-two.')).toBe(
      'kids under ten are twenty-two.',
    );
  });

  it('reads a thing counted in its description ("a twenty-visit pass") as another kind than a day pass', () => {
    const pass: Ask = { key: 'pass', label: 'What does a twenty-visit pass cost for a teen?', kind: 'money' };
    const reply = 'Day passes for teens are fifteen, and the twenty-visit card is two hundred.';
    expect(quoteOf(pass, pass.label, reply)).toBe('and the twenty-visit card is two hundred.');
  });
});

describe('the price said of the one asked about, not of another', () => {
  const ticket: Ask = { key: 'ticket', label: 'How much is a ticket for a 9-year-old?', kind: 'money' };
  const brunch: Ask = { key: 'brunch', label: 'How much is the Sunday brunch buffet?', kind: 'money' };
  const adults: Ask = { key: 'adults', label: 'How much is it for adults?', kind: 'money' };
  const tires: Ask = { key: 'tires', label: 'How much is a tire change for a pickup?', kind: 'money' };

  it('passes over a price for grown-ups when the parent asks for a child', () => {
    const reply = 'For a ticket, adults it is twenty-two. The kids six to twelve are fourteen.';
    expect(quoteOf(ticket, ticket.label, reply)).toBe('The kids six to twelve are fourteen.');
    expect(quoteOf(brunch, brunch.label, 'The brunch is thirty for grown-ups. Children are eighteen.')).toBe(
      'Children are eighteen.',
    );
  });

  it('passes over a price said for another thing than the one the question names', () => {
    const reply = 'The tire change on a compact is sixty. A pickup is ninety-five.';
    expect(quoteOf(tires, tires.label, reply)).toBe('A pickup is ninety-five.');
  });

  it('keeps the price for grown-ups when they are asked about, and a price for the thing asked', () => {
    expect(quoteOf(adults, adults.label, 'Adults it is twenty-two. The kids are fourteen.')).toBe(
      'Adults it is twenty-two.',
    );
    expect(quoteOf(tires, tires.label, 'For a pickup it is ninety-five. A compact is sixty.')).toBe(
      'For a pickup it is ninety-five.',
    );
    expect(quoteOf(brunch, brunch.label, 'It is eighteen a kid, and parents come along free.')).toBe(
      'It is eighteen a kid',
    );
  });

  it('keeps a price said of grown-ups and children together', () => {
    expect(quoteOf(ticket, ticket.label, 'Adults and kids are the same, twenty each. Parking is five.')).toBe(
      'Adults and kids are the same, twenty each.',
    );
    expect(quoteOf(brunch, brunch.label, 'Grown-ups or kids, it is twenty-five. The mimosas are ten.')).toBe(
      'Grown-ups or kids, it is twenty-five.',
    );
  });
});

describe('a free said with a condition', () => {
  const fee: Ask = { key: 'fee', label: 'How much is the setup fee?', kind: 'money' };
  it('gives way to the price said outright', () => {
    const reply =
      "The setup fee is waived if you sign up for a year. Otherwise the setup fee'd be thirty-five.";
    expect(readAnswers([fee], call(fee.label, reply))[0]!.quote).toBe(
      "Otherwise the setup fee'd be thirty-five.",
    );
  });

  it('stands when it is said without one, or is all that is said', () => {
    expect(
      readAnswers([fee], call(fee.label, 'The setup fee is free. Parking is five dollars.'))[0]!.quote,
    ).toBe('The setup fee is free.');
    const only = 'The setup fee is free if you book online.';
    expect(readAnswers([fee], call(fee.label, only))[0]!.quote).toBe(only);
  });
});

describe('a rate for what goes beyond the base price', () => {
  const engraving: Ask = { key: 'engraving', label: 'How much does engraving cost?', kind: 'money' };
  const rental: Ask = { key: 'rental', label: 'How much is the rental after that?', kind: 'money' };

  it('is not the price asked', () => {
    const reply = "It's twenty for the first five letters, and two dollars a letter after that.";
    expect(quoteOf(engraving, engraving.label, reply)).toBe("It's twenty for the first five letters");
  });

  it('is, when the question asks about it', () => {
    const reply = 'Forty to start, and fifteen dollars an hour after that.';
    expect(quoteOf(rental, rental.label, reply)).toBe('and fifteen dollars an hour after that.');
  });
});

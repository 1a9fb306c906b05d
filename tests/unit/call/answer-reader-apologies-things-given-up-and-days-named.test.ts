import { describe, expect, it } from 'vitest';
import { ask, first } from './support';

/** An apology for the line, words lost as the call drops, a word trailing off, a thing given up, a price's inclusions, a day of the month after a weekday, how to book beside the website, the other of two guesses, days not asked, not knowing once the agent went on. */

describe('what a reply says', () => {
  it('reads past an apology for moving to hear better', () => {
    const found = first(
      ask('yes_no', 'Are snacks included?'),
      'Are snacks included?',
      'Can you hear me now? Sorry, I stepped outside. Snacks, yes, snacks are included.',
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'Snacks, yes, snacks are included.' });
  });

  it('leaves open a reply lost on the line as the call drops', () => {
    const found = first(
      ask('yes_no', 'Is there a discount for two weeks?'),
      'Is there a discount for two weeks?',
      "It's— [garbled] —if you use the— [call drops]",
    );
    expect(found.status).toBe('unclear');
  });

  it('reads nothing from a word trailing off in a reply the agent could not hear', () => {
    const found = first(
      ask('yes_no', 'Do you offer a shuttle from the station?'),
      'Do you offer a shuttle from the station?',
      "Shuttle... ja, there's a— [static] —only on the— [static]",
      "I'm still not hearing you clearly. Thank you, I'll let the parent know.",
    );
    expect(found.status).toBe('unclear');
  });

  it('reads a thing the business used to have as not offered', () => {
    const found = first(
      ask('text', 'How does the loyalty card work?'),
      'How does your loyalty card work?',
      'Oh, we used to have one! It got too expensive to run.',
    );
    expect(found.status).toBe('not_offered');
  });

  it('reads "we don\'t do that here" as not offered', () => {
    const found = first(
      ask('schedule', 'When is the kids movie night?'),
      'When is your kids movie night?',
      "Oh, we don't do that here. We used to do Thursdays, we close at six every night now.",
    );
    expect(found.status).toBe('not_offered');
  });

  it('takes the price, not what it includes for free', () => {
    const found = first(
      ask('money', 'How much does the block of lessons cost?'),
      'How much does the block of lessons cost?',
      "It's ninety-five for the six weeks. That includes a pool pass too, so they can swim for free during the block.",
    );
    expect(found.quote).toBe("It's ninety-five for the six weeks.");
  });

  it('takes the day of the month said after a weekday', () => {
    const found = first(
      ask('date', 'When does booking open?'),
      'When does booking open?',
      'It opens Monday at ten. Not this Monday, the one after. The fourteenth.',
    );
    expect(found.quote).toBe('The fourteenth.');
  });

  it('reads how to book, said beside the website, as no not knowing', () => {
    const found = first(
      ask('yes_no', 'Do we need to book a fitting?'),
      'Do they need to book a fitting?',
      "This month you need to book. It's on the website, or ring us and we'll pop you in.",
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'This month you need to book.' });
  });

  it('reads the other of two guesses, then not wanting to say wrong, as not known', () => {
    const found = first(
      ask('count', 'What is the minimum number of kids?'),
      'What is the minimum number of kids?',
      "There is one, I think it's ten? Or twelve. I don't want to tell you wrong.",
    );
    expect(found.status).toBe('unknown');
  });

  it('adds no days that were not asked to the day asked', () => {
    const found = first(
      ask('schedule', 'What time is Sunday family swim?'),
      'What time is Sunday family swim?',
      'Sundays at two. We do one Tuesdays at six too.',
    );
    expect(found.quote).toBe('Sundays at two.');
  });

  it('keeps the answer when the business drops off after the agent goes on to another question', () => {
    const found = first(
      ask('yes_no', 'Can you do weekday evenings?'),
      'Can you do weekday evenings?',
      "Thursday evening I have a slot, six o'clock.",
      'Thanks. And one more question, about the deposit—',
      'Hello? Sorry, bad signal... I call you back later.',
    );
    expect(found).toMatchObject({ status: 'answered', turn: 1 });
  });
});

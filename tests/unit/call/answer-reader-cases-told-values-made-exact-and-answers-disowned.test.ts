import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** A yes agreeing the speaker is not sure, a choice the caller makes, a count summed up past what varies, a yes summed up after "Understood, so", a price once the case is told, a round number made exact, things the speaker won't go into, a denial of the act in a part of its own, a yes or no put as a question then disowned, "ja". */

describe('what a reply says', () => {
  it('reads "Yeah, I\'m not sure" agreeing to "So you\'re not sure…?" as not known', () => {
    const found = first(
      ask('yes_no', 'Is there a sibling discount?'),
      'Is there a sibling discount?',
      "Ooh. I think there is one, but I don't want to tell you wrong.",
      "So you're not sure whether there's a sibling discount?",
      "Yeah, I'm not sure, sorry. You could email her, it's on the website.",
    );
    expect(found.status).toBe('unknown');
  });

  it('keeps the days of sections the caller picks one of', () => {
    const found = first(
      ask('schedule', 'What days does the class run?'),
      'What days does it run?',
      "There's a Tuesday and a Thursday section, both at five, and then a Saturday one at ten a.m. They'd just pick one of those.",
    );
    expect(found).toMatchObject({
      status: 'answered',
      quote: "There's a Tuesday and a Thursday section, both at five, and then a Saturday one at ten a.m.",
    });
  });

  it('reads a yes the agent sums up after "Understood, so" and the business lets stand', () => {
    const asks = [
      ask('age_range', "What's the youngest age allowed?", 'age'),
      ask('money', 'How much is it per person?', 'price'),
      ask('yes_no', 'Does an adult have to go in with the kids?', 'adult'),
    ];
    const turns = call(
      "What's the youngest age you allow?",
      'Youngest we take is ten. And just so you know, anyone under fourteen needs a grown-up in the room with them.',
      'Understood, so the parent would need to go in with them. How much is it per person?',
      'Forty-five each.',
    );
    expect(readAnswers(asks, turns)[2]).toMatchObject({ status: 'answered', turn: 1 });
  });

  it('reads the price said once the agent has told the case the business asked about', () => {
    const found = first(
      ask('money', 'How much per person for a group of six?'),
      'How much is it per person?',
      "Depends how many you've got. For two to four it's forty-five each, five or six it drops a bit. How many are you?",
      'It would be six people including the parent.',
      "Six, yeah, that's forty a head.",
    );
    expect(found).toMatchObject({ status: 'answered', quote: "Six, yeah, that's forty a head." });
  });

  it('reads a round number said roughly, then made exact, as the exact one', () => {
    const found = first(
      ask('count', 'How many children are in the choir?'),
      'About how many children are in the choir?',
      'Around forty right now. Forty-two, I think, as of this week.',
    );
    expect(found.quote).toBe('Forty-two, I think, as of this week.');
  });

  it('reads a count summed up after "so" as settling what varies', () => {
    const found = first(
      ask('count', 'Roughly how many appointments would treatment take?'),
      'Roughly how many appointments would it be altogether?',
      'Ah, it varies, but most of our kids would be in every six to eight weeks, so all in, on average, about eighteen appointments, give or take.',
    );
    expect(found.status).toBe('answered');
  });

  it('reads "I\'m not really supposed to get into that on the phone" as not known', () => {
    const found = first(
      ask('yes_no', 'Can they recommend an agent?'),
      'Could you recommend an agent?',
      "That's, um, I'm not really supposed to get into that on the phone, we get a lot of those questions.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads "I wouldn\'t want to be telling you the wrong thing" as not known', () => {
    const found = first(
      ask('money', "How much is a kids' party per child?"),
      "How much is a kids' party per child?",
      "There was a price change in January and I wouldn't want to be telling you the wrong thing.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads a denial of the act asked, with what is done instead, as not offered', () => {
    const found = first(
      ask('yes_no', 'Do they offer clear aligners?'),
      'Do you offer clear aligners?',
      "No, we don't do aligners here, just fixed braces.",
    );
    expect(found.status).toBe('not_offered');
  });

  it('reads a bare "We don\'t, no" to a question of what they do as not offered', () => {
    const found = first(
      ask('yes_no', 'Do they do home visits?'),
      'Do you do home visits?',
      "We don't, no, everything's here in the clinic.",
    );
    expect(found.status).toBe('not_offered');
  });

  it('reads a no put as a question, then disowned, as not known', () => {
    const found = first(
      ask('yes_no', 'Is there a discount for paying for the whole year?'),
      'Is there a discount if they pay for the whole year?',
      "Um, not that I know of? Accounts handles all that side of it, I'd hate to tell you the wrong thing.",
    );
    expect(found.status).toBe('unknown');
  });

  it('reads "Ja, definitely." as opening with a yes', () => {
    const found = first(
      ask('yes_no', 'Do they take complete beginners?'),
      'Do you take complete beginners?',
      'Ja, definitely. Half our juniors started not knowing how the knight moves.',
    );
    expect(found).toMatchObject({ status: 'answered', quote: 'Ja, definitely.' });
  });

  it('still reads "Not that I know of, no." as a no', () => {
    const found = first(
      ask('yes_no', 'Is there a sibling discount?'),
      'Is there a sibling discount?',
      'Not that I know of, no.',
    );
    expect(found).toMatchObject({ status: 'answered', value: expect.stringMatching(/^Not that I know of/) });
  });
});

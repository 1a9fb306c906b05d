import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createConverse } from '#functions/core/call/converse';
import type { CallContext } from '#functions/ports/call-conversation';
import { createMemoryConversation } from './support/memory-conversation';

async function afterOpening(heard: string, context: Partial<CallContext> = {}) {
  const memory = createMemoryConversation();
  memory.add({ callId: 'c1', ...context });
  const converse = createConverse({ store: memory.store, model: createScriptedModel() });
  await converse('c1', { text: 'Hello?', at: 0 });
  return converse('c1', { text: heard, at: 10 });
}

describe('scripted phone agent', () => {
  it.each([
    ['Please leave a message after the tone.', 'voicemail'],
    ['For bookings, press 2. To repeat these options, press 9.', 'phone_menu'],
    ["Sorry, we don't give out that information over the phone.", 'refused'],
    ['You have the wrong number, this is a private residence.', 'wrong_number'],
    ['Group lessons are $25. Anything else I can help with?', 'answered'],
  ])('ends the call on "%s" as %s', async (heard, outcome) => {
    const reply = await afterOpening(heard);
    expect(reply).toMatchObject({ done: true, outcome });
  });

  it('gives the ages and needs when asked only if the place shares them', async () => {
    const children = [
      { years: 4, months: 0, gender: 'female' as const, needs: 'Peanut allergy' },
      { years: 7, months: 0, gender: null, needs: null },
    ];
    expect((await afterOpening('How old is your child?', { children })).say).toBe(
      "It's for their 4-year-old daughter, who has peanut allergy, and their 7-year-old child.",
    );
    expect((await afterOpening('Does your child have any allergies?', { children })).say).toMatch(
      /who has peanut allergy/,
    );
    const withheld = await afterOpening('How old is your child?', { children: null });
    expect(withheld.say).toMatch(/can't share details about the children/);
    expect(withheld.say).not.toMatch(/\d|allergy/);
  });

  it('waits politely when put on hold, then asks the next ask', async () => {
    expect((await afterOpening('Let me check that for you, one moment please.')).say).toBe(
      'Of course, take your time.',
    );
    const next = await afterOpening('Lessons are $25 per session.', {
      question: 'How much are lessons, and do you have Saturday classes?',
    });
    expect(next).toMatchObject({ done: false, say: 'And do you have Saturday classes?' });
  });

  it('repeats the ages the parent wrote in the question when sharing is on, and nothing when it is off', async () => {
    const question = 'How much are swim lessons for my 7 year old?';
    expect((await afterOpening('How old is your child?', { question, children: [] })).say).toBe(
      "It's for a 7-year-old.",
    );
    const off = await afterOpening('How old is your child?', { question, children: null });
    expect(off.say).not.toMatch(/7|seven/i);
    const two = await afterOpening('And how old is the little one?', {
      question: 'Do you take 4 and 8 yo kids in the same class?',
      children: [],
    });
    expect(two.say).toBe("It's for a 4-year-old and an 8-year-old.");
  });

  it('says it has no details when sharing is on but the profile lists no child', async () => {
    const reply = await afterOpening('How old is your child?', { children: [] });
    expect(reply.say).toBe("I don't have the child's details with me, sorry; a general answer is fine.");
  });

  it.each([
    ["Um, let me see. It's two-seventy per week.", 'How much is day camp per week?'],
    ['Let me check, yes, we are open Saturdays.', 'Are you open on Saturdays?'],
    ['One moment. Oh, good question. Yes, we are open Saturdays.', 'Are you open on Saturdays?'],
  ])('takes "%s", an answer after a hold phrase, as the answer', async (heard, question) => {
    const reply = await afterOpening(heard, { question });
    expect(reply).toMatchObject({ done: true, outcome: 'answered' });
  });

  it.each([
    'One moment, please.',
    'Hold on, let me check with the nurse.',
    "Give me a sec, I'll grab the schedule.",
    'Um, let me see.',
  ])('waits on "%s", a hold that answers nothing', async (heard) => {
    const reply = await afterOpening(heard, { question: 'How much is day camp per week?' });
    expect(reply.say).toBe('Of course, take your time.');
  });

  it('takes an answer after thinking aloud ("good question") as clear, and a hedge after it as unclear', async () => {
    const question = 'Are you open on Saturdays?';
    const clear = await afterOpening("Oh, good question. Yes, we're open Saturdays.", { question });
    expect(clear).toMatchObject({ done: true, outcome: 'answered' });
    const hedge = await afterOpening("Good question, it's different for everyone.", {
      question: 'How much is day camp per week?',
    });
    expect(hedge.say).toMatch(/^Sorry, just so I have it right/);
  });

  it('names the parent only once the business asked for a name, never first in a farewell', async () => {
    const unasked = await afterOpening('It is $30 a class. Anything else?', { userFirstName: 'Dana' });
    expect(unasked.say).not.toContain('Dana');

    const memory = createMemoryConversation();
    memory.add({ callId: 'c1', userFirstName: 'Dana' });
    const converse = createConverse({ store: memory.store, model: createScriptedModel() });
    await converse('c1', { text: 'Hello?', at: 0 });
    expect((await converse('c1', { text: 'Sure, can I get a name?', at: 10 })).say).toBe("It's for Dana.");
    const farewell = await converse('c1', { text: 'Thanks. It is $30 a class.', at: 20 });
    expect(farewell.say).toContain('I will pass that on to Dana');
  });

  it('gives no name when the caller has none to give', async () => {
    const reply = await afterOpening("Who's calling, please?", { userFirstName: null });
    expect(reply.say).toMatch(/local parent/);
  });
});

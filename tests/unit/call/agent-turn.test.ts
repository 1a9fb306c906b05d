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

  it('thanks the business by the user\u2019s first name when ending', async () => {
    const reply = await afterOpening('It is $30 a class. Anything else?', { userFirstName: 'Dana' });
    expect(reply.say).toContain('I will pass that on to Dana');
  });
});

import { describe, expect, it } from 'vitest';
import { createConverse } from '#functions/core/call/converse';
import { DomainError } from '#shared/domain/errors';
import { createMemoryConversation } from './support/memory-conversation';
import { mockModel, systemOf, text, toolCall } from './support/mock-model';

describe('converse', () => {
  it('opens with the fixed line without asking the model', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1', question: 'Do you have swim lessons on Saturdays' });
    const model = mockModel();
    const converse = createConverse({ store: memory.store, model });

    const reply = await converse('c1', { text: 'Sunny Swim, how can I help?', at: 0 });

    expect(model.doGenerateCalls).toHaveLength(0);
    expect(reply.done).toBe(false);
    expect(reply.say).toContain('automated assistant');
    expect(reply.say).toContain('on behalf of a local parent');
    expect(reply.say).toContain('This call may be recorded.');
    expect(reply.say).toContain('I have one quick question: do you have swim lessons on Saturdays?');
    expect(memory.turns('c1').map((t) => t.speaker)).toEqual(['business', 'agent']);
    expect(reply.at).toBeGreaterThan(0);
  });

  it('gives the model the goal, business and first name, and nothing of the children when not shared', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1', goal: 'Compare prices', userFirstName: 'Dana', children: null });
    const model = mockModel(text('How old do children need to be?'));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', null);

    const reply = await converse('c1', { text: 'Lessons are $25.', at: 8 });

    const system = systemOf(model);
    expect(reply).toMatchObject({ say: 'How old do children need to be?', done: false, outcome: null });
    expect(system).toContain('Goal: Compare prices');
    expect(system).toContain('Business: Sunny Swim School');
    expect(system).toContain('Calling on behalf of: Dana');
    expect(system).toMatch(/give this first name only when the business asks/);
    expect(system).not.toMatch(/you may share their ages/);
    expect(system).toContain('do not give any details about the children');
  });

  it('lets the model repeat the ages the question gives only when sharing is on', async () => {
    const off = createMemoryConversation();
    off.add({ callId: 'c1', question: 'How much are swim lessons for my 7 year old?', children: null });
    const silent = mockModel(text('Sure.'));
    const converseOff = createConverse({ store: off.store, model: silent });
    await converseOff('c1', null);
    await converseOff('c1', { text: 'How old is your child?', at: 8 });
    expect(systemOf(silent)).toContain('do not give any details about the children');
    expect(systemOf(silent)).not.toContain('7-year-old');
    for (const children of [[], [{ years: 4, months: 0, gender: 'female' as const, needs: null }]]) {
      const memory = createMemoryConversation();
      memory.add({ callId: 'c1', question: 'How much are swim lessons for my 7 year old?', children });
      const model = mockModel(text("It's for a 7-year-old."));
      const converse = createConverse({ store: memory.store, model });
      await converse('c1', null);
      await converse('c1', { text: 'How old is your child?', at: 8 });

      const system = systemOf(model);
      expect(system).toContain(
        "Children's ages as the parent's question gives them (you may repeat them): 7-year-old",
      );
      expect(system).toContain('Share nothing else about the children.');
      expect(system).not.toContain('do not give any details');
      expect(system.includes('4-year-old')).toBe(children.length > 0);
    }
  });

  it('tells the model the profile lists no child when sharing is on but none is stored', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1', children: [] });
    const model = mockModel(text('Sure.'));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', null);
    await converse('c1', { text: 'How old is your child?', at: 8 });

    expect(systemOf(model)).toMatch(
      /the profile lists no child; if asked about the child, say you don't have/,
    );
  });

  it("gives the model the children's ages and needs when the place allows sharing them", async () => {
    const memory = createMemoryConversation();
    memory.add({
      callId: 'c1',
      children: [
        { years: 6, months: 0, gender: 'male', needs: 'Is allergic to peanuts.' },
        { years: 1, months: 6, gender: 'female', needs: null },
      ],
    });
    const model = mockModel(text('They are 6 and 1.'));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', null);
    await converse('c1', { text: 'How old are they?', at: 8 });

    expect(systemOf(model)).toContain(
      'Children (you may share their ages and needs): 6-year-old son, who is allergic to peanuts; 18-month-old daughter',
    );
    expect(systemOf(model)).toMatch(/mention it again naturally/);
  });

  it('ends the call with the outcome the model gives through the tool', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1' });
    const model = mockModel(toolCall('end_call', { outcome: 'voicemail', farewell: 'We will call back.' }));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', { text: 'Please leave a message after the tone.', at: 0 });

    const reply = await converse('c1', null);

    expect(reply).toMatchObject({ say: 'We will call back.', done: true, outcome: 'voicemail' });
    expect(memory.outcomes.get('c1')).toBe('voicemail');
    expect(model.doGenerateCalls[0]!.tools?.map((t) => t.name)).toEqual(['end_call']);
  });

  it('describes the end_call tool to the model as JSON Schema, with its field description', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1' });
    const model = mockModel(text('Do you have Saturday classes?'));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', { text: 'Hello?', at: 0 });
    await converse('c1', { text: 'Sunny Swim, how can I help?', at: 5 });

    expect(model.doGenerateCalls[0]!.tools?.[0]).toMatchObject({
      inputSchema: {
        type: 'object',
        properties: {
          outcome: {
            type: 'string',
            enum: ['answered', 'voicemail', 'phone_menu', 'refused', 'wrong_number'],
          },
          farewell: {
            type: 'string',
            maxLength: 400,
            description: 'The last words to say before hanging up',
          },
        },
        required: ['outcome', 'farewell'],
        additionalProperties: false,
      },
    });
  });

  it('closes politely once the turn limit is reached', async () => {
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1' });
    const model = mockModel(text('And what about Sundays?'));
    const converse = createConverse({ store: memory.store, model, maxAgentTurns: 2 });
    await converse('c1', null);
    await converse('c1', { text: 'We are open Saturdays.', at: 5 });

    const last = await converse('c1', { text: 'Sundays too.', at: 12 });

    expect(last).toMatchObject({ done: true, outcome: 'answered' });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('answers not found for an unknown call', async () => {
    const converse = createConverse({ store: createMemoryConversation().store, model: mockModel() });
    await expect(converse('nope', null)).rejects.toBeInstanceOf(DomainError);
  });
});

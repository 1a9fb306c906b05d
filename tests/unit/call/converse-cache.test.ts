import { describe, expect, it } from 'vitest';
import { createConverse } from '#functions/core/call/converse';
import { createMemoryConversation } from './support/memory-conversation';
import { mockModel, text } from './support/mock-model';

/** The memory store, counting how often the call context is read. */
function countingMemory() {
  const memory = createMemoryConversation();
  const reads = { count: 0 };
  const getCallContext = memory.store.getCallContext;
  memory.store.getCallContext = (callId) => {
    reads.count += 1;
    return getCallContext(callId);
  };
  return { memory, reads };
}

describe('converse keeps the call between turns', () => {
  it('reads the call once for all its turns', async () => {
    const { memory, reads } = countingMemory();
    memory.add({ callId: 'c1' });
    const converse = createConverse({ store: memory.store, model: mockModel(text('And on Sundays?')) });
    await converse('c1', null);
    await converse('c1', { text: 'Lessons are 20 dollars.', at: 6 });
    await converse('c1', { text: 'Sundays too.', at: 12 });
    expect(reads.count).toBe(1);
    expect(memory.turns('c1').map((t) => t.speaker)).toEqual([
      'agent',
      'business',
      'agent',
      'business',
      'agent',
    ]);
  });

  it('re-reads the call and answers again when another process stored turns first', async () => {
    const { memory, reads } = countingMemory();
    memory.add({ callId: 'c1' });
    const model = mockModel(text('Thank you. And on Sundays?'));
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', null);
    // Another Lambda container answered a turn of the same call meanwhile.
    await memory.store.appendTurns('c1', [
      { speaker: 'business', text: 'Lessons are 20 dollars.', at: 6 },
      { speaker: 'agent', text: 'What about weekends?', at: 9 },
    ]);
    await converse('c1', { text: 'Saturdays only.', at: 14 });
    expect(reads.count).toBe(2);
    expect(memory.turns('c1').map((t) => t.text)).toEqual([
      expect.stringContaining('automated assistant'),
      'Lessons are 20 dollars.',
      'What about weekends?',
      'Saturdays only.',
      'Thank you. And on Sundays?',
    ]);
    // The answer that counted was given with the other process's turns in the prompt.
    expect(JSON.stringify(model.doGenerateCalls.at(-1)?.prompt)).toContain('What about weekends?');
  });
});

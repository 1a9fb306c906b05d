import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { parseAsks } from '#functions/core/asks/parse-asks';
import { agentSystemPrompt, openingLine } from '#functions/core/call/agent-prompt';
import { createConverse } from '#functions/core/call/converse';
import type { CallContext } from '#functions/ports/call-conversation';
import { createMemoryConversation } from './support/memory-conversation';

const QUESTION = 'Do you have Saturday classes, what is the monthly fee, and is there a sibling discount?';

/** Plays the business's lines against the scripted agent; returns everything the agent said. */
async function play(business: string[], context: Partial<CallContext> = {}) {
  const memory = createMemoryConversation();
  memory.add({ callId: 'c1', question: QUESTION, ...context });
  const converse = createConverse({ store: memory.store, model: createScriptedModel() });
  const said: string[] = [];
  let last = { done: false, outcome: null as string | null };
  for (const [i, line] of business.entries()) {
    const reply = await converse('c1', { text: line, at: i * 10 });
    said.push(reply.say);
    last = reply;
    if (reply.done) break;
  }
  return { said, ...last };
}

describe('the agent asks each ask', () => {
  it('opens with the disclosure and the first ask, and lists every ask in the system prompt', () => {
    const asks = parseAsks(QUESTION);
    expect(openingLine({ asks, isFollowUp: false, children: null })).toBe(
      'Hi, this is an automated assistant calling on behalf of a local parent. This call may be recorded. ' +
        'I have three quick questions. First, do you have Saturday classes?',
    );
    const memory = createMemoryConversation();
    const prompt = agentSystemPrompt(memory.add({ callId: 'c1', question: QUESTION }));
    expect(prompt).toContain('Ask 1 (yes_no): Do you have Saturday classes?');
    expect(prompt).toContain('Ask 2 (money): What is the monthly fee?');
    expect(prompt).toContain('Ask 3 (yes_no): Is there a sibling discount?');
    expect(prompt).toMatch(/one at a time, in order/);
    expect(prompt).toMatch(/ask that question once more/);
  });

  it('asks them in order, one at a time, then ends politely', async () => {
    const call = await play([
      'Hello, Maple Music.',
      'Yes, we do.',
      "It's $120 a month.",
      'Yep, ten percent off.',
    ]);
    expect(call.said.slice(1)).toEqual([
      'And what is the monthly fee?',
      'And my last question: is there a sibling discount?',
      'Thank you so much, that is very helpful. Have a great day, goodbye!',
    ]);
    expect(call).toMatchObject({ done: true, outcome: 'answered' });
  });

  it('re-asks once when the answer is unclear, then moves on', async () => {
    const call = await play([
      'Hello?',
      'Yes.',
      'Hmm, it kind of depends.',
      'Oh, that varies a bit.',
      'No, sorry.',
    ]);
    expect(call.said.slice(1, 4)).toEqual([
      'And what is the monthly fee?',
      'Sorry, just so I have it right: what is the monthly fee?',
      'And my last question: is there a sibling discount?',
    ]);
  });

  it('takes "we don\'t offer that" and "I don\'t know" as answers', async () => {
    const call = await play([
      'Hello?',
      "We don't offer that, sorry.",
      "I'm not sure, you'd have to ask the owner.",
      'No.',
    ]);
    expect(call.said.slice(1)).toEqual([
      'And what is the monthly fee?',
      'And my last question: is there a sibling discount?',
      'Thank you so much, that is very helpful. Have a great day, goodbye!',
    ]);
  });

  it('shares the child\u2019s age and needs only when the parent allowed it', async () => {
    const children = [{ years: 6, months: 0, gender: 'male' as const, needs: 'Uses a wheelchair' }];
    const shared = await play(['Hello?', 'Yes.', 'How old is your child?'], { children });
    expect(shared.said[0]).toContain(
      "This call may be recorded. It's for their 6-year-old son, who uses a wheelchair. I have three quick questions.",
    );
    expect(shared.said.at(-1)).toBe("It's for their 6-year-old son, who uses a wheelchair.");
    const withheld = await play(['Hello?', 'Yes.', 'How old is your child?'], { children: null });
    expect(withheld.said.join(' ')).not.toMatch(/\d|\bson\b|wheelchair/);
  });
});

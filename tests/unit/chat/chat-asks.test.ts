import { isToolUIPart, type UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import type { ChatAsk } from '#shared/contracts/chat';
import { chatApi, readAssistantMessage, textOf, userMessage } from './chat-harness';

const SESSION = 'session_1700000000000_abc1234';
const PIANO =
  "I'm looking for piano teachers for my 8 year old. Do you have Saturday morning lessons, what does a 30-minute lesson cost, and is there a registration fee?";
const CHESS =
  "Looking for a chess club for my 11 year old in Toronto, ON: do they meet on weekday evenings, what's the yearly membership fee, and do they run tournaments for kids?";
const CHESS_ASKS: ChatAsk[] = [
  { label: 'Do they meet on weekday evenings?', kind: 'yes_no' },
  { label: 'What is the yearly membership fee?', kind: 'money' },
  { label: 'Do they run tournaments for kids?', kind: 'yes_no' },
];

async function reply(api: ReturnType<typeof chatApi>, messages: UIMessage[], asks?: ChatAsk[]) {
  const body = { id: SESSION, messages, trigger: 'submit-message', ...(asks ? { asks } : {}) };
  return readAssistantMessage(await api.call('POST', '/api/chat', { body }));
}

/** The asks a tool of the answer left the card with. */
const asksAfter = (message: UIMessage) => {
  const part = message.parts.find(isToolUIPart);
  return part?.state === 'output-available' ? (part.output as { asks: ChatAsk[] }).asks : undefined;
};

async function chessChatThen(text: string, asks = CHESS_ASKS) {
  const api = chatApi();
  const first = await reply(api, [userMessage('m1', CHESS)]);
  return reply(api, [userMessage('m1', CHESS), first, userMessage('m2', text)], asks);
}

describe('the assistant and the asks of the card', () => {
  it('describes the asks as edited in the card, not the first split of the question', async () => {
    const api = chatApi();
    const first = await reply(api, [userMessage('m1', PIANO)]);
    const edited: ChatAsk[] = [
      { label: 'Do you have Saturday morning lessons?', kind: 'yes_no' },
      { label: 'What does a 30-minute lesson cost?', kind: 'money' },
      { label: 'How much is the registration fee?', kind: 'money' },
      { label: 'Do you teach complete beginners?', kind: 'yes_no' },
    ];
    const second = await reply(
      api,
      [userMessage('m1', PIANO), first, userMessage('m2', 'Toronto, ON')],
      edited,
    );
    const text = textOf(second);
    expect(text).toContain(
      "I'll ask each of them: Do you have Saturday morning lessons? What does a 30-minute lesson cost? How much is the registration fee? and Do you teach complete beginners?",
    );
    expect(text).not.toContain('Is there a registration fee?');
  });

  it.each([
    'Please also ask whether a parent has to stay during the session.',
    'Can you find out if a parent has to stay during the session?',
    'And whether a parent has to stay during the session?',
  ])('adds what "%s" asks as a new ask, and says so', async (text) => {
    const message = await chessChatThen(text);
    const added: ChatAsk = { label: 'Does a parent have to stay during the session?', kind: 'yes_no' };
    expect(asksAfter(message)).toEqual([...CHESS_ASKS, added]);
    expect(textOf(message)).toContain(
      'I added "Does a parent have to stay during the session?" (yes/no) to what to ask each business.',
    );
  });

  it('removes an ask the parent no longer wants asked', async () => {
    const message = await chessChatThen("Don't ask about tournaments.");
    expect(asksAfter(message)).toEqual(CHESS_ASKS.slice(0, 2));
    expect(textOf(message)).toContain('I removed "Do they run tournaments for kids?"');
  });

  it('rewords an ask by its number', async () => {
    const message = await chessChatThen('Change question 2 to how much is the monthly fee?');
    expect(asksAfter(message)?.[1]).toEqual({ label: 'How much is the monthly fee?', kind: 'money' });
    expect(textOf(message)).toContain('I changed that ask to "How much is the monthly fee?" (price).');
  });

  it('adds nothing past six asks, and says why', async () => {
    const six = [...CHESS_ASKS, ...CHESS_ASKS.map((a) => ({ ...a, label: `${a.label} (2)` }))];
    const message = await chessChatThen('Please also ask whether a parent has to stay.', six);
    expect(asksAfter(message)).toEqual(six);
    expect(textOf(message)).toContain('At most 6 things can be asked on one call.');
  });
});

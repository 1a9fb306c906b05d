import { describe, expect, it, vi } from 'vitest';
import { createLexTurnHandler } from '#functions/events/lex-turn';

const lexEvent = (inputTranscript: string, sessionAttributes: Record<string, string>) => ({
  sessionId: 's1',
  inputTranscript,
  invocationSource: 'DialogCodeHook',
  inputMode: 'Speech',
  sessionState: { sessionAttributes, intent: { name: 'FallbackIntent', state: 'InProgress', slots: {} } },
});

describe('Lex turn handler', () => {
  it('sends what the business said to converse and speaks the reply, listening again', async () => {
    const converse = vi.fn(async () => ({
      say: 'Hi, do you offer lessons?',
      done: false,
      outcome: null,
      at: 1,
    }));
    let now = 1_000_000;
    const handle = createLexTurnHandler({ converse, now: () => new Date(now) });
    const first = await handle(lexEvent('Hello?', { callId: 'call-1' }));
    expect(converse).toHaveBeenCalledWith('call-1', { text: 'Hello?', at: 0 });
    expect(first.sessionState.dialogAction.type).toBe('ElicitIntent');
    expect(first.messages).toEqual([{ contentType: 'PlainText', content: 'Hi, do you offer lessons?' }]);
    now += 12_500;
    await handle(lexEvent('Yes we do.', first.sessionState.sessionAttributes));
    expect(converse).toHaveBeenLastCalledWith('call-1', { text: 'Yes we do.', at: 12.5 });
  });

  it('closes the bot with the farewell when the agent is done', async () => {
    const handle = createLexTurnHandler({
      converse: async () => ({ say: 'Thanks, goodbye!', done: true, outcome: 'answered', at: 30 }),
      now: () => new Date(),
    });
    const reply = await handle(lexEvent('Bye', { callId: 'call-1', startedAt: '0' }));
    expect(reply.sessionState).toMatchObject({
      dialogAction: { type: 'Close' },
      intent: { name: 'FallbackIntent', state: 'Fulfilled' },
    });
    expect(reply.messages[0]?.content).toBe('Thanks, goodbye!');
  });

  it('passes silence as no utterance', async () => {
    const converse = vi.fn(async () => ({ say: 'Hello?', done: false, outcome: null, at: 0 }));
    await createLexTurnHandler({ converse, now: () => new Date() })(lexEvent('  ', { callId: 'call-1' }));
    expect(converse).toHaveBeenCalledWith('call-1', null);
  });

  it('hangs up politely without a call id or when the agent fails', async () => {
    const converse = vi.fn(async () => {
      throw new Error('Bedrock throttled');
    });
    const handle = createLexTurnHandler({ converse, now: () => new Date() });
    const noId = await handle(lexEvent('Hello', {}));
    expect(noId.sessionState.dialogAction.type).toBe('Close');
    expect(converse).not.toHaveBeenCalled();
    const failed = await handle(lexEvent('Hello', { callId: 'call-1' }));
    expect(failed.sessionState.dialogAction.type).toBe('Close');
    expect(failed.messages[0]?.content).toMatch(/Goodbye/);
  });
});

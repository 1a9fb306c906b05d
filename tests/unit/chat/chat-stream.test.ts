import { isToolUIPart } from 'ai';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { chatApi, readAssistantMessage, textOf, userMessage } from './chat-harness';

const SESSION = 'session_1700000000000_abc1234';
const post = (api: ReturnType<typeof chatApi>, messages: unknown[], user = 'user-a', id = SESSION) =>
  api.call('POST', '/api/chat', { user, body: { id, messages, trigger: 'submit-message' } });

describe('POST /api/chat (scripted model)', () => {
  it('streams an answer with a business search for a complete request', async () => {
    const api = chatApi();
    const response = await post(api, [userMessage('m1', 'Swim lessons for my 6 year old near Toronto')]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const message = await readAssistantMessage(response);
    const tool = message.parts.find(isToolUIPart);
    expect(tool?.type).toBe('tool-searchBusinesses');
    expect(tool?.state).toBe('output-available');
    expect(tool?.input).toEqual({ query: 'swim lessons', location: 'Toronto' });
    const output = tool?.state === 'output-available' ? (tool.output as { count: number }) : null;
    expect(output?.count).toBeGreaterThan(0);
    expect(textOf(message)).toMatch(/I found \d+ swim schools near Toronto with phone numbers/);
  });

  it('after the search, names the questions the parent already asked instead of asking what matters', async () => {
    const message = await readAssistantMessage(
      await post(chatApi(), [
        userMessage(
          'm1',
          'Swim schools near Toronto: do you have Saturday classes and what is the monthly fee?',
        ),
      ]),
    );
    const text = textOf(message);
    expect(text).not.toContain('What matters most');
    expect(text).toMatch(/I'll ask each of them: .*Saturday.* and .*monthly fee/i);
  });

  it('asks what matters most when the request asks nothing yet', async () => {
    const message = await readAssistantMessage(
      await post(chatApi(), [userMessage('m1', 'Swim lessons for my 6 year old near Toronto')]),
    );
    expect(textOf(message)).toContain('What matters most to you');
  });

  it('asks for the location when it is missing, without searching', async () => {
    const message = await readAssistantMessage(
      await post(chatApi(), [userMessage('m1', 'I need a plumber')]),
    );
    expect(message.parts.some(isToolUIPart)).toBe(false);
    expect(textOf(message)).toContain('Where should I look for plumbers?');
  });

  it('asks what kind of business when the request is unclear', async () => {
    const message = await readAssistantMessage(await post(chatApi(), [userMessage('m1', 'hello')]));
    expect(textOf(message)).toContain('What kind of business or service');
  });

  it('uses the answer to its location question and then searches', async () => {
    const api = chatApi();
    const first = await readAssistantMessage(await post(api, [userMessage('m1', 'Find a dog groomer')]));
    const second = await readAssistantMessage(
      await post(api, [userMessage('m1', 'Find a dog groomer'), first, userMessage('m2', 'Austin, TX')]),
    );
    const tool = second.parts.find(isToolUIPart);
    expect(tool?.input).toEqual({ query: 'dog grooming', location: 'Austin, TX' });
    // The place given is not taken for a question to ask.
    expect(textOf(second)).toContain('What matters most to you');
  });

  it('saves the conversation to the session when the answer ends', async () => {
    const api = chatApi();
    await readAssistantMessage(await post(api, [userMessage('m1', 'Sushi near Vancouver')]));
    await new Promise((r) => setTimeout(r, 20));
    const saved = await api.call('GET', '/api/sessions/{id}/chat', { params: { id: SESSION } });
    const body = (await saved.json()) as { messages: { role: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it("answers 404 for another user's session", async () => {
    const api = chatApi();
    await readAssistantMessage(await post(api, [userMessage('m1', 'Sushi near Vancouver')]));
    const other = await post(api, [userMessage('m1', 'Sushi near Vancouver')], 'user-b');
    expect(other.status).toBe(404);
  });

  it('answers 400 for malformed messages, not 500', async () => {
    const response = await post(chatApi(), [{ id: 'x', role: 'user', parts: [{ type: 'text' }] }]);
    expect(response.status).toBe(400);
  });
});

describe('GET /api/chat/{chatId}/stream', () => {
  it('answers 204 when there is nothing to resume', async () => {
    const response = await chatApi().call('GET', '/api/chat/{chatId}/stream', {
      params: { chatId: SESSION },
    });
    expect(response.status).toBe(204);
  });

  it('replays and follows a stream still in progress, then answers 204 once it ended', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunkDelayInMs: 30,
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'Hello ' },
            { type: 'text-delta', id: 't', delta: 'there' },
            { type: 'text-end', id: 't' },
            {
              type: 'finish',
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: {
                inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
                outputTokens: { total: 2, text: 2, reasoning: 0 },
              },
            },
          ],
        }),
      }),
    });
    const api = chatApi(model);
    const original = await post(api, [userMessage('m1', 'hi')]);
    const resumed = await api.call('GET', '/api/chat/{chatId}/stream', { params: { chatId: SESSION } });
    expect(resumed.status).toBe(200);
    const [a, b] = await Promise.all([readAssistantMessage(original), readAssistantMessage(resumed)]);
    expect(textOf(a)).toBe('Hello there');
    expect(textOf(b)).toBe('Hello there');
    const other = await api.call('GET', '/api/chat/{chatId}/stream', { params: { chatId: SESSION } });
    expect(other.status).toBe(204);
  });
});

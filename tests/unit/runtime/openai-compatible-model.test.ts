import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConverse } from '#functions/core/call/converse';
import { createExtractCall } from '#functions/core/call/extract';
import { createLanguageModel } from '#functions/runtime/language-model';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';
import { createMemoryConversation } from '../call/support/memory-conversation';

const requests: Record<string, unknown>[] = [];
const server = createServer(async (req, res) => {
  const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  requests.push(body);
  const message = body.tools
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: {
              name: 'end_call',
              arguments: JSON.stringify({ outcome: 'answered', farewell: 'Thanks, bye!' }),
            },
          },
        ],
      }
    : {
        role: 'assistant',
        content: JSON.stringify({
          summary: 'Lessons are $25.',
          condensedSummary: '$25 a lesson',
          answers: [{ key: 'price', status: 'answered', value: '$25', turn: 2, quote: 'Lessons are $25' }],
        }),
      };
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'local-test',
      choices: [{ index: 0, message, finish_reason: body.tools ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });
}

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('OpenAI-compatible model in place of the scripted one', () => {
  it('drives converse (outcome tool) and extraction (JSON output) through the endpoint', async () => {
    const settings = parseSettings(localSettingsSchema, {
      MODEL_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: 'local-test',
    });
    const model = createLanguageModel(settings);
    const memory = createMemoryConversation();
    memory.add({ callId: 'c1' });
    const converse = createConverse({ store: memory.store, model });
    await converse('c1', { text: 'Sunny Swim, hello?', at: 0 });

    const reply = await converse('c1', { text: 'Lessons are $25 each.', at: 9 });
    expect(reply).toMatchObject({ say: 'Thanks, bye!', done: true, outcome: 'answered' });
    expect(requests[0]).toMatchObject({ model: 'local-test' });

    const extraction = await createExtractCall({ model })({
      callId: 'c1',
      businessName: 'Sunny Swim',
      question: 'How much?',
      asks: [{ key: 'price', label: 'How much are lessons?', kind: 'money' }],
      turns: memory.turns('c1'),
      currency: 'USD',
      referenceDate: new Date(),
    });
    expect(extraction.status).toBe('extracted');
    expect(extraction.evidence.price).toEqual({ turn: 2, quote: 'Lessons are $25' });
    expect(extraction.answers.price?.normalized).toEqual({ amount: 25, currency: 'USD', per: 'lesson' });
    expect(requests[1]).toHaveProperty('response_format');
  });
});

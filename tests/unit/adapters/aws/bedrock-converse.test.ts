import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toFinishReason, toUsage } from '#functions/adapters/aws/bedrock/converse-output';
import { toConversePrompt } from '#functions/adapters/aws/bedrock/converse-prompt';
import { converseStreaming } from '#functions/adapters/aws/bedrock/converse-streaming';
import { toConverseTools } from '#functions/adapters/aws/bedrock/converse-tools';
import { createCloudLanguageModel } from '#functions/adapters/aws/bedrock-model';
import { fakeAws } from './support/fake-aws';
import { eventStreamOf } from './support/fake-event-stream';

const user = (text: string) => ({ role: 'user' as const, content: [{ type: 'text' as const, text }] });

const aws = fakeAws();
const model = () =>
  createCloudLanguageModel({
    access: aws.access('us-east-1'),
    modelId: 'amazon.nova-lite-v1:0',
    streaming: converseStreaming,
  });

/** The model's stream of a ConverseStream reply of `events`, read to its end. */
async function partsOf(events: ConverseStreamOutput[], options: Partial<LanguageModelV3CallOptions> = {}) {
  aws.on('bedrock:ConverseStream', () => eventStreamOf(events));
  const { stream } = await model().doStream({ prompt: [user('Hello?')], ...options });
  const parts: LanguageModelV3StreamPart[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return parts;
}

describe('the prompt in Converse terms', () => {
  it('skips an assistant message left empty (blank text, reasoning only): the roles still alternate', () => {
    const { messages } = toConversePrompt([
      user('Hello'),
      { role: 'assistant', content: [{ type: 'text', text: '\n\n' }] },
      user('Anyone there?'),
      { role: 'assistant', content: [{ type: 'reasoning', text: 'thinking' }] },
      user('Hello?'),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: [{ text: 'Hello' }, { text: 'Anyone there?' }, { text: 'Hello?' }] },
    ]);
  });

  it('sends a tool call whose input was not an object (broken JSON kept as a string) as what it was', () => {
    const { messages } = toConversePrompt([
      user('Find pools'),
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'search', input: '{"q": "poo' }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 't1',
            toolName: 'search',
            output: { type: 'error-text', value: 'Invalid input' },
          },
        ],
      },
    ]);
    expect(messages[1]).toEqual({
      role: 'assistant',
      content: [{ toolUse: { toolUseId: 't1', name: 'search', input: { rawInvalidInput: '{"q": "poo' } } }],
    });
    expect(messages[2]).toEqual({
      role: 'user',
      content: [{ toolResult: { toolUseId: 't1', content: [{ text: 'Invalid input' }] } }],
    });
  });

  it('refuses a system message after the conversation began, and content it cannot send', () => {
    expect(() => toConversePrompt([user('Hi'), { role: 'system', content: 'Late' }])).toThrow(
      /system message/,
    );
    expect(() =>
      toConversePrompt([{ role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: 'AA==' }] }]),
    ).toThrow(/user content of type file/);
  });
});

describe('the tools in Converse terms', () => {
  const search = { type: 'function' as const, name: 'search', inputSchema: { type: 'object' as const } };
  const end = { type: 'function' as const, name: 'end_call', inputSchema: { type: 'object' as const } };

  it('maps each tool choice: auto, required (any), one tool (only that tool), none (no tools)', () => {
    expect(toConverseTools({ tools: [search, end] }).toolConfig?.toolChoice).toEqual({ auto: {} });
    expect(
      toConverseTools({ tools: [search], toolChoice: { type: 'required' } }).toolConfig?.toolChoice,
    ).toEqual({
      any: {},
    });
    const one = toConverseTools({ tools: [search, end], toolChoice: { type: 'tool', toolName: 'end_call' } });
    expect(one.toolConfig?.tools?.map((t) => t.toolSpec?.name)).toEqual(['end_call']);
    expect(one.toolConfig?.toolChoice).toEqual({ tool: { name: 'end_call' } });
    expect(toConverseTools({ tools: [search], toolChoice: { type: 'none' } }).toolConfig).toBeUndefined();
  });
});

describe('the reply in the AI SDK terms', () => {
  it('maps the stop reasons, a JSON reply through its tool being a plain stop', () => {
    expect(toFinishReason('max_tokens', undefined)).toEqual({ unified: 'length', raw: 'max_tokens' });
    expect(toFinishReason('guardrail_intervened', undefined).unified).toBe('content-filter');
    expect(toFinishReason('tool_use', undefined).unified).toBe('tool-calls');
    expect(toFinishReason('tool_use', 'json').unified).toBe('stop');
    expect(toFinishReason(undefined, undefined)).toEqual({ unified: 'other', raw: undefined });
  });

  it('counts cached input tokens in the total, and no usage as unknown', () => {
    expect(
      toUsage({
        inputTokens: 10,
        outputTokens: 4,
        totalTokens: 14,
        cacheReadInputTokens: 100,
        cacheWriteInputTokens: 5,
      }).inputTokens,
    ).toEqual({ total: 115, noCache: 10, cacheRead: 100, cacheWrite: 5 });
    expect(toUsage(undefined).inputTokens.cacheRead).toBeUndefined();
  });
});

describe('the stream in the AI SDK terms', () => {
  beforeEach(() => aws.install());
  afterEach(() => {
    aws.restore();
    aws.reset();
  });

  it('streams a JSON reply given through its tool as text', async () => {
    const parts = await partsOf(
      [
        {
          contentBlockStart: { contentBlockIndex: 0, start: { toolUse: { toolUseId: 't1', name: 'json' } } },
        },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { toolUse: { input: '{"price":' } } } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { toolUse: { input: '95}' } } } },
        { contentBlockStop: { contentBlockIndex: 0 } },
        { messageStop: { stopReason: 'tool_use' } },
      ],
      { responseFormat: { type: 'json', schema: { type: 'object' } } },
    );
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'stop' } });
  });

  it('closes a text block the stream left open, and a tool call cut off is an error, not a call', async () => {
    const parts = await partsOf([
      { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Let me look.' } } },
      {
        contentBlockStart: { contentBlockIndex: 1, start: { toolUse: { toolUseId: 't9', name: 'search' } } },
      },
      { contentBlockDelta: { contentBlockIndex: 1, delta: { toolUse: { input: '{"q":' } } } },
    ]);
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'text-start',
      'text-delta',
      'tool-input-start',
      'tool-input-delta',
      'text-end',
      'error',
      'finish',
    ]);
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'error' } });
  });

  it('stops reading the service stream when the reader cancels', async () => {
    const cancel = vi.fn();
    aws.on('bedrock:ConverseStream', () => new Response(new ReadableStream({ cancel })));
    const { stream } = await model().doStream({ prompt: [user('Hello?')] });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    // The connection closes, and the fake stops reading the stream it was sending.
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled());
  });
});

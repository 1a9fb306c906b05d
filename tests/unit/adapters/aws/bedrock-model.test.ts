import type { ContentBlock, ConverseResponse, StopReason } from '@aws-sdk/client-bedrock-runtime';
import { generateText, Output, stepCountIs, streamText, tool } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { converseStreaming } from '#functions/adapters/aws/bedrock/converse-streaming';
import { createCloudLanguageModel } from '#functions/adapters/aws/bedrock-model';
import * as z from '#shared/zod';
import { FAKE_AWS_ENDPOINT, FakeAwsError, fakeAws, receivedRequests } from './support/fake-aws';
import { eventStreamOf, exceptionMessage } from './support/fake-event-stream';

const aws = fakeAws();
const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const model = () =>
  createCloudLanguageModel({
    access: aws.access('us-west-2'),
    modelId: MODEL_ID,
    streaming: converseStreaming,
  });
const sent = (i = 0) => aws.calls('bedrock:Converse')[i]?.input ?? {};

/** A Converse reply as the service returns it (recorded shape). */
const reply = (content: ContentBlock[], stopReason: StopReason = 'end_turn'): ConverseResponse => ({
  output: { message: { role: 'assistant', content } },
  stopReason,
  usage: { inputTokens: 412, outputTokens: 14, totalTokens: 426, cacheReadInputTokens: 100 },
  metrics: { latencyMs: 380 },
});

beforeEach(() => aws.install());
afterEach(() => {
  aws.restore();
  aws.reset();
});

describe('Bedrock language model (Converse over the signed client)', () => {
  it('posts to the model path, signed for bedrock, the system prompt apart; reads the text and the usage', async () => {
    aws.on('bedrock:Converse', () => reply([{ text: 'Hi, do you offer swim lessons for a 5-year-old?' }]));
    const result = await generateText({
      model: model(),
      system: 'You are an agent.',
      prompt: 'Hello?',
      temperature: 0,
    });
    expect(result.text).toBe('Hi, do you offer swim lessons for a 5-year-old?');
    expect(result.usage.inputTokens).toBe(512);
    expect(result.finishReason).toBe('stop');
    // The fake read the model id back from the path and found the signature right.
    expect(sent()).toEqual({
      modelId: MODEL_ID,
      system: [{ text: 'You are an agent.' }],
      messages: [{ role: 'user', content: [{ text: 'Hello?' }] }],
      inferenceConfig: { temperature: 0 },
    });
    const [request] = receivedRequests();
    expect(request?.url).toBe(
      `${FAKE_AWS_ENDPOINT}/model/us.anthropic.claude-haiku-4-5-20251001-v1%3A0/converse`,
    );
    expect(request?.headers.get('authorization')).toContain('/us-west-2/bedrock/aws4_request,');
  });

  it('does not stream without the stream reader, which only the chat passes, and sends nothing', async () => {
    const generating = createCloudLanguageModel({ access: aws.access('us-west-2'), modelId: MODEL_ID });
    await expect(
      generating.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }] }),
    ).rejects.toThrow("This function's model does not stream");
    expect(aws.calls()).toEqual([]);
  });

  it('offers the tools, and a tool call comes back as the AI SDK tool call', async () => {
    aws.on('bedrock:Converse', () =>
      reply(
        [{ toolUse: { toolUseId: 't1', name: 'end_call', input: { outcome: 'voicemail' } } }],
        'tool_use',
      ),
    );
    const result = await generateText({
      model: model(),
      prompt: 'You have reached the voicemail of Riverside Pool.',
      tools: {
        end_call: tool({ description: 'End the call', inputSchema: z.object({ outcome: z.string() }) }),
      },
      toolChoice: 'required',
    });
    expect(result.toolCalls.map((c) => [c.toolName, c.input])).toEqual([
      ['end_call', { outcome: 'voicemail' }],
    ]);
    expect(result.finishReason).toBe('tool-calls');
    expect(sent().toolConfig).toMatchObject({
      toolChoice: { any: {} },
      tools: [{ toolSpec: { name: 'end_call', inputSchema: { json: { properties: { outcome: {} } } } } }],
    });
  });

  it('asks for a JSON reply as a forced tool whose input is the reply', async () => {
    aws.on('bedrock:Converse', () =>
      reply([{ toolUse: { toolUseId: 't1', name: 'json', input: { price: 95 } } }], 'tool_use'),
    );
    const { output, finishReason } = await generateText({
      model: model(),
      prompt: 'What does it cost?',
      output: Output.object({ schema: z.object({ price: z.number() }) }),
    });
    expect(output).toEqual({ price: 95 });
    expect(finishReason).toBe('stop');
    expect(sent().toolConfig).toMatchObject({
      toolChoice: { any: {} },
      tools: [{ toolSpec: { name: 'json', inputSchema: { json: { properties: { price: {} } } } } }],
    });
  });

  it('sends the tool result back in the user turn after the tool call, roles alternating', async () => {
    let turn = 0;
    aws.on('bedrock:Converse', () =>
      turn++ === 0
        ? reply([{ toolUse: { toolUseId: 't1', name: 'search', input: { q: 'pools' } } }], 'tool_use')
        : reply([{ text: 'I found two pools.' }]),
    );
    const result = await generateText({
      model: model(),
      prompt: 'Find pools',
      tools: {
        search: tool({ inputSchema: z.object({ q: z.string() }), execute: async () => ({ found: 2 }) }),
      },
      stopWhen: stepCountIs(2),
    });
    expect(result.text).toBe('I found two pools.');
    expect(sent(1).messages).toEqual([
      { role: 'user', content: [{ text: 'Find pools' }] },
      {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 't1', name: 'search', input: { q: 'pools' } } }],
      },
      { role: 'user', content: [{ toolResult: { toolUseId: 't1', content: [{ text: '{"found":2}' }] } }] },
    ]);
  });

  it('merges consecutive messages of one role, drops blank assistant text and trims a pre-filled reply', async () => {
    aws.on('bedrock:Converse', () => reply([{ text: 'ok' }], 'max_tokens'));
    const { finishReason } = await generateText({
      model: model(),
      maxOutputTokens: 5,
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'user', content: 'Anyone there?' },
        { role: 'assistant', content: ' ' },
        { role: 'assistant', content: 'Yes, I am here.  ' },
      ],
    });
    expect(finishReason).toBe('length');
    expect(sent().inferenceConfig).toEqual({ maxTokens: 5 });
    expect(sent().messages).toEqual([
      { role: 'user', content: [{ text: 'Hello' }, { text: 'Anyone there?' }] },
      { role: 'assistant', content: [{ text: 'Yes, I am here.' }] },
    ]);
  });

  it('surfaces an AccessDeniedException (model access not enabled) at once, without retrying', async () => {
    aws.on('bedrock:Converse', () => {
      throw new FakeAwsError(
        'AccessDeniedException',
        "You don't have access to the model with the specified model ID.",
        {},
        403,
      );
    });
    await expect(generateText({ model: model(), prompt: 'Hello?', maxRetries: 0 })).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringMatching(/access to the model/),
    });
    expect(aws.calls('bedrock:Converse')).toHaveLength(1);
  });

  it('signs with the credentials it is given: other keys are refused', async () => {
    const access = aws.access('us-west-2');
    const other = () => ({ ...access.credentials(), secretAccessKey: 'another-secret' });
    const refused = createCloudLanguageModel({
      access: { ...access, credentials: other },
      modelId: MODEL_ID,
    });
    await expect(generateText({ model: refused, prompt: 'Hello?', maxRetries: 0 })).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
  });

  it("passes the caller's abort signal on to the request", async () => {
    let answer = (_: ConverseResponse) => {};
    aws.on('bedrock:Converse', () => new Promise<ConverseResponse>((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const generating = model().doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hello?' }] }],
      abortSignal: controller.signal,
    });
    await vi.waitFor(() => expect(aws.calls('bedrock:Converse')).toHaveLength(1));
    controller.abort();
    await expect(generating).rejects.toMatchObject({ name: 'AbortError' });
    answer(reply([{ text: 'too late' }]));
    expect(aws.calls()).toHaveLength(1);
  });
});

describe('Bedrock language model streaming (ConverseStream)', () => {
  it('streams text and a tool call, messages cut across chunks, then the finish with the usage', async () => {
    aws.on('bedrock:ConverseStream', () =>
      eventStreamOf(
        [
          { messageStart: { role: 'assistant' } },
          { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Let me ' }, p: 'abcdefgh' } },
          { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'look.' } } },
          { contentBlockStop: { contentBlockIndex: 0 } },
          {
            contentBlockStart: {
              contentBlockIndex: 1,
              start: { toolUse: { toolUseId: 't9', name: 'search' } },
            },
          },
          { contentBlockDelta: { contentBlockIndex: 1, delta: { toolUse: { input: '{"q":' } } } },
          { contentBlockDelta: { contentBlockIndex: 1, delta: { toolUse: { input: '"pools"}' } } } },
          { contentBlockStop: { contentBlockIndex: 1 } },
          { messageStop: { stopReason: 'tool_use' } },
          {
            metadata: {
              usage: { inputTokens: 30, outputTokens: 9, totalTokens: 39 },
              metrics: { latencyMs: 1 },
            },
          },
        ],
        7,
      ),
    );
    const result = streamText({
      model: model(),
      prompt: 'Find pools',
      tools: { search: tool({ inputSchema: z.object({ q: z.string() }) }) },
    });
    expect(await result.text).toBe('Let me look.');
    expect((await result.toolCalls).map((c) => [c.toolCallId, c.input])).toEqual([['t9', { q: 'pools' }]]);
    expect(await result.finishReason).toBe('tool-calls');
    expect((await result.usage).outputTokens).toBe(9);
    expect(aws.calls('bedrock:ConverseStream')[0]?.input).toMatchObject({ modelId: MODEL_ID });
    expect(new URL(receivedRequests()[0]?.url ?? '').pathname).toBe(
      '/model/us.anthropic.claude-haiku-4-5-20251001-v1%3A0/converse-stream',
    );
  });

  it('retries a throttled request (429) before the stream starts', async () => {
    let attempts = 0;
    aws.on('bedrock:ConverseStream', () => {
      if (attempts++ === 0) throw new FakeAwsError('ThrottlingException', 'Too many requests', {}, 429);
      return eventStreamOf([
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Hello.' } } },
        { messageStop: { stopReason: 'end_turn' } },
      ]);
    });
    const result = streamText({ model: model(), prompt: 'Hello?', maxRetries: 0 });
    expect(await result.text).toBe('Hello.');
    expect(await result.finishReason).toBe('stop');
    expect(aws.calls('bedrock:ConverseStream')).toHaveLength(2);
  });

  it('an exception the service streams fails the stream with an error finish, the text kept', async () => {
    aws.on('bedrock:ConverseStream', () =>
      eventStreamOf([
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Hi' } } },
        exceptionMessage('throttlingException', 'Too many requests, please wait'),
      ]),
    );
    const errors: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: 'Hello?',
      onError: ({ error }) => void errors.push(error),
    });
    await result.consumeStream();
    expect(await result.text).toBe('Hi');
    expect(errors).toEqual([
      expect.objectContaining({ name: 'ThrottlingException', message: 'Too many requests, please wait' }),
    ]);
    expect(aws.calls('bedrock:ConverseStream')).toHaveLength(1);
  });
});

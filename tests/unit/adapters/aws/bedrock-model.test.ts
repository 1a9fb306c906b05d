import {
  AccessDeniedException,
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type ConverseCommandOutput,
  type ConverseRequest,
  ConverseStreamCommand,
  type ConverseStreamOutput,
  type StopReason,
  ThrottlingException,
} from '@aws-sdk/client-bedrock-runtime';
import { generateText, Output, stepCountIs, streamText, tool } from 'ai';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCloudLanguageModel } from '#functions/adapters/aws/bedrock-model';
import * as z from '#shared/zod';

const bedrock = mockClient(BedrockRuntimeClient);
const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const model = () => createCloudLanguageModel({ region: 'us-west-2', modelId: MODEL_ID });
const sent = (i = 0) => bedrock.commandCalls(ConverseCommand)[i]?.args[0].input as ConverseRequest;

/** A Converse reply as the service returns it (recorded shape). */
const reply = (content: ContentBlock[], stopReason: StopReason = 'end_turn'): ConverseCommandOutput => ({
  $metadata: {},
  output: { message: { role: 'assistant', content } },
  stopReason,
  usage: { inputTokens: 412, outputTokens: 14, totalTokens: 426, cacheReadInputTokens: 100 },
  metrics: { latencyMs: 380 },
});

async function* events(list: ConverseStreamOutput[]) {
  yield* list;
}

beforeEach(() => bedrock.reset());

describe('Bedrock language model (Converse through the runtime SDK)', () => {
  it('sends the model id, the system prompt apart and the user text; reads the text and the usage', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(reply([{ text: 'Hi, do you offer swim lessons for a 5-year-old?' }]));
    const result = await generateText({
      model: model(),
      system: 'You are an agent.',
      prompt: 'Hello?',
      temperature: 0,
    });
    expect(result.text).toBe('Hi, do you offer swim lessons for a 5-year-old?');
    expect(result.usage.inputTokens).toBe(512);
    expect(result.finishReason).toBe('stop');
    expect(sent()).toEqual({
      modelId: MODEL_ID,
      system: [{ text: 'You are an agent.' }],
      messages: [{ role: 'user', content: [{ text: 'Hello?' }] }],
      inferenceConfig: { temperature: 0 },
    });
  });

  it('offers the tools, and a tool call comes back as the AI SDK tool call', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
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
    const { toolConfig } = sent();
    expect(toolConfig?.toolChoice).toEqual({ any: {} });
    expect(toolConfig?.tools?.[0]?.toolSpec?.name).toBe('end_call');
    expect(JSON.stringify(toolConfig?.tools?.[0]?.toolSpec?.inputSchema)).toContain('"outcome"');
  });

  it('asks for a JSON reply as a forced tool whose input is the reply', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(reply([{ toolUse: { toolUseId: 't1', name: 'json', input: { price: 95 } } }], 'tool_use'));
    const { output } = await generateText({
      model: model(),
      prompt: 'What does it cost?',
      output: Output.object({ schema: z.object({ price: z.number() }) }),
    });
    expect(output).toEqual({ price: 95 });
    const { toolConfig } = sent();
    expect(toolConfig?.toolChoice).toEqual({ any: {} });
    expect(toolConfig?.tools?.map((t) => t.toolSpec?.name)).toEqual(['json']);
    expect(JSON.stringify(toolConfig?.tools?.[0]?.toolSpec?.inputSchema)).toContain('"price"');
  });

  it('sends the tool result back in the user turn after the tool call, roles alternating', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(
        reply([{ toolUse: { toolUseId: 't1', name: 'search', input: { q: 'pools' } } }], 'tool_use'),
      )
      .resolvesOnce(reply([{ text: 'I found two pools.' }]));
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
    bedrock.on(ConverseCommand).resolves(reply([{ text: 'ok' }]));
    await generateText({
      model: model(),
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'user', content: 'Anyone there?' },
        { role: 'assistant', content: ' ' },
        { role: 'assistant', content: 'Yes, I am here.  ' },
      ],
    });
    expect(sent().messages).toEqual([
      { role: 'user', content: [{ text: 'Hello' }, { text: 'Anyone there?' }] },
      { role: 'assistant', content: [{ text: 'Yes, I am here.' }] },
    ]);
  });

  it('streams text and a tool call from ConverseStream, then the finish with the usage', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events([
        { messageStart: { role: 'assistant' } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Let me ' } } },
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
      ]),
    });
    const result = streamText({
      model: model(),
      prompt: 'Find pools',
      tools: { search: tool({ inputSchema: z.object({ q: z.string() }) }) },
    });
    expect(await result.text).toBe('Let me look.');
    expect((await result.toolCalls).map((c) => [c.toolCallId, c.input])).toEqual([['t9', { q: 'pools' }]]);
    expect(await result.finishReason).toBe('tool-calls');
    expect((await result.usage).outputTokens).toBe(9);
  });

  it('surfaces an AccessDeniedException (model access not enabled) as an error', async () => {
    bedrock.on(ConverseCommand).rejects(
      new AccessDeniedException({
        message: "You don't have access to the model with the specified model ID.",
        $metadata: {},
      }),
    );
    await expect(generateText({ model: model(), prompt: 'Hello?', maxRetries: 0 })).rejects.toThrow(
      /access to the model/,
    );
  });

  it('an error the SDK throws from the stream (throttling) fails the stream with an error finish', async () => {
    async function* throttled(): AsyncGenerator<ConverseStreamOutput> {
      yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Hi' } } };
      throw new ThrottlingException({ message: 'Too many requests', $metadata: {} });
    }
    bedrock.on(ConverseStreamCommand).resolves({ stream: throttled() });
    const errors: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: 'Hello?',
      onError: ({ error }) => void errors.push(error),
    });
    await result.consumeStream();
    expect(errors.map(String).join()).toContain('Too many requests');
  });

  it('passes the abort signal to the SDK', async () => {
    bedrock.on(ConverseCommand).resolves(reply([{ text: 'ok' }]));
    const controller = new AbortController();
    await generateText({ model: model(), prompt: 'Hello?', abortSignal: controller.signal });
    const args = bedrock.commandCalls(ConverseCommand)[0]?.args as unknown as [
      unknown,
      { abortSignal?: unknown },
    ];
    expect(args[1].abortSignal).toBe(controller.signal);
  });
});

import { generateText, Output, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import type { ScriptedTask } from '#functions/adapters/local/scripted-model/task';
import { EXTRACTION_PROMPT_HEADER } from '#functions/core/call/extraction-schema';

const echo: ScriptedTask = {
  name: 'echo',
  matches: (request) => request.system.startsWith('Echo'),
  respond: (request) => ({ text: `You said: ${request.messages.at(-1)?.text}` }),
};

describe('scripted model', () => {
  it('routes a prompt to the task that recognises it', async () => {
    const { text } = await generateText({
      model: createScriptedModel([echo]),
      system: 'Echo',
      prompt: 'hello',
    });
    expect(text).toBe('You said: hello');
  });

  it('streams the same answer word by word', async () => {
    const result = streamText({ model: createScriptedModel([echo]), system: 'Echo', prompt: 'hello there' });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe('You said: hello there');
  });

  it('fails clearly on a prompt no task knows', async () => {
    await expect(
      generateText({
        model: createScriptedModel([echo]),
        system: 'Something else',
        prompt: 'x',
        maxRetries: 0,
      }),
    ).rejects.toThrow(/no task for this prompt/);
  });

  it('answers the same prompt with the same structured output every time', async () => {
    const ask = () =>
      generateText({
        model: createScriptedModel(),
        system: EXTRACTION_PROMPT_HEADER,
        prompt:
          'Business: A\nQuestion: How much?\nAsks:\n- price (money): How much is a class?\nTranscript:\n[0] business: It is $30 per class.',
        output: Output.json(),
      });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.output).toEqual(second.output);
    expect(JSON.stringify(first.output)).toContain('$30 per class');
  });
});

import { describe, expect, it } from 'vitest';
import { generateJson } from '#functions/core/model/generate-json';
import { toolInputSchema } from '#infra/model-schemas/tool-input-schema';
import * as z from '#shared/zod';
import { mockModel, text } from '../call/support/mock-model';

const schema = z.object({
  asks: z.array(z.object({ key: z.string(), kind: z.enum(['money', 'yes_no']) })).check(z.minLength(1)),
});
const jsonSchema = toolInputSchema(schema);

describe('generateJson', () => {
  it('asks once with the system prompt apart, the prompt as the user text and the schema as the JSON reply format', async () => {
    const model = mockModel(text('{"asks":[{"key":"price","kind":"money"}]}'));
    const output = await generateJson(model, {
      system: 'Split the question.',
      prompt: 'Question: How much?',
      schema,
      jsonSchema,
    });
    expect(output).toEqual({ asks: [{ key: 'price', kind: 'money' }] });
    expect(model.doGenerateCalls).toHaveLength(1);
    const [call] = model.doGenerateCalls;
    expect(call?.prompt).toEqual([
      { role: 'system', content: 'Split the question.' },
      { role: 'user', content: [{ type: 'text', text: 'Question: How much?' }] },
    ]);
    expect(call?.responseFormat).toEqual({ type: 'json', schema: jsonSchema });
  });

  it('says what was wrong with a reply that is not JSON, or not of the schema', async () => {
    await expect(
      generateJson(mockModel(text('Sure! Here are the asks.')), {
        system: 's',
        prompt: 'p',
        schema,
        jsonSchema,
      }),
    ).rejects.toThrow('The reply is not JSON: Sure! Here are the asks.');
    await expect(
      generateJson(mockModel(text('{"asks":[{"key":"price","kind":"cost"}]}')), {
        system: 's',
        prompt: 'p',
        schema,
        jsonSchema,
      }),
    ).rejects.toThrow(/kind/);
  });
});

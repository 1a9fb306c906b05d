import { describe, expect, it } from 'vitest';
import { generateJson } from '#functions/core/model/generate-json';
import { toolInputSchema } from '#functions/core/model/json-schema';
import * as z from '#shared/zod';
import { mockModel, text } from '../call/support/mock-model';

const schema = z.object({
  asks: z.array(z.object({ key: z.string(), kind: z.enum(['money', 'yes_no']) })).check(z.minLength(1)),
});

describe('generateJson', () => {
  it('asks once with the system prompt apart, the prompt as the user text and the schema as the JSON reply format', async () => {
    const model = mockModel(text('{"asks":[{"key":"price","kind":"money"}]}'));
    const output = await generateJson(model, {
      system: 'Split the question.',
      prompt: 'Question: How much?',
      schema,
    });
    expect(output).toEqual({ asks: [{ key: 'price', kind: 'money' }] });
    expect(model.doGenerateCalls).toHaveLength(1);
    const [call] = model.doGenerateCalls;
    expect(call?.prompt).toEqual([
      { role: 'system', content: 'Split the question.' },
      { role: 'user', content: [{ type: 'text', text: 'Question: How much?' }] },
    ]);
    expect(call?.responseFormat).toEqual({ type: 'json', schema: toolInputSchema(schema) });
  });

  it('says what was wrong with a reply that is not JSON, or not of the schema', async () => {
    await expect(
      generateJson(mockModel(text('Sure! Here are the asks.')), { system: 's', prompt: 'p', schema }),
    ).rejects.toThrow('The reply is not JSON: Sure! Here are the asks.');
    await expect(
      generateJson(mockModel(text('{"asks":[{"key":"price","kind":"cost"}]}')), {
        system: 's',
        prompt: 'p',
        schema,
      }),
    ).rejects.toThrow(/kind/);
  });
});

describe('toolInputSchema', () => {
  it('is draft-7 JSON Schema of the input, without $schema, every object closed (arrays and nesting too)', () => {
    expect(toolInputSchema(schema)).toEqual({
      type: 'object',
      properties: {
        asks: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: { key: { type: 'string' }, kind: { type: 'string', enum: ['money', 'yes_no'] } },
            required: ['key', 'kind'],
            additionalProperties: false,
          },
        },
      },
      required: ['asks'],
      additionalProperties: false,
    });
  });

  it('closes objects inside unions and nullables too, as the AI SDK does', () => {
    const json = toolInputSchema(
      z.object({
        place: z.nullable(z.object({ name: z.string() })),
        either: z.union([z.object({ a: z.string() }), z.string()]),
      }),
    );
    expect(JSON.stringify(json).match(/"additionalProperties":false/g)).toHaveLength(3);
    expect(json.properties?.place).toMatchObject({
      anyOf: [{ type: 'object', additionalProperties: false }, { type: 'null' }],
    });
  });

  it('keeps an optional field out of required and a defaulted one optional on the input side', () => {
    const json = toolInputSchema(z.object({ a: z.optional(z.string()), b: z._default(z.boolean(), false) }));
    expect(json).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'boolean', default: false } },
      additionalProperties: false,
    });
  });
});

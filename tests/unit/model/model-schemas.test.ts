import { describe, expect, it } from 'vitest';
import * as jsonSchemas from '#functions/core/model/json-schemas';
import { jsonSchemaName, MODEL_SCHEMA_SOURCES } from '#infra/model-schemas/sources';
import { toolInputSchema } from '#infra/model-schemas/tool-input-schema';
import * as z from '#shared/zod';

const schema = z.object({
  asks: z.array(z.object({ key: z.string(), kind: z.enum(['money', 'yes_no']) })).check(z.minLength(1)),
});

describe('the JSON Schemas given to the model', () => {
  it('are those of their zod schemas: run npm run generate:model-schemas after changing one', () => {
    const expected = Object.entries(MODEL_SCHEMA_SOURCES).map(([name, source]) => [
      jsonSchemaName(name),
      toolInputSchema(source),
    ]);
    expect({ ...jsonSchemas }).toEqual(Object.fromEntries(expected));
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

import type { JSONSchema7, JSONSchema7Definition } from '@ai-sdk/provider';
import * as z from '#shared/zod';

const isObjectSchema = (schema: JSONSchema7) =>
  schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));

/**
 * Closes every object of a JSON Schema to the properties it names, wherever it sits (properties,
 * items, unions, definitions); an `additionalProperties` that is itself a schema is closed in turn.
 */
function closed(definition: JSONSchema7Definition): JSONSchema7Definition {
  if (typeof definition === 'boolean') return definition;
  const schema: JSONSchema7 = { ...definition };
  if (isObjectSchema(schema)) {
    const extra = schema.additionalProperties;
    schema.additionalProperties = extra !== undefined && typeof extra !== 'boolean' ? closed(extra) : false;
    if (schema.properties)
      schema.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, closed(v)]),
      );
  }
  if (schema.items !== undefined)
    schema.items = Array.isArray(schema.items) ? schema.items.map(closed) : closed(schema.items);
  if (schema.anyOf) schema.anyOf = schema.anyOf.map(closed);
  if (schema.allOf) schema.allOf = schema.allOf.map(closed);
  if (schema.oneOf) schema.oneOf = schema.oneOf.map(closed);
  if (schema.definitions)
    schema.definitions = Object.fromEntries(
      Object.entries(schema.definitions).map(([k, v]) => [k, closed(v)]),
    );
  return schema;
}

/**
 * A tool's input or a reply's schema as the model is given it: the zod schema's JSON Schema (draft
 * 7, the input side, definitions inline, every object closed), as the AI SDK builds it for its
 * tools. Run ahead, by `npm run generate:model-schemas`: zod's JSON Schema generator stays out of
 * the functions.
 */
export function toolInputSchema(schema: z.ZodMiniType): JSONSchema7 {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    reused: 'inline',
  });
  return closed(json as JSONSchema7) as JSONSchema7;
}

import type { JSONSchema7 } from '@ai-sdk/provider';
import * as z from '#shared/zod';

/** Closes every object of a JSON Schema to properties it names (`additionalProperties: false`). */
function closed(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  if (out.type === 'object' && out.additionalProperties === undefined) out.additionalProperties = false;
  if (out.properties && typeof out.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, Record<string, unknown>>).map(([k, v]) => [
        k,
        closed(v),
      ]),
    );
  }
  if (out.items && typeof out.items === 'object') out.items = closed(out.items as Record<string, unknown>);
  return out;
}

/**
 * A tool's input schema as the model is given it: the zod schema's JSON Schema (draft 7, the input
 * side, definitions inline, every object closed), as the AI SDK builds it for its tools.
 */
export function toolInputSchema(schema: z.ZodMiniType): JSONSchema7 {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    reused: 'inline',
  });
  return closed(json) as JSONSchema7;
}

import type { JSONSchema7, LanguageModelV3 } from '@ai-sdk/provider';
import type * as z from '#shared/zod';
import { parseJson, replyText } from './reply';

export interface JsonRequest<T extends z.ZodMiniType> {
  system: string;
  prompt: string;
  /** What the reply must be: it checks the reply. */
  schema: T;
  /** The same as the model is given it: `schema`'s JSON Schema, from `./json-schemas`. */
  jsonSchema: JSONSchema7;
}

/**
 * Asks the model once for a JSON reply of `schema` (structured output: the provider's JSON mode or a
 * forced tool, per model) and returns it parsed and checked; throws with what was wrong otherwise.
 * The model is asked directly, without the AI SDK's loop: one step, so the functions that only
 * need this do not load the SDK (docs/deploy.md, "Bundles").
 */
export async function generateJson<T extends z.ZodMiniType>(
  model: LanguageModelV3,
  { system, prompt, schema, jsonSchema }: JsonRequest<T>,
): Promise<z.output<T>> {
  const { content } = await model.doGenerate({
    prompt: [
      { role: 'system', content: system },
      { role: 'user', content: [{ type: 'text', text: prompt }] },
    ],
    responseFormat: { type: 'json', schema: jsonSchema },
  });
  const text = replyText(content);
  const json = parseJson(text);
  if (json === undefined) throw new Error(`The reply is not JSON: ${text.slice(0, 80)}`);
  return schema.parse(json);
}

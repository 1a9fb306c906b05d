import { asksOutputSchema } from '#functions/core/asks/derive-asks';
import { endCallInputSchema } from '#functions/core/call/converse';
import { extractionOutputSchema } from '#functions/core/call/extraction-schema';

/**
 * The zod schemas of what the model answers: a JSON reply (`generateJson`) or a tool's input. Each
 * one's JSON Schema is given to the model from `functions/core/model/json-schemas.ts`, where
 * `npm run generate:model-schemas` writes it as `<name without Schema>JsonSchema`.
 */
export const MODEL_SCHEMA_SOURCES = { extractionOutputSchema, asksOutputSchema, endCallInputSchema };

/** The constant that holds the JSON Schema of the source named `source`. */
export const jsonSchemaName = (source: string) => source.replace(/Schema$/, 'JsonSchema');

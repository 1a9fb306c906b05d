import type { LanguageModelV3 } from '@ai-sdk/provider';
import * as z from '#shared/zod';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { createScriptedModel } from '../adapters/local/scripted-model/scripted-model';
import { cloudAws } from './cloud-aws';
import { ENV } from './env-names';
import { parseSettings } from './settings';

const bedrockSettingsSchema = z.object({
  [ENV.region]: z.string().check(z.minLength(1, 'is required for --model bedrock')),
  [ENV.bedrockModelId]: z.string().check(z.minLength(3, 'is required for --model bedrock')),
});

/**
 * The model `npm run eval` runs with: the scripted model, or Bedrock configured from the
 * environment, whose keys it is signed with as in Lambda (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN; a profile's from `aws configure export-credentials --format env`).
 */
export function evalLanguageModel(kind: 'scripted' | 'bedrock'): LanguageModelV3 {
  if (kind === 'scripted') return createScriptedModel();
  const settings = parseSettings(bedrockSettingsSchema, process.env);
  return createCloudLanguageModel({
    access: cloudAws(settings[ENV.region]),
    modelId: settings[ENV.bedrockModelId],
  });
}

import type { LanguageModel } from 'ai';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** The configured Bedrock model (BEDROCK_MODEL_ID); `fetch` lets tests see the Converse requests. */
export function cloudModel(settings: CloudRuntimeSettings, fetch?: typeof globalThis.fetch): LanguageModel {
  return createCloudLanguageModel({
    region: settings.AWS_REGION,
    modelId: required(settings, 'BEDROCK_MODEL_ID'),
    ...(fetch ? { fetch } : {}),
  });
}

import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** The configured Bedrock model (BEDROCK_MODEL_ID); `client` lets tests see the Converse requests. */
export function cloudModel(settings: CloudRuntimeSettings, client?: BedrockRuntimeClient): LanguageModelV3 {
  return createCloudLanguageModel({
    region: settings.AWS_REGION,
    modelId: required(settings, 'BEDROCK_MODEL_ID'),
    ...(client ? { client } : {}),
  });
}

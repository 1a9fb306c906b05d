import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ConverseStreaming } from '../adapters/aws/bedrock/converse-streaming';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { cloudAws } from './cloud-aws';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** The configured Bedrock model (BEDROCK_MODEL_ID); it streams only when given `streaming`. */
export function cloudModel(settings: CloudRuntimeSettings, streaming?: ConverseStreaming): LanguageModelV3 {
  return createCloudLanguageModel({
    access: cloudAws(settings.AWS_REGION),
    modelId: required(settings, 'BEDROCK_MODEL_ID'),
    ...(streaming ? { streaming } : {}),
  });
}

import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** The configured Bedrock model (BEDROCK_MODEL_ID). */
export function cloudModel(settings: CloudRuntimeSettings): LanguageModelV3 {
  return createCloudLanguageModel({
    region: settings.AWS_REGION,
    modelId: required(settings, 'BEDROCK_MODEL_ID'),
  });
}

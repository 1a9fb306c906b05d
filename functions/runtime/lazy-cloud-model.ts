import type { LanguageModelV3 } from '@ai-sdk/provider';
import { lazily } from '#shared/lazily';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/**
 * The configured Bedrock model, streaming, its code loaded by the first request that asks the
 * model: the chat function's session reads and saves never do, so its cold start does not load it.
 */
export function lazyCloudModel(settings: CloudRuntimeSettings): LanguageModelV3 {
  const load = lazily(async () => {
    const [model, streaming] = await Promise.all([
      import('./cloud-model'),
      import('../adapters/aws/bedrock/converse-streaming'),
    ]);
    return model.cloudModel(settings, streaming.converseStreaming);
  });
  return {
    specificationVersion: 'v3',
    provider: 'amazon-bedrock',
    modelId: required(settings, 'BEDROCK_MODEL_ID'),
    supportedUrls: {},
    doGenerate: async (options) => (await load()).doGenerate(options),
    doStream: async (options) => (await load()).doStream(options),
  };
}

import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { retryingModel } from '../adapters/local/retrying-model';
import { createScriptedModel } from '../adapters/local/scripted-model/scripted-model';
import { ENV } from './env-names';
import type { LocalSettings } from './local-settings';
import { ConfigError } from './settings';

type ModelSettings = Pick<
  LocalSettings,
  'MODEL_PROVIDER' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_API_KEY'
>;

/** The language model of the local runtime: the scripted model, or any OpenAI-compatible endpoint. */
export function createLanguageModel(settings: ModelSettings): LanguageModelV3 {
  if (settings.MODEL_PROVIDER === 'scripted') return createScriptedModel();
  const missing = [
    settings.OPENAI_BASE_URL ? null : ENV.openaiBaseUrl,
    settings.OPENAI_MODEL ? null : ENV.openaiModel,
  ].filter(Boolean);
  if (missing.length > 0 || !settings.OPENAI_BASE_URL || !settings.OPENAI_MODEL) {
    throw new ConfigError(
      `Bad configuration: ${missing.join(', ')} required when MODEL_PROVIDER is openai-compatible`,
    );
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.OPENAI_BASE_URL,
    ...(settings.OPENAI_API_KEY ? { apiKey: settings.OPENAI_API_KEY } : {}),
    supportsStructuredOutputs: true,
  });
  return retryingModel(provider.chatModel(settings.OPENAI_MODEL));
}

import { APICallError, type LanguageModelV3 } from '@ai-sdk/provider';

/** Tries of one request: the first and two more, as the AI SDK's own calls retry. */
const TRIES = 3;
const FIRST_WAIT_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A model over HTTP whose requests are tried again when the endpoint says so (429, 5xx, a dropped
 * connection: the provider's retryable `APICallError`), waiting 2 s then 4 s. The agent's turn,
 * extraction and the asks ask the model directly, one request each, without the AI SDK's retries;
 * Bedrock's signed client retries on its own.
 */
export function retryingModel(model: LanguageModelV3, waitMs = FIRST_WAIT_MS): LanguageModelV3 {
  return {
    specificationVersion: model.specificationVersion,
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(options) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await model.doGenerate(options);
        } catch (error) {
          if (attempt >= TRIES || !APICallError.isInstance(error) || !error.isRetryable) throw error;
          await sleep(waitMs * 2 ** (attempt - 1));
        }
      }
    },
    // The chat streams through the AI SDK, which retries a stream's start itself.
    doStream: (options) => model.doStream(options),
  };
}

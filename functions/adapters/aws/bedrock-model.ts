import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type {
  ConverseRequest,
  ConverseResponse,
  InferenceConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import { toContent, toFinishReason, toUsage } from './bedrock/converse-output';
import { toConversePrompt } from './bedrock/converse-prompt';
import type { ConverseStreaming } from './bedrock/converse-streaming';
import { toConverseTools } from './bedrock/converse-tools';
import { type AwsAccess, createAwsClient } from './signed/aws-client';

export interface CloudModelOptions {
  access: AwsAccess;
  /** A Bedrock model or inference profile id, e.g. `us.anthropic.claude-haiku-4-5-20251001-v1:0`. */
  modelId: string;
  /**
   * Reads a `ConverseStream` reply (`converseStreaming`). Only the chat streams, so only the chat
   * passes it and carries the event-stream reader; the other functions' models only generate.
   */
  streaming?: ConverseStreaming;
}

/** A Converse request as its body holds it: the model id is in the path. */
type ConverseBody = Omit<ConverseRequest, 'modelId'>;

/**
 * The agent's and assistant's model on Amazon Bedrock: the AI SDK's model interface over the
 * Converse API's `Converse` and `ConverseStream`, called through the signed client (the function
 * role's credentials, retried as the AWS SDK's standard mode does) rather than the AWS SDK's
 * Bedrock client, whose modules take about 65 ms of each cold start to load (docs/deploy.md,
 * "Bundles").
 */
export function createCloudLanguageModel({ access, modelId, streaming }: CloudModelOptions): LanguageModelV3 {
  // An attempt lasts as long as the model writes the reply; the caller's signal and the Lambda
  // function's timeout bound it, not the signed client's default, meant for quick calls (a table's).
  const bedrock = createAwsClient({
    ...access,
    service: 'bedrock',
    host: 'bedrock-runtime',
    attemptTimeoutMs: 120_000,
  });
  const path = (action: 'converse' | 'converse-stream') => `/model/${encodeURIComponent(modelId)}/${action}`;

  function request(options: LanguageModelV3CallOptions) {
    const { toolConfig, jsonTool, warnings } = toConverseTools(options);
    const input: ConverseBody = {
      ...toConversePrompt(options.prompt),
      inferenceConfig: inferenceConfigOf(options),
      ...(toolConfig ? { toolConfig } : {}),
    };
    return { input, jsonTool, warnings };
  }

  return {
    specificationVersion: 'v3',
    provider: 'amazon-bedrock',
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const { input, jsonTool, warnings } = request(options);
      const output = await bedrock.post<ConverseResponse>(path('converse'), input, options.abortSignal);
      return {
        content: toContent(output.output?.message?.content ?? [], jsonTool),
        finishReason: toFinishReason(output.stopReason, jsonTool),
        usage: toUsage(output.usage),
        warnings,
        request: { body: input },
      };
    },
    async doStream(options) {
      if (!streaming) throw new Error("This function's model does not stream: pass `streaming`");
      const { input, jsonTool, warnings } = request(options);
      const body = await bedrock.stream(path('converse-stream'), input, options.abortSignal);
      return { stream: streaming(body, { jsonTool, warnings }), request: { body: input } };
    },
  };
}

function inferenceConfigOf(options: LanguageModelV3CallOptions): InferenceConfiguration {
  return {
    ...(options.maxOutputTokens !== undefined ? { maxTokens: options.maxOutputTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    ...(options.stopSequences?.length ? { stopSequences: options.stopSequences } : {}),
  };
}

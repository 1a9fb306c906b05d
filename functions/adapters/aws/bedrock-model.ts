import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseRequest,
  ConverseStreamCommand,
  type InferenceConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import { toContent, toFinishReason, toUsage } from './bedrock/converse-output';
import { toConversePrompt } from './bedrock/converse-prompt';
import { toStreamParts } from './bedrock/converse-stream';
import { toConverseTools } from './bedrock/converse-tools';

export interface CloudModelOptions {
  region: string;
  /** A Bedrock model or inference profile id, e.g. `us.anthropic.claude-haiku-4-5-20251001-v1:0`. */
  modelId: string;
  /** The Bedrock runtime client (tests pass one whose `send` they mock). */
  client?: BedrockRuntimeClient;
}

/**
 * The agent's and assistant's model on Amazon Bedrock, through the Converse API of the Lambda
 * runtime's AWS SDK (signed with the function role's credentials, retried by the SDK's standard
 * mode): the AI SDK's model interface over `Converse` and `ConverseStream`, so the functions carry
 * no second HTTP and signing stack beside the SDK (docs/deploy.md, "Bundles").
 */
export function createCloudLanguageModel({ region, modelId, client }: CloudModelOptions): LanguageModelV3 {
  const bedrock = client ?? new BedrockRuntimeClient({ region, maxAttempts: 3 });

  function request(options: LanguageModelV3CallOptions) {
    const { toolConfig, jsonTool, warnings } = toConverseTools(options);
    const input: ConverseRequest = {
      modelId,
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
      const output = await bedrock.send(new ConverseCommand(input), { abortSignal: options.abortSignal });
      return {
        content: toContent(output.output?.message?.content ?? [], jsonTool),
        finishReason: toFinishReason(output.stopReason, jsonTool),
        usage: toUsage(output.usage),
        warnings,
        request: { body: input },
      };
    },
    async doStream(options) {
      const { input, jsonTool, warnings } = request(options);
      const output = await bedrock.send(new ConverseStreamCommand(input), {
        abortSignal: options.abortSignal,
      });
      if (!output.stream) throw new Error('Bedrock ConverseStream returned no stream');
      return { stream: toStreamParts(output.stream, { jsonTool, warnings }), request: { body: input } };
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

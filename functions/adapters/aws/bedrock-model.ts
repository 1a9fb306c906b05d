import { createAmazonBedrock } from '@ai-sdk/amazon-bedrock';
import type { LanguageModel } from 'ai';

export interface CloudModelOptions {
  region: string;
  /** A Bedrock model or inference profile id, e.g. `us.anthropic.claude-haiku-4-5-20251001-v1:0`. */
  modelId: string;
  /** Overrides the AI SDK's default fetch (tests record Bedrock's responses with it). */
  fetch?: typeof fetch;
}

/**
 * The agent's and assistant's model on Amazon Bedrock. Without explicit keys the provider signs
 * requests with the AWS_ACCESS_KEY_ID/SECRET/SESSION_TOKEN Lambda sets for the function's role.
 */
export function createCloudLanguageModel({ region, modelId, fetch }: CloudModelOptions): LanguageModel {
  const bedrock = createAmazonBedrock({ region, ...(fetch ? { fetch } : {}) });
  return bedrock(modelId);
}

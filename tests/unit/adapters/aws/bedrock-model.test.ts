import { generateText } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudLanguageModel } from '#functions/adapters/aws/bedrock-model';

/** A Bedrock Converse response as the service returns it (recorded shape). */
const converseResponse = {
  output: {
    message: { role: 'assistant', content: [{ text: 'Hi, do you offer swim lessons for a 5-year-old?' }] },
  },
  stopReason: 'end_turn',
  usage: { inputTokens: 412, outputTokens: 14, totalTokens: 426 },
  metrics: { latencyMs: 380 },
};

beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
  vi.stubEnv('AWS_SESSION_TOKEN', 'session');
});
afterEach(() => vi.unstubAllEnvs());

describe('Bedrock language model', () => {
  it('calls Converse on the regional runtime endpoint with the model id, signed with SigV4', async () => {
    const fetch = vi.fn(async () => Response.json(converseResponse));
    const model = createCloudLanguageModel({
      region: 'us-west-2',
      modelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const result = await generateText({ model, prompt: 'Hello?' });
    expect(result.text).toBe('Hi, do you offer swim lessons for a 5-year-old?');
    expect(result.usage.inputTokens).toBe(412);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://bedrock-runtime.us-west-2.amazonaws.com/model/us.anthropic.claude-haiku-4-5-20251001-v1%3A0/converse',
    );
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-west-2\/bedrock\//,
    );
    expect(headers.get('x-amz-security-token')).toBe('session');
  });

  it('surfaces an AccessDeniedException (model access not enabled) as an error', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { message: "You don't have access to the model with the specified model ID." },
        { status: 403, headers: { 'x-amzn-errortype': 'AccessDeniedException' } },
      ),
    );
    const model = createCloudLanguageModel({
      region: 'us-east-1',
      modelId: 'anthropic.claude-haiku-4-5-20251001-v1:0',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(generateText({ model, prompt: 'Hello?', maxRetries: 0 })).rejects.toThrow(
      /access to the model/,
    );
  });
});

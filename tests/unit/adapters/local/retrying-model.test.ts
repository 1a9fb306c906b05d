import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { retryingModel } from '#functions/adapters/local/retrying-model';
import { mockModel, text } from '../../call/support/mock-model';

const apiError = (statusCode: number) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    isRetryable: statusCode === 429 || statusCode >= 500,
  });

/** A model failing with `errors` in turn, then answering. */
function failing(...errors: Error[]) {
  const model = mockModel(text('Do you have Saturday classes?'));
  const answer = model.doGenerate.bind(model);
  let calls = 0;
  model.doGenerate = async (options) => {
    calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return answer(options);
  };
  return { model, calls: () => calls };
}

const options = { prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'Hi' }] }] };

describe('retryingModel', () => {
  it('tries a request again after a 429 and a 503, then answers', async () => {
    const { model, calls } = failing(apiError(429), apiError(503));
    const result = await retryingModel(model, 1).doGenerate(options);
    expect(result.content).toEqual([{ type: 'text', text: 'Do you have Saturday classes?' }]);
    expect(calls()).toBe(3);
  });

  it('gives up after three tries, and never retries what the endpoint refused (400) or a bug', async () => {
    const three = failing(apiError(500), apiError(500), apiError(500));
    await expect(retryingModel(three.model, 1).doGenerate(options)).rejects.toThrow('HTTP 500');
    expect(three.calls()).toBe(3);
    const refused = failing(apiError(400));
    await expect(retryingModel(refused.model, 1).doGenerate(options)).rejects.toThrow('HTTP 400');
    expect(refused.calls()).toBe(1);
    const bug = failing(new TypeError('x is undefined'));
    await expect(retryingModel(bug.model, 1).doGenerate(options)).rejects.toThrow(TypeError);
    expect(bug.calls()).toBe(1);
  });
});

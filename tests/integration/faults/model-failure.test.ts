import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { EXTRACTION_PROMPT_HEADER } from '#functions/core/call/extraction-schema';
import { createProfile, newResearch } from '../research/engine-fixture';
import { createTestTable } from '../support/table';
import { buildEngine, expectSettledAndChargedOnce, phones } from './fault-harness';

const isExtraction = (options: LanguageModelV3CallOptions) =>
  JSON.stringify(options.prompt).includes(EXTRACTION_PROMPT_HEADER);

/** The scripted model, except for the calls `broken` picks, which get `answer` instead. */
function faultyModel(
  broken: (options: LanguageModelV3CallOptions) => boolean,
  answer: LanguageModelV3['doGenerate'],
) {
  const scripted = createScriptedModel();
  const seen = { broken: 0 };
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      if (!broken(options)) return scripted.doGenerate(options);
      seen.broken += 1;
      return answer(options);
    },
  });
  return { model, seen };
}

const textResult = (text: string): Awaited<ReturnType<LanguageModelV3['doGenerate']>> => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
  warnings: [],
});

async function run(model: MockLanguageModelV3, prefix: string, count = 6) {
  const table = await createTestTable(`fault-model-${prefix}`);
  const engine = buildEngine(table, model);
  const userId = await createProfile(table, 100);
  const research = await newResearch(
    engine.deps,
    userId,
    phones(count, prefix),
    'What does a weekly swim class cost?',
  );
  await engine.workflow.settled(research.id);
  return expectSettledAndChargedOnce(table, research.id, userId, 100);
}

describe('the language model failing during a research', () => {
  it('fails every call the model cannot speak for, charges nothing and ends the research failed', async () => {
    const { model, seen } = faultyModel(
      () => true,
      async () => {
        throw new Error('model endpoint unavailable (503)');
      },
    );
    const { research, completed, calls } = await run(model, '416700');
    expect(seen.broken).toBeGreaterThan(0);
    expect(completed).toHaveLength(0);
    expect(calls.some((c) => c.status === 'failed')).toBe(true);
    expect(research?.status).toBe('failed');
  });

  it('keeps answered calls completed and charged once when extraction returns invalid JSON', async () => {
    const { model, seen } = faultyModel(isExtraction, async () => textResult('{"summary": 42, "facts": ['));
    const { research, completed } = await run(model, '416701');
    expect(seen.broken).toBeGreaterThanOrEqual(2 * completed.length);
    expect(completed.length).toBeGreaterThan(0);
    // The fallback keeps the raw transcript as the call's data, at the fallback confidence of 0.1.
    for (const call of completed) {
      expect(typeof (call.extractedData as Record<string, unknown>).transcripts).toBe('string');
      expect(call.confidenceScore).toBe(0.1);
    }
    expect(research?.status).toBe('completed');
  });

  it('recovers when extraction throws once and then answers: one charge per completed call', async () => {
    let failures = 0;
    const { model } = faultyModel(
      (options) => isExtraction(options) && failures++ % 2 === 0,
      async () => {
        throw new Error('rate limited by the model provider');
      },
    );
    const { research, completed } = await run(model, '416702');
    expect(completed.length).toBeGreaterThan(0);
    expect(research?.status).toBe('completed');
  });
});

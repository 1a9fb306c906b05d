import type { LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';

/** A generate result of the AI SDK mock model with the given content. */
function result(content: LanguageModelV3Content[]): LanguageModelV3GenerateResult {
  const tools = content.some((c) => c.type === 'tool-call');
  return {
    content,
    finishReason: { unified: tools ? 'tool-calls' : 'stop', raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 5, text: 5, reasoning: 0 },
    },
    warnings: [],
  };
}

export const text = (value: string) => result([{ type: 'text', text: value }]);

export const toolCall = (toolName: string, input: unknown) =>
  result([{ type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify(input) }]);

/** A mock model answering each call with the next result, recording the calls it received. */
export function mockModel(...results: LanguageModelV3GenerateResult[]) {
  let i = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      const next = results[Math.min(i, results.length - 1)];
      i += 1;
      if (!next) throw new Error('The mock model was not expected to be called');
      return next;
    },
  });
}

/** The system prompt text of a recorded model call. */
export function systemOf(model: MockLanguageModelV3, call = 0): string {
  return model.doGenerateCalls[call]!.prompt.filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
}

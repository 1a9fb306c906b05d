import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { ContentBlock, StopReason, TokenUsage } from '@aws-sdk/client-bedrock-runtime';

/** A Converse reply's content blocks as the AI SDK's content: text, and tool calls (a JSON reply's tool as text). */
export function toContent(blocks: ContentBlock[], jsonTool: string | undefined): LanguageModelV3Content[] {
  return blocks.flatMap((block): LanguageModelV3Content[] => {
    if (block.text !== undefined) return block.text ? [{ type: 'text', text: block.text }] : [];
    const use = block.toolUse;
    if (!use?.name || !use.toolUseId) return [];
    const input = JSON.stringify(use.input ?? {});
    if (use.name === jsonTool) return [{ type: 'text', text: input }];
    return [{ type: 'tool-call', toolCallId: use.toolUseId, toolName: use.name, input }];
  });
}

const UNIFIED: Record<string, LanguageModelV3FinishReason['unified']> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  model_context_window_exceeded: 'length',
  tool_use: 'tool-calls',
  content_filtered: 'content-filter',
  guardrail_intervened: 'content-filter',
};

/** Why the model stopped, in the AI SDK's terms; a JSON reply given through its tool is a plain stop. */
export function toFinishReason(
  stopReason: StopReason | string | undefined,
  jsonTool: string | undefined,
): LanguageModelV3FinishReason {
  if (stopReason === undefined) return { unified: 'other', raw: undefined };
  if (stopReason === 'tool_use' && jsonTool) return { unified: 'stop', raw: stopReason };
  return { unified: UNIFIED[stopReason] ?? 'other', raw: stopReason };
}

/** Converse's token counts in the AI SDK's shape (Converse's `inputTokens` leaves out the cached ones). */
export function toUsage(usage: TokenUsage | undefined): LanguageModelV3Usage {
  if (!usage) {
    return {
      inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: undefined, text: undefined, reasoning: undefined },
    };
  }
  const input = usage.inputTokens;
  const cacheRead = usage.cacheReadInputTokens ?? 0;
  const cacheWrite = usage.cacheWriteInputTokens ?? 0;
  return {
    inputTokens: {
      total: input === undefined ? undefined : input + cacheRead + cacheWrite,
      noCache: input,
      cacheRead,
      cacheWrite,
    },
    outputTokens: { total: usage.outputTokens, text: usage.outputTokens, reasoning: undefined },
  };
}

import type { LanguageModelV3StreamPart, SharedV3Warning } from '@ai-sdk/provider';
import type { ConverseStreamOutput, StopReason, TokenUsage } from '@aws-sdk/client-bedrock-runtime';
import { toFinishReason, toUsage } from './converse-output';

/** A content block being streamed: text, or a tool call whose input arrives in pieces. */
type OpenBlock = { kind: 'text' } | { kind: 'tool'; toolCallId: string; toolName: string; input: string };

/**
 * A ConverseStream reply as the AI SDK's stream parts: text as text-start/delta/end, a tool call's
 * input as tool-input-start/delta/end then the tool call, a JSON reply's tool input as text, and the
 * finish with the stop reason and usage. The SDK throws an error the service streams (throttling, a
 * model error): it becomes an error part and an "error" finish, after the text blocks still open
 * are closed (a tool call cut off is no call). Cancelling the stream stops reading the service's.
 */
export function toStreamParts(
  events: AsyncIterable<ConverseStreamOutput>,
  { jsonTool, warnings }: { jsonTool: string | undefined; warnings: SharedV3Warning[] },
): ReadableStream<LanguageModelV3StreamPart> {
  const iterator = events[Symbol.asyncIterator]();
  let cancelled = false;
  return new ReadableStream<LanguageModelV3StreamPart>({
    async start(controller) {
      const emit = (part: LanguageModelV3StreamPart) => {
        if (!cancelled) controller.enqueue(part);
      };
      const open = new Map<number, OpenBlock>();
      let stopReason: StopReason | string | undefined;
      let usage: TokenUsage | undefined;
      let failed = false;
      const openText = (index: number) => {
        if (open.has(index)) return;
        open.set(index, { kind: 'text' });
        emit({ type: 'text-start', id: String(index) });
      };
      const close = (index: number) => {
        const block = open.get(index);
        open.delete(index);
        if (block?.kind === 'text') emit({ type: 'text-end', id: String(index) });
        else if (block?.kind === 'tool') {
          emit({ type: 'tool-input-end', id: block.toolCallId });
          emit({
            type: 'tool-call',
            toolCallId: block.toolCallId,
            toolName: block.toolName,
            input: block.input || '{}',
          });
        }
      };
      emit({ type: 'stream-start', warnings });
      try {
        for (let next = await iterator.next(); !next.done && !cancelled; next = await iterator.next()) {
          const event = next.value;
          if (event.contentBlockStart?.start?.toolUse) {
            const index = event.contentBlockStart.contentBlockIndex ?? 0;
            const { toolUseId = `tool-${index}`, name = '' } = event.contentBlockStart.start.toolUse;
            if (name === jsonTool) openText(index);
            else {
              open.set(index, { kind: 'tool', toolCallId: toolUseId, toolName: name, input: '' });
              emit({ type: 'tool-input-start', id: toolUseId, toolName: name });
            }
          } else if (event.contentBlockDelta?.delta) {
            const index = event.contentBlockDelta.contentBlockIndex ?? 0;
            const { text, toolUse } = event.contentBlockDelta.delta;
            const delta = text ?? toolUse?.input;
            if (delta === undefined) continue;
            const block = open.get(index);
            if (block?.kind === 'tool') {
              block.input += delta;
              emit({ type: 'tool-input-delta', id: block.toolCallId, delta });
            } else {
              openText(index);
              emit({ type: 'text-delta', id: String(index), delta });
            }
          } else if (event.contentBlockStop) close(event.contentBlockStop.contentBlockIndex ?? 0);
          else if (event.messageStop) stopReason = event.messageStop.stopReason;
          else if (event.metadata) usage = event.metadata.usage;
        }
      } catch (error) {
        failed = true;
        emit({ type: 'error', error });
      }
      for (const [index, block] of open) {
        if (block.kind === 'text') close(index);
        else {
          open.delete(index);
          failed = true;
          emit({
            type: 'error',
            error: new Error(`Bedrock's stream ended inside the ${block.toolName} tool call`),
          });
        }
      }
      emit({
        type: 'finish',
        finishReason: failed ? { unified: 'error', raw: stopReason } : toFinishReason(stopReason, jsonTool),
        usage: toUsage(usage),
      });
      if (!cancelled) controller.close();
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
}

import type { LanguageModelV3StreamPart, SharedV3Warning } from '@ai-sdk/provider';
import type { ConverseStreamOutput, StopReason, TokenUsage } from '@aws-sdk/client-bedrock-runtime';
import { toFinishReason, toUsage } from './converse-output';

/** A content block being streamed: text, or a tool call whose input arrives in pieces. */
type OpenBlock = { kind: 'text' } | { kind: 'tool'; toolCallId: string; toolName: string; input: string };

const ERROR_EVENTS = [
  'internalServerException',
  'modelStreamErrorException',
  'validationException',
  'throttlingException',
  'serviceUnavailableException',
] as const;

/**
 * A ConverseStream reply as the AI SDK's stream parts: text as text-start/delta/end, a tool call's
 * input as tool-input-start/delta/end then the tool call, a JSON reply's tool input as text, an
 * error event (or a broken stream) as an error part, and the finish with the stop reason and usage.
 */
export function toStreamParts(
  events: AsyncIterable<ConverseStreamOutput>,
  { jsonTool, warnings }: { jsonTool: string | undefined; warnings: SharedV3Warning[] },
): ReadableStream<LanguageModelV3StreamPart> {
  return new ReadableStream<LanguageModelV3StreamPart>({
    async start(controller) {
      const emit = (part: LanguageModelV3StreamPart) => controller.enqueue(part);
      const open = new Map<number, OpenBlock>();
      let stopReason: StopReason | string | undefined;
      let usage: TokenUsage | undefined;
      const openText = (index: number) => {
        if (open.has(index)) return;
        open.set(index, { kind: 'text' });
        emit({ type: 'text-start', id: String(index) });
      };
      emit({ type: 'stream-start', warnings });
      try {
        for await (const event of events) {
          const failure = ERROR_EVENTS.map((name) => event[name]).find(Boolean);
          if (failure) {
            emit({ type: 'error', error: failure });
            continue;
          }
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
            const block = open.get(index);
            const delta = text ?? toolUse?.input;
            if (delta === undefined) continue;
            if (block?.kind === 'tool') {
              block.input += delta;
              emit({ type: 'tool-input-delta', id: block.toolCallId, delta });
            } else {
              openText(index);
              emit({ type: 'text-delta', id: String(index), delta });
            }
          } else if (event.contentBlockStop) {
            const index = event.contentBlockStop.contentBlockIndex ?? 0;
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
          } else if (event.messageStop) stopReason = event.messageStop.stopReason;
          else if (event.metadata) usage = event.metadata.usage;
        }
      } catch (error) {
        emit({ type: 'error', error });
      }
      emit({ type: 'finish', finishReason: toFinishReason(stopReason, jsonTool), usage: toUsage(usage) });
      controller.close();
    },
  });
}

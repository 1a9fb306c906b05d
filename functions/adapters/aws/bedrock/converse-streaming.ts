import type { LanguageModelV3StreamPart, SharedV3Warning } from '@ai-sdk/provider';
import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { type AwsEvent, readEvents } from '../signed/event-stream';
import { toStreamParts } from './converse-stream';

/** Reads a `ConverseStream` reply's body into the AI SDK's stream parts. */
export type ConverseStreaming = (
  body: ReadableStream<Uint8Array>,
  options: { jsonTool: string | undefined; warnings: SharedV3Warning[] },
) => ReadableStream<LanguageModelV3StreamPart>;

/** The event stream's frames, as the events of the Converse API's stream. */
export const converseStreaming: ConverseStreaming = (body, options) =>
  toStreamParts(asConverseOutputs(readEvents(body)), options);

/**
 * The stream's events as the AWS SDK's union members (`{ contentBlockDelta: {…} }`), which is what
 * `toStreamParts` reads; ending early still cancels the body at once.
 */
function asConverseOutputs(events: AsyncIterableIterator<AwsEvent>): AsyncIterable<ConverseStreamOutput> {
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        const next = await events.next();
        if (next.done) return { done: true, value: undefined };
        const { eventType, payload } = next.value;
        // The event's type is the name of its member of the union, as the SDK's deserializer makes it.
        return { done: false, value: { [eventType]: payload } as unknown as ConverseStreamOutput };
      },
      async return() {
        await events.return?.();
        return { done: true, value: undefined };
      },
    }),
  };
}

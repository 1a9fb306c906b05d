import { EventStreamCodec } from '@smithy/core/event-streams';

/** The AWS SDK's own encoder, so the functions' decoder is checked against another implementation. */
const codec = new EventStreamCodec(
  (bytes) => new TextDecoder().decode(bytes),
  (text) => new TextEncoder().encode(text),
);

type MessageHeaders = Parameters<EventStreamCodec['encode']>[0]['headers'];

const text = (value: string) => ({ type: 'string' as const, value });

/** A JSON message with `headers` (`:content-type` added), as the services encode them. */
export function encodeMessage(headers: MessageHeaders, payload: unknown): Uint8Array {
  return codec.encode({
    headers: { ...headers, ':content-type': text('application/json') },
    body: new TextEncoder().encode(JSON.stringify(payload)),
  });
}

/** One event as ConverseStream sends it, from the AWS SDK's shape: `{ contentBlockDelta: {…} }`. */
export function eventMessage(event: object): Uint8Array {
  const [[eventType, payload]] = Object.entries(event) as [[string, unknown]];
  return encodeMessage({ ':message-type': text('event'), ':event-type': text(eventType) }, payload);
}

/** An exception the service streams after the reply began: `type` is the stream's member name. */
export function exceptionMessage(type: string, message: string): Uint8Array {
  return encodeMessage({ ':message-type': text('exception'), ':exception-type': text(type) }, { message });
}

/**
 * A 200 whose body is an event stream of `messages` (events in the AWS SDK's shape, or messages
 * already encoded), sent in chunks of `chunkSize` bytes, cutting messages anywhere, when given.
 */
export function eventStreamOf(messages: (object | Uint8Array)[], chunkSize?: number): Response {
  const bytes = Buffer.concat(messages.map((m) => (m instanceof Uint8Array ? m : eventMessage(m))));
  const size = chunkSize ?? bytes.length;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.subarray(at, at + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/vnd.amazon.eventstream' } });
}

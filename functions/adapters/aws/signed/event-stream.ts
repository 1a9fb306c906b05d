import { crc32 } from 'node:zlib';
import { AwsServiceError } from './aws-error';

/** One event of an AWS event stream: its `:event-type` and its JSON payload. */
export interface AwsEvent {
  eventType: string;
  payload: unknown;
}

/** Total length, headers length, then the CRC32 of those eight bytes. */
const PRELUDE_BYTES = 12;
/** The prelude and the CRC32 of the whole message, which ends it. */
const MIN_MESSAGE_BYTES = PRELUDE_BYTES + 4;
/** The format's limit: a longer length is a corrupt prelude, not a message to wait for. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** The bytes a header value of each type takes, after its type byte: 6 and 7 say theirs. */
const FIXED_VALUE_BYTES: Record<number, number> = { 0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 8, 8: 8, 9: 16 };
const BYTES = 6;
const STRING = 7;

/** The status of the response an exception is streamed in: it was accepted before it failed. */
const STREAMED_STATUS = 200;

/**
 * The events of an `application/vnd.amazon.eventstream` body (Bedrock's ConverseStream), read as
 * the bytes arrive, whatever their chunks. A message whose checksums do not match fails the
 * iteration, and so does an exception or error the service streams (an `AwsServiceError`).
 * Ending the iteration early cancels the body at once, even while waiting for bytes.
 */
export function readEvents(body: ReadableStream<Uint8Array>): AsyncIterableIterator<AwsEvent> {
  const reader = body.getReader();
  const events = decode(reader);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: () => events.next(),
    async return() {
      await release(reader);
      return events.return(undefined);
    },
  };
}

async function* decode(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<AwsEvent> {
  let buffer = Buffer.alloc(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
      for (let length = messageLength(buffer); length <= buffer.length; length = messageLength(buffer)) {
        const event = toEvent(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
        if (event) yield event;
      }
    }
    if (buffer.length) throw new Error('The AWS event stream ended inside a message');
  } finally {
    await release(reader);
  }
}

/** Frees the connection of a stream left unread (a body that ended or failed has none left). */
async function release(reader: ReadableStreamDefaultReader<Uint8Array>) {
  await reader.cancel().catch(() => {});
}

/** The length of the message `buffer` starts with (Infinity until its prelude has arrived). */
function messageLength(buffer: Buffer): number {
  if (buffer.length < PRELUDE_BYTES) return Number.POSITIVE_INFINITY;
  const length = buffer.readUInt32BE(0);
  if (crc32(buffer.subarray(0, 8)) !== buffer.readUInt32BE(8))
    throw new Error('An AWS event stream prelude failed its checksum');
  if (length < MIN_MESSAGE_BYTES || length > MAX_MESSAGE_BYTES)
    throw new Error(`An AWS event stream message has an impossible length, ${length}`);
  return length;
}

/** The event one whole message holds; an exception or error it carries is thrown. */
function toEvent(message: Buffer): AwsEvent | undefined {
  const end = message.length - 4;
  if (crc32(message.subarray(0, end)) !== message.readUInt32BE(end))
    throw new Error('An AWS event stream message failed its checksum');
  const headersEnd = PRELUDE_BYTES + message.readUInt32BE(4);
  const headers = readHeaders(message.subarray(PRELUDE_BYTES, headersEnd));
  const payload = message.subarray(headersEnd, end).toString('utf8');
  const type = headers[':message-type'];
  if (type === 'error')
    throw new AwsServiceError(
      headers[':error-code'] ?? 'UnknownError',
      headers[':error-message'] ?? '',
      STREAMED_STATUS,
    );
  const json = payload ? (JSON.parse(payload) as Record<string, unknown>) : {};
  if (type === 'exception') {
    const member = headers[':exception-type'] ?? 'unknownError';
    // The header names the stream's member (`throttlingException`), the error its shape.
    const code = member.charAt(0).toUpperCase() + member.slice(1);
    const message = typeof json.message === 'string' ? json.message : '';
    throw new AwsServiceError(code, message, STREAMED_STATUS, json);
  }
  const eventType = headers[':event-type'];
  return eventType ? { eventType, payload: json } : undefined;
}

/** A message's string headers (`:message-type`, `:event-type`…); the others are skipped. */
function readHeaders(bytes: Buffer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let at = 0; at < bytes.length; ) {
    const nameLength = bytes.readUInt8(at);
    const name = bytes.toString('utf8', at + 1, at + 1 + nameLength);
    const type = bytes.readUInt8(at + 1 + nameLength);
    at += 2 + nameLength;
    if (type === BYTES || type === STRING) {
      const length = bytes.readUInt16BE(at);
      if (type === STRING) headers[name] = bytes.toString('utf8', at + 2, at + 2 + length);
      at += 2 + length;
    } else {
      const size = FIXED_VALUE_BYTES[type];
      if (size === undefined) throw new Error(`An AWS event stream header has an unknown type, ${type}`);
      at += size;
    }
  }
  return headers;
}

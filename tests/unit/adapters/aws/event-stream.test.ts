import { describe, expect, it, vi } from 'vitest';
import { AwsServiceError } from '#functions/adapters/aws/signed/aws-error';
import { type AwsEvent, readEvents } from '#functions/adapters/aws/signed/event-stream';
import { encodeMessage, eventMessage, eventStreamOf, exceptionMessage } from './support/fake-event-stream';

const START = { messageStart: { role: 'assistant' } };
const EVENTS = [
  START,
  { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Saturdays at 10 — €80 ✓' } } },
  { messageStop: { stopReason: 'end_turn' } },
];

async function eventsOf(response: Response): Promise<AwsEvent[]> {
  const events: AwsEvent[] = [];
  for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) events.push(event);
  return events;
}

const asEvents = (list: Record<string, unknown>[]) =>
  list.map((event) => {
    const [[eventType, payload]] = Object.entries(event);
    return { eventType, payload };
  });

/** The message with one byte changed at `at` (from its start; negative from its end). */
function corrupt(message: Uint8Array, at: number): Uint8Array {
  const copy = Uint8Array.from(message);
  const index = at < 0 ? copy.length + at : at;
  copy[index] = (copy[index] as number) ^ 0xff;
  return copy;
}

describe('AWS event stream decoding', () => {
  it('reads every event whatever the chunks, a message cut anywhere (multi-byte text too)', async () => {
    for (const chunkSize of [1, 2, 5, 13, 64, undefined])
      expect(await eventsOf(eventStreamOf(EVENTS, chunkSize))).toEqual(asEvents(EVENTS));
  });

  it('skips the headers that are no strings (booleans, numbers, bytes, timestamps, UUIDs)', async () => {
    const message = encodeMessage(
      {
        ':message-type': { type: 'string', value: 'event' },
        flag: { type: 'boolean', value: true },
        small: { type: 'byte', value: 7 },
        short: { type: 'short', value: 300 },
        count: { type: 'integer', value: 70_000 },
        raw: { type: 'binary', value: new Uint8Array([1, 2, 3]) },
        at: { type: 'timestamp', value: new Date('2026-11-28T14:00:00Z') },
        id: { type: 'uuid', value: '0a1b2c3d-0000-4000-8000-000000000001' },
        ':event-type': { type: 'string', value: 'messageStop' },
      },
      { stopReason: 'max_tokens' },
    );
    expect(await eventsOf(eventStreamOf([message], 3))).toEqual([
      { eventType: 'messageStop', payload: { stopReason: 'max_tokens' } },
    ]);
  });

  it('fails on a message whose checksum does not match, and on a corrupt prelude', async () => {
    const message = eventMessage({ messageStop: { stopReason: 'end_turn' } });
    await expect(eventsOf(eventStreamOf([corrupt(message, -6)], 4))).rejects.toThrow(
      /message failed its checksum/,
    );
    await expect(eventsOf(eventStreamOf([corrupt(message, 3)]))).rejects.toThrow(
      /prelude failed its checksum/,
    );
  });

  it('fails when the stream ends inside a message', async () => {
    const message = eventMessage({ messageStop: { stopReason: 'end_turn' } });
    await expect(eventsOf(eventStreamOf([message.subarray(0, 20)]))).rejects.toThrow(
      /ended inside a message/,
    );
  });

  it('throws an exception the service streams as the AWS error it names, after the events before it', async () => {
    const events: AwsEvent[] = [];
    const reading = (async () => {
      const body = eventStreamOf([START, exceptionMessage('modelStreamErrorException', 'Boom')]).body;
      for await (const event of readEvents(body as ReadableStream<Uint8Array>)) events.push(event);
    })();
    const error = await reading.catch((e: unknown) => e);
    expect(events).toEqual(asEvents([START]));
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ name: 'ModelStreamErrorException', message: 'Boom' });
  });

  it('throws an error message (`:message-type` error) with its code', async () => {
    const message = encodeMessage(
      {
        ':message-type': { type: 'string', value: 'error' },
        ':error-code': { type: 'string', value: 'InternalFailure' },
        ':error-message': { type: 'string', value: 'Something broke' },
      },
      {},
    );
    await expect(eventsOf(eventStreamOf([message]))).rejects.toMatchObject({
      name: 'InternalFailure',
      message: 'Something broke',
    });
  });

  it('cancels the body when the reader stops, even while waiting for bytes', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(eventMessage(START)),
      cancel,
    });
    const events = readEvents(body);
    expect((await events.next()).value).toEqual(asEvents([START])[0]);
    const waiting = events.next();
    await events.return?.();
    expect(cancel).toHaveBeenCalled();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});

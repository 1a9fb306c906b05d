import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { respond } from '#functions/runtime/lambda/api-handler';
import { emitMetrics } from '#functions/runtime/lambda/metrics';
import { toProxyResult, toStreamResult } from '#functions/runtime/lambda/proxy-result';

describe('toProxyResult', () => {
  it('keeps JSON as text and puts every Set-Cookie in multiValueHeaders', async () => {
    const response = new Response(JSON.stringify({ ok: true }), {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    response.headers.append('set-cookie', 'a=1; HttpOnly');
    response.headers.append('set-cookie', 'b=2; Secure');
    const result = await toProxyResult(response);
    expect(result).toMatchObject({
      statusCode: 201,
      body: '{"ok":true}',
      isBase64Encoded: false,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      multiValueHeaders: { 'set-cookie': ['a=1; HttpOnly', 'b=2; Secure'] },
    });
    expect(result.headers).not.toHaveProperty('set-cookie');
  });

  it('base64-encodes binary bodies such as recordings', async () => {
    const audio = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]);
    const result = await toProxyResult(new Response(audio, { headers: { 'content-type': 'audio/wav' } }));
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(result.body, 'base64')).toEqual(Buffer.from(audio));
  });

  it('turns a streamed response into the metadata prelude and a readable body', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\n'));
        controller.close();
      },
    });
    const result = toStreamResult(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('text/event-stream');
    const chunks: Buffer[] = [];
    for await (const chunk of result.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('data: 1\n\n');
  });
});

describe('respond', () => {
  it('answers 503 with a clear message when the runtime cannot start (bad configuration)', async () => {
    const response = await respond({} as APIGatewayProxyEvent, async () => {
      throw new Error('Bad configuration: MAIL_FROM must be an e-mail address');
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
  });
});

describe('emitMetrics', () => {
  it('writes CloudWatch embedded metric format in the Askaround namespace, with the properties', () => {
    const line = JSON.parse(emitMetrics({ CallsFailed: 1 }, { callId: 'call-1' }, new Date(1000)));
    expect(line).toEqual({
      _aws: {
        Timestamp: 1000,
        CloudWatchMetrics: [
          { Namespace: 'Askaround', Dimensions: [[]], Metrics: [{ Name: 'CallsFailed', Unit: 'Count' }] },
        ],
      },
      callId: 'call-1',
      CallsFailed: 1,
    });
  });
});

import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseViewerAddress } from '#functions/http/client-address';
import { createApiHandler } from '#functions/http/dispatch';
import { Reply, route } from '#functions/http/route';
import { defineContract } from '#shared/contracts/define';
import { DomainError } from '#shared/domain/errors';
import * as z from '#shared/zod';

const echo = defineContract({
  id: 'test.echo',
  method: 'POST',
  path: '/api/things/{id}',
  auth: true,
  summary: 'echo',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
  body: z.strictObject({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)) }),
  response: z.object({ id: z.string(), name: z.string(), userId: z.string() }),
  maxBodyBytes: 100,
});

const fail = defineContract({
  id: 'test.fail',
  method: 'GET',
  path: '/api/fail/{kind}',
  auth: false,
  summary: 'fail',
  params: z.object({ kind: z.string() }),
  response: z.object({}),
});

const handler = createApiHandler(
  [
    route(
      echo,
      async ({ params, body }, ctx) =>
        new Reply(
          { id: params.id, name: body.name, userId: ctx.userId },
          { status: 201, cookies: ['a=1', 'b=2'] },
        ),
    ),
    route(fail, async ({ params }) => {
      if (params.kind === 'domain') throw new DomainError('insufficient_credits', 'Not enough credits.');
      throw new Error('secret internals');
    }),
  ],
  async (token) => (token === 'good' ? 'user-1' : null),
);

function event(partial: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent {
  return {
    resource: '/api/things/{id}',
    path: '/api/things/1',
    httpMethod: 'POST',
    headers: { Authorization: 'Bearer good' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: { id: '1' },
    stageVariables: null,
    body: JSON.stringify({ name: ' Ada ' }),
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
    ...partial,
  };
}

describe('the API pipeline', () => {
  it('runs the handler with validated input, the user id, status and cookies', async () => {
    const res = await handler(event({}));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: '1', name: 'Ada', userId: 'user-1' });
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await handler(event({ headers: {} }))).status).toBe(401);
    expect((await handler(event({ headers: { authorization: 'Bearer forged' } }))).status).toBe(401);
  });

  it('answers 400 naming the field for an invalid body, and for unknown fields', async () => {
    const res = await handler(event({ body: JSON.stringify({ name: 'much too long' }) }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid_input');
    expect(body.message).toContain('name');
    expect((await handler(event({ body: JSON.stringify({ name: 'a', credits: 5 }) }))).status).toBe(400);
  });

  it('answers 400 for malformed JSON and for a bad path parameter', async () => {
    expect((await handler(event({ body: '{"name":' }))).status).toBe(400);
    expect((await handler(event({ pathParameters: { id: 'abc' } }))).status).toBe(400);
  });

  it('answers 413 for a body over the contract limit', async () => {
    const res = await handler(event({ body: JSON.stringify({ name: 'x'.repeat(200) }) }));
    expect(res.status).toBe(413);
  });

  it('maps domain errors to their status and hides unknown errors behind a bare 500', async () => {
    const base = { resource: '/api/fail/{kind}', httpMethod: 'GET', body: null };
    const domain = await handler(event({ ...base, pathParameters: { kind: 'domain' } }));
    expect(domain.status).toBe(402);
    expect(await domain.json()).toEqual({ error: 'insufficient_credits', message: 'Not enough credits.' });
    const unknown = await handler(event({ ...base, pathParameters: { kind: 'boom' } }));
    expect(unknown.status).toBe(500);
    expect(await unknown.text()).not.toContain('secret internals');
  });

  it('answers 404 for a route it does not know', async () => {
    expect((await handler(event({ resource: '/api/other' }))).status).toBe(404);
  });

  describe('the caller address for per-IP limits', () => {
    const ip = defineContract({
      id: 'test.ip',
      method: 'GET',
      path: '/api/ip',
      auth: false,
      summary: 'ip',
      response: z.object({ ip: z.string() }),
    });
    const routes = [route(ip, async (_input, ctx) => ({ ip: ctx.sourceIp }))];
    const SECRET = 's'.repeat(48);
    const ipEvent = (headers: Record<string, string>) =>
      event({
        resource: '/api/ip',
        path: '/api/ip',
        httpMethod: 'GET',
        headers,
        body: null,
        pathParameters: null,
        requestContext: { identity: { sourceIp: '130.176.1.1' } } as APIGatewayProxyEvent['requestContext'],
      });
    /** `behindCloudFront`: the handler has the origin secret and the request carries it. */
    const ipOf = async (behindCloudFront: boolean, headers: Record<string, string>) => {
      const api = createApiHandler(
        routes,
        async () => null,
        behindCloudFront ? { originSecret: SECRET } : {},
      );
      const res = await api(ipEvent(behindCloudFront ? { ...headers, 'x-origin-verify': SECRET } : headers));
      return ((await res.json()) as { ip: string }).ip;
    };

    it('uses the CloudFront viewer address instead of the edge address behind CloudFront', async () => {
      expect(await ipOf(true, { 'CloudFront-Viewer-Address': '203.0.113.9:50432' })).toBe('203.0.113.9');
      expect(await ipOf(true, { 'cloudfront-viewer-address': '2001:db8::7:443' })).toBe('2001:db8::7');
    });

    it('falls back to sourceIp without the header, with a malformed one, or when not behind CloudFront', async () => {
      expect(await ipOf(true, {})).toBe('130.176.1.1');
      expect(await ipOf(true, { 'cloudfront-viewer-address': 'evil, 1.2.3.4' })).toBe('130.176.1.1');
      expect(await ipOf(false, { 'cloudfront-viewer-address': '203.0.113.9:50432' })).toBe('130.176.1.1');
    });

    it('refuses, with the origin secret set, a request that did not come through CloudFront', async () => {
      const api = createApiHandler(routes, async () => null, { originSecret: SECRET });
      const call = (headers: Record<string, string>) => api(ipEvent(headers));
      const refused: Record<string, string>[] = [
        {},
        { 'cloudfront-viewer-address': '203.0.113.9:50432' },
        { 'x-origin-verify': '' },
        { 'x-origin-verify': `${SECRET}x` },
      ];
      for (const headers of refused) {
        const res = await call(headers);
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({
          error: 'forbidden',
          message: expect.stringMatching(/address/),
        });
      }
      expect((await call({ 'X-Origin-Verify': SECRET })).status).toBe(200);
    });

    it('parses IPv4 and IPv6 viewer addresses with or without brackets and port', () => {
      expect(parseViewerAddress(' 198.51.100.4:443 ')).toBe('198.51.100.4');
      expect(parseViewerAddress('198.51.100.4')).toBe('198.51.100.4');
      expect(parseViewerAddress('2001:db8:0:0:0:0:0:1:8443')).toBe('2001:db8:0:0:0:0:0:1');
      expect(parseViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
      expect(parseViewerAddress('[2001:db8::1]')).toBe('2001:db8::1');
      expect(parseViewerAddress('::ffff:192.0.2.1:443')).toBe('::ffff:192.0.2.1');
      expect(parseViewerAddress('::1')).toBe('::1');
      for (const bad of [undefined, '', 'localhost:80', '999.1.1.1:80', '[1.2.3.4]:80', '1.2.3.4:port']) {
        expect(parseViewerAddress(bad)).toBeUndefined();
      }
    });
  });
});

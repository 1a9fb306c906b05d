import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SPA_ROUTES_FUNCTION_CODE } from '#infra/aws/spa-routes';

type Request = { uri: string; method: string };
/** Runs the CloudFront Function's source as CloudFront would: `handler(event)` in a fresh context. */
const handler = runInNewContext(`${SPA_ROUTES_FUNCTION_CODE}; handler`) as (event: {
  request: Request;
}) => Request;
const uriFor = (uri: string) => handler({ request: { uri, method: 'GET' } }).uri;

describe('the SPA routes CloudFront Function', () => {
  it('serves the app shell for client-side routes', () => {
    for (const route of [
      '/',
      '/login',
      '/dashboard',
      '/research/3f2a-9c',
      '/billing/demo-checkout',
      '/auth/',
    ])
      expect(uriFor(route)).toBe('/index.html');
  });

  it('leaves files alone, missing ones included (the bucket answers those)', () => {
    for (const file of ['/index.html', '/favicon.svg', '/assets/index-CYvs7qt9.js', '/assets/gone.css'])
      expect(uriFor(file)).toBe(file);
  });
});

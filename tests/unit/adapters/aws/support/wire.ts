import { vi } from 'vitest';

/** One request as it went to `fetch`: where, and the protocol headers that name its action. */
export interface SentRequest {
  url: string;
  target: string | null;
  contentType: string | null;
}

/**
 * The requests sent through the stubbed `fetch` (the fake's, or a test's own), in order: what
 * `fakeAws().calls()` leaves out, the endpoint and the `X-Amz-Target` and content type that
 * name the protocol's action and version.
 */
export function sentRequests(): SentRequest[] {
  return vi.mocked(fetch).mock.calls.map(([input, init]) => {
    const headers = new Headers(init?.headers);
    return {
      url: String(input),
      target: headers.get('x-amz-target'),
      contentType: headers.get('content-type'),
    };
  });
}

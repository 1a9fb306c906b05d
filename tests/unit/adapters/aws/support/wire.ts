import { receivedRequests } from './fake-aws';

/** One request as the fake AWS received it: where, and the protocol headers that name its action. */
export interface SentRequest {
  url: string;
  target: string | null;
  contentType: string | null;
}

/**
 * The requests the installed fake AWS received over the wire, in order: what
 * `fakeAws().calls()` leaves out, the URL (the fake's endpoint and the path) and the
 * `X-Amz-Target` and content type that name the protocol's action and version.
 */
export function sentRequests(): SentRequest[] {
  return receivedRequests().map(({ url, headers }) => ({
    url,
    target: headers.get('x-amz-target'),
    contentType: headers.get('content-type'),
  }));
}

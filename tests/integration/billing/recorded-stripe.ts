import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';

const RECORDED = join(import.meta.dirname, 'stripe-recorded');

/** A recorded Stripe response (a file of `stripe-recorded/`) and its HTTP status. */
export type Recording = { status: number; file: string };

/** The text of a recorded file, e.g. a webhook event to sign and deliver. */
export const recorded = (file: string) => readFileSync(join(RECORDED, file), 'utf8');

/**
 * A real Stripe client whose HTTP layer answers from recorded responses keyed by
 * "METHOD /v1/path" (no network); every request is kept with its query and form body.
 */
export function recordedStripe(replies: Record<string, Recording>) {
  const requests: { key: string; query: URLSearchParams; form: URLSearchParams }[] = [];
  const fetchRecorded = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    requests.push({ key, query: url.searchParams, form: new URLSearchParams(String(init?.body ?? '')) });
    const reply = replies[key];
    const body = reply
      ? recorded(reply.file)
      : JSON.stringify({ error: { type: 'invalid_request_error', message: `No recording for ${key}` } });
    return new Response(body, {
      status: reply?.status ?? 404,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' },
    });
  };
  const client = new Stripe('sk_test_recorded', {
    httpClient: Stripe.createFetchHttpClient(fetchRecorded as typeof fetch),
    maxNetworkRetries: 0,
  });
  return { client, requests };
}

import { DefaultChatTransport, type UIMessage } from 'ai';
import { MESSAGES } from '#shared/domain/validation-messages';
import { currentAccessToken, refreshAccessToken } from '#web/lib/auth-token';

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Sends with the bearer token; on a 401 refreshes once and retries. */
async function authorisedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const attempt = (token: string | null) =>
    fetch(input, {
      ...init,
      credentials: 'include',
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...bearer(token) },
    });
  let response = await attempt(currentAccessToken() ?? (await refreshAccessToken()));
  if (response.status === 401) {
    const renewed = await refreshAccessToken();
    if (renewed) response = await attempt(renewed);
  }
  if (!response.ok && response.status !== 204) {
    const text = await response.text().catch(() => '');
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // Not JSON: show the text as it is.
    }
    throw new Error(message || MESSAGES.chatFetchFailed);
  }
  return response;
}

/**
 * The chat transport: POST /api/chat with what `extraBody` holds when a message is sent, resume at
 * GET /api/chat/{id}/stream.
 */
export const createChatTransport = (extraBody: () => object) =>
  new DefaultChatTransport<UIMessage>({ api: '/api/chat', fetch: authorisedFetch, body: extraBody });

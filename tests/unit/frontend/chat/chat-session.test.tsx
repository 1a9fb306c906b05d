import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatSession } from '#web/features/chat/hooks/use-chat-session';
import { withAppConfig } from '../app-config';

const STORED = 'session_1700000000000_abcdefg';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ error: 'not_found', message: 'Session not found' }, 404);

/** The server's saved metadata and messages of the stored session (undefined: none saved). */
function serve({ metadata, messages }: { metadata?: unknown; messages?: unknown[] }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      withAppConfig(async (url) => {
        if (url.endsWith(`/api/sessions/${STORED}/metadata`)) return json(metadata ?? null);
        if (url.endsWith(`/api/sessions/${STORED}/chat`)) return json({ messages: messages ?? [] });
        return notFound();
      }),
    ),
  );
}

const userSays = (text: string) => ({ id: 'm1', role: 'user', parts: [{ type: 'text', text }] });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('starting the chat', () => {
  it('offers to continue a stored session by its saved title', async () => {
    sessionStorage.setItem('research_session_id', STORED);
    serve({
      metadata: {
        sessionId: STORED,
        title: 'Swim schools near Toronto',
        originalQuery: 'Swim lessons',
        places: [],
      },
    });
    const { result } = renderHook(() => useChatSession());
    await waitFor(() =>
      expect(result.current.previous).toEqual({
        sessionId: STORED,
        description: 'Swim schools near Toronto',
      }),
    );
    expect(result.current.sessionId).toBeNull();
  });

  it('offers to continue a session whose metadata is not saved yet by its first question', async () => {
    sessionStorage.setItem('research_session_id', STORED);
    serve({
      messages: [userSays(' Piano teachers near Leeds '), { id: 'm2', role: 'assistant', parts: [] }],
    });
    const { result } = renderHook(() => useChatSession());
    await waitFor(() =>
      expect(result.current.previous).toEqual({
        sessionId: STORED,
        description: 'Piano teachers near Leeds',
      }),
    );
    result.current.continuePrevious();
    await waitFor(() => expect(result.current.sessionId).toBe(STORED));
  });

  it('starts a new session when the stored one has neither metadata nor messages', async () => {
    sessionStorage.setItem('research_session_id', STORED);
    serve({});
    const { result } = renderHook(() => useChatSession());
    await waitFor(() => expect(result.current.sessionId).toMatch(/^session_\d+_[a-z0-9]{7}$/));
    expect(result.current.sessionId).not.toBe(STORED);
    expect(result.current.previous).toBeNull();
    expect(sessionStorage.getItem('research_session_id')).toBe(result.current.sessionId);
  });
});

describe('reloading the chat page', () => {
  it('goes on with the stored session at once, without offering a choice', async () => {
    sessionStorage.setItem('research_session_id', STORED);
    serve({ messages: [userSays('Piano teachers near Leeds')] });
    window.history.pushState({}, '', '/new-research');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload', name: 'http://localhost:3000/new-research' } as PerformanceNavigationTiming,
    ]);
    // The page's first screen after the reload is asked once per page load: a fresh module.
    vi.resetModules();
    const { useChatSession: fresh } = await import('#web/features/chat/hooks/use-chat-session');
    const { result } = renderHook(() => fresh());
    await waitFor(() => expect(result.current.sessionId).toBe(STORED));
    expect(result.current.previous).toBeNull();
    vi.restoreAllMocks();
  });
});

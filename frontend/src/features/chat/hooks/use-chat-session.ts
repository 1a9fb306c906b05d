import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionMetadata } from '#shared/contracts/chat';
import { fetchMetadata } from '../api/chat-api';
import { clearSessionId, newSessionId, readSessionId, storeSessionId } from '../lib/session-storage';

/**
 * Chat session start: a stored session with saved metadata offers to continue;
 * otherwise a new session id is made at once.
 */
export function useChatSession() {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [previous, setPrevious] = useState<SessionMetadata | null>(null);

  const startNew = useCallback(() => {
    clearSessionId();
    const id = newSessionId();
    storeSessionId(id);
    setPrevious(null);
    setSessionId(id);
  }, []);

  const started = useRef(false);
  useEffect(() => {
    // Runs once, also under StrictMode's double effects, so only one session id is made.
    if (started.current) return;
    started.current = true;
    const stored = readSessionId();
    if (!stored) {
      startNew();
      return;
    }
    fetchMetadata(stored)
      .catch((error: unknown) => {
        console.error('Loading the previous session failed', error);
        return null;
      })
      .then((metadata) => {
        if (metadata?.originalQuery) setPrevious(metadata);
        else startNew();
      });
  }, [startNew]);

  const continuePrevious = useCallback(() => {
    if (!previous) return;
    setSessionId(previous.sessionId);
    setPrevious(null);
  }, [previous]);

  return { sessionId, previous, startNew, continuePrevious };
}

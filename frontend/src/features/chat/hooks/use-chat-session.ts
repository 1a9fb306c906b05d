import type { UIMessage } from 'ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessages, fetchMetadata } from '../api/chat-api';
import { textOf } from '../lib/message-text';
import { reloadedThisPage } from '../lib/page-reload';
import { clearSessionId, newSessionId, readSessionId, storeSessionId } from '../lib/session-storage';

/** A stored session the parent can continue, described by its title or first question. */
export interface PreviousChat {
  sessionId: string;
  description: string;
}

const firstQuestion = (messages: UIMessage[]) => {
  const first = messages.find((message) => message.role === 'user');
  return first ? textOf(first) : '';
};

/** What describes a stored session: its saved metadata, or (before that is saved) its first question. */
async function previousChat(sessionId: string): Promise<PreviousChat | null> {
  const metadata = await fetchMetadata(sessionId);
  const saved = metadata?.title || metadata?.originalQuery;
  if (saved) return { sessionId, description: saved };
  const question = firstQuestion(await fetchMessages(sessionId));
  return question ? { sessionId, description: question } : null;
}

/**
 * Chat session start: a reload of the page goes on with the stored session; coming back to a
 * stored session with saved metadata or messages offers to continue it; otherwise a new session id
 * is made at once.
 */
export function useChatSession() {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [previous, setPrevious] = useState<PreviousChat | null>(null);

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
    if (reloadedThisPage(window.location.pathname)) {
      setSessionId(stored);
      return;
    }
    previousChat(stored)
      .catch((error: unknown) => {
        console.error('Loading the previous session failed', error);
        return null;
      })
      .then((found) => {
        if (found) setPrevious(found);
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

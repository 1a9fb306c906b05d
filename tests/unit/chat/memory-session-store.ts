import type { SessionStore } from '#functions/ports/session-store';
import type { ChatMessage, SessionMetadata } from '#shared/contracts/chat';

/** An in-memory SessionStore with the same ownership rules as the DynamoDB one. */
export function createMemorySessionStore(): SessionStore {
  const owners = new Map<string, string>();
  const messages = new Map<string, ChatMessage[]>();
  const metadata = new Map<string, SessionMetadata>();
  return {
    async claim(sessionId, userId) {
      const owner = owners.get(sessionId);
      if (owner && owner !== userId) return false;
      owners.set(sessionId, userId);
      return true;
    },
    ownerOf: async (sessionId) => owners.get(sessionId) ?? null,
    getMessages: async (sessionId) => messages.get(sessionId) ?? [],
    putMessages: async (sessionId, list) => {
      messages.set(sessionId, list);
    },
    getMetadata: async (sessionId) => metadata.get(sessionId) ?? null,
    putMetadata: async (sessionId, value) => {
      if (!owners.has(sessionId)) throw new Error('missing session');
      metadata.set(sessionId, value);
    },
  };
}

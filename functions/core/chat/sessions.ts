import type { ChatMessage, SessionMetadata } from '#shared/contracts/chat';
import { DomainError } from '#shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { SessionStore } from '../../ports/session-store';

const notFound = () => new DomainError('not_found', 'Session not found');

/** Saved messages and metadata of chat sessions; a session belongs to the user who created it. */
export function createSessions(deps: { sessions: SessionStore; clock: Clock }) {
  const { sessions, clock } = deps;

  /**
   * Whether the session has anything saved, for its owner; a session not saved yet is the user's own
   * new one (empty, not 404), another user's is not found.
   */
  async function isSaved(sessionId: string, userId: string): Promise<boolean> {
    const owner = await sessions.ownerOf(sessionId);
    if (owner !== null && owner !== userId) throw notFound();
    return owner !== null;
  }
  async function claim(sessionId: string, userId: string) {
    if (!(await sessions.claim(sessionId, userId, clock.now()))) throw notFound();
  }

  return {
    claim,
    async getMessages(userId: string, sessionId: string): Promise<ChatMessage[]> {
      return (await isSaved(sessionId, userId)) ? sessions.getMessages(sessionId) : [];
    },
    async saveMessages(userId: string, sessionId: string, messages: ChatMessage[]) {
      await claim(sessionId, userId);
      await sessions.putMessages(sessionId, messages, clock.now());
    },
    /** The saved metadata; null while none is saved. */
    async getMetadata(userId: string, sessionId: string): Promise<SessionMetadata | null> {
      return (await isSaved(sessionId, userId)) ? sessions.getMetadata(sessionId) : null;
    },
    async saveMetadata(userId: string, sessionId: string, metadata: SessionMetadata) {
      await claim(sessionId, userId);
      await sessions.putMetadata(sessionId, { ...metadata, sessionId }, clock.now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

import type { ChatMessage, SessionMetadata } from '#shared/contracts/chat';
import { DomainError } from '#shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { SessionStore } from '../../ports/session-store';

const notFound = () => new DomainError('not_found', 'Session not found');

/** Saved messages and metadata of chat sessions; a session belongs to the user who created it. */
export function createSessions(deps: { sessions: SessionStore; clock: Clock }) {
  const { sessions, clock } = deps;

  async function requireOwner(sessionId: string, userId: string) {
    if ((await sessions.ownerOf(sessionId)) !== userId) throw notFound();
  }
  async function claim(sessionId: string, userId: string) {
    if (!(await sessions.claim(sessionId, userId, clock.now()))) throw notFound();
  }

  return {
    claim,
    async getMessages(userId: string, sessionId: string): Promise<ChatMessage[]> {
      await requireOwner(sessionId, userId);
      return sessions.getMessages(sessionId);
    },
    async saveMessages(userId: string, sessionId: string, messages: ChatMessage[]) {
      await claim(sessionId, userId);
      await sessions.putMessages(sessionId, messages, clock.now());
    },
    async getMetadata(userId: string, sessionId: string): Promise<SessionMetadata> {
      await requireOwner(sessionId, userId);
      const metadata = await sessions.getMetadata(sessionId);
      if (!metadata) throw new DomainError('not_found', 'No research data saved for this session');
      return metadata;
    },
    async saveMetadata(userId: string, sessionId: string, metadata: SessionMetadata) {
      await claim(sessionId, userId);
      await sessions.putMetadata(sessionId, { ...metadata, sessionId }, clock.now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

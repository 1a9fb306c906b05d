import type { ChatMessage, SessionMetadata } from '#shared/contracts/chat';

/** Chat sessions: their owner, saved messages and research metadata. */
export interface SessionStore {
  /**
   * Creates the session for the user when it is new and touches it; false when the session
   * belongs to another user.
   */
  claim(sessionId: string, userId: string, now: Date): Promise<boolean>;
  /** The session's owner, or null when it does not exist. */
  ownerOf(sessionId: string): Promise<string | null>;
  getMessages(sessionId: string): Promise<ChatMessage[]>;
  putMessages(sessionId: string, messages: ChatMessage[], now: Date): Promise<void>;
  getMetadata(sessionId: string): Promise<SessionMetadata | null>;
  putMetadata(sessionId: string, metadata: SessionMetadata, now: Date): Promise<void>;
}

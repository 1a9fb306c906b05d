import type { UIMessage } from 'ai';
import {
  type ChatMessage,
  extractSessionMetadata,
  getSessionChat,
  getSessionMetadata,
  type SessionMetadata,
  saveSessionChat,
  saveSessionMetadata,
} from '#shared/contracts/chat';
import { reversePlace, searchPlaces, suggestPlaces } from '#shared/contracts/places';
import { type CreateResearchBody, createResearch } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { textOf } from '../lib/message-text';

/** The saved metadata of a session, or null when none was saved. */
export const fetchMetadata = (sessionId: string): Promise<SessionMetadata | null> =>
  callApi(getSessionMetadata, { params: { id: sessionId } });

/** The saved messages of a session; none for a new session. */
export async function fetchMessages(sessionId: string): Promise<UIMessage[]> {
  const { messages } = await callApi(getSessionChat, { params: { id: sessionId } });
  return messages as UIMessage[];
}

export const saveMessages = (sessionId: string, messages: UIMessage[]) =>
  callApi(saveSessionChat, { params: { id: sessionId }, body: { messages: messages as ChatMessage[] } });

export const saveMetadata = (metadata: SessionMetadata) =>
  callApi(saveSessionMetadata, { params: { id: metadata.sessionId }, body: metadata });

/** Asks the server to read title, query and places out of the conversation. */
export async function extractMetadata(sessionId: string, messages: UIMessage[]): Promise<SessionMetadata> {
  const history = messages
    .filter(
      (m): m is UIMessage & { role: 'user' | 'assistant' } => m.role === 'user' || m.role === 'assistant',
    )
    .map((m) => ({ role: m.role, content: textOf(m).slice(0, 20_000) }))
    .filter((turn) => turn.content);
  const query = history.find((turn) => turn.role === 'user')?.content ?? '';
  const extracted = await callApi(extractSessionMetadata, {
    body: { sessionId, query: query.slice(0, 2000), conversationHistory: history.slice(-200) },
  });
  return { ...extracted, sessionId };
}

export const searchBusinesses = (body: {
  query: string;
  location: string;
  near?: { lat: number; lon: number };
}) => callApi(searchPlaces, { body });

export const fetchSuggestions = (
  q: string,
  near: { lat: number; lon: number } | null,
  signal?: AbortSignal,
) => callApi(suggestPlaces, { query: { q, ...(near ?? {}) }, signal });

export const fetchReverse = (lat: number, lon: number) => callApi(reversePlace, { query: { lat, lon } });

export const startResearch = (body: CreateResearchBody) => callApi(createResearch, { body });

import { z } from 'zod';
import { DEFAULT_GOAL } from '../domain/validation-messages';
import { okSchema, text } from './common';
import { defineContract } from './define';

/** Session ids look like `session_{timestamp}_{7 random characters}`. */
const sessionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, "-" and "_"');

/** A chat message as `useChat` sends it; parts are checked by the AI SDK before use. */
export const chatMessageSchema = z.object({
  id: z.string().max(200),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string().max(100) })).max(200),
  metadata: z.unknown().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A place to call, or a search to run. */
export const sessionPlaceSchema = z.object({
  name: text(200),
  tel: text(40).default(''),
  goal: text(500).default(DEFAULT_GOAL),
  shareChildrenInfo: z.boolean().default(false),
  type: z.enum(['specific', 'search']).default('specific'),
  address: text(300).optional(),
  searchQuery: text(200).optional(),
  searchLocation: text(200).optional(),
});
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

/** What the chat has gathered about the research. */
export const sessionMetadataSchema = z.object({
  sessionId: sessionIdSchema,
  title: text(200),
  originalQuery: text(2000),
  places: z.array(sessionPlaceSchema).max(50),
  /** The place the conversation named ("near Toronto"), kept when search entries become places. */
  location: text(200).optional(),
});
export type SessionMetadata = z.infer<typeof sessionMetadataSchema>;

const sessionParams = z.object({ id: sessionIdSchema }).strict();
const messagesBody = z.object({ messages: z.array(chatMessageSchema).max(200) }).strict();
const CHAT_MAX_BYTES = 1024 * 1024;

/** Streams the assistant's answer as the AI SDK UI message protocol. */
export const postChat = defineContract({
  id: 'chat.post',
  method: 'POST',
  path: '/api/chat',
  auth: true,
  summary: 'Chat with the research assistant (UI message stream)',
  body: z.looseObject({
    id: sessionIdSchema,
    messages: z.array(chatMessageSchema).min(1).max(200),
    trigger: z.enum(['submit-message', 'regenerate-message']).optional(),
    messageId: z.string().max(200).optional(),
  }),
  response: z.unknown(),
  responseKind: 'stream',
  maxBodyBytes: CHAT_MAX_BYTES,
});

/** Resumes the stream in progress for a chat; 204 when there is nothing to resume. */
export const resumeChat = defineContract({
  id: 'chat.resume',
  method: 'GET',
  path: '/api/chat/{chatId}/stream',
  auth: true,
  summary: 'Resume an interrupted chat stream',
  params: z.object({ chatId: sessionIdSchema }).strict(),
  response: z.unknown(),
  responseKind: 'stream',
});

/** The saved messages of a session. */
export const getSessionChat = defineContract({
  id: 'chat.getMessages',
  method: 'GET',
  path: '/api/sessions/{id}/chat',
  auth: true,
  summary: 'Saved chat messages of a session',
  params: sessionParams,
  response: z.object({ messages: z.array(chatMessageSchema) }),
});

/** Saves the messages of a session. */
export const saveSessionChat = defineContract({
  id: 'chat.saveMessages',
  method: 'POST',
  path: '/api/sessions/{id}/chat',
  auth: true,
  summary: 'Save the chat messages of a session',
  params: sessionParams,
  body: messagesBody,
  response: okSchema,
  maxBodyBytes: CHAT_MAX_BYTES,
});

/** The saved research metadata of a session (404 when none was saved). */
export const getSessionMetadata = defineContract({
  id: 'chat.getMetadata',
  method: 'GET',
  path: '/api/sessions/{id}/metadata',
  auth: true,
  summary: 'Saved research metadata of a session',
  params: sessionParams,
  response: sessionMetadataSchema,
});

/** Saves the research metadata of a session. */
export const saveSessionMetadata = defineContract({
  id: 'chat.saveMetadata',
  method: 'POST',
  path: '/api/sessions/{id}/metadata',
  auth: true,
  summary: 'Save the research metadata of a session',
  params: sessionParams,
  body: sessionMetadataSchema.strict(),
  response: okSchema,
});

/** Reads title, original query and places out of a conversation. */
export const extractSessionMetadata = defineContract({
  id: 'chat.extractMetadata',
  method: 'POST',
  path: '/api/sessions/extract-metadata',
  auth: true,
  summary: 'Extract research metadata from a conversation',
  body: z
    .object({
      sessionId: sessionIdSchema.optional(),
      query: z.string().trim().min(1, 'Please describe what you want to research').max(2000),
      conversationHistory: z
        .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }).strict())
        .max(200),
    })
    .strict(),
  response: sessionMetadataSchema.omit({ sessionId: true }).extend({ sessionId: sessionIdSchema.optional() }),
  maxBodyBytes: CHAT_MAX_BYTES,
});

/** Endpoints of the chat capability. */
export const chatContracts = [
  postChat,
  resumeChat,
  getSessionChat,
  saveSessionChat,
  getSessionMetadata,
  saveSessionMetadata,
  extractSessionMetadata,
];

import { DEFAULT_GOAL, RADIUS_MAX, RADIUS_MIN } from '../domain/validation-messages';
import * as z from '../zod';
import { ASK_KINDS, askSchema, MAX_ASKS } from './asks';
import { okSchema, requiredText, text } from './common';
import { defineContract } from './define';

/** Session ids look like `session_{timestamp}_{7 random characters}`. */
const sessionIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, "-" and "_"'),
  );

/** A chat message as `useChat` sends it; parts are checked by the AI SDK before use. */
export const chatMessageSchema = z.object({
  id: z.string().check(z.maxLength(200)),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string().check(z.maxLength(100)) })).check(z.maxLength(200)),
  metadata: z.optional(z.unknown()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One thing to ask each business as the chat sees it: the card's label and kind of answer. */
const chatAskSchema = z.object({
  label: requiredText(200, 'Please say what to ask'),
  kind: z.enum(ASK_KINDS),
});
export type ChatAsk = z.infer<typeof chatAskSchema>;
const chatAsksSchema = z.array(chatAskSchema).check(z.maxLength(MAX_ASKS));

/** The assistant's tools that change what to ask each business; each answers the asks after the change. */
export const ASK_TOOL_NAMES = ['addAsks', 'removeAsk', 'changeAsk'] as const;
export const askToolOutputSchema = z.object({ asks: chatAsksSchema });

/** A place to call, or a search to run. */
export const sessionPlaceSchema = z.object({
  name: text(200),
  tel: z._default(text(40), ''),
  goal: z._default(text(500), DEFAULT_GOAL),
  shareChildrenInfo: z._default(z.boolean(), false),
  type: z._default(z.enum(['specific', 'search']), 'specific'),
  address: z.optional(text(300)),
  searchQuery: z.optional(text(200)),
  searchLocation: z.optional(text(200)),
});
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

/** What the chat has gathered about the research. */
export const sessionMetadataSchema = z.object({
  sessionId: sessionIdSchema,
  title: text(200),
  originalQuery: text(2000),
  places: z.array(sessionPlaceSchema).check(z.maxLength(50)),
  /** The place the conversation named ("near Toronto"), kept when search entries become places. */
  location: z.optional(text(200)),
  /** The place the conversation named last, kept beside a location the parent picked by hand. */
  saidLocation: z.optional(text(200)),
  /**
   * A location the parent picked by hand in a search card, and the place the conversation named
   * then: it wins over what later messages are read to say until the parent picks again.
   */
  pickedLocation: z.optional(z.object({ location: text(200), saidThen: z.optional(text(200)) })),
  /** The search radius the parent stated ("within about 10 miles"), in miles. */
  radiusMiles: z.optional(z.number().check(z.minimum(RADIUS_MIN), z.maximum(RADIUS_MAX))),
  /** What to ask each business as the parent left it in the card, kept across reloads. */
  asks: z.optional(z.array(askSchema).check(z.maxLength(MAX_ASKS))),
});
export type SessionMetadata = z.infer<typeof sessionMetadataSchema>;

const sessionParams = z.strictObject({ id: sessionIdSchema });
const messagesBody = z.strictObject({ messages: z.array(chatMessageSchema).check(z.maxLength(200)) });
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
    messages: z.array(chatMessageSchema).check(z.minLength(1), z.maxLength(200)),
    trigger: z.optional(z.enum(['submit-message', 'regenerate-message'])),
    messageId: z.optional(z.string().check(z.maxLength(200))),
    /** What the card "What to ask each business" holds now, which the assistant describes and edits. */
    asks: z.optional(chatAsksSchema),
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
  params: z.strictObject({ chatId: sessionIdSchema }),
  response: z.unknown(),
  responseKind: 'stream',
});

/** The saved messages of a session; none for the user's own new session (404 for another user's). */
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

/** The saved research metadata of a session; null while none is saved (404 for another user's). */
export const getSessionMetadata = defineContract({
  id: 'chat.getMetadata',
  method: 'GET',
  path: '/api/sessions/{id}/metadata',
  auth: true,
  summary: 'Saved research metadata of a session',
  params: sessionParams,
  response: z.nullable(sessionMetadataSchema),
});

/** Saves the research metadata of a session. */
export const saveSessionMetadata = defineContract({
  id: 'chat.saveMetadata',
  method: 'POST',
  path: '/api/sessions/{id}/metadata',
  auth: true,
  summary: 'Save the research metadata of a session',
  params: sessionParams,
  body: z.strictObject(sessionMetadataSchema.shape),
  response: okSchema,
});

/** Reads title, original query and places out of a conversation. */
export const extractSessionMetadata = defineContract({
  id: 'chat.extractMetadata',
  method: 'POST',
  path: '/api/sessions/extract-metadata',
  auth: true,
  summary: 'Extract research metadata from a conversation',
  body: z.strictObject({
    sessionId: z.optional(sessionIdSchema),
    query: requiredText(2000, 'Please describe what you want to research'),
    conversationHistory: z
      .array(
        z.strictObject({
          role: z.enum(['user', 'assistant']),
          content: z.string().check(z.maxLength(20_000)),
        }),
      )
      .check(z.maxLength(200)),
  }),
  response: z.extend(z.omit(sessionMetadataSchema, { sessionId: true }), {
    sessionId: z.optional(sessionIdSchema),
  }),
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

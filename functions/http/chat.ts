import {
  extractSessionMetadata,
  getSessionChat,
  getSessionMetadata,
  postChat,
  resumeChat,
  saveSessionChat,
  saveSessionMetadata,
} from '#shared/contracts/chat';
import { createActiveStreams } from '../core/chat/active-streams';
import { createChatAssistant } from '../core/chat/assistant';
import { extractMetadata } from '../core/chat/extract-metadata';
import { METADATA_SYSTEM_PROMPT } from '../core/chat/prompts';
import { createSessions } from '../core/chat/sessions';
import { createPlacesService } from '../core/places/search-places';
import type { AppDeps } from './app-deps';
import { responseRoute, route } from './route';

/** The research assistant chat and its sessions; another user's session answers 404. */
export function createChatRoutes(deps: Pick<AppDeps, 'chat' | 'places' | 'clock'>) {
  const sessions = createSessions({ sessions: deps.chat.sessions, clock: deps.clock });
  const assistant = createChatAssistant({
    model: deps.chat.model,
    places: createPlacesService(deps.places),
    sessions,
    streams: createActiveStreams(),
  });
  return [
    responseRoute(postChat, async ({ body }, ctx) => assistant.answer(ctx.userId, body.id, body.messages)),
    responseRoute(resumeChat, async ({ params }, ctx) => assistant.resume(ctx.userId, params.chatId)),
    route(getSessionChat, async ({ params }, ctx) => ({
      messages: await sessions.getMessages(ctx.userId, params.id),
    })),
    route(saveSessionChat, async ({ params, body }, ctx) => {
      await sessions.saveMessages(ctx.userId, params.id, body.messages);
      return { ok: true as const };
    }),
    route(getSessionMetadata, async ({ params }, ctx) => sessions.getMetadata(ctx.userId, params.id)),
    route(saveSessionMetadata, async ({ params, body }, ctx) => {
      await sessions.saveMetadata(ctx.userId, params.id, body);
      return { ok: true as const };
    }),
    route(extractSessionMetadata, async ({ body }, ctx) => {
      if (body.sessionId) await sessions.claim(body.sessionId, ctx.userId);
      const metadata = await extractMetadata(deps.chat.model, METADATA_SYSTEM_PROMPT, body);
      return body.sessionId ? { ...metadata, sessionId: body.sessionId } : metadata;
    }),
  ];
}

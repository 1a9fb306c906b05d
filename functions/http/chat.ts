import {
  extractSessionMetadata,
  getSessionChat,
  getSessionMetadata,
  postChat,
  resumeChat,
  saveSessionChat,
  saveSessionMetadata,
} from '#shared/contracts/chat';
import { lazily } from '#shared/lazily';
import { createActiveStreams } from '../core/chat/active-streams';
import { METADATA_SYSTEM_PROMPT } from '../core/chat/prompts';
import { createSessions } from '../core/chat/sessions';
import type { AppDeps } from './app-deps';
import { responseRoute, route } from './route';

/**
 * The research assistant chat and its sessions; another user's session answers 404. The assistant
 * and the metadata extraction (the AI SDK, the business search) are imported by the first request
 * that needs them: reading and saving a session's chat and metadata never do, so a cold start of
 * the chat function does not load them.
 */
export function createChatRoutes(deps: Pick<AppDeps, 'chat' | 'places' | 'clock'>) {
  const sessions = createSessions({ sessions: deps.chat.sessions, clock: deps.clock });
  const streams = createActiveStreams();
  const theAssistant = lazily(() =>
    Promise.all([import('../core/chat/assistant'), import('../core/places/search-places')]).then(
      ([chat, places]) =>
        chat.createChatAssistant({
          model: deps.chat.model,
          places: places.createPlacesService(deps.places),
          deriveAsks: deps.chat.deriveAsks,
          sessions,
          streams,
        }),
    ),
  );
  return [
    responseRoute(postChat, async ({ body }, ctx) => (await theAssistant()).answer(ctx.userId, body)),
    responseRoute(resumeChat, async ({ params }, ctx) => streams.resumeResponse(params.chatId, ctx.userId)),
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
      const [{ extractMetadata }, { createPlacesService }] = await Promise.all([
        import('../core/chat/extract-metadata'),
        import('../core/places/search-places'),
      ]);
      const places = createPlacesService(deps.places);
      const suggest = async (text: string) =>
        (await places.suggest(text, undefined)).map((found) => found.display_name);
      const metadata = await extractMetadata(deps.chat.model, METADATA_SYSTEM_PROMPT, body, suggest);
      return body.sessionId ? { ...metadata, sessionId: body.sessionId } : metadata;
    }),
  ];
}

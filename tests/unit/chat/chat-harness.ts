import type { LanguageModel, UIMessage } from 'ai';
import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema } from 'ai';
import { createLocalPlaces } from '#functions/adapters/local/directory/local-places';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { parseAsksLater } from '#functions/core/asks/parse-asks-later';
import { createChatRoutes } from '#functions/http/chat';
import { createApiHandler } from '#functions/http/dispatch';
import { systemClock } from '#functions/ports/clock';
import { createMemorySessionStore } from './memory-session-store';

/** The chat routes over the scripted model (or a given one), the directory and memory sessions. */
export function chatApi(model: LanguageModel = createScriptedModel()) {
  const sessions = createMemorySessionStore();
  const routes = createChatRoutes({
    chat: { model, sessions, deriveAsks: parseAsksLater },
    places: createLocalPlaces(),
    clock: systemClock,
  });
  const handler = createApiHandler(routes, async (token) => (token.startsWith('user-') ? token : null));
  return {
    sessions,
    call(
      method: string,
      resource: string,
      opts: { user?: string; body?: unknown; params?: Record<string, string> } = {},
    ) {
      return handler({
        resource,
        path: resource,
        httpMethod: method,
        headers: { authorization: `Bearer ${opts.user ?? 'user-a'}`, 'content-type': 'application/json' },
        multiValueHeaders: {},
        queryStringParameters: null,
        multiValueQueryStringParameters: null,
        pathParameters: opts.params ?? null,
        stageVariables: null,
        body: opts.body === undefined ? null : JSON.stringify(opts.body),
        isBase64Encoded: false,
        requestContext: {} as never,
      });
    },
  };
}

export const userMessage = (id: string, text: string): UIMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
});

/** Reads a UI message stream response with the AI SDK client's own parser; the final message. */
export async function readAssistantMessage(response: Response): Promise<UIMessage> {
  if (!response.body) throw new Error('no body');
  const chunks = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream({
      transform(result, controller) {
        if (!result.success) throw result.error;
        controller.enqueue(result.value);
      },
    }),
  );
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream({ stream: chunks, terminateOnError: true })) last = message;
  if (!last) throw new Error('empty stream');
  return last;
}

export const textOf = (message: UIMessage) =>
  message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');

import {
  convertToModelMessages,
  type LanguageModel,
  stepCountIs,
  streamText,
  type UIMessage,
  validateUIMessages,
} from 'ai';
import type { ChatMessage } from '#shared/contracts/chat';
import { DomainError } from '#shared/domain/errors';
import { logger } from '../logger';
import type { PlacesService } from '../places/search-places';
import type { ActiveStreams } from './active-streams';
import { CHAT_SYSTEM_PROMPT } from './prompts';
import { createSearchBusinessesTool } from './search-tool';
import type { Sessions } from './sessions';

/** Model steps per answer: a search, then the summary of its results. */
const MAX_STEPS = 3;

export interface ChatAssistantDeps {
  model: LanguageModel;
  places: PlacesService;
  sessions: Sessions;
  streams: ActiveStreams;
}

/** The research assistant: streams answers as the AI SDK UI message protocol. */
export function createChatAssistant(deps: ChatAssistantDeps) {
  const tools = { searchBusinesses: createSearchBusinessesTool(deps.places) };

  async function toUIMessages(messages: ChatMessage[]): Promise<UIMessage[]> {
    try {
      return await validateUIMessages({ messages });
    } catch (error) {
      throw new DomainError('invalid_input', 'The chat messages are not valid.', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    /** Answers the last message of a session's conversation; the response streams. */
    async answer(userId: string, chatId: string, messages: ChatMessage[]): Promise<Response> {
      await deps.sessions.claim(chatId, userId);
      const uiMessages = await toUIMessages(messages);
      const result = streamText({
        model: deps.model,
        system: CHAT_SYSTEM_PROMPT,
        messages: await convertToModelMessages(uiMessages, { tools }),
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
      });
      return result.toUIMessageStreamResponse({
        originalMessages: uiMessages,
        sendReasoning: true,
        onFinish: async ({ messages: all }) => {
          await deps.sessions.saveMessages(userId, chatId, all as ChatMessage[]).catch((error) => {
            logger.error('Saving chat messages failed', { chatId, error });
          });
        },
        consumeSseStream: ({ stream }) => {
          void deps.streams.register(chatId, userId, stream);
        },
        onError: (error) => {
          logger.error('Chat stream failed', { chatId, error });
          return 'The assistant could not answer. Please try again.';
        },
      });
    },
  };
}

import {
  convertToModelMessages,
  type LanguageModel,
  stepCountIs,
  streamText,
  type UIMessage,
  validateUIMessages,
} from 'ai';
import type { ChatAsk, ChatMessage } from '#shared/contracts/chat';
import { DomainError } from '#shared/domain/errors';
import type { DeriveAsks } from '../asks/derive-asks';
import { logger } from '../logger';
import type { PlacesService } from '../places/search-places';
import type { ActiveStreams } from './active-streams';
import { createAskTools } from './ask-tools';
import { chatSystemPrompt } from './prompts';
import { createSearchBusinessesTool } from './search-tool';
import type { Sessions } from './sessions';

/** Model steps per answer: a search or a change of the asks, then what it found or changed. */
const MAX_STEPS = 3;

export interface ChatAssistantDeps {
  model: LanguageModel;
  places: PlacesService;
  /** Gives a new ask its label and kind, as the asks of the parent's question are derived. */
  deriveAsks: DeriveAsks;
  sessions: Sessions;
  streams: ActiveStreams;
}

/** The research assistant: streams answers as the AI SDK UI message protocol. */
export function createChatAssistant(deps: ChatAssistantDeps) {
  const searchBusinesses = createSearchBusinessesTool(deps.places);

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
    /**
     * Answers the last message of a session's conversation, knowing the asks the card holds now;
     * the response streams.
     */
    async answer(
      userId: string,
      chat: { id: string; messages: ChatMessage[]; asks?: ChatAsk[] | undefined },
    ): Promise<Response> {
      const { id: chatId, messages, asks } = chat;
      await deps.sessions.claim(chatId, userId);
      const uiMessages = await toUIMessages(messages);
      const tools = { searchBusinesses, ...createAskTools(deps.deriveAsks, asks ?? []) };
      const result = streamText({
        model: deps.model,
        system: chatSystemPrompt(asks),
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

import type { UIMessage } from 'ai';

/** The words of a chat message: its text parts joined, trimmed. */
export const textOf = (message: UIMessage) =>
  message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();

import type { LanguageModelV3Content, LanguageModelV3ToolCall } from '@ai-sdk/provider';

/** The text a model's reply says, its text parts joined. */
export const replyText = (content: LanguageModelV3Content[]) =>
  content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');

/** The reply's call of tool `name`, if it made one. */
export const toolCallOf = (content: LanguageModelV3Content[], name: string) =>
  content.find(
    (part): part is LanguageModelV3ToolCall => part.type === 'tool-call' && part.toolName === name,
  );

/** The JSON a model wrote, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

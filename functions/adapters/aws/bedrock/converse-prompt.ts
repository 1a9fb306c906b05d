import type {
  LanguageModelV3Prompt,
  LanguageModelV3ToolCallPart,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';
import { UnsupportedFunctionalityError } from '@ai-sdk/provider';
import type {
  ContentBlock,
  Message,
  SystemContentBlock,
  ToolResultContentBlock,
} from '@aws-sdk/client-bedrock-runtime';

/** A prompt in Converse's terms: the system prompt apart, then alternating user and assistant messages. */
export interface ConversePrompt {
  system: SystemContentBlock[];
  messages: Message[];
}

const unsupported = (functionality: string) => new UnsupportedFunctionalityError({ functionality });

/**
 * The AI SDK's prompt as a Converse request's `system` and `messages`: system messages only before
 * the conversation; user messages and tool results in one user message, consecutive assistant
 * messages in one assistant message (Converse wants the roles to alternate); blank assistant text
 * dropped and the last assistant text trimmed at its end (Converse refuses trailing whitespace in a
 * pre-filled reply). Text, tool calls and tool results are supported: the project sends nothing else.
 */
export function toConversePrompt(prompt: LanguageModelV3Prompt): ConversePrompt {
  const system: SystemContentBlock[] = [];
  const messages: Message[] = [];
  const append = (role: 'user' | 'assistant', content: ContentBlock[]) => {
    // A message left empty (blank text, reasoning only) is no turn: the roles around it still alternate.
    if (content.length === 0) return;
    const last = messages.at(-1);
    if (last?.role === role) last.content?.push(...content);
    else messages.push({ role, content });
  };
  for (const message of prompt) {
    switch (message.role) {
      case 'system':
        if (messages.length > 0) throw unsupported('a system message after the conversation began');
        system.push({ text: message.content });
        break;
      case 'user':
        append(
          'user',
          message.content.map((part) => {
            if (part.type !== 'text') throw unsupported(`user content of type ${part.type}`);
            return { text: part.text };
          }),
        );
        break;
      case 'tool':
        append(
          'user',
          message.content.flatMap((part) =>
            part.type === 'tool-result'
              ? [{ toolResult: { toolUseId: part.toolCallId, content: toolResultContent(part.output) } }]
              : [],
          ),
        );
        break;
      case 'assistant':
        append(
          'assistant',
          message.content.flatMap((part): ContentBlock[] => {
            if (part.type === 'text') return part.text.trim() ? [{ text: part.text }] : [];
            if (part.type === 'tool-call') return [toolUse(part)];
            if (part.type === 'reasoning') return [];
            throw unsupported(`assistant content of type ${part.type}`);
          }),
        );
        break;
    }
  }
  trimLastAssistantText(messages);
  return { system, messages };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tool call as Converse's toolUse, whose input must be an object: an input the model wrote that was
 * not one (a string of broken JSON the AI SDK kept as it came) is sent back as what it was.
 */
function toolUse(part: LanguageModelV3ToolCallPart): ContentBlock {
  const input = isPlainObject(part.input) ? part.input : { rawInvalidInput: part.input ?? null };
  return { toolUse: { toolUseId: part.toolCallId, name: part.toolName, input: input as never } };
}

function toolResultContent(output: LanguageModelV3ToolResultOutput): ToolResultContentBlock[] {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return [{ text: output.value }];
    case 'json':
    case 'error-json':
      return [{ text: JSON.stringify(output.value) }];
    case 'execution-denied':
      return [{ text: output.reason ?? 'Tool call execution denied.' }];
    case 'content':
      return output.value.map((part) => {
        if (part.type !== 'text') throw unsupported(`tool result content of type ${part.type}`);
        return { text: part.text };
      });
  }
}

function trimLastAssistantText(messages: Message[]) {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return;
  const block = last.content?.at(-1);
  if (block && 'text' in block && typeof block.text === 'string') block.text = block.text.trimEnd();
}

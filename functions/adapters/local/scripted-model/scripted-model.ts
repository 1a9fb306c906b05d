import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { type ScriptedReply, type ScriptedTask, toScriptedRequest } from './task';
import { scriptedTasks } from './tasks';

const usage = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/**
 * The built-in scripted language model (the local default): deterministic, no network. It routes
 * each call to the first task that recognises the prompt (agent turn, extraction, …).
 */
export function createScriptedModel(tasks: ScriptedTask[] = scriptedTasks): LanguageModelV3 {
  async function run(options: LanguageModelV3CallOptions) {
    const request = toScriptedRequest(options);
    const task = tasks.find((t) => t.matches(request));
    if (!task) throw new Error('The scripted model has no task for this prompt');
    return { task: task.name, content: toContent(await task.respond(request), task.name) };
  }

  return {
    specificationVersion: 'v3',
    provider: 'askaround-scripted',
    modelId: 'scripted-1',
    supportedUrls: {},
    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { content } = await run(options);
      return {
        content,
        finishReason: finishOf(content),
        usage: usage(promptSize(options), outputSize(content)),
        warnings: [],
      };
    },
    async doStream(options) {
      const { content } = await run(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      content.forEach((part, i) => {
        if (part.type === 'text') {
          const id = `text-${i}`;
          parts.push({ type: 'text-start', id });
          for (const chunk of part.text.match(/\S+\s*|\s+/g) ?? []) {
            parts.push({ type: 'text-delta', id, delta: chunk });
          }
          parts.push({ type: 'text-end', id });
        } else {
          parts.push(part as LanguageModelV3StreamPart);
        }
      });
      parts.push({ type: 'finish', finishReason: finishOf(content), usage: usage(0, outputSize(content)) });
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  };
}

function toContent(reply: ScriptedReply, taskName: string): LanguageModelV3Content[] {
  const content: LanguageModelV3Content[] = [];
  const text = reply.json !== undefined ? JSON.stringify(reply.json) : reply.text;
  if (text) content.push({ type: 'text', text });
  (reply.toolCalls ?? []).forEach((call, i) => {
    content.push({
      type: 'tool-call',
      toolCallId: `${taskName}-call-${i}`,
      toolName: call.toolName,
      input: JSON.stringify(call.input),
    });
  });
  return content;
}

function finishOf(content: LanguageModelV3Content[]): LanguageModelV3GenerateResult['finishReason'] {
  const tools = content.some((c) => c.type === 'tool-call');
  return { unified: tools ? 'tool-calls' : 'stop', raw: tools ? 'tool_calls' : 'stop' };
}

function promptSize(options: LanguageModelV3CallOptions): number {
  return Math.ceil(JSON.stringify(options.prompt).length / 4);
}

function outputSize(content: LanguageModelV3Content[]): number {
  return Math.ceil(JSON.stringify(content).length / 4);
}

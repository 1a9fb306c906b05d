import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from '@ai-sdk/provider';

/** A model call as a scripted task sees it: the system text, the chat turns and the offered tools. */
export interface ScriptedRequest {
  system: string;
  /** User and assistant turns as plain text, in order. */
  messages: { role: 'user' | 'assistant'; text: string }[];
  toolNames: string[];
  /** Set when the caller asked for JSON output (structured output). */
  wantsJson: boolean;
  options: LanguageModelV3CallOptions;
}

/** What a scripted task answers: text, JSON (sent as text) and/or tool calls. */
export interface ScriptedReply {
  text?: string;
  json?: unknown;
  toolCalls?: { toolName: string; input: Record<string, unknown> }[];
}

/** One thing the scripted model knows how to do, recognised from the prompt. */
export interface ScriptedTask {
  name: string;
  matches(request: ScriptedRequest): boolean;
  respond(request: ScriptedRequest): ScriptedReply | Promise<ScriptedReply>;
}

/** Reads the call options into the simpler request shape tasks work on. */
export function toScriptedRequest(options: LanguageModelV3CallOptions): ScriptedRequest {
  return {
    system: systemText(options.prompt),
    messages: chatTurns(options.prompt),
    toolNames: (options.tools ?? []).map((t) => t.name),
    wantsJson: options.responseFormat?.type === 'json',
    options,
  };
}

function systemText(prompt: LanguageModelV3Prompt): string {
  return prompt
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
}

function chatTurns(prompt: LanguageModelV3Prompt): ScriptedRequest['messages'] {
  const turns: ScriptedRequest['messages'] = [];
  for (const message of prompt) {
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const text = message.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join('')
      .trim();
    turns.push({ role: message.role, text });
  }
  return turns;
}

/** The value of a `Label: value` line of a prompt, or null. */
export function promptField(text: string, label: string): string | null {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped}:\\s*(.*)$`, 'mi').exec(text);
  return match?.[1]?.trim() || null;
}

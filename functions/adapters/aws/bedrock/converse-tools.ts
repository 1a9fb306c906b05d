import type { LanguageModelV3CallOptions, SharedV3Warning } from '@ai-sdk/provider';
import type { Tool, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';

/** The name of the tool a JSON reply is asked for with: its input is the reply. */
const JSON_TOOL = 'json';

export interface ConverseTools {
  toolConfig?: ToolConfiguration;
  /** Set when the reply is JSON asked for as the input of the tool of this name. */
  jsonTool?: string;
  warnings: SharedV3Warning[];
}

/**
 * The call's tools as Converse's `toolConfig`. A JSON reply with a schema is asked for the way
 * Converse supports for every model: one tool whose input schema is the reply's, which the model
 * must call (tool choice "any" of that one tool: "tool" is not accepted by every model); its input
 * is then the reply's text. Tool choice "none" sends no tools.
 */
export function toConverseTools({
  tools = [],
  toolChoice,
  responseFormat,
}: Pick<LanguageModelV3CallOptions, 'tools' | 'toolChoice' | 'responseFormat'>): ConverseTools {
  const warnings: SharedV3Warning[] = [];
  if (responseFormat?.type === 'json' && responseFormat.schema) {
    if (tools.length > 0) warnings.push({ type: 'other', message: 'tools are ignored for a JSON reply' });
    const tool: Tool = {
      toolSpec: {
        name: JSON_TOOL,
        description: responseFormat.description ?? 'Respond with a JSON object.',
        inputSchema: { json: responseFormat.schema as never },
      },
    };
    return {
      toolConfig: { tools: [tool], toolChoice: { any: {} } },
      jsonTool: JSON_TOOL,
      warnings,
    };
  }
  const functions = tools.flatMap((tool) => {
    if (tool.type === 'function') return [tool];
    warnings.push({ type: 'unsupported', feature: `tool ${tool.id}` });
    return [];
  });
  if (functions.length === 0 || toolChoice?.type === 'none') return { warnings };
  const chosen =
    toolChoice?.type === 'tool' ? functions.filter((t) => t.name === toolChoice.toolName) : functions;
  return {
    toolConfig: {
      tools: chosen.map(
        (tool): Tool => ({
          toolSpec: {
            name: tool.name,
            ...(tool.description ? { description: tool.description } : {}),
            inputSchema: { json: tool.inputSchema as never },
          },
        }),
      ),
      toolChoice:
        toolChoice?.type === 'tool'
          ? { tool: { name: toolChoice.toolName } }
          : toolChoice?.type === 'required'
            ? { any: {} }
            : { auto: {} },
    },
    warnings,
  };
}

import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createDynamoCallStore } from '../../adapters/aws/dynamo/call-store';
import { createConverse } from '../../core/call/converse';
import { createLexTurnHandler } from '../../events/lex-turn';
import { cloudModel } from '../cloud-model';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { emitMetrics } from './metrics';
import { observed } from './observability';

/** The agent on the call's turn log and the Bedrock model, reporting each turn's model usage. */
function createTurnHandler(env: Record<string, string | undefined>) {
  const settings = readCloudSettings(env);
  const bedrock = cloudModel(settings);
  const model: LanguageModelV3 = {
    ...bedrock,
    async doGenerate(options) {
      const result = await bedrock.doGenerate(options);
      emitMetrics({
        BedrockInputTokens: result.usage.inputTokens.total ?? 0,
        BedrockOutputTokens: result.usage.outputTokens.total ?? 0,
      });
      return result;
    },
  };
  const converse = createConverse({ store: createDynamoCallStore(cloudTable(settings)), model });
  return createLexTurnHandler({
    converse: async (callId, heard) => {
      emitMetrics({ LexTurns: 1 }, { callId });
      return converse(callId, heard);
    },
    now: () => new Date(),
  });
}

let turn: ReturnType<typeof createTurnHandler> | undefined;

/** Lambda entry of the Lex V2 code hook: one agent turn per thing the business says. */
export const handler = observed(async (event: unknown) => {
  turn ??= createTurnHandler(process.env);
  return turn(event);
});

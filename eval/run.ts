/**
 * `npm run eval -- --questions FILE --out FILE [--model scripted|bedrock]`: asks derived from each
 * question, calls to simulated businesses through the agent, answers extracted and scored against
 * the businesses' fact sheets.
 * `npm run eval -- --transcripts FILE --out FILE [--model …]`: the asks and answers of calls written
 * by people. Both run the product's own parser, agent and extractor.
 * `npm run eval -- --asks FILE --out FILE [--model …]`: the asks derived from questions against the
 * asks people wrote for them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { factSheetFor } from '#functions/adapters/local/phone-network/fact-sheet';
import { createModelAskDeriver } from '#functions/core/asks/derive-asks';
import { parseAsksLater } from '#functions/core/asks/parse-asks-later';
import { createExtractCall } from '#functions/core/call/extract';
import { evalLanguageModel } from '#functions/runtime/eval-model';
import * as z from '#shared/zod';
import { compareAsks, writtenAsksSchema } from './asks';
import { questionItemSchema, runQuestions } from './questions';
import { placeSimulatedCalls } from './simulated-calls';
import { answerTranscripts, transcriptItemSchema } from './transcripts';

const USAGE =
  'Usage: npm run eval -- (--questions FILE | --transcripts FILE | --asks FILE) --out FILE [--model scripted|bedrock]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      questions: { type: 'string' },
      transcripts: { type: 'string' },
      asks: { type: 'string' },
      out: { type: 'string' },
      model: { type: 'string', default: 'scripted' },
    },
  });
  const inputs = [values.questions, values.transcripts, values.asks].filter(Boolean);
  const input = inputs[0];
  if (!input || !values.out || inputs.length > 1) throw new Error(USAGE);
  if (values.model !== 'scripted' && values.model !== 'bedrock') throw new Error(USAGE);
  const model = evalLanguageModel(values.model);
  const extractCall = createExtractCall({ model });
  const deriveAsks =
    values.model === 'bedrock' ? createModelAskDeriver(model, parseAsksLater) : parseAsksLater;
  const items: unknown = JSON.parse(readFileSync(input, 'utf8'));
  const result = values.questions
    ? await runQuestions(z.array(questionItemSchema).parse(items), {
        deriveAsks,
        factSheetFor,
        placeCalls: (calls) => placeSimulatedCalls(model, calls),
        extractCall,
      })
    : values.asks
      ? await compareAsks(z.array(writtenAsksSchema).parse(items), deriveAsks)
      : await answerTranscripts(z.array(transcriptItemSchema).parse(items), { deriveAsks, extractCall });
  writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`Wrote ${values.out}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

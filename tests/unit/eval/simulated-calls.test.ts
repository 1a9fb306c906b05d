import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionItemSchema, runQuestions } from '#eval/questions';
import { placeSimulatedCalls } from '#eval/simulated-calls';
import { factSheetFor } from '#functions/adapters/local/phone-network/fact-sheet';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { parseAsksLater } from '#functions/core/asks/parse-asks-later';
import { createExtractCall } from '#functions/core/call/extract';
import * as z from '#shared/zod';

const load = (path: string) =>
  z.array(questionItemSchema).parse(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')));

/** 15 of the shipped questions, and the two batches written apart from the code in categories it has not seen. */
const SETS = {
  'eval/questions.json': load('../../../eval/questions.json').slice(0, 15),
  'eval/holdout/questions.json': load('../../../eval/holdout/questions.json'),
  'eval/holdout/questions-2.json': load('../../../eval/holdout/questions-2.json'),
};

describe.each(Object.entries(SETS))('answers on simulated calls (%s)', (_, questions) => {
  it('answers what the businesses knew, correctly, with support and calibrated confidence', async () => {
    const model = createScriptedModel();
    const report = await runQuestions(questions, {
      deriveAsks: parseAsksLater,
      factSheetFor,
      placeCalls: (calls) => placeSimulatedCalls(model, calls),
      extractCall: createExtractCall({ model }),
    });

    expect(report.coverage).toBeGreaterThanOrEqual(0.95);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.unsupported).toBe(0);
    expect(report.calibration.ece).toBeLessThanOrEqual(0.1);
  }, 120_000);
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRight, isUnsupported } from '../../../eval/score';
import { answerTranscripts, transcriptItemSchema } from '../../../eval/transcripts';
import { createScriptedModel } from '../../../functions/adapters/local/scripted-model/scripted-model';
import { createExtractCall } from '../../../functions/core/call/extract';

const items = transcriptItemSchema
  .array()
  .parse(JSON.parse(readFileSync(new URL('../../../eval/transcripts.json', import.meta.url), 'utf8')));

describe('answers read from hand-written transcripts', () => {
  it('gets at least 90% of the parts right with no unsupported answer', async () => {
    const extractCall = createExtractCall({ model: createScriptedModel() });
    const { items: results } = await answerTranscripts(items, {
      deriveAsks: async () => {
        throw new Error('every shipped transcript names its asks');
      },
      extractCall,
    });
    const wrong: string[] = [];
    let parts = 0;
    let unsupported = 0;
    for (const [i, { asks, answers }] of results.entries()) {
      for (const ask of asks) {
        parts += 1;
        const answer = answers[ask.key]!;
        if (isUnsupported(answer, items[i]!.turns)) unsupported += 1;
        const expected = items[i]!.expected![ask.key]!;
        if (!isRight(ask.kind, answer, expected))
          wrong.push(
            `${items[i]!.question} / ${ask.key}: ${JSON.stringify(answer)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(unsupported).toBe(0);
    expect((parts - wrong.length) / parts, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});

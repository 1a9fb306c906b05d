import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareAsks, writtenAsksSchema } from '#eval/asks';
import { parseAsks } from '#functions/core/asks/parse-asks';
import type { Ask } from '#shared/contracts/asks';
import * as z from '#shared/zod';

const ask = (label: string, kind: Ask['kind']): Ask => ({ key: label.toLowerCase(), label, kind });

describe('compareAsks', () => {
  it('counts questions split into the asks written, by number and by kinds in order', async () => {
    const derived: Record<string, Ask[]> = {
      'Price and hours?': [ask('Price?', 'money'), ask('Hours?', 'schedule')],
      'Is it free, and when?': [ask('Is it free?', 'yes_no'), ask('When?', 'schedule')],
      'Ages, price, days?': [ask('Ages?', 'age_range'), ask('Price, days?', 'money')],
    };
    const report = await compareAsks(
      [
        {
          question: 'Price and hours?',
          asks: [
            { label: 'Price?', kind: 'money' },
            { label: 'Hours?', kind: 'schedule' },
          ],
        },
        {
          question: 'Is it free, and when?',
          asks: [
            { label: 'Free?', kind: 'yes_no' },
            { label: 'When?', kind: 'date' },
          ],
        },
        {
          question: 'Ages, price, days?',
          asks: [
            { label: 'Ages?', kind: 'age_range' },
            { label: 'Price?', kind: 'money' },
            { label: 'Days?', kind: 'schedule' },
          ],
        },
      ],
      async (question) => derived[question]!,
    );
    expect(report).toMatchObject({
      questions: 3,
      sameCount: 2,
      sameKinds: 1,
      threePart: { questions: 1, split: 0 },
    });
  });
});

describe('the parser against asks people wrote (eval/asks.json)', () => {
  const items = z
    .array(writtenAsksSchema)
    .parse(JSON.parse(readFileSync(new URL('../../../eval/asks.json', import.meta.url), 'utf8')));

  it('splits most questions into the asks written, of the kinds written, and every three-part one into three', async () => {
    const report = await compareAsks(items, async (question) => parseAsks(question));
    expect(report.sameCount / report.questions).toBeGreaterThanOrEqual(0.9);
    expect(report.sameKinds / report.questions).toBeGreaterThanOrEqual(0.8);
    expect(report.threePart.split / report.threePart.questions).toBeGreaterThanOrEqual(0.9);
  });
});

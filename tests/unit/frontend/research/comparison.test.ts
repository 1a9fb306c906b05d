import { describe, expect, it } from 'vitest';
import type { CallRecord } from '#shared/contracts/research';
import { buildComparison, comparisonToCsv } from '#web/features/research/lib/comparison';

const call = (over: Partial<CallRecord>): CallRecord => ({
  id: 'c1',
  researchId: 'r1',
  businessName: 'Blue Swim',
  businessPhone: '+15550001',
  businessAddress: null,
  dialedPhone: '+15550001',
  testMode: false,
  status: 'completed',
  callDurationSeconds: 60,
  transcript: null,
  turns: [],
  audioUrl: null,
  confidenceScore: 0.9,
  extractedData: null,
  evidence: {},
  condensed_summary: null,
  is_follow_up: false,
  goal: 'Gather information',
  errorMessage: null,
  calledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('the comparison table', () => {
  it('has one column per extracted key, hiding summary, batch_id and the other internal keys', () => {
    const table = buildComparison([
      call({ extractedData: { price: '$25', summary: 's', batch_id: 'b', error_message: null } }),
      call({ id: 'c2', extractedData: { hours: '9-5', started_at: 'x', end_at: 'y', transcripts: [] } }),
      call({ id: 'c3', extractedData: null }),
    ]);
    expect(table.columns).toEqual(['price', 'hours']);
    expect(table.rows.map((r) => r.call.id)).toEqual(['c1', 'c2']);
  });

  it('keeps the evidence of each cell', () => {
    const table = buildComparison([
      call({ extractedData: { price: '$25' }, evidence: { price: { turn: 3, quote: 'it is $25' } } }),
    ]);
    expect(table.rows[0]?.cells[0]).toEqual({ text: '$25', evidence: { turn: 3, quote: 'it is $25' } });
  });

  it('exports CSV with a header and quotes commas, quotes and line breaks', () => {
    const table = buildComparison([
      call({
        businessName: 'Swim, Inc.',
        extractedData: { price: 'A "deal"', notes: 'line\nbreak', spots: 3 },
      }),
    ]);
    expect(comparisonToCsv(table)).toBe(
      `Business,Phone,Price,Notes,Spots\r\n"Swim, Inc.",'+15550001,"A ""deal""","line\nbreak",3\r\n`,
    );
  });

  it('neutralizes cells a spreadsheet would run as formulas, and quotes a lone carriage return', () => {
    const table = buildComparison([
      call({
        businessName: '=HYPERLINK("http://x","click")',
        extractedData: { a: '+1+2', b: '-2', c: '@SUM(A1)', d: '\tx', e: '\rx', f: 'a\rb', g: 'ok = fine' },
      }),
    ]);
    const [, row] = comparisonToCsv(table).split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""http://x"",""click"")",'+15550001,'+1+2,'-2,'@SUM(A1),'\tx,"'\rx","a\rb",ok = fine`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { asksSchema } from '#shared/contracts/asks';
import { asksFromRows, keyFromLabel, newRow, rowErrors, rowsFromAsks } from '#web/lib/ask-draft';

describe('the asks a parent edits', () => {
  it('makes a key from a new label, unique among the others', () => {
    expect(keyFromLabel('Is there a sibling discount?', new Set())).toBe('is_there_a_sibling_discount');
    expect(keyFromLabel('Is there a sibling discount?', new Set(['is_there_a_sibling_discount']))).toBe(
      'is_there_a_sibling_discount_2',
    );
    expect(keyFromLabel('3 lessons?', new Set())).toBe('lessons');
    expect(keyFromLabel('¿?', new Set())).toBe('ask');
  });

  it('never takes a key of the call\'s own records: an ask labelled "Summary" would overwrite the summary', () => {
    expect(keyFromLabel('Summary', new Set())).toBe('summary_2');
    expect(
      asksSchema.safeParse([{ key: 'summary', label: 'Summary?', kind: 'text' }]).error?.issues[0]?.message,
    ).toBe('This ask key is kept for the call record: please choose another');
  });

  it('keeps derived keys, trims labels and gives added asks their own keys the contract accepts', () => {
    const rows = [
      ...rowsFromAsks([{ key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' }]),
      { ...newRow(), label: '  What is the monthly fee?  ', kind: 'money' as const },
      { ...newRow(), label: 'x'.repeat(200) },
    ];
    const asks = asksFromRows(rows);
    expect(asks.map((a) => a.key)).toEqual(['monthly_fee', 'what_is_the_monthly_fee', 'x'.repeat(40)]);
    expect(asks[1]).toEqual({
      key: 'what_is_the_monthly_fee',
      label: 'What is the monthly fee?',
      kind: 'money',
    });
    expect(asksSchema.safeParse(asks).success).toBe(true);
  });

  it('says which labels are empty or too long', () => {
    const blank = { ...newRow(), label: '   ' };
    const long = { ...newRow(), label: 'x'.repeat(201) };
    const fine = { ...newRow(), label: 'Open on Sundays?' };
    const errors = rowErrors([blank, long, fine]);
    expect(errors[blank.id]).toBe('Please say what to ask');
    expect(errors[long.id]).toMatch(/200/);
    expect(errors[fine.id]).toBeUndefined();
  });

  it('starts an added ask blank, answered in words', () => {
    const [a, b] = [newRow(), newRow()];
    expect(a).toMatchObject({ key: null, label: '', kind: 'text' });
    expect(a.id).not.toBe(b.id);
  });
});

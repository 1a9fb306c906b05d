import { describe, expect, it } from 'vitest';
import { asksOfStoredCall } from '#functions/core/asks/stored-asks';
import type { Ask } from '#shared/contracts/asks';
import { asksSchema } from '#shared/contracts/asks';

describe('asksOfStoredCall', () => {
  it('keeps the asks a call was stored with', () => {
    const asks: Ask[] = [{ key: 'price', label: 'How much is it?', kind: 'money' }];
    expect(asksOfStoredCall(asks, 'How much is it, and when?')).toBe(asks);
  });

  it('asks the whole question as one, answered in words, for a call stored before asks existed', () => {
    for (const stored of [undefined, []]) {
      const asks = asksOfStoredCall(stored, '  Do you have Saturday classes, and what do they cost? ');
      expect(asks).toEqual([
        { key: 'answer', label: 'Do you have Saturday classes, and what do they cost?', kind: 'text' },
      ]);
      expect(asksSchema.safeParse(asks).success).toBe(true);
    }
  });

  it('keeps a long question within an ask label', () => {
    const [ask] = asksOfStoredCall(undefined, `Tell me ${'everything '.repeat(40)}`);
    expect(asksSchema.safeParse([ask]).success).toBe(true);
  });
});

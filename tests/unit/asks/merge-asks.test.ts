import { describe, expect, it } from 'vitest';
import { mergeAsks } from '#functions/core/asks/merge-asks';
import type { Ask } from '#shared/contracts/asks';

const ask = (key: string, label: string): Ask => ({ key, label, kind: 'yes_no' });

describe('mergeAsks', () => {
  it('adds new questions after the old, skipping repeats and renaming clashing keys', () => {
    const old = [ask('parking', 'Is there parking?'), ask('sundays', 'Are you open Sundays?')];
    const added = [ask('parking', 'is there parking?'), ask('sundays', 'Are you open on Sundays at noon?')];
    expect(mergeAsks(old, added)).toEqual([...old, ask('sundays_2', 'Are you open on Sundays at noon?')]);
  });

  it("renames an added ask keyed like the call's own records", () => {
    expect(mergeAsks([], [ask('summary', 'Can you summarise your offer?')])).toEqual([
      ask('summary_2', 'Can you summarise your offer?'),
    ]);
  });

  it('keeps at most six', () => {
    const many = Array.from({ length: 5 }, (_, i) => ask(`a${i}`, `Question ${i}?`));
    expect(mergeAsks(many, [ask('x', 'X?'), ask('y', 'Y?')])).toHaveLength(6);
  });
});

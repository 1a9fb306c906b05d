import { describe, expect, it } from 'vitest';
import { keptAsks, mergeAsks } from '#functions/core/asks/merge-asks';
import type { Ask } from '#shared/contracts/asks';

const ask = (key: string, label: string): Ask => ({ key, label, kind: 'yes_no' });

describe('mergeAsks', () => {
  it('adds new questions after the old, skipping repeats and renaming clashing keys', () => {
    const old = [ask('parking', 'Is there parking?'), ask('sundays', 'Are you open Sundays?')];
    const added = [ask('parking', 'is there parking?'), ask('sundays', 'Are you open on Sundays at noon?')];
    expect(mergeAsks(old, added)).toEqual({
      asks: [...old, ask('sundays_2', 'Are you open on Sundays at noon?')],
      leftOut: [],
    });
  });

  it("renames an added ask keyed like the call's own records", () => {
    expect(mergeAsks([], [ask('summary', 'Can you summarise your offer?')]).asks).toEqual([
      ask('summary_2', 'Can you summarise your offer?'),
    ]);
  });

  it('keeps at most six, and names the added questions beyond them as left out, keys still free', () => {
    const many = Array.from({ length: 5 }, (_, i) => ask(`a${i}`, `Question ${i}?`));
    const merged = mergeAsks(many, [ask('x', 'X?'), ask('a1', 'Y?'), ask('z', 'Z?')]);
    expect(merged.asks).toEqual([...many, ask('x', 'X?')]);
    expect(merged.leftOut).toEqual([ask('a1_2', 'Y?'), ask('z', 'Z?')]);
  });

  it('leaves out the parts of a question beyond six', () => {
    const parts = Array.from({ length: 8 }, (_, i) => ask(`a${i}`, `Question ${i}?`));
    expect(keptAsks(parts)).toEqual({ asks: parts.slice(0, 6), leftOut: parts.slice(6) });
    expect(keptAsks(parts.slice(0, 2))).toEqual({ asks: parts.slice(0, 2), leftOut: [] });
  });
});

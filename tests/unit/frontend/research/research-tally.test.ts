import { describe, expect, it } from 'vitest';
import type { CallSummary } from '#shared/contracts/research';
import { summarizeByBusiness } from '#shared/domain/research-tally';
import { tallyResearch } from '#web/features/research/lib/research-tally';
import { makeCall } from './support';

const completed = { status: 'completed' as const };

let seq = 0;
function call(business: number, over: Partial<CallSummary> = {}): CallSummary {
  seq += 1;
  return makeCall({
    id: `c${seq}`,
    businessName: `Business ${business}`,
    businessPhone: `+1512555010${business}`,
    createdAt: `2026-01-01T10:00:${String(seq).padStart(2, '0')}.000Z`,
    ...over,
  });
}

describe('the research counted by business', () => {
  it('counts a business called again (a follow-up, a retry) once', () => {
    const calls = [call(1), call(2), call(1, { is_follow_up: true }), call(1, { is_follow_up: true })];
    expect(tallyResearch(completed, calls)).toEqual({ businesses: 2, reached: 2, pending: 0 });
    expect(summarizeByBusiness(tallyResearch(completed, calls)).label).toBe('Found 2 matches');
  });

  it('reads the shares of the businesses reached with the thresholds of calls (70 %, 40 %)', () => {
    const unanswered = (b: number) => call(b, { status: 'no_answer', extractedData: null });
    const tally = (calls: CallSummary[]) => summarizeByBusiness(tallyResearch(completed, calls));
    expect(tally([call(1), call(2), call(3), unanswered(4)])).toEqual({
      kind: 'matches',
      label: 'Found 3 matches',
    });
    expect(tally([call(1), call(2), unanswered(3), unanswered(4)])).toEqual({
      kind: 'partial',
      label: 'Found 2 partial matches',
    });
    expect(tally([call(1), unanswered(2), unanswered(3), unanswered(4)]).kind).toBe('inconclusive');
    expect(tally([unanswered(1)])).toEqual({ kind: 'none', label: 'No responses received' });
  });

  it('has businesses pending only while their latest call is still to be made or on the phone', () => {
    const running = { status: 'in_progress' as const };
    const calls = [
      call(1),
      call(2, { status: 'queued' }),
      call(3, { status: 'no_answer' }),
      call(3, { status: 'waiting_window' }),
    ];
    expect(tallyResearch(running, calls).pending).toBe(2);
    // A research that has ended has nothing pending, whatever its calls still say.
    expect(tallyResearch(completed, calls).pending).toBe(0);
  });
});

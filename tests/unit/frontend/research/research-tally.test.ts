import { describe, expect, it } from 'vitest';
import type { Answer, Ask } from '#shared/contracts/asks';
import type { CallSummary } from '#shared/contracts/research';
import { summarizeTally, tallyResearch, verdictOf } from '#web/features/research/lib/research-tally';
import { makeCall } from './support';

const ADULTS: Ask = { key: 'teach_adults', label: 'Do they teach adults?', kind: 'yes_no' };
const PRICE: Ask = { key: 'lesson_price', label: 'What does a lesson cost?', kind: 'money' };
const GROUP: Ask = { key: 'group_lessons', label: 'Do you offer group lessons?', kind: 'yes_no' };
const research = { status: 'completed' as const, asks: [ADULTS, PRICE] };

const said = (status: Answer['status']): Answer => ({
  status,
  value: status === 'answered' || status === 'not_offered' ? 'what they said' : null,
  normalized: null,
  evidence: null,
  confidence: 0.9,
});
const cells = (...statuses: (Answer['status'] | undefined)[]) => ({
  cells: statuses.map((s) => ({ answer: s && said(s), call: null, text: '' })),
});

let seq = 0;
function call(business: number, over: Partial<CallSummary> = {}): CallSummary {
  seq += 1;
  return makeCall({
    id: `c${seq}`,
    businessName: `Business ${business}`,
    businessPhone: `+1512555010${business}`,
    answers: { teach_adults: said('answered'), lesson_price: said('answered') },
    createdAt: `2026-01-01T10:00:${String(seq).padStart(2, '0')}.000Z`,
    ...over,
  });
}

describe('a business measured against what was asked', () => {
  it('matches when every ask put to it was answered and offered', () => {
    expect(verdictOf(cells('answered', 'answered'))).toBe('match');
    // An ask it was never put (another business's follow-up) does not count against it.
    expect(verdictOf(cells('answered', undefined))).toBe('match');
  });

  it('is ruled out when it does not offer something asked, "not offered" being an answer', () => {
    expect(verdictOf(cells('answered', 'not_offered', 'answered', 'unknown'))).toBe('ruled_out');
  });

  it('partly matches when it offers all it answered but left asks without an answer', () => {
    expect(verdictOf(cells('answered', 'unknown'))).toBe('partial');
    expect(verdictOf(cells('answered', 'not_asked'))).toBe('partial');
  });

  it('gave no answer when nothing it said answered an ask', () => {
    expect(verdictOf(cells('unknown', 'unclear'))).toBe('no_answer');
  });
});

describe('the research counted by business', () => {
  it('counts a business that does not offer what was asked as answered but not as a match', () => {
    const calls = [
      call(1, { answers: { teach_adults: said('answered'), lesson_price: said('not_offered') } }),
      call(2),
      call(3),
      call(4, { status: 'no_answer', answers: undefined, extractedData: null }),
    ];
    const tally = tallyResearch(research, calls);
    expect(tally).toEqual({ businesses: 4, pending: 0, answered: 3, matches: 2, partial: 0 });
    expect(summarizeTally(tally)).toEqual({ kind: 'matches', label: 'Found 2 matches' });
  });

  it('counts a business called again (follow-up, retry) once, by its latest answer to each ask', () => {
    const calls = [
      call(1, { answers: { teach_adults: said('answered'), lesson_price: said('unknown') } }),
      call(2),
      call(1, {
        is_follow_up: true,
        asks: [PRICE, GROUP],
        answers: { lesson_price: said('answered'), group_lessons: said('answered') },
      }),
      call(2, { is_follow_up: true, asks: [GROUP], answers: { group_lessons: said('unknown') } }),
    ];
    const tally = tallyResearch(research, calls);
    expect(tally).toEqual({ businesses: 2, pending: 0, answered: 2, matches: 1, partial: 1 });
    expect(summarizeTally(tally).label).toBe('Found 1 match, 1 partial match');
  });

  it('has businesses pending only while their latest call is still to be made or on the phone', () => {
    const running = { ...research, status: 'in_progress' as const };
    const calls = [
      call(1),
      call(2, { status: 'queued', answers: undefined }),
      call(3, { status: 'no_answer', answers: undefined }),
      call(3, { status: 'waiting_window', answers: undefined }),
    ];
    expect(tallyResearch(running, calls).pending).toBe(2);
    // A research that has ended has nothing pending, whatever its calls still say.
    expect(tallyResearch(research, calls).pending).toBe(0);
  });

  it('lets a business reached on a call made without asks match, having nothing to judge it by', () => {
    const calls = [call(1, { answers: undefined }), call(2, { status: 'no_answer', answers: undefined })];
    expect(tallyResearch({ status: 'completed' }, calls)).toMatchObject({ answered: 1, matches: 1 });
  });
});

describe('the result summary text', () => {
  const tally = { businesses: 4, pending: 0, answered: 0, matches: 0, partial: 0 };

  it('reads by business, in the right number', () => {
    expect(summarizeTally({ ...tally, answered: 1, matches: 1 }).label).toBe('Found 1 match');
    expect(summarizeTally({ ...tally, answered: 3, matches: 2, partial: 1 }).label).toBe(
      'Found 2 matches, 1 partial match',
    );
    expect(summarizeTally({ ...tally, answered: 2, partial: 2 })).toEqual({
      kind: 'partial',
      label: 'Found 2 partial matches',
    });
  });

  it('says when no business that answered matches, and when none answered', () => {
    expect(summarizeTally({ ...tally, answered: 2 })).toEqual({
      kind: 'no_match',
      label: 'No matches among 2 businesses that answered',
    });
    expect(summarizeTally(tally)).toEqual({ kind: 'none', label: 'No responses received' });
  });
});

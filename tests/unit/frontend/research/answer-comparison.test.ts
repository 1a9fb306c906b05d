import { describe, expect, it } from 'vitest';
import type { Answer, Ask } from '#shared/contracts/asks';
import { answerComparisonToCsv, buildAnswerComparison } from '#web/features/research/lib/answer-comparison';
import { sortRows } from '#web/features/research/lib/answer-sort';
import { makeCall } from './support';

const FEE: Ask = { key: 'fee', label: 'What is the monthly fee?', kind: 'money' };
const SATURDAY: Ask = { key: 'saturday', label: 'Saturday classes?', kind: 'yes_no' };
const WEEKEND: Ask = { key: 'weekend', label: 'Any weekend openings?', kind: 'yes_no' };
const research = { asks: [FEE, SATURDAY] };

const answer = (normalized: Answer['normalized'], quote = 'they said so'): Answer => ({
  status: 'answered',
  value: quote,
  normalized,
  evidence: { turn: 1, quote },
  confidence: 0.9,
});
const status = (s: Answer['status']): Answer => ({
  status: s,
  value: null,
  normalized: null,
  evidence: null,
  confidence: 0.5,
});
const price = (amount: number, per: 'month' | 'week' | 'year' | 'lesson' | null) =>
  answer({ amount, currency: 'USD', per });

function call(id: string, phone: string, answers: Record<string, Answer> | undefined, createdAt = id) {
  return makeCall({
    id,
    businessName: `Business ${phone.replace(/\D/g, '').slice(-4) || phone}`,
    businessPhone: phone,
    answers,
    createdAt: `2026-01-01T10:00:0${createdAt.slice(-1)}.000Z`,
  });
}

describe('the comparison by ask', () => {
  it('has one column per ask and one row per business, cells never blank', () => {
    const table = buildAnswerComparison(research, [
      call('c1', '+1 416 555 0101', { fee: price(120, 'month'), saturday: status('not_offered') }),
      call('c2', '+14165550102', { fee: status('unknown') }),
      call('c3', '+14165550103', undefined),
      makeCall({
        ...call('c4', '+14165550102', { fee: status('unclear') }),
        businessName: 'Another business',
      }),
    ]);
    expect(table.asks.map((a) => a.key)).toEqual(['fee', 'saturday']);
    expect(table.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['$120 / month', 'Not offered'],
      ["Didn't know", 'Not asked'],
      ['Unclear', 'Not asked'],
    ]);
  });

  it("shows a business called twice once, with each ask's latest answer", () => {
    const table = buildAnswerComparison(research, [
      call('c1', '+14165550101', { fee: price(120, 'month'), saturday: status('unclear') }),
      call('c2', '+14165550102', { fee: price(90, 'month'), saturday: answer(true) }),
      call('c3', '(416) 555-0101', { fee: status('not_asked'), saturday: answer(false) }),
    ]);
    expect(table.rows).toHaveLength(2);
    const [first] = table.rows;
    expect(first?.cells.map((c) => c.text)).toEqual(['$120 / month', 'No']);
    expect(first?.cells.map((c) => c.call?.id)).toEqual(['c1', 'c3']);
  });

  it("appends a follow-up's own asks, not asked of the businesses without one", () => {
    const followUp = makeCall({
      ...call('c3', '+14165550101', { weekend: answer(true) }),
      asks: [WEEKEND],
      is_follow_up: true,
    });
    const table = buildAnswerComparison(research, [
      call('c1', '+14165550101', { fee: price(120, 'month'), saturday: answer(true) }),
      call('c2', '+14165550102', { fee: price(90, 'month'), saturday: answer(true) }),
      followUp,
    ]);
    expect(table.asks.map((a) => a.key)).toEqual(['fee', 'saturday', 'weekend']);
    expect(table.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['$120 / month', 'Yes', 'Yes'],
      ['$90 / month', 'Yes', 'Not asked'],
    ]);
  });

  it('exports the asks as CSV columns', () => {
    const table = buildAnswerComparison(research, [call('c1', '+14165550101', { fee: price(120, 'month') })]);
    expect(answerComparisonToCsv(table)).toBe(
      "Business,Phone,What is the monthly fee?,Saturday classes?\r\nBusiness 0101,'+14165550101,$120 / month,Not asked\r\n",
    );
  });
});

const names = (rows: ReturnType<typeof sortRows>) => rows.map((r) => r.businessName.replace('Business ', ''));

describe('sorting the comparison by a column', () => {
  it('puts the cheapest first, per month where the unit converts, the most quoted unit first', () => {
    const { rows } = buildAnswerComparison(research, [
      call('c1', 'A', { fee: price(120, 'month') }),
      call('c2', 'B', { fee: price(25, 'week') }),
      call('c3', 'C', { fee: price(1200, 'year') }),
      call('c4', 'D', { fee: price(20, 'lesson') }),
      call('c5', 'E', { fee: status('not_offered') }),
    ]);
    // $25 a week is $108.33 a month; $1200 a year is $100 a month.
    expect(names(sortRows(rows, 0, 'money', 'ascending'))).toEqual(['C', 'B', 'A', 'D', 'E']);
    expect(names(sortRows(rows, 0, 'money', 'descending'))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('puts yes before no, then the statuses in a fixed order', () => {
    const { rows } = buildAnswerComparison(research, [
      call('c1', 'A', { saturday: status('not_asked') }),
      call('c2', 'B', { saturday: answer(false) }),
      call('c3', 'C', { saturday: status('unknown') }),
      call('c4', 'D', { saturday: answer(true) }),
      call('c5', 'E', { saturday: status('not_offered') }),
    ]);
    expect(names(sortRows(rows, 1, 'yes_no', 'ascending'))).toEqual(['D', 'B', 'E', 'C', 'A']);
  });

  it('orders schedules, dates, ages, counts and durations earliest or smallest first', () => {
    const ask = (kind: Ask['kind']) => ({ asks: [{ key: 'k', label: 'Q?', kind }] });
    const sorted = (kind: Ask['kind'], values: Answer['normalized'][]) =>
      names(
        sortRows(
          buildAnswerComparison(
            ask(kind),
            values.map((v, i) => call(`c${i}`, String.fromCharCode(65 + i), { k: answer(v) })),
          ).rows,
          0,
          kind,
          'ascending',
        ),
      );
    expect(
      sorted('schedule', [
        { days: ['saturday'], times: ['10:00-12:00'] },
        { days: ['sunday'], times: ['08:30-11:00'] },
        { days: ['monday'], times: ['10:00'] },
      ]),
    ).toEqual(['B', 'C', 'A']);
    expect(sorted('date', ['2026-09-08', '2026-01-15', '2026-03-01'])).toEqual(['B', 'C', 'A']);
    expect(
      sorted('age_range', [
        { min: 5, max: 12 },
        { min: 3, max: 6 },
        { min: null, max: 4 },
      ]),
    ).toEqual(['C', 'B', 'A']);
    expect(sorted('count', [12, 4, 8])).toEqual(['B', 'C', 'A']);
    expect(sorted('duration', [{ minutes: 60 }, { minutes: 30 }, { minutes: 45 }])).toEqual(['B', 'C', 'A']);
  });
});

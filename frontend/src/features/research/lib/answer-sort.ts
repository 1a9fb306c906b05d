import {
  ANSWER_STATUSES,
  type Answer,
  type AskKind,
  type MoneyPeriod,
  type NormalizedValue,
  WEEKDAYS,
} from '#shared/contracts/asks';
import type { AnswerRow } from './answer-comparison';
import { normalizedAs } from './answer-format';

export type SortDirection = 'ascending' | 'descending';

/** Where a value sorts: values compare only within their group (a currency and unit of price). */
interface SortKey {
  group: string;
  value: number | string;
}

/** Prices per week or year compare with prices per month once brought to a month. */
const TO_MONTH: Partial<Record<MoneyPeriod, number>> = { week: 52 / 12, month: 1, year: 1 / 12 };

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(/[:-]/).map(Number);
  return h * 60 + m;
};

const KEYS: { [K in AskKind]: (value: NormalizedValue[K]) => SortKey } = {
  // Cheapest first, per month where the unit converts, else per the unit said.
  money: ({ amount, currency, per }) => {
    const factor = per ? TO_MONTH[per] : undefined;
    return factor
      ? { group: `${currency} month`, value: amount * factor }
      : { group: `${currency} ${per ?? ''}`, value: amount };
  },
  // Earliest start of day first, then the first day of the week.
  schedule: ({ days, times }) => {
    const start = times.length > 0 ? Math.min(...times.map(minutesOf)) : 24 * 60;
    const day = days.length > 0 ? Math.min(...days.map((d) => WEEKDAYS.indexOf(d))) : 7;
    return { group: '', value: start * 8 + day };
  },
  yes_no: (yes) => ({ group: '', value: yes ? 0 : 1 }),
  age_range: ({ min, max }) => ({ group: '', value: (min ?? 0) * 1000 + (max ?? 999) }),
  count: (n) => ({ group: '', value: n }),
  duration: ({ minutes }) => ({ group: '', value: minutes }),
  date: (iso) => ({ group: '', value: iso }),
  text: (text) => ({ group: '', value: text.toLowerCase() }),
};

function keyOf(kind: AskKind, answer: Answer | undefined): SortKey | null {
  if (answer?.status !== 'answered') return null;
  const value = normalizedAs(kind, answer);
  if (value !== null) return (KEYS[kind] as (v: typeof value) => SortKey)(value);
  return answer.value ? { group: '~words', value: answer.value.toLowerCase() } : null;
}

const statusRank = (answer: Answer | undefined) => ANSWER_STATUSES.indexOf(answer?.status ?? 'not_asked');

const compareValues = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * Rows ordered by one ask's answers: by kind (cheapest, earliest, yes before no, smallest first),
 * prices of the most quoted unit first; rows without an answer stay last in either direction,
 * not offered before didn't know, unclear and not asked.
 */
export function sortRows(
  rows: readonly AnswerRow[],
  column: number,
  kind: AskKind,
  direction: SortDirection,
): AnswerRow[] {
  const keyed = rows.map((row) => ({ row, key: keyOf(kind, row.cells[column]?.answer) }));
  const groupSize = new Map<string, number>();
  for (const { key } of keyed) if (key) groupSize.set(key.group, (groupSize.get(key.group) ?? 0) + 1);
  const sign = direction === 'ascending' ? 1 : -1;
  return keyed
    .sort((a, b) => {
      if (!a.key || !b.key) {
        if (a.key) return -1;
        if (b.key) return 1;
        return statusRank(a.row.cells[column]?.answer) - statusRank(b.row.cells[column]?.answer);
      }
      if (a.key.group !== b.key.group) {
        const bySize = (groupSize.get(b.key.group) ?? 0) - (groupSize.get(a.key.group) ?? 0);
        return bySize || a.key.group.localeCompare(b.key.group);
      }
      return sign * compareValues(a.key.value, b.key.value);
    })
    .map(({ row }) => row);
}

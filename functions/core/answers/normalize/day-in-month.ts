import * as chrono from 'chrono-node';
import type { Weekday } from '#shared/contracts/asks';
import { dayNumber, WEEKDAY } from '../../weekdays';

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: -1,
};
const NTH_WEEKDAY = new RegExp(
  `\\b(first|1st|second|2nd|third|3rd|fourth|4th|last) (${WEEKDAY}|weekend)s?\\b(?: (?:of|in) (?:the |every |each )?([a-z]+))?`,
);
const MIDDLE = /\bmid(?:dle)?[- ](?:of )?(?:the month|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;
const MIDDLE_DAY = 15;

/** The `nth` weekday (1–4, or -1 for the last) of the month of `month`. */
export function nthWeekdayOf(month: Date, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = new Date(month.getFullYear(), month.getMonth() + 1, 0, 12);
    last.setDate(last.getDate() - ((last.getDay() - weekday + 7) % 7));
    return last;
  }
  const first = new Date(month.getFullYear(), month.getMonth(), 1, 12);
  first.setDate(1 + ((weekday - first.getDay() + 7) % 7) + 7 * (nth - 1));
  return first;
}

/** Midnight at the start of `date`'s day: a day is "ahead" from it on. */
export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * A day named by its place in a month: "the first Saturday in December", "the first weekend of
 * February" (its Saturday), "the last Friday of the month" (this month's, or next month's once it
 * has passed), "mid-January" (the 15th of `month`, the month named).
 */
export function dayInMonth(text: string, month: Date | null, referenceDate: Date): Date | null {
  const said = text.toLowerCase();
  const nth = NTH_WEEKDAY.exec(said);
  if (nth) {
    // A weekend is named by its Saturday.
    const weekday = nth[2] === 'weekend' ? 6 : dayNumber(nth[2] as Weekday);
    const place = ORDINALS[nth[1]!]!;
    const named =
      nth[3] && nth[3] !== 'month' ? chrono.parseDate(nth[3], referenceDate, { forwardDate: true }) : null;
    if (named) {
      // "The last Saturday in March", said in March before it: this year's, not next year's.
      const thisYears = new Date(referenceDate.getFullYear(), named.getMonth(), 1, 12);
      const early = nthWeekdayOf(thisYears, weekday, place);
      return early >= startOfDay(referenceDate) ? early : nthWeekdayOf(named, weekday, place);
    }
    if (nth[3] !== 'month') return null;
    const thisMonth = nthWeekdayOf(referenceDate, weekday, place);
    if (thisMonth >= startOfDay(referenceDate)) return thisMonth;
    return nthWeekdayOf(
      new Date(referenceDate.getFullYear(), referenceDate.getMonth() + 1, 1),
      weekday,
      place,
    );
  }
  if (month && MIDDLE.test(said)) return new Date(month.getFullYear(), month.getMonth(), MIDDLE_DAY, 12);
  return null;
}

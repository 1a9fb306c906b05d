import { WEEKDAYS } from '#shared/contracts/asks';

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
const NTH_WEEKDAY =
  /\b(first|1st|second|2nd|third|3rd|fourth|4th|last) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/;
const MIDDLE = /\bmid(?:dle)?[- ](?:of )?[a-z]/;
const MIDDLE_DAY = 15;

/** The `nth` weekday (1–4, or -1 for the last) of the month of `month`. */
function nthWeekday(month: Date, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = new Date(month.getFullYear(), month.getMonth() + 1, 0, 12);
    last.setDate(last.getDate() - ((last.getDay() - weekday + 7) % 7));
    return last;
  }
  const first = new Date(month.getFullYear(), month.getMonth(), 1, 12);
  first.setDate(1 + ((weekday - first.getDay() + 7) % 7) + 7 * (nth - 1));
  return first;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * A day named by its place in a month: "the first Saturday in December", "the last Friday of the
 * month" (this month's, or next month's once it has passed), "mid-January" (the 15th). `month` is
 * the month named, if any.
 */
export function dayInMonth(text: string, month: Date | null, referenceDate: Date): Date | null {
  const said = text.toLowerCase();
  const nth = NTH_WEEKDAY.exec(said);
  if (nth) {
    // WEEKDAYS starts on Monday; Date.getDay() on Sunday.
    const weekday = (WEEKDAYS.indexOf(nth[2] as (typeof WEEKDAYS)[number]) + 1) % 7;
    if (month) return nthWeekday(month, weekday, ORDINALS[nth[1]!]!);
    if (!/\b(of|in) (the|every|each) month\b|\bmonthly\b/.test(said)) return null;
    const thisMonth = nthWeekday(referenceDate, weekday, ORDINALS[nth[1]!]!);
    if (thisMonth >= startOfDay(referenceDate)) return thisMonth;
    return nthWeekday(
      new Date(referenceDate.getFullYear(), referenceDate.getMonth() + 1, 1),
      weekday,
      ORDINALS[nth[1]!]!,
    );
  }
  if (month && MIDDLE.test(said)) return new Date(month.getFullYear(), month.getMonth(), MIDDLE_DAY, 12);
  return null;
}

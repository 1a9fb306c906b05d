import { WEEKDAY } from '../weekdays';

/**
 * A yes/no question about two or three days ("Are you open on Saturday and Sunday?") asks about
 * each: the answer may differ ("Saturdays yes, Sundays no"; "Saturdays only"), and one yes or no
 * could not say so. A question asking when ("What are your hours on Saturday and Sunday?") takes
 * the days as they are, and so does a longer run of days ("Tuesdays, Thursdays and Saturdays"),
 * which names a timetable rather than days to compare.
 */
const DAY = `(?:(?:${WEEKDAY}|weekday)s?|weekends?)`;
const BETWEEN = /\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i;
const DAY_LIST = new RegExp(`\\b${DAY}(?:(?:${BETWEEN.source})${DAY}\\b)+`, 'i');
const YES_NO = /^(?:do|does|is|are|can|could|will|would|any)\b/i;
const MAX_DAYS = 2;

export function eachDayAsked(label: string): string[] {
  const list = YES_NO.test(label) ? DAY_LIST.exec(label) : null;
  if (!list) return [label];
  const days = list[0].split(BETWEEN);
  if (days.length > MAX_DAYS) return [label];
  const before = label.slice(0, list.index);
  const after = label.slice(list.index + list[0].length);
  return days.map((day) => `${before}${day}${after}`);
}

import { WEEKDAYS, type Weekday } from '#shared/contracts/asks';

/** The weekday names said and written, for regular expressions. */

/** Any weekday name, as a group of a regular expression: "monday", "tuesday", … "sunday". */
export const WEEKDAY = `(?:${WEEKDAYS.join('|')})`;

/** Any weekday name as written at the start of a word, capitalized: "Monday", … "Sunday". */
export const CAPITALIZED_WEEKDAY = `(?:${WEEKDAYS.map((day) => day[0]!.toUpperCase() + day.slice(1)).join('|')})`;

/** The number Date.getDay() gives a weekday: 0 for Sunday, 6 for Saturday (WEEKDAYS starts on Monday). */
export const dayNumber = (day: Weekday) => (WEEKDAYS.indexOf(day) + 1) % 7;

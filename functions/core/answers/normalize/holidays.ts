import { nthWeekdayOf, startOfDay } from './day-in-month';

/**
 * Public holidays and days people name dates by in the US and Canada ("closed until after New
 * Year's", "Memorial Day weekend"), which chrono-node does not read. Each is found by its rule for
 * a year: a fixed day, the nth weekday of a month, or counted from Easter.
 */
type Rule = (year: number) => Date;

const on =
  (month: number, day: number): Rule =>
  (year) =>
    new Date(year, month - 1, day, 12);

/** The `nth` (1–4, or -1 for the last) `weekday` (0 Sunday) of `month` (1–12). */
const nthWeekday =
  (nth: number, weekday: number, month: number): Rule =>
  (year) =>
    nthWeekdayOf(new Date(year, month - 1, 1, 12), weekday, nth);

/** Western Easter Sunday (the anonymous Gregorian computus). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day, 12);
}

const fromEaster =
  (days: number): Rule =>
  (year) => {
    const date = easter(year);
    date.setDate(date.getDate() + days);
    return date;
  };

/** Victoria Day: the Monday before May 25. */
const victoriaDay: Rule = (year) => {
  const date = new Date(year, 4, 24, 12);
  date.setDate(24 - ((date.getDay() + 6) % 7));
  return date;
};

/** Names as said (lower case, apostrophes optional), longest first so "christmas eve" beats "christmas". */
const HOLIDAYS: [RegExp, Rule][] = [
  [/\bnew year'?s eve\b/, on(12, 31)],
  [/\bnew year'?s(?: day)?\b/, on(1, 1)],
  [/\b(?:mlk|martin luther king(?: jr\.?)?) day\b/, nthWeekday(3, 1, 1)],
  [/\bvalentine'?s(?: day)?\b/, on(2, 14)],
  [/\b(?:presidents'? day|family day)\b/, nthWeekday(3, 1, 2)],
  [/\b(?:st\.?|saint) patrick'?s(?: day)?\b/, on(3, 17)],
  [/\bgood friday\b/, fromEaster(-2)],
  [/\beaster monday\b/, fromEaster(1)],
  [/\beaster(?: sunday)?\b/, fromEaster(0)],
  [/\bmother'?s day\b/, nthWeekday(2, 0, 5)],
  [/\bvictoria day\b/, victoriaDay],
  [/\bmemorial day\b/, nthWeekday(-1, 1, 5)],
  [/\bfather'?s day\b/, nthWeekday(3, 0, 6)],
  [/\bjuneteenth\b/, on(6, 19)],
  [/\bcanada day\b/, on(7, 1)],
  [/\bindependence day\b/, on(7, 4)],
  [/\bcivic holiday\b/, nthWeekday(1, 1, 8)],
  [/\blabou?r day\b/, nthWeekday(1, 1, 9)],
  [/\bcanadian thanksgiving\b/, nthWeekday(2, 1, 10)],
  [/\b(?:columbus|indigenous peoples'?) day\b/, nthWeekday(2, 1, 10)],
  [/\bhalloween\b/, on(10, 31)],
  [/\b(?:veterans'?|remembrance) day\b/, on(11, 11)],
  [/\bthanksgiving\b/, nthWeekday(4, 4, 11)],
  [/\bchristmas eve\b/, on(12, 24)],
  [/\b(?:christmas|xmas)(?: day)?\b/, on(12, 25)],
  [/\bboxing day\b/, on(12, 26)],
];

/** A holiday named in `text`: where the name is said, and its next date on or after `from`'s day. */
export function holidayIn(text: string, from: Date): { index: number; length: number; date: Date } | null {
  const said = text.toLowerCase();
  const today = startOfDay(from);
  for (const [name, rule] of HOLIDAYS) {
    const found = name.exec(said);
    if (!found) continue;
    const thisYear = rule(from.getFullYear());
    return {
      index: found.index,
      length: found[0].length,
      date: thisYear >= today ? thisYear : rule(from.getFullYear() + 1),
    };
  }
  return null;
}

/** The names of the months, in order. */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** A month named in words: "the second of November", "March 3rd". */
export const NAMES_A_MONTH = new RegExp(`\\b(?:${MONTH_NAMES.join('|')})\\b`, 'i');

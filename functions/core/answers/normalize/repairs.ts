/** A number said in words or digits: what a "sorry" right before it repairs ("— sorry, one thirty-five"). */
const NUMBER =
  '(?:\\$?\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\\b)';

/** A number or an ordinal, in words or digits: the value a stretch says ("four-fifty", "the first"). */
const ORDINAL_OR_NUMBER = `\\b(?:${NUMBER}|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\w+teenth|twentieth|thirtieth|\\d+(?:st|nd|rd|th))\\b)`;
const VALUE = new RegExp(ORDINAL_OR_NUMBER, 'i');

/**
 * A speaker breaking off in mid-sentence to repair what they were saying: a dash, then "no, sorry",
 * "oh, wait, no", "hang on, sorry", "scratch that" or "well," ("Sundays, one to th— no, sorry, two to four"), or a
 * "sorry" with the right number after it ("It's one twenty-five a kid — sorry, one thirty-five"); a
 * "sorry" alone apologizes ("We don't — sorry, it's a liability thing"); or a trailing off, then "well,
 * no," ("two weeks of support... well, no, for twins three weeks"). A sentence may be repaired by
 * the next one too, when that says the right value at once: "June thirteenth. Sorry, no, the twelfth."
 */
const REPAIR = new RegExp(
  `[\\u2013\\u2014]\\s*(?:(?:oh|ah|um|uh|er|erm),?\\s+)?(?:no,?\\s+sorry|no,?\\s+wait|wait,?\\s+no|(?:hang|hold) on,?\\s+sorry|sorry,?\\s+(?:no|i mean)|sorry,?\\s+(?=${NUMBER})|no,|wait|well,|actually|scratch that)[,.]?\\s*` +
    `|(?:\\.\\.\\.|\\u2026)\\s*(?:(?:oh|ah|um|uh|er|erm|well),?\\s+)?(?:no,?\\s+sorry|no,?\\s+wait|wait,?\\s+no|sorry,?\\s+no|actually,?\\s+no|no,)\\s*` +
    `|[.!]\\s+(?:sorry,?\\s+no|no,?\\s+sorry|sorry,?\\s+i mean)[,.]?\\s+(?=(?:the\\s+|it's\\s+)?${ORDINAL_OR_NUMBER})`,
  'gi',
);

/** The stretch broken off: back to the pause before it, or the start of the sentence. */
const BROKEN_OFF = /[^,;.!?]*$/;

/**
 * The words of an answer with each stretch its speaker broke off to repair left out: "Sundays, one
 * to th— no, sorry, two to four" says "Sundays, two to four", "It's about an hour— well, we book
 * fifty-five minutes" says "we book fifty-five minutes".
 */
export function withoutRepaired(text: string): string {
  let kept = '';
  let from = 0;
  for (const repair of text.matchAll(REPAIR)) {
    const said = text.slice(from, repair.index);
    const broken = said.match(BROKEN_OFF)![0];
    from = repair.index + repair[0].length;
    const end = endRepaired(broken, text.slice(from));
    kept += `${said.slice(0, said.length - broken.length)}${end ? end.start : frameOf(broken, text.slice(from))} `;
    if (end) from += end.at;
  }
  return (kept + text.slice(from)).trim();
}

/**
 * The words a stretch broken off says before its value, which stand when the repair says a value
 * alone: "A week is four-fifty — sorry, four ninety-five" says "A week is four ninety-five",
 * "Starts November first — no, sorry, the eighth" says "Starts November the eighth".
 */
function frameOf(broken: string, repair: string): string {
  const value = broken.search(VALUE);
  return value > 0 && repair.replace(/^the\s+/i, '').search(VALUE) === 0 ? broken.slice(0, value) : '';
}

/** Words that join the start of a span to its end: "from eight until half four". */
const SPAN_END = /\b(?:until|till|to|through)\s/i;

/**
 * "From eight until half four — ah, no, sorry, in English it is different — until half past three":
 * a repair that says again the word ending a span, with a value after it and none before, repairs
 * only the span's end; the start said before it stands. Returns that start, and where in the repair
 * the end is said again; null when the repair is of the whole span.
 */
function endRepaired(broken: string, repair: string): { start: string; at: number } | null {
  const joined = SPAN_END.exec(broken);
  if (!joined || broken.slice(0, joined.index).search(VALUE) < 0) return null;
  const again = new RegExp(
    `\\b${joined[0].trim()}\\s+(?=${ORDINAL_OR_NUMBER}|half\\b|a quarter\\b|quarter\\b)`,
    'i',
  ).exec(repair);
  // ("one to th— no, sorry, two to four" repairs the whole span: a value is said before the end.)
  return again && repair.slice(0, again.index).search(VALUE) < 0
    ? { start: broken.slice(0, joined.index).trimEnd(), at: again.index }
    : null;
}

/** What a speaker says in repairing the last stretch broken off ("two to four"), or null when none is. */
export function repairOf(text: string): string | null {
  const last = [...text.matchAll(REPAIR)].at(-1);
  return last ? text.slice(last.index + last[0].length) : null;
}

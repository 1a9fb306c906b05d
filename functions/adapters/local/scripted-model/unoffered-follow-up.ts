import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { isPersonWord } from '#functions/core/answers/normalize/people';
import { periodOf, TIME_PERIODS } from '#functions/core/answers/normalize/price-periods';
import type { AnswerStatus, Ask } from '#shared/contracts/asks';
import { readingContext } from './reading-context';
import { isContent, isPriceWord, overlap, termsOf } from './topic-words';

/**
 * The things a line names, leaving out who they are for and when: "Is there a kids drone camp?" → drone, camp;
 * with `modifiers`, "What does tire storage cost?" → tire (which the tagger takes for a verb before a
 * noun), storage.
 */
const thingsOf = (line: string, modifiers = false) => {
  const terms = termsOf(line);
  const naming = (term: (typeof terms)[number], i: number) =>
    term.tags.has('Noun') || (modifiers && term.tags.has('Verb') && Boolean(terms[i + 1]?.tags.has('Noun')));
  return new Set(
    terms
      .filter(
        (term, i) =>
          isContent(term) &&
          naming(term, i) &&
          !isPersonWord(term.word) &&
          !isPriceWord(term.word) &&
          !isTimePeriod(term.word),
      )
      .map((term) => term.word),
  );
};

/** "This term", "the week": a period of time names no thing offered. */
const isTimePeriod = (word: string) => TIME_PERIODS.has(periodOf(word) ?? 'item');

/** What this reading needs of a located answer. */
interface Located {
  key: string;
  status: AnswerStatus;
  quote: string | null;
  reasked: boolean;
}

/** Whether a yes/no ask's answer is no ("Not this year, unfortunately."). */
const isNo = (ask: Ask, answer: Located) =>
  ask.kind === 'yes_no' &&
  normalizeAnswer('yes_no', answer.quote ?? '', readingContext(ask.label))?.value === false;

/**
 * "Are you running a kids drone camp this summer?" "Not this year." — and the call ends before "What
 * ages is the camp for?": a question left unasked about a thing the business said it does not offer
 * is not offered either, on the evidence of that no.
 */
export function unofferedFollowUps<T extends Located>(asks: Ask[], answers: T[]): T[] {
  return answers.map((answer, i) => {
    if (answer.status !== 'not_asked') return answer;
    const things = thingsOf(asks[i]!.label, true);
    const denied = answers.slice(0, i).find((earlier, j) => {
      const no =
        earlier.status === 'not_offered' || (earlier.status === 'answered' && isNo(asks[j]!, earlier));
      const named = thingsOf(asks[j]!.label);
      return no && [...things].some((thing) => overlap(new Set([thing]), named) === 1);
    });
    return denied ? { ...denied, key: answer.key, status: 'not_offered', reasked: false } : answer;
  });
}

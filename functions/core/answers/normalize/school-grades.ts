import { numberIn } from './number-terms';
import type { Token } from './tokens';

/** The ages of the children in a school year: a kindergartner is 5 to 6, a fifth grader 10 to 11. */
export interface GradeAges {
  youngest: number;
  oldest: number;
  /** How many tokens the grade was said in ("grade 3": two; "kindergarten": one). */
  length: number;
}

/** Children start kindergarten at five: grade N holds children N + 5 to N + 6. */
const KINDERGARTEN_AGE = 5;
const LAST_GRADE = 12;

/** Years and stages named without a number, by their first grade and last (kindergarten is 0). */
const STAGES: Record<string, [number, number]> = {
  preschool: [-2, -1],
  preschoolers: [-2, -1],
  preschooler: [-2, -1],
  prek: [-1, -1],
  kindergarten: [0, 0],
  kinder: [0, 0],
  kindergartners: [0, 0],
  kindergartner: [0, 0],
  kindergarteners: [0, 0],
  elementary: [0, 5],
  middle: [6, 8],
  high: [9, 12],
};
/** Words after a stage that name it: "middle school", "high schoolers", "elementary age". */
const STAGE_NOUN = /^(school|schoolers?|schoolage|age|aged|students?|kids)$/;
/** Stages that are a stage only with their noun ("middle school"; "middle" alone is not a grade). */
const NEEDS_NOUN = new Set(['elementary', 'middle', 'high']);
const GRADE = /^(grades?|graders?)$/;

const ages = (first: number, last: number, length: number): GradeAges => ({
  youngest: first + KINDERGARTEN_AGE,
  oldest: last + KINDERGARTEN_AGE + 1,
  length,
});

const gradeNumber = (token: Token | undefined): number | null => {
  if (!token || token.sign !== null) return null;
  const grade = token.value ?? numberIn(token.word);
  return grade !== null && Number.isInteger(grade) && grade >= 1 && grade <= LAST_GRADE ? grade : null;
};

/** A number said as a grade without the word ("grades one to *eight*", "kindergarten through *fifth*"), as its children's ages. */
export function bareGrade(token: Token): GradeAges | null {
  const grade = token.value === null && !token.tags.has('Ordinal') ? null : gradeNumber(token);
  return grade === null ? null : ages(grade, grade, 1);
}

/**
 * A school year or stage said at `at` as the ages of its children: "kindergarten", "pre-K",
 * "grade 3", "fifth grade", "8th graders", "middle school"; null when none starts there.
 */
export function gradeAt(tokens: Token[], at: number): GradeAges | null {
  const word = tokens[at]!.word;
  const next = tokens[at + 1]?.word ?? '';
  // "Pre-K", "pre-kindergarten": read as two words.
  if (word === 'pre' && /^(k|kindergarten)$/.test(next)) return ages(-1, -1, 2);
  if (word === 'junior' && next === 'kindergarten') return ages(-1, -1, 2);
  // "K to 5", "K through 8": kindergarten by its letter, only as the start of a range of grades.
  if (word === 'k' && /^(to|through|thru)$/.test(next)) return ages(0, 0, 1);
  if (word === 'senior' && next === 'kindergarten') return ages(0, 0, 2);
  const stage = STAGES[word];
  if (stage) {
    const named = STAGE_NOUN.test(next);
    if (NEEDS_NOUN.has(word) && !named) return null;
    return ages(stage[0], stage[1], named ? 2 : 1);
  }
  // "Grade 3", "grades one to eight": the number after the word.
  // "We go by grade, four through eight": the range after a pause is of grades too.
  const rangeAfter = /^(?:to|through|thru)$/.test(tokens[at + 2]?.word ?? '');
  if (GRADE.test(word) && (!tokens[at]!.pause || rangeAfter)) {
    const grade = gradeNumber(tokens[at + 1]);
    return grade === null ? null : ages(grade, grade, 2);
  }
  // "First through sixth grade": an ordinal before a range that ends in a grade.
  const throughGrade =
    /^(?:to|through|thru)$/.test(next) &&
    GRADE.test(tokens[at + 3]?.word ?? '') &&
    tokens[at + 2]?.value === null;
  if ((GRADE.test(next) || throughGrade) && tokens[at]!.value === null) {
    const grade = gradeNumber(tokens[at]);
    return grade === null ? null : ages(grade, grade, throughGrade ? 1 : 2);
  }
  return null;
}

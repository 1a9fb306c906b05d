import { ASK_KINDS, type Ask } from '#shared/contracts/asks';
import * as z from '#shared/zod';

/** A parent's question with the asks a person wrote for it, in the question's order. */
export const writtenAsksSchema = z.object({
  question: z.string().check(z.minLength(1)),
  asks: z
    .array(z.object({ label: z.string().check(z.minLength(1)), kind: z.enum(ASK_KINDS) }))
    .check(z.minLength(1)),
});
type WrittenAsks = z.infer<typeof writtenAsksSchema>;

export interface AsksReport {
  questions: number;
  /** Questions split into as many asks as the person wrote. */
  sameCount: number;
  /** Questions split into the same number of asks, of the same kinds in order. */
  sameKinds: number;
  /** Of the questions with three or more asks written, those split into three or more. */
  threePart: { questions: number; split: number };
  perQuestion: { question: string; asks: { label: string; kind: string }[]; written: string[] }[];
}

/**
 * How the asks derived from each question agree with the asks a person wrote for it: the same
 * number, and the same kinds in the same order (the kind decides how an answer is normalized).
 */
export async function compareAsks(
  items: WrittenAsks[],
  deriveAsks: (question: string) => Promise<Ask[]>,
): Promise<AsksReport> {
  const report: AsksReport = {
    questions: items.length,
    sameCount: 0,
    sameKinds: 0,
    threePart: { questions: 0, split: 0 },
    perQuestion: [],
  };
  for (const item of items) {
    const asks = await deriveAsks(item.question);
    const count = asks.length === item.asks.length;
    if (count) report.sameCount += 1;
    if (count && asks.every((ask, i) => ask.kind === item.asks[i]!.kind)) report.sameKinds += 1;
    if (item.asks.length >= 3) {
      report.threePart.questions += 1;
      if (asks.length >= 3) report.threePart.split += 1;
    }
    report.perQuestion.push({
      question: item.question,
      asks: asks.map(({ label, kind }) => ({ label, kind })),
      written: item.asks.map(({ label, kind }) => `${kind}: ${label}`),
    });
  }
  return report;
}

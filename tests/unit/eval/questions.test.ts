import { describe, expect, it } from 'vitest';
import { expectedCalibrationError } from '#eval/calibration';
import { businessesFor, type QuestionsDeps, runQuestions } from '#eval/questions';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createExtractCall } from '#functions/core/call/extract';
import type { Ask } from '#shared/contracts/asks';

const asks: Ask[] = [
  { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
  { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
  { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
];
const turn = (speaker: 'agent' | 'business', text: string, at: number) => ({ speaker, text, at });

/** Every business says the same; the fact sheets disagree on purpose to exercise each measure. */
const deps: QuestionsDeps = {
  deriveAsks: async () => asks,
  placeCalls: async (calls) =>
    new Map(
      calls.map((call, i) => [
        call.callId,
        i === 0
          ? null
          : [
              turn('agent', 'What is the monthly fee?', 0),
              turn('business', "It's one-twenty a month.", 1),
              turn('agent', 'Do you have Saturday classes?', 2),
              turn('business', 'Yes, Saturday mornings.', 3),
              turn('agent', 'Is there a sibling discount?', 4),
              turn('business', "I'm not sure, you'd have to ask the owner.", 5),
            ],
      ]),
    ),
  factSheetFor: (business) => ({
    line: 'answers',
    answers: {
      monthly_fee: { status: 'answered', normalized: { amount: 120, currency: 'USD', per: 'month' } },
      // Half the businesses have no Saturday classes: the answer "yes" is then wrong.
      saturday_classes: { status: 'answered', normalized: business.businessName.endsWith('h') },
      sibling_discount: { status: 'unknown', normalized: null },
    },
  }),
  extractCall: createExtractCall({ model: createScriptedModel() }),
};

describe('npm run eval --questions', () => {
  it('scores every connected (business, ask) against the fact sheet', async () => {
    const report = await runQuestions(
      [{ question: 'Fee, Saturdays, sibling discount?', location: 'Austin, TX' }],
      deps,
    );

    // 6 businesses, the first does not connect: 5 × 2 known asks, all answered.
    expect(report.questions).toBe(1);
    expect(report.coverage).toBe(1);
    // North, South, East, West, Central, Riverside: of the five connected, South and North end in "h".
    const saturdayRight = businessesFor({
      question: 'Fee, Saturdays, sibling discount?',
      location: 'Austin, TX',
    })
      .slice(1)
      .filter((b) => b.businessName.endsWith('h')).length;
    expect(report.accuracy).toBe(Math.round(((5 + saturdayRight) / 10) * 1000) / 1000);
    expect(report.unsupported).toBe(0);
    expect(report.calibration.ece).toBeGreaterThan(0);
    expect(report.perQuestion).toEqual([
      { question: 'Fee, Saturdays, sibling discount?', asks: 3, coverage: 1, accuracy: report.accuracy },
    ]);
  });

  it('counts an answer the business never gave as unsupported', async () => {
    const report = await runQuestions([{ question: 'Fee?', location: 'Austin, TX' }], {
      ...deps,
      factSheetFor: () => ({
        line: 'answers',
        answers: {
          monthly_fee: { status: 'unknown', normalized: null },
          saturday_classes: { status: 'answered', normalized: true },
          sibling_discount: { status: 'unknown', normalized: null },
        },
      }),
    });
    expect(report.unsupported).toBe(5);
  });

  it('dials Canadian numbers for a Canadian location, so prices default to CAD', () => {
    const phones = businessesFor({ question: 'How much are swim lessons?', location: 'Toronto, ON' }).map(
      (b) => b.phone,
    );
    expect(phones.every((p) => /^\+1(416|604|514|403|613|902)555\d{4}$/.test(p))).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
  });
});

describe('expected calibration error', () => {
  it('is 0 for confidences that match accuracy and the gap otherwise', () => {
    expect(expectedCalibrationError([])).toBe(0);
    expect(expectedCalibrationError([{ confidence: 1, right: true }])).toBe(0);
    const half = [0.55, 0.55, 0.55, 0.55].map((confidence, i) => ({ confidence, right: i % 2 === 0 }));
    expect(expectedCalibrationError(half)).toBeCloseTo(0.05, 5);
    expect(expectedCalibrationError([{ confidence: 0.9, right: false }])).toBeCloseTo(0.9, 5);
  });
});

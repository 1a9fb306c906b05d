import { describe, expect, it } from 'vitest';
import { answerLine, unclearLine } from '#functions/adapters/local/phone-network/answer-lines';
import { businessReply, newVoiceState } from '#functions/adapters/local/phone-network/business-voice';
import { ringingSeconds } from '#functions/adapters/local/phone-network/call-script';
import { factSheetFor } from '#functions/adapters/local/phone-network/fact-sheet';
import { factFor } from '#functions/adapters/local/phone-network/facts';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { numberWords, shortPrice } from '#functions/adapters/local/phone-network/spoken';
import { parseAsks } from '#functions/core/asks/parse-asks';
import { ASK_KINDS, type Ask, normalizedByKind } from '#shared/contracts/asks';

const CATEGORIES = [
  'Swim School',
  'Family Dental',
  'Plumbing',
  'Dog Grooming',
  'Math Tutoring',
  'Summer Camp',
  'Piano Studio',
  'Bike Repair',
  'Pottery Classes',
  'Hair Salon',
];
const BUSINESSES = CATEGORIES.flatMap((category, c) =>
  Array.from({ length: 20 }, (_, i) => ({
    phone: `+1416555${String(c * 100 + i).padStart(4, '0')}`,
    businessName: `Maple ${category}`,
  })),
);
const ASKS: Ask[] = parseAsks(
  'Do you have Saturday openings? What is the monthly fee? When are you open? What ages do you take? ' +
    'How many kids are in a group? How long is a visit?',
).concat(parseAsks('When does the next session start? What should we bring?'));

describe('simulated businesses', () => {
  it('cover every kind of ask', () => {
    expect(new Set(ASKS.map((a) => a.kind))).toEqual(new Set(ASK_KINDS));
  });

  it('are the same for the same number and name, and differ between numbers', () => {
    const [a, b] = [BUSINESSES[0]!, BUSINESSES[1]!];
    expect(personaFor(a.phone, a.businessName)).toEqual(personaFor(a.phone, ` ${a.businessName} `.trim()));
    expect(factSheetFor(a, ASKS)).toEqual(factSheetFor(a, ASKS));
    const fees = new Set(BUSINESSES.map((b) => JSON.stringify(factSheetFor(b, ASKS).answers.monthly_fee)));
    expect(fees.size).toBeGreaterThan(50);
    expect(factSheetFor(a, ASKS)).not.toEqual(factSheetFor(b, ASKS));
  });

  it('answer about 70% of calls; the rest ring out, reach voicemail, a phone menu or a busy line', () => {
    const lines = Array.from(
      { length: 2000 },
      (_, i) => personaFor(`+1647555${1000 + i}`, 'Bright Dental').line,
    );
    const share = (kind: string) => lines.filter((l) => l === kind).length / lines.length;
    expect(share('answers')).toBeGreaterThan(0.66);
    expect(share('answers')).toBeLessThan(0.74);
    for (const kind of ['no_answer', 'voicemail', 'phone_menu', 'busy'])
      expect(share(kind)).toBeGreaterThan(0.01);
  });

  it('give every ask a status and, when answered, a value of the contract\u2019s shape', () => {
    const statuses = new Set<string>();
    for (const business of BUSINESSES) {
      const sheet = factSheetFor(business, ASKS);
      for (const ask of ASKS) {
        const expected = sheet.answers[ask.key]!;
        statuses.add(expected.status);
        if (expected.status === 'answered') {
          expect(normalizedByKind[ask.kind].safeParse(expected.normalized).success, ask.key).toBe(true);
        } else {
          expect(expected.normalized).toBeNull();
        }
      }
    }
    expect(statuses).toEqual(new Set(['answered', 'unknown', 'not_offered']));
  });

  it('answer a date asked of a weekday with a date on that weekday', () => {
    for (const business of BUSINESSES) {
      const persona = personaFor(business.phone, business.businessName);
      const fact = factFor(persona, { label: 'What is the next available Saturday?', kind: 'date' });
      if (fact.status === 'answered')
        expect(new Date(`${fact.normalized as string}T12:00:00Z`).getUTCDay()).toBe(6);
    }
  });

  it('quote a price asked without a unit per the same unit for one question, so prices compare', () => {
    for (const label of [
      'How much is a brake job?',
      'What does a cleaning cost?',
      'How much for a haircut?',
    ]) {
      const units = new Set(
        BUSINESSES.map((b) => factFor(personaFor(b.phone, b.businessName), { label, kind: 'money' }))
          .filter((fact) => fact.status === 'answered')
          .map((fact) => (fact.normalized as { per: string }).per),
      );
      expect(units.size).toBe(1);
    }
  });

  it('give the same fact to the same question however it is worded', () => {
    const persona = personaFor(BUSINESSES[3]!.phone, BUSINESSES[3]!.businessName);
    const [fee] = parseAsks('What is the monthly fee?');
    const [again] = parseAsks("And what's the monthly fee, please?");
    expect(factFor(persona, again!)).toEqual(factFor(persona, fee!));
  });

  it('say their facts, in words or digits', () => {
    for (const business of BUSINESSES) {
      const persona = personaFor(business.phone, business.businessName);
      for (const ask of ASKS) {
        const fact = factFor(persona, ask);
        if (fact.status !== 'answered') continue;
        const said = answerLine(fact, persona).toLowerCase();
        expect(said.length).toBeGreaterThan(0);
        const value = fact.normalized as never;
        if (ask.kind === 'money') {
          const { amount } = value as { amount: number };
          const forms = [`$${amount}`, numberWords(amount), shortPrice(amount)].filter(Boolean) as string[];
          expect(
            forms.some((f) => said.includes(f)),
            said,
          ).toBe(true);
        }
        if (ask.kind === 'count') {
          const n = value as number;
          expect(said.includes(String(n)) || said.includes(numberWords(n)), said).toBe(true);
        }
        if (ask.kind === 'schedule') {
          const { days } = value as { days: string[] };
          expect(said, said).toContain(days[0]!);
        }
      }
    }
  });

  it('word each kind of answer in at least three ways', () => {
    for (const ask of ASKS) {
      const shapes = new Set<string>();
      for (const business of BUSINESSES) {
        const persona = personaFor(business.phone, business.businessName);
        const fact = factFor(persona, ask);
        if (fact.status === 'answered')
          shapes.add(
            answerLine(fact, persona)
              .replace(/[\d$]+|\b[a-z]+day\b/gi, '#')
              .slice(0, 12),
          );
      }
      expect(shapes.size, ask.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('talk as people do on the phone: thinking aloud, "bucks", a slip put right, a habit given up', () => {
    const lines = BUSINESSES.flatMap((business) => {
      const persona = personaFor(business.phone, business.businessName);
      return [...ASKS, ...parseAsks('Is there a sibling discount?')].map((ask) =>
        answerLine(factFor(persona, ask), persona),
      );
    });
    for (const pattern of [
      /^(Oh, good question|Um, let me see|Right, so)\. /,
      / bucks /,
      /\. Sorry, no, /,
      /used to/,
    ])
      expect(
        lines.some((line) => pattern.test(line)),
        String(pattern),
      ).toBe(true);
  });

  it('close on the days they are closed: "are you open on Sundays?" agrees with their hours', () => {
    const [sundays] = parseAsks('Are you open on Sundays?');
    const [hours] = parseAsks('What are your hours?');
    for (const business of BUSINESSES) {
      const sheet = factSheetFor(business, [sundays!, hours!]);
      const week = sheet.answers[hours!.key]!;
      const open = sheet.answers[sundays!.key]!;
      if (week.status !== 'answered' || open.status !== 'answered') continue;
      expect(open.normalized).toBe((week.normalized as { days: string[] }).days.includes('sunday'));
    }
  });

  it('understand the ask from the agent\u2019s words, answer vaguely once when they hedge, and never leak a key', () => {
    const hedging = BUSINESSES.map((b) => personaFor(b.phone, b.businessName)).find((p) => {
      const fact = factFor(p, ASKS[1]!);
      return (
        p.line === 'answers' && !p.holds && !p.asksAge && fact.unclearFirst && fact.status === 'answered'
      );
    })!;
    const state = newVoiceState();
    const fact = factFor(hedging, ASKS[1]!);
    expect(businessReply(hedging, state, 'And what is the monthly fee?').text).toBe(unclearLine(fact));
    const again = businessReply(hedging, state, 'Sorry, just so I have it right: what is the monthly fee?');
    expect(again.text).toBe(answerLine(fact, hedging));
    expect(again.text).not.toContain('monthly_fee');
    expect(businessReply(hedging, state, 'Thank you.').text).toMatch(/anything else/);
  });

  it('put the caller on hold, then answer what was asked', () => {
    const holding = BUSINESSES.map((b) => personaFor(b.phone, b.businessName)).find(
      (p) => p.holds && !p.hedges,
    )!;
    const state = newVoiceState();
    expect(businessReply(holding, state, 'How long is a visit?').text).toMatch(/one moment/);
    const reply = businessReply(holding, state, 'Of course, take your time.');
    expect(reply.text).toBe(answerLine(factFor(holding, ASKS[5]!), holding));
  });
});

describe('ringing', () => {
  const byLine = (line: string) =>
    BUSINESSES.map((b) => personaFor(b.phone, b.businessName)).filter((p) => p.line === line);

  it('lasts a busy tone, a whole unanswered ring, or up to 12 s before a pick-up', () => {
    for (const persona of byLine('busy')) expect(ringingSeconds(persona)).toBe(3);
    for (const persona of byLine('no_answer')) expect(ringingSeconds(persona)).toBe(persona.ringSeconds);
    const answered = byLine('answers').map(ringingSeconds);
    expect(Math.max(...answered)).toBe(12);
    expect(answered.every((s) => s >= 1 && s <= 12)).toBe(true);
  });
});

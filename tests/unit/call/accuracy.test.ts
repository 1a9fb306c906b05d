import { describe, expect, it } from 'vitest';
import { personaFor } from '../../../functions/adapters/local/phone-network/persona';
import { amountsIn } from '../../../functions/adapters/local/scripted-model/reader';
import { createExtractCall } from '../../../functions/core/call/extract';
import { createCallHarness } from './support/call-harness';

const BUSINESSES = [
  ['Sunny Swim School', 'How much are swim lessons for a 6 year old?'],
  ['Little Acorns Daycare', 'What does a full-time daycare spot cost?'],
  ['Bright Smile Dental', 'How much is a cleaning for a child?'],
  ['Paws & Suds Dog Grooming', 'What do you charge for a dog groom?'],
  ['Math Masters Tutoring', 'What are your rates for math tutoring?'],
  ['Rapid Rooter Plumbing', 'How much is a service call?'],
  ['Sakura Sushi', 'How much is a kids meal and a party package?'],
  ['Kicks Soccer Club', 'What are your prices for classes and camps?'],
  ['Corner Shop', 'How much do you charge?'],
] as const;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('price extraction accuracy over seeded simulated calls', () => {
  it('extracts exactly the personas\u2019 prices for at least 95% of 100 answered calls', async () => {
    const h = createCallHarness();
    const extract = createExtractCall({ model: h.model });
    const calls: { callId: string; phone: string; business: string; question: string }[] = [];
    for (let i = 0; calls.length < 100; i++) {
      const [business, question] = BUSINESSES[i % BUSINESSES.length]!;
      const phone = `+1905${String(5550000 + i)}`;
      if (personaFor(phone, business, question).line !== 'answers') continue;
      calls.push({ callId: `c${i}`, phone, business, question });
    }
    for (const [i, call] of calls.entries()) {
      h.memory.add({
        callId: call.callId,
        question: call.question,
        businessName: call.business,
        goal: i % 2 ? 'Compare prices and availability' : 'Find the prices',
        childrenAges: i % 3 === 0 ? [4, 7] : null,
      });
      await h.network.placeCall({
        callId: call.callId,
        researchId: 'r1',
        to: call.phone,
        businessName: call.business,
      });
    }
    await h.network.idle();

    let exact = 0;
    const misses: string[] = [];
    for (const call of calls) {
      const turns = h.memory.turns(call.callId);
      const extraction = await extract({
        callId: call.callId,
        businessName: call.business,
        question: call.question,
        turns,
      });
      const expected = sorted(
        personaFor(call.phone, call.business, call.question).prices.map((p) => p.amount),
      );
      const got = sorted(amountsIn(extraction.extractedData.price ?? ''));
      if (JSON.stringify(got) === JSON.stringify(expected)) exact += 1;
      else
        misses.push(`${call.business}: expected ${expected} got ${got} (${extraction.extractedData.price})`);
      expect(extraction.evidence.price?.quote && turns[extraction.evidence.price.turn]!.text).toContain(
        extraction.evidence.price?.quote,
      );
    }
    expect(h.ended.every((e) => e.outcome === 'answered')).toBe(true);
    expect(exact, misses.join('\n')).toBeGreaterThanOrEqual(95);
  });
});

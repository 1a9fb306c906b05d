import { describe, expect, it } from 'vitest';
import { answerLine } from '#functions/adapters/local/phone-network/answer-lines';
import { factFor } from '#functions/adapters/local/phone-network/facts';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { spokenHours } from '#functions/adapters/local/phone-network/spoken';
import { parseAsks } from '#functions/core/asks/parse-asks';
import { speechSeconds } from '#functions/core/call/speech-time';
import { createCallHarness } from './support/call-harness';

const QUESTION = 'How much are swim lessons for kids?';

function numbersWith(line: string, count: number, business = 'Sunny Swim School'): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const phone = `+1647${String(5550000 + i)}`;
    if (personaFor(phone, business).line === line) found.push(phone);
  }
  return found;
}

async function place(h: ReturnType<typeof createCallHarness>, phones: string[]) {
  for (const [i, to] of phones.entries()) {
    h.memory.add({ callId: `c${i}`, question: QUESTION });
    await h.network.placeCall({ callId: `c${i}`, researchId: 'r1', to, businessName: 'Sunny Swim School' });
  }
}

describe('simulated phone network', () => {
  it('plays answered calls of 1 to 4 minutes, records them and reports each once', async () => {
    const h = createCallHarness();
    await place(h, numbersWith('answers', 20));
    await h.network.idle();

    expect(h.ended).toHaveLength(20);
    for (const event of h.ended) {
      expect(event.outcome).toBe('answered');
      expect(event.durationSeconds).toBeGreaterThanOrEqual(60);
      expect(event.durationSeconds).toBeLessThanOrEqual(240);
      expect(h.files.has(event.recordingKey!)).toBe(true);
      expect(h.memory.turns(event.callId).filter((t) => t.speaker === 'business').length).toBeGreaterThan(1);
    }
  });

  it('explains every long silence: the business says it is looking, or put the caller on hold', async () => {
    const h = createCallHarness();
    const phones = numbersWith('answers', 30);
    for (const [i, to] of phones.entries()) {
      h.memory.add({ callId: `s${i}`, question: 'How much are swim lessons for my 7 year old?' });
      await h.network.placeCall({ callId: `s${i}`, researchId: 'r1', to, businessName: 'Sunny Swim School' });
    }
    await h.network.idle();
    let longSilences = 0;
    for (const i of phones.keys()) {
      const turns = h.memory.turns(`s${i}`);
      for (const [k, turn] of turns.entries()) {
        const before = turns[k - 1];
        if (!before || turn.at - (before.at + speechSeconds(before.text)) <= 10) continue;
        longSilences++;
        // The business's last line before the silence tells the caller it is going to look.
        const told = turns.slice(0, k).findLast((t) => t.speaker === 'business')!.text;
        expect(told).toMatch(/one moment/i);
        expect(turns[k - 1]!.text).toBe('Of course, take your time.');
      }
    }
    expect(longSilences).toBeGreaterThan(10);
  });

  it('has the agent ask each ask in order and the business answer each from its fact sheet', async () => {
    const h = createCallHarness();
    const question = 'Do you have Saturday classes, what is the monthly fee, and how long is a class?';
    const phones = numbersWith('answers', 30, 'Maple Pottery');
    for (const [i, to] of phones.entries()) {
      h.memory.add({ callId: `h${i}`, question, businessName: 'Maple Pottery' });
      await h.network.placeCall({ callId: `h${i}`, researchId: 'r1', to, businessName: 'Maple Pottery' });
    }
    await h.network.idle();
    const asks = parseAsks(question);
    const phrasings = new Set<string>();
    for (const [i, to] of phones.entries()) {
      const turns = h.memory.turns(`h${i}`);
      const agent = turns.filter((t) => t.speaker === 'agent').map((t) => t.text.toLowerCase());
      const firstAsked = asks.map((ask) =>
        agent.findIndex((line) => line.includes(ask.label.slice(1, -1).toLowerCase())),
      );
      expect(firstAsked.every((at, k) => at >= 0 && (k === 0 || at > firstAsked[k - 1]!))).toBe(true);
      const persona = personaFor(to, 'Maple Pottery');
      const said = turns.filter((t) => t.speaker === 'business').map((t) => t.text);
      for (const ask of asks) {
        const line = answerLine(factFor(persona, ask), persona);
        expect(said).toContain(line);
        phrasings.add(line.replace(/[\d$]+/g, '#'));
      }
    }
    expect(phrasings.size).toBeGreaterThanOrEqual(9);
  });

  it.each([
    ['no_answer', 'no_answer'],
    ['busy', 'busy'],
    ['voicemail', 'voicemail'],
    ['phone_menu', 'phone_menu'],
  ])('reports a %s line as %s, with no recording and no charge-worthy answer', async (line, outcome) => {
    const h = createCallHarness();
    await place(h, numbersWith(line, 3));
    await h.network.idle();
    expect(h.ended.map((e) => e.outcome)).toEqual([outcome, outcome, outcome]);
    expect(h.ended.every((e) => e.recordingKey === null)).toBe(true);
  });

  it('places a call once per call id', async () => {
    const h = createCallHarness();
    h.memory.add({ callId: 'c1', question: QUESTION });
    const request = {
      callId: 'c1',
      researchId: 'r1',
      to: numbersWith('answers', 1)[0]!,
      businessName: 'Sunny Swim School',
    };
    const first = await h.network.placeCall(request);
    const second = await h.network.placeCall(request);
    await h.network.idle();
    expect(second).toEqual(first);
    expect(h.ended).toHaveLength(1);
  });

  it('hangs up a call in flight, which then ends as failed without a recording', async () => {
    const h = createCallHarness(60);
    h.memory.add({ callId: 'c1', question: QUESTION });
    const to = numbersWith('answers', 1)[0]!;
    const { contactId } = await h.network.placeCall({
      callId: 'c1',
      researchId: 'r1',
      to,
      businessName: 'Sunny Swim School',
    });
    await new Promise((r) => setTimeout(r, 50));
    await h.network.hangUp(contactId);
    await h.network.hangUp(contactId);

    expect(h.ended).toHaveLength(1);
    expect(h.ended[0]).toMatchObject({ outcome: 'failed', recordingKey: null });
    expect(h.ended[0]!.errorMessage).toMatch(/hung up/);
  });

  it('runs on a compressed clock: speed 600 plays a 1-4 minute call in well under a second', async () => {
    const h = createCallHarness(600);
    await place(h, numbersWith('answers', 1));
    const started = performance.now();
    await h.network.idle();
    const wall = (performance.now() - started) / 1000;
    const simulated = h.ended[0]!.durationSeconds;
    expect(wall).toBeLessThan(simulated / 600 + 0.5);
    expect(wall).toBeGreaterThan(simulated / 600 - 0.1);
  });
});

describe('opening hours as a receptionist says them', () => {
  const at = (hour: number) => hour * 60;

  it('says bare hours only where the span is heard ("nine till five")', () => {
    expect(spokenHours(at(9), at(17), 1)).toEqual({ open: 'nine', close: 'five' });
    expect(spokenHours(at(10), at(18), 1)).toEqual({ open: 'ten', close: 'six' });
  });

  it('says a.m. and p.m. when bare hours would read as an hour ("seven till eight")', () => {
    expect(spokenHours(at(7), at(20), 1)).toEqual({ open: '7 am', close: '8 pm' });
    expect(spokenHours(at(13), at(17), 1)).toEqual({ open: '1 pm', close: '5 pm' });
    expect(spokenHours(at(7), at(20), 2)).toEqual({ open: '7 in the morning', close: '8 in the evening' });
  });
});

import { describe, expect, it } from 'vitest';
import { personaFor } from '../../../functions/adapters/local/phone-network/persona';
import { createCallHarness } from './support/call-harness';

const QUESTION = 'How much are swim lessons for kids?';

function numbersWith(line: string, count: number, business = 'Sunny Swim School'): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const phone = `+1647${String(5550000 + i)}`;
    if (personaFor(phone, business, QUESTION).line === line) found.push(phone);
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
      expect(
        h.memory.turns(event.callId).some((t) => t.speaker === 'business' && /\$|dollars/.test(t.text)),
      ).toBe(true);
    }
  });

  it('answers what the agent asked, consistent with the persona, in varied wording', async () => {
    const h = createCallHarness();
    const question = 'What are your opening hours?';
    const phones: string[] = [];
    for (let i = 0; phones.length < 30; i++) {
      const phone = `+1705${5550000 + i}`;
      if (personaFor(phone, 'Sunny Swim School', question).line === 'answers') phones.push(phone);
    }
    for (const [i, to] of phones.entries()) {
      h.memory.add({ callId: `h${i}`, question, goal: 'Find the opening hours' });
      await h.network.placeCall({ callId: `h${i}`, researchId: 'r1', to, businessName: 'Sunny Swim School' });
    }
    await h.network.idle();
    const shapes = new Set<string>();
    for (const [i, to] of phones.entries()) {
      const persona = personaFor(to, 'Sunny Swim School', question);
      const said = h.memory
        .turns(`h${i}`)
        .filter((t) => t.speaker === 'business')
        .map((t) => t.text)
        .join(' ');
      for (const span of persona.hours) expect(said).toContain(`${span.open} to ${span.close}`);
      expect(said).not.toMatch(/\$\d/);
      const answer = said.split(/(?<=[.?!])\s/).find((s) => /\d{1,2} am/.test(s)) ?? '';
      shapes.add(answer.replace(/\d+ (am|pm)/g, 'T').replace(/Monday to Friday|Saturday/g, 'D'));
    }
    expect(shapes.size).toBeGreaterThanOrEqual(3);
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

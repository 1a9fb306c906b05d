import { describe, expect, it } from 'vitest';
import { callItem, storedCallSchema } from '#functions/adapters/aws/dynamo/call-item';
import { defaultCurrency } from '#functions/core/answers/currency';
import { buildQueuedCalls } from '#functions/core/research/new-calls';

const research = { id: 'r1', userId: 'u1', query: 'How much is a lesson?' };
const target = (phone: string) => ({
  name: 'Sunny Swim',
  phone,
  address: null,
  goal: 'How much is a lesson?',
  asks: [{ key: 'price', label: 'How much is a lesson?', kind: 'money' as const }],
  shareChildrenInfo: false,
  isFollowUp: false,
});
const live = { useSamplePhone: false, sampleDestinationPhone: null };
const now = new Date('2026-03-02T15:00:00Z');

describe('the currency of a call', () => {
  it('is the country of the business number: Canadian dollars for a Canadian number, else US dollars', () => {
    expect(defaultCurrency('+14165550100')).toBe('CAD');
    expect(defaultCurrency('+16045550100')).toBe('CAD');
    expect(defaultCurrency('+12125550100')).toBe('USD');
    expect(defaultCurrency('+18005550100')).toBe('USD');
    expect(defaultCurrency('+442071234567')).toBe('USD');
    expect(defaultCurrency('not a number')).toBe('USD');
  });

  it('is decided when the call is created and kept on it', () => {
    const calls = buildQueuedCalls(research, [target('+14165550100'), target('+12125550100')], live, now);
    expect(calls.map((call) => call.currency)).toEqual(['CAD', 'USD']);
  });

  it('is the business’s in test mode too, not the sample number’s', () => {
    const sample = { useSamplePhone: true, sampleDestinationPhone: '+12125550199' };
    const [call] = buildQueuedCalls(research, [target('+14165550100')], sample, now);
    expect(call).toMatchObject({ dialedPhone: '+12125550199', currency: 'CAD' });
  });

  it('is read back as stored, and as US dollars from a call stored before it was kept', () => {
    const [call] = buildQueuedCalls(research, [target('+14165550100')], live, now);
    const { currency: _, ...old } = callItem(call!);
    expect(storedCallSchema.parse(callItem(call!)).currency).toBe('CAD');
    expect(storedCallSchema.parse(old).currency).toBe('USD');
  });
});

import { describe, expect, it } from 'vitest';
import { buildVisualization } from '#functions/core/call/visualize';
import type { Answer } from '#shared/contracts/asks';
import { visualizationSchema } from '#shared/contracts/research-records';

const store = (draft: ReturnType<typeof buildVisualization>) =>
  visualizationSchema.parse({ ...draft, id: 'v1', callId: 'c1', createdAt: '2026-01-01T00:00:00.000Z' });

describe('buildVisualization', () => {
  it('draws three or more prices as a bar chart with the five cycling colours', () => {
    const draft = buildVisualization({
      businessName: 'Sunny Swim',
      extractedData: {
        summary: 'x',
        price:
          'group lessons: $25 per session; private lesson: $45.50; parent-and-tot class: $1,200 per month',
      },
    });
    expect(draft.type).toBe('bar');
    expect(draft.config.data).toEqual([
      { name: 'group lessons', value: 25, label: '$25 per session' },
      { name: 'private lesson', value: 45.5, label: '$45.50' },
      { name: 'parent-and-tot class', value: 1200, label: '$1,200 per month' },
    ]);
    expect(draft.config.colors).toEqual(['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed']);
    expect(store(draft).title).toBe('Prices at Sunny Swim');
  });

  it('compares two quoted options side by side with the other facts as features', () => {
    const draft = buildVisualization({
      businessName: 'Little Acorns',
      extractedData: {
        price: 'full-time spot: $1,500 per month; part-time spot: $800',
        availability: '2 spots left',
      },
    });
    expect(draft.type).toBe('comparison');
    expect(draft.config.data[0]).toEqual({
      title: 'full-time spot',
      price: '$1,500 per month',
      value: 1500,
      features: ['Availability: 2 spots left'],
    });
  });

  it('shows percentage shares as a pie', () => {
    const draft = buildVisualization({
      businessName: 'Bright Dental',
      extractedData: { insurance_coverage: 'about 80% covered', deposit: '20% up front' },
    });
    expect(draft.type).toBe('pie');
    expect(draft.config.data).toEqual([
      { name: 'Insurance coverage', value: 80 },
      { name: 'Deposit', value: 20 },
    ]);
  });

  it('falls back to a table of facts, leaving out hidden keys', () => {
    const draft = buildVisualization({
      businessName: 'Corner Shop',
      extractedData: { summary: 's', hours: 'Monday to Friday 9 am to 5 pm', transcripts: 't', price: '$30' },
    });
    expect(draft.type).toBe('table');
    expect(draft.config.data).toEqual([
      { feature: 'Hours', value: 'Monday to Friday 9 am to 5 pm' },
      { feature: 'Price', value: '$30' },
    ]);
  });

  it('names each ask by its label and keeps every ask answered, a "didn\'t know" included', () => {
    const answer = (status: Answer['status'], value: string | null): Answer => ({
      status,
      value,
      normalized: null,
      evidence: value ? { turn: 1, quote: value } : null,
      confidence: 0.9,
    });
    const draft = buildVisualization({
      businessName: 'Bright Star',
      extractedData: { summary: 's', ask_45_minute_lesson: "No, that's not something we do here" },
      asks: [
        { key: 'teach_adults', label: 'Do they teach adults?', kind: 'yes_no' },
        { key: 'ask_45_minute_lesson', label: 'What does a 45-minute lesson cost?', kind: 'money' },
        { key: 'evening', label: 'Do you have evening availability?', kind: 'yes_no' },
        { key: 'parking', label: 'Is there parking?', kind: 'yes_no' },
      ],
      answers: {
        teach_adults: answer('answered', 'Yes, we do'),
        ask_45_minute_lesson: answer('not_offered', "No, that's not something we do here"),
        evening: answer('unknown', null),
        parking: answer('not_asked', null),
      },
    });
    expect(draft.type).toBe('table');
    expect(draft.config.data).toEqual([
      { feature: 'Do they teach adults?', value: 'Yes, we do' },
      { feature: 'What does a 45-minute lesson cost?', value: "No, that's not something we do here" },
      { feature: 'Do you have evening availability?', value: "Didn't know" },
    ]);
  });

  it('refuses a call without extracted data', () => {
    expect(() => buildVisualization({ businessName: 'X', extractedData: { summary: 'only' } })).toThrow(
      'This call has no extracted data to visualize yet',
    );
    expect(() => buildVisualization({ businessName: 'X', extractedData: null })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { planChangePolicy } from '#shared/domain/plans';
import { FAQ, filterFaq } from '#web/features/help/lib/faq';
import { termsFor } from '#web/features/help/lib/terms';

describe('the help FAQ', () => {
  it('covers its topics, including how long a research takes and unreached businesses', () => {
    expect(FAQ.map((item) => item.id)).toEqual([
      'credits',
      'what',
      'duration',
      'unreached',
      'plan',
      'rollover',
      'failed',
      'address',
      'refunds',
    ]);
  });

  it('filters by question or answer ignoring case, and shows everything for a blank query', () => {
    expect(FAQ.find((item) => item.id === 'duration')?.answer).toContain('3 to 5 minutes');
    expect(filterFaq(FAQ, 'REFUND').map((item) => item.id)).toEqual(['refunds']);
    expect(filterFaq(FAQ, 'voicemail').map((item) => item.id)).toEqual(['unreached', 'failed']);
    expect(filterFaq(FAQ, '   ')).toHaveLength(FAQ.length);
    expect(filterFaq(FAQ, 'zebra')).toEqual([]);
  });

  it('says an upgrade keeps the balance and grants sign-up credits once, exactly as the billing page', () => {
    const plan = FAQ.find((item) => item.id === 'plan')?.answer ?? '';
    expect(plan).toContain(planChangePolicy());
    expect(plan).toContain('Pro 500, Enterprise 2,000, once per account');
  });

  it('quotes the plan table amounts', () => {
    expect(FAQ[0]?.answer).toContain(
      'Free 12 (about 4 calls), Pro 150 (about 50 calls), Enterprise 600 (about 200 calls)',
    );
  });
});

describe('the terms', () => {
  const operator = {
    name: 'Example Calls Inc.',
    jurisdiction: 'the State of Vermont',
    supportEmail: 'help@example.com',
    postalAddress: '1 Main St, Burlington, VT 05401',
  };

  it('have 16 sections with the product facts and the configured operator, no placeholders', () => {
    const terms = termsFor(operator);
    expect(terms).toHaveLength(16);
    const text = terms.flatMap((s) => s.body).join(' ');
    expect(text).not.toMatch(/\[[A-Z][^\]]*\]/);
    for (const fact of [
      '18 years',
      'One account per person or entity',
      'non-refundable and non-transferable',
      'may be recorded',
      'telemarketing and call-recording laws',
      'daily or monthly call limits',
      'failed or incomplete calls are not charged',
      '30 days notice of any pricing change',
      '12 months',
      'annual billing',
      'laws of the State of Vermont',
      'help@example.com or to Example Calls Inc., 1 Main St, Burlington, VT 05401',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatPhoneForDisplay,
  isUsablePhone,
  normalizePhone,
  PLACEHOLDER_PHONE,
  uncallableReason,
} from '#shared/domain/phone';

describe('isUsablePhone', () => {
  it('rejects the placeholder number', () => {
    expect(PLACEHOLDER_PHONE).toBe('+10000000000');
    expect(isUsablePhone('+10000000000')).toBe(false);
    expect(isUsablePhone(' +10000000000 ')).toBe(false);
  });

  it('needs more than 5 characters once trimmed', () => {
    expect(isUsablePhone('12345')).toBe(false);
    expect(isUsablePhone('  12345  ')).toBe(false);
    expect(isUsablePhone('123456')).toBe(true);
  });

  it('rejects missing values', () => {
    expect(isUsablePhone(undefined)).toBe(false);
    expect(isUsablePhone(null)).toBe(false);
    expect(isUsablePhone('')).toBe(false);
  });

  it('accepts a real number', () => {
    expect(isUsablePhone('+14165550100')).toBe(true);
  });
});

describe('normalizePhone', () => {
  it('prefixes a 10-digit national number with +1', () => {
    expect(normalizePhone('4165550100')).toBe('+14165550100');
  });

  it('strips spaces, dashes, dots and parentheses', () => {
    expect(normalizePhone('(416) 555-0100')).toBe('+14165550100');
    expect(normalizePhone('416.555.0100')).toBe('+14165550100');
    expect(normalizePhone(' 1 416 555 0100 ')).toBe('+14165550100');
  });

  it('adds + to 11 digits starting with 1', () => {
    expect(normalizePhone('14165550100')).toBe('+14165550100');
  });

  it('rejects 11 digits not starting with 1', () => {
    expect(normalizePhone('24165550100')).toBeNull();
  });

  it('uses the given default country for national numbers', () => {
    expect(normalizePhone('2071234567', '44')).toBe('+442071234567');
    expect(normalizePhone('442071234567', '44')).toBe('+442071234567');
  });

  it('keeps an international number of 8 to 15 digits', () => {
    expect(normalizePhone('+44 20 7123 4567')).toBe('+442071234567');
    expect(normalizePhone('+12345678')).toBe('+12345678');
    expect(normalizePhone('+123456789012345')).toBe('+123456789012345');
  });

  it('rejects an international number of 7 or 16 digits', () => {
    expect(normalizePhone('+1234567')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
  });

  it('rejects a country code starting with 0', () => {
    expect(normalizePhone('+0123456789')).toBeNull();
  });

  it('rejects other lengths, letters, stray plus signs and empty input', () => {
    expect(normalizePhone('416555010')).toBeNull();
    expect(normalizePhone('416555010011')).toBeNull();
    expect(normalizePhone('416-555-CALL')).toBeNull();
    expect(normalizePhone('1+4165550100')).toBeNull();
    expect(normalizePhone('++14165550100')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('+')).toBeNull();
  });
});

describe('formatPhoneForDisplay', () => {
  it('formats a North American number', () => {
    expect(formatPhoneForDisplay('+14165550100')).toBe('+1 (416) 555-0100');
  });

  it('returns other numbers unchanged', () => {
    expect(formatPhoneForDisplay('+442071234567')).toBe('+442071234567');
    expect(formatPhoneForDisplay('+1416555010')).toBe('+1416555010');
    expect(formatPhoneForDisplay('4165550100')).toBe('4165550100');
  });
});

describe('uncallableReason', () => {
  const usCa = ['US', 'CA'];

  it('accepts fixed-line, mobile and toll-free numbers of the allowed countries', () => {
    expect(uncallableReason('+14165550100', usCa)).toBeNull();
    expect(uncallableReason('+12125550123', usCa)).toBeNull();
    expect(uncallableReason('+18005551234', usCa)).toBeNull();
  });

  it('names premium-rate, personal and unassigned numbers', () => {
    expect(uncallableReason('+19005551234', usCa)).toMatch(/^is a premium-rate number/);
    expect(uncallableReason('+15005550100', usCa)).toMatch(/^is a non-geographic personal number/);
    expect(uncallableReason('+15555550100', usCa)).toMatch(/^is not an assigned phone number/);
  });

  it('refuses numbers of other countries, naming the allowed ones', () => {
    expect(uncallableReason('+442071234567', usCa)).toBe('is outside the countries we call (US, CA)');
    expect(uncallableReason('+18765550100', usCa)).toBe('is outside the countries we call (US, CA)');
    expect(uncallableReason('+882123456789', usCa)).toBe('is outside the countries we call (US, CA)');
    expect(uncallableReason('+442071234567', ['GB'])).toBeNull();
  });
});

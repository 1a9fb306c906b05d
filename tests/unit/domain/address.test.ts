import { describe, expect, it } from 'vitest';
import { formatAddress, settingsAddressLine } from '#shared/domain/address';

const FULL = { street: '12 King St', intersection: 'Bay St', city: 'Toronto', state: 'ON' };

describe('formatAddress', () => {
  it('joins street & intersection, city, state', () => {
    expect(formatAddress(FULL)).toBe('12 King St & Bay St, Toronto, ON');
  });

  it('leaves out the intersection when there is none', () => {
    expect(formatAddress({ ...FULL, intersection: '' })).toBe('12 King St, Toronto, ON');
    expect(formatAddress({ ...FULL, intersection: null })).toBe('12 King St, Toronto, ON');
  });

  it('leaves out an empty city or state', () => {
    expect(formatAddress({ street: '12 King St', state: 'ON' })).toBe('12 King St, ON');
    expect(formatAddress({ street: '12 King St', city: 'Toronto', state: '  ' })).toBe('12 King St, Toronto');
  });

  it('trims every part', () => {
    expect(formatAddress({ street: ' 12 King St ', intersection: ' Bay St ', city: ' Toronto ' })).toBe(
      '12 King St & Bay St, Toronto',
    );
  });

  it('falls back to the single-line address when there is no street', () => {
    expect(formatAddress({ city: 'Toronto', state: 'ON', address: '12 King St, Toronto' })).toBe(
      '12 King St, Toronto',
    );
  });

  it('prefers the structured street over the single-line address', () => {
    expect(formatAddress({ ...FULL, address: 'old address' })).toBe('12 King St & Bay St, Toronto, ON');
  });

  it('returns an empty string when nothing is known', () => {
    expect(formatAddress({})).toBe('');
    expect(formatAddress({ street: ' ', address: null })).toBe('');
  });
});

describe('settingsAddressLine', () => {
  it('joins street (near intersection), city, state', () => {
    expect(settingsAddressLine(FULL)).toBe('12 King St (near Bay St), Toronto, ON');
  });

  it('leaves out the intersection when there is none', () => {
    expect(settingsAddressLine({ ...FULL, intersection: undefined })).toBe('12 King St, Toronto, ON');
  });

  it('uses the stored single-line address when there is no street', () => {
    expect(settingsAddressLine({ address: '1 Main St, Springfield' })).toBe('1 Main St, Springfield');
  });

  it('returns an empty string when nothing is known', () => {
    expect(settingsAddressLine({ city: 'Toronto' })).toBe('');
  });
});

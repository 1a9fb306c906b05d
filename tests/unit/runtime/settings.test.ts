import { describe, expect, it } from 'vitest';
import { localSettingsSchema, parseSettings } from '../../../functions/runtime/settings';

describe('local settings', () => {
  it('defaults to port 3000, .data and demo mode on', () => {
    const s = parseSettings(localSettingsSchema, {});
    expect(s.PORT).toBe(3000);
    expect(s.DATA_DIR).toBe('.data');
    expect(s.DEMO_MODE).toBe(true);
  });

  it('names every bad variable in one message', () => {
    expect(() => parseSettings(localSettingsSchema, { PORT: 'abc', DEMO_MODE: 'maybe' })).toThrow(
      /PORT must be a port number.*DEMO_MODE must be true or false/,
    );
  });

  it('rejects a sample phone that is not E.164', () => {
    expect(() => parseSettings(localSettingsSchema, { SAMPLE_DESTINATION_PHONE: '555' })).toThrow(
      /SAMPLE_DESTINATION_PHONE/,
    );
  });

  it('calls US and CA numbers and one business twice a day unless configured', () => {
    const defaults = parseSettings(localSettingsSchema, {});
    expect(defaults.ALLOWED_CALL_COUNTRIES).toEqual(['US', 'CA']);
    expect(defaults.BUSINESS_DAILY_CALL_LIMIT).toBe(2);
    const custom = parseSettings(localSettingsSchema, {
      ALLOWED_CALL_COUNTRIES: 'us, ca ,GB',
      BUSINESS_DAILY_CALL_LIMIT: '5',
    });
    expect(custom.ALLOWED_CALL_COUNTRIES).toEqual(['US', 'CA', 'GB']);
    expect(custom.BUSINESS_DAILY_CALL_LIMIT).toBe(5);
    expect(() =>
      parseSettings(localSettingsSchema, { ALLOWED_CALL_COUNTRIES: 'USA', BUSINESS_DAILY_CALL_LIMIT: '0' }),
    ).toThrow(/BUSINESS_DAILY_CALL_LIMIT.*ALLOWED_CALL_COUNTRIES.*two-letter country codes/);
  });
});

import { describe, expect, it } from 'vitest';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';

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

  it('refuses a calling window that ends before it starts and an unknown time zone', () => {
    expect(parseSettings(localSettingsSchema, { CALLING_WINDOW: '00:00-24:00' }).CALLING_WINDOW).toBe(
      '00:00-24:00',
    );
    expect(() =>
      parseSettings(localSettingsSchema, {
        CALLING_WINDOW: '20:00-09:00',
        CALLING_TIME_ZONE: 'Mars/Olympus',
      }),
    ).toThrow(/CALLING_WINDOW must be a start before an end.*CALLING_TIME_ZONE must be an IANA time zone/);
  });
});

import { describe, expect, it } from 'vitest';
import { cloudResearchConfig } from '#functions/runtime/cloud-research';
import type { CloudRuntimeSettings } from '#functions/runtime/cloud-settings';

const settings = (window?: string) =>
  ({
    USE_SAMPLE_PHONE: false,
    DAILY_CALL_LIMIT: 50,
    DO_NOT_CALL: [],
    CALLING_WINDOW: window,
    CALLING_TIME_ZONE: 'America/Toronto',
    MAX_CONCURRENT_CALLS: 5,
  }) as unknown as CloudRuntimeSettings;

describe('calling window on AWS', () => {
  it('is 9:00-20:00 when CALLING_WINDOW is not set', () => {
    expect(cloudResearchConfig(settings()).callingWindow).toEqual({ start: 9 * 60, end: 20 * 60 });
  });

  it('follows CALLING_WINDOW when set', () => {
    expect(cloudResearchConfig(settings('08:30-18:00')).callingWindow).toEqual({ start: 510, end: 1080 });
    expect(cloudResearchConfig(settings('00:00-24:00')).callingWindow).toEqual({ start: 0, end: 1440 });
  });
});

import type { ResearchConfig } from '../core/research/deps';
import type { LocalSettings } from './local-settings';

/** The settings both runtimes read the calling rules from (the same variables in each). */
type CallingSettings = Pick<
  LocalSettings,
  | 'USE_SAMPLE_PHONE'
  | 'SAMPLE_DESTINATION_PHONE'
  | 'DAILY_CALL_LIMIT'
  | 'BUSINESS_DAILY_CALL_LIMIT'
  | 'ALLOWED_CALL_COUNTRIES'
  | 'DO_NOT_CALL'
  | 'CALLING_TIME_ZONE'
  | 'MAX_CONCURRENT_CALLS'
  | 'CONNECT_CONCURRENT_CALLS'
>;

/** What differs between the runtimes: the calling window, how long a retry waits, the app's address. */
type RuntimeRules = Pick<ResearchConfig, 'callingWindow' | 'retryDelaySeconds' | 'appUrl'>;

/** The research calling rules from parsed settings plus the runtime's own rules. */
export function researchConfigOf(settings: CallingSettings, runtime: RuntimeRules): ResearchConfig {
  return {
    useSamplePhone: settings.USE_SAMPLE_PHONE,
    sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
    dailyCallLimit: settings.DAILY_CALL_LIMIT,
    businessDailyCallLimit: settings.BUSINESS_DAILY_CALL_LIMIT,
    allowedCallCountries: settings.ALLOWED_CALL_COUNTRIES,
    maxCallsPerResearch: 25,
    doNotCall: settings.DO_NOT_CALL,
    callingTimeZone: settings.CALLING_TIME_ZONE,
    maxConcurrency: settings.MAX_CONCURRENT_CALLS,
    callQuota: settings.CONNECT_CONCURRENT_CALLS,
    ...runtime,
  };
}

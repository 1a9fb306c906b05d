import type { CallLimits } from '../../ports/call-limits';
import type { CallSlots } from '../../ports/call-slots';
import type { CallCharges, CallExtraction, CallStore, StoredCall } from '../../ports/call-store';
import type { Clock } from '../../ports/clock';
import type { CreditReservations } from '../../ports/credit-reservations';
import type { Mailer } from '../../ports/mailer';
import type { Places } from '../../ports/places';
import type { ResearchStore } from '../../ports/research-store';
import type { Telephony } from '../../ports/telephony';
import type { ResearchWorkflow } from '../../ports/workflow';
import type { DeriveAsks } from '../asks/derive-asks';
import type { ResearchExtrasStores } from './extras';

/** Calling rules and test mode, parsed from configuration by the runtime. */
export interface ResearchConfig {
  useSamplePhone: boolean;
  sampleDestinationPhone: string | null;
  /** Calls one account may place per UTC day. */
  dailyCallLimit: number;
  maxCallsPerResearch: number;
  /** ISO country codes whose numbers may be called (ALLOWED_CALL_COUNTRIES). */
  allowedCallCountries: readonly string[];
  /** Calls to one business number per 24 hours across all accounts. */
  businessDailyCallLimit: number;
  /** E.164 numbers never called. */
  doNotCall: string[];
  /** Local calling window "HH:MM-HH:MM"; null means always open. */
  callingWindow: { start: number; end: number } | null;
  /** IANA zone of the window when the business's own zone is unknown. */
  callingTimeZone: string;
  /** Calls of one research placed at the same time. */
  maxConcurrency: number;
  /** How long a retry of an unreached business waits before it is placed. */
  retryDelaySeconds: number;
  /** Calls the whole account may have in flight (the telephony provider's concurrent-call quota). */
  callQuota: number;
  /** Base URL used in notification e-mails, e.g. http://localhost:3000. */
  appUrl: string;
}

/** Turns an answered call's transcript into structured data (the call capability's extraction). */
export type CallExtractor = (call: StoredCall) => Promise<CallExtraction>;

/** Looks up the e-mail and name of a user for notifications. */
type ContactLookup = (userId: string) => Promise<{ email: string; name: string } | null>;

/** Everything the research use cases and workflow steps use. */
export interface ResearchDeps {
  researches: ResearchStore;
  calls: CallStore;
  charges: CallCharges;
  limits: CallLimits;
  workflow: ResearchWorkflow;
  telephony: Telephony;
  /** Account-wide slots: a call is dialled only while it holds one. */
  callSlots: CallSlots;
  extractor: CallExtractor;
  /** Splits a question into asks: the parser locally, the model (falling back to the parser) in the cloud. */
  deriveAsks: DeriveAsks;
  mailer: Mailer;
  contact: ContactLookup;
  places?: Places;
  /** Restart recovery of reservedCredits; absent where no recovery runs (AWS Lambdas). */
  reservations?: CreditReservations;
  clock: Clock;
  config: ResearchConfig;
  extras: ResearchExtrasStores;
}

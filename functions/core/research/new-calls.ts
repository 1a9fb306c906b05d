import type { Ask } from '#shared/contracts/asks';
import type { StoredCall } from '../../ports/call-store';
import type { OpeningHours } from '../../ports/places';
import { defaultCurrency } from '../answers/currency';
import type { ResearchConfig } from './deps';
import { newCallId } from './ids';

/** A business to call and what to ask it. */
export interface CallTarget {
  name: string;
  phone: string;
  address: string | null;
  /** Miles from the research's location, when a search found the business. */
  distanceMiles?: number | null;
  /** IANA zone and opening hours from the directory, when it knows them. */
  timeZone?: string | null;
  openingHours?: OpeningHours | null;
  goal: string;
  /** What to ask this business. */
  asks: Ask[];
  shareChildrenInfo: boolean;
  isFollowUp: boolean;
  /** A new call to a business this research did not reach; exempt from the 24-hour rule. */
  isRetry?: boolean;
}

/**
 * Queued call items for targets; in test mode every call dials the sample number. Each keeps the
 * currency of its business's number, for the extraction.
 */
export function buildQueuedCalls(
  research: { id: string; userId: string; query: string },
  targets: CallTarget[],
  config: Pick<ResearchConfig, 'useSamplePhone' | 'sampleDestinationPhone'>,
  now: Date,
): StoredCall[] {
  const createdAt = now.toISOString();
  const testMode = config.useSamplePhone && Boolean(config.sampleDestinationPhone);
  return targets.map((target) => ({
    id: newCallId(research.id),
    researchId: research.id,
    userId: research.userId,
    status: 'queued',
    businessName: target.name,
    businessPhone: target.phone,
    businessAddress: target.address,
    distanceMiles: target.distanceMiles ?? null,
    timeZone: target.timeZone ?? null,
    openingHours: target.openingHours ?? null,
    dialedPhone: testMode ? (config.sampleDestinationPhone as string) : target.phone,
    currency: defaultCurrency(target.phone),
    testMode,
    goal: target.goal,
    question: research.query,
    asks: target.asks,
    shareChildrenInfo: target.shareChildrenInfo,
    isFollowUp: target.isFollowUp,
    turns: [],
    outcome: null,
    extractedData: null,
    evidence: {},
    condensedSummary: null,
    confidenceScore: null,
    recordingKey: null,
    contactId: null,
    taskToken: null,
    held: true,
    charged: false,
    durationSeconds: 0,
    errorMessage: null,
    waitUntil: null,
    calledAt: null,
    createdAt,
  }));
}

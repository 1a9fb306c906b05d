import { logger } from '../core/logger';
import type { CallStore, StoredCall } from '../ports/call-store';
import type { ResearchStore } from '../ports/research-store';
import type { CallEnded } from '../ports/telephony';
import { callEndedOf, type EndedContact } from './contact-disconnected';

/** A contact as DescribeContact reports it: unknown (null), running, or over. */
type DescribedContact = null | { ended: false } | ({ ended: true } & EndedContact);

export interface SweepDeps {
  researches: Pick<ResearchStore, 'listActive'>;
  calls: Pick<CallStore, 'listByResearch'>;
  describeContact(contactId: string): Promise<DescribedContact>;
  onCallEnded(event: CallEnded): Promise<void>;
  now(): Date;
  /** How long a call may go without its DISCONNECTED event before it is checked. */
  graceMs?: number;
  /** A contact Connect no longer knows, older than this, is ended as failed. */
  giveUpMs?: number;
}

/**
 * The scheduled sweeper: calls still dialing or in progress long after they started are
 * checked with DescribeContact, and ended ones get the call-ended handling their lost event
 * would have given. Returns the ids of the calls it ended.
 */
export async function sweepLostCalls(deps: SweepDeps): Promise<string[]> {
  const { graceMs = 10 * 60_000, giveUpMs = 60 * 60_000 } = deps;
  const now = deps.now();
  const ended: string[] = [];
  for (const research of await deps.researches.listActive()) {
    for (const call of await deps.calls.listByResearch(research.id)) {
      if (!isStale(call, now, graceMs) || !call.contactId) continue;
      const contact = await deps.describeContact(call.contactId);
      let report: CallEnded | null = null;
      if (contact?.ended) {
        // The recording, if any, is stored by its own S3 event (events/recording-ready.ts).
        report = callEndedOf(call, contact, null);
      } else if (contact === null && isStale(call, now, giveUpMs)) {
        report = {
          callId: call.id,
          contactId: call.contactId,
          outcome: 'failed',
          durationSeconds: 0,
          recordingKey: null,
          errorMessage: 'The phone network lost track of this call.',
        };
      }
      if (!report) continue;
      logger.warn('Ending a call whose disconnect event was lost', {
        callId: call.id,
        outcome: report.outcome,
      });
      await deps.onCallEnded(report);
      ended.push(call.id);
    }
  }
  return ended;
}

function isStale(call: StoredCall, now: Date, ms: number): boolean {
  if (call.status !== 'dialing' && call.status !== 'in_progress') return false;
  // An answered call stays in progress through Extract and Charge; its end is already stored.
  if (call.status === 'in_progress' && call.durationSeconds > 0) return false;
  const started = Date.parse(call.calledAt ?? call.createdAt);
  return Number.isFinite(started) && now.getTime() - started >= ms;
}

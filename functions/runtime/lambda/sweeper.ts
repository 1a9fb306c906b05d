import { logger } from '../../core/logger';
import { type DescribedContact, sweepLostCalls } from '../../events/sweep-lost-calls';
import { loadCloudRuntime } from '../cloud';
import { observed } from './observability';
import { recordingFinder } from './recordings-lookup';

/** Lambda entry of the scheduled sweeper for calls whose DISCONNECTED event never came. */
export const handler = observed(async () => {
  const runtime = await loadCloudRuntime();
  const { deps, telephony } = runtime.research;
  const ended = await sweepLostCalls({
    researches: deps.researches,
    calls: deps.calls,
    async describeContact(contactId): Promise<DescribedContact> {
      const state = await telephony.describeContact(contactId);
      if (!state?.ended) return state;
      return {
        ended: true,
        contactId,
        connectedAt: state.connectedAt,
        disconnectedAt: state.disconnectedAt,
        disconnectReason: state.disconnectReason,
      };
    },
    findRecording: recordingFinder(runtime),
    onCallEnded: runtime.research.onCallEnded,
    now: () => new Date(),
  });
  logger.info('Sweep finished', { ended: ended.length });
  return { ended };
});

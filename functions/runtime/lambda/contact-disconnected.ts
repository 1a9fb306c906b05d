import { createContactDisconnectedHandler } from '../../events/contact-disconnected';
import { loadCloudRuntime } from '../cloud';
import { countMetric } from './metrics';
import { observed } from './observability';
import { recordingFinder } from './recordings-lookup';

/** Lambda entry of the EventBridge rule on Amazon Connect DISCONNECTED contact events. */
export const handler = observed(async (event: unknown) => {
  const runtime = await loadCloudRuntime();
  const ended = await createContactDisconnectedHandler({
    findByContact: (contactId) => runtime.research.deps.calls.findByContact(contactId),
    findRecording: recordingFinder(runtime),
    onCallEnded: runtime.research.onCallEnded,
    now: () => new Date(),
  })(event);
  if (ended) countMetric(ended.outcome === 'failed' ? 'CallsFailed' : 'CallsEnded');
});

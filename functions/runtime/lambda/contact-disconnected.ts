import { createContactDisconnectedHandler } from '../../events/contact-disconnected';
import { createCloudResearch } from '../cloud-research';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { cloudWorkflow } from '../cloud-workflow';
import { lazyCloudConnect } from '../lazy-cloud-connect';
import { emitMetrics } from './metrics';
import { observed } from './observability';

/** Built on the first event; Connect starts loading then, beside the lookup of the call. */
function createHandler(env: Record<string, string | undefined>) {
  const settings = readCloudSettings(env);
  const research = createCloudResearch(settings, cloudTable(settings), {
    workflow: cloudWorkflow(settings),
  });
  const connect = lazyCloudConnect(settings, research.onCallEnded, { loadNow: true });
  return createContactDisconnectedHandler({
    findByContact: (contactId) => research.deps.calls.findByContact(contactId),
    describeContact: (contactId) => connect.describeContact(contactId),
    onCallEnded: research.onCallEnded,
    now: () => new Date(),
  });
}

let handle: ReturnType<typeof createHandler> | undefined;

/**
 * Lambda entry of the EventBridge rule on Amazon Connect DISCONNECTED contact events. The
 * disconnect reason comes from DescribeContact; the recording arrives later by its own S3 event.
 */
export const handler = observed(async (event: unknown) => {
  handle ??= createHandler(process.env);
  const ended = await handle(event);
  if (!ended) return;
  emitMetrics(
    {
      [ended.outcome === 'failed' ? 'CallsFailed' : 'CallsEnded']: 1,
      ConnectedSeconds: ended.durationSeconds,
    },
    { callId: ended.callId, outcome: ended.outcome },
  );
});

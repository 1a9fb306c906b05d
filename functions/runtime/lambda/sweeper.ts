import { logger } from '../../core/logger';
import { sweepLostCalls } from '../../events/sweep-lost-calls';
import { createCloudResearch } from '../cloud-research';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { cloudWorkflow } from '../cloud-workflow';
import { lazyCloudConnect } from '../lazy-cloud-connect';
import { observed } from './observability';

/** Lambda entry of the scheduled sweeper for calls whose DISCONNECTED event never came. */
export const handler = observed(async () => {
  const settings = readCloudSettings(process.env);
  const research = createCloudResearch(settings, cloudTable(settings), {
    workflow: cloudWorkflow(settings),
  });
  const connect = lazyCloudConnect(settings, research.onCallEnded);
  const ended = await sweepLostCalls({
    researches: research.deps.researches,
    calls: research.deps.calls,
    describeContact: async (contactId) => {
      const state = await connect.describeContact(contactId);
      return state?.ended ? { ...state, contactId } : state;
    },
    onCallEnded: research.onCallEnded,
    now: () => new Date(),
  });
  logger.info('Sweep finished', { ended: ended.length });
  return { ended };
});

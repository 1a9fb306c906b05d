import { researchContracts } from '#shared/contracts/research';
import { buildVisualization } from '../../core/call/visualize';
import { createResearchRoutes } from '../../http/research';
import { createCloudResearch } from '../cloud-research';
import { cloudTable } from '../cloud-table';
import { cloudWorkflow } from '../cloud-workflow';
import { lazyModelAskDeriver } from '../lazy-ask-deriver';
import { lazyCloudConnect } from '../lazy-cloud-connect';
import { lazyCloudPlaces } from '../lazy-cloud-places';
import { lazyCloudRecordings } from '../lazy-cloud-recordings';
import { createCapabilityHandler } from './api-handler';

/**
 * Lambda entry of the research routes: starts and stops executions, hangs up the calls of a
 * stopped research, searches places for new calls, splits questions into asks with the model and
 * signs recording URLs; charts are built from a call's extracted data in the function. It places
 * no calls and sends no mail. Step Functions, Connect, the model, Places and S3 load on the first
 * request that needs each: the lists and reads the SPA polls need none of them.
 */
export const handler = createCapabilityHandler({
  capability: 'research',
  contracts: researchContracts,
  routes: ({ settings }) => {
    const { deps } = createCloudResearch(settings, cloudTable(settings), {
      workflow: cloudWorkflow(settings),
      telephony: (onCallEnded) => lazyCloudConnect(settings, onCallEnded),
      places: lazyCloudPlaces(settings),
      deriveAsks: lazyModelAskDeriver(
        settings,
        async () => (await import('../../core/asks/parse-asks-later')).parseAsksLater,
      ),
    });
    return createResearchRoutes({
      research: {
        ...deps,
        recordings: lazyCloudRecordings(settings),
        visualize: async (call) => buildVisualization(call),
      },
    });
  },
});

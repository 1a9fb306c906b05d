import { researchContracts } from '#shared/contracts/research';
import { buildVisualization } from '../../core/call/visualize';
import { createResearchRoutes } from '../../http/research';
import { cloudPlaces } from '../cloud-places';
import { cloudRecordings } from '../cloud-recordings';
import { createCloudResearch } from '../cloud-research';
import { cloudTable } from '../cloud-table';
import { cloudWorkflow } from '../cloud-workflow';
import { lazyModelAskDeriver } from '../lazy-ask-deriver';
import { lazyCloudConnect } from '../lazy-cloud-connect';
import { createCapabilityHandler } from './api-handler';

/**
 * Lambda entry of the research routes: starts and stops executions, hangs up the calls of a
 * stopped research, searches places for new calls, splits questions into asks with the model and
 * signs recording URLs; charts are built from a call's extracted data in the function. It places
 * no calls and sends no mail.
 */
export const handler = createCapabilityHandler({
  capability: 'research',
  contracts: researchContracts,
  routes: ({ settings }) => {
    const { deps } = createCloudResearch(settings, cloudTable(settings), {
      workflow: cloudWorkflow(settings),
      telephony: (onCallEnded) => lazyCloudConnect(settings, onCallEnded),
      places: cloudPlaces(settings),
      deriveAsks: lazyModelAskDeriver(settings),
    });
    return createResearchRoutes({
      research: {
        ...deps,
        recordings: cloudRecordings(settings),
        visualize: async (call) => buildVisualization(call),
      },
    });
  },
});

import { researchContracts } from '#shared/contracts/research';
import { createModelAskDeriver } from '../../core/asks/derive-asks';
import { buildVisualization } from '../../core/call/visualize';
import { createResearchRoutes } from '../../http/research';
import { cloudConnect } from '../cloud-connect';
import { cloudModel } from '../cloud-model';
import { cloudPlaces } from '../cloud-places';
import { cloudRecordings } from '../cloud-recordings';
import { createCloudResearch } from '../cloud-research';
import { cloudTable } from '../cloud-table';
import { cloudWorkflow } from '../cloud-workflow';
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
      telephony: (onCallEnded) => cloudConnect(settings, onCallEnded),
      places: cloudPlaces(settings),
      deriveAsks: createModelAskDeriver(cloudModel(settings)),
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

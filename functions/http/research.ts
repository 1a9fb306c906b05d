import { deriveAsks } from '#shared/contracts/asks';
import {
  createExtension,
  createResearch as createResearchContract,
  deleteResearch as deleteResearchContract,
  generateVisualization as generateVisualizationContract,
  getCallAgain,
  getCallRecord as getCallRecordContract,
  getLiveUpdates as getLiveUpdatesContract,
  getRecording,
  getResearch,
  listResearchCalls,
  listUserResearches,
  listVisualizations as listVisualizationsContract,
  previewExtensionAsks as previewExtensionAsksContract,
  putLiveUpdates as putLiveUpdatesContract,
  retryUnreached as retryUnreachedContract,
  seedDemo as seedDemoContract,
  stopResearch as stopResearchContract,
} from '#shared/contracts/research';
import { callAgainTimes } from '../core/research/call-again';
import { generateVisualization, listVisualizations, recordingUrl } from '../core/research/call-media';
import { createResearch } from '../core/research/create-research';
import { seedDemo } from '../core/research/demo-seed';
import { extendResearch, previewExtensionAsks } from '../core/research/extend-research';
import { getLiveUpdates, putLiveUpdates } from '../core/research/preferences';
import { getCallRecord, getOwnResearch, listCalls, listResearches } from '../core/research/queries';
import { questionAsks } from '../core/research/question-asks';
import { retryUnreached } from '../core/research/retry-unreached';
import { deleteResearch, stopResearch } from '../core/research/stop-research';
import type { AppDeps } from './app-deps';
import { Reply, route } from './route';

/** Researches, their calls, extensions, preferences, visualizations, recordings and the demo seed. */
export function createResearchRoutes({ research: deps }: Pick<AppDeps, 'research'>) {
  return [
    route(deriveAsks, async ({ body }) => questionAsks(deps, body.question)),
    route(createResearchContract, async ({ body }, ctx) => createResearch(deps, ctx.userId, body)),
    route(getResearch, async ({ params }, ctx) => getOwnResearch(deps, ctx.userId, params.id)),
    route(listUserResearches, async ({ params }, ctx) => listResearches(deps, ctx.userId, params.userId)),
    route(deleteResearchContract, async ({ params }, ctx) => {
      await deleteResearch(deps, ctx.userId, params.id);
      return new Reply(undefined, { status: 204 });
    }),
    route(stopResearchContract, async ({ params }, ctx) => ({
      research: await stopResearch(deps, ctx.userId, params.id),
    })),
    route(listResearchCalls, async ({ params }, ctx) => listCalls(deps, ctx.userId, params.id)),
    route(getCallRecordContract, async ({ params }, ctx) => getCallRecord(deps, ctx.userId, params.callId)),
    route(createExtension, async ({ body }, ctx) => extendResearch(deps, ctx.userId, body)),
    route(previewExtensionAsksContract, async ({ params, body }, ctx) =>
      previewExtensionAsks(deps, ctx.userId, params.id, body.additionalContext),
    ),
    route(retryUnreachedContract, async ({ params }, ctx) => retryUnreached(deps, ctx.userId, params.id)),
    route(getCallAgain, async ({ params }, ctx) => callAgainTimes(deps, ctx.userId, params.id)),
    route(getLiveUpdatesContract, async ({ params }, ctx) =>
      getLiveUpdates(deps, ctx.userId, params.userId, params.researchId),
    ),
    route(putLiveUpdatesContract, async ({ params, body }, ctx) =>
      putLiveUpdates(
        deps,
        { userId: ctx.userId, ownerId: params.userId, researchId: params.researchId },
        body.enabled,
      ),
    ),
    route(listVisualizationsContract, async ({ params }, ctx) =>
      listVisualizations(deps, ctx.userId, params.callId),
    ),
    route(generateVisualizationContract, async ({ params }, ctx) =>
      generateVisualization(deps, deps.visualize, ctx.userId, params.callId),
    ),
    route(getRecording, async ({ params }, ctx) =>
      recordingUrl(deps, deps.recordings, ctx.userId, params.callId),
    ),
    route(seedDemoContract, async ({ body }, ctx) => seedDemo(deps, ctx.userId, body.userId)),
  ];
}

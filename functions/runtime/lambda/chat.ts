import { chatContracts } from '#shared/contracts/chat';
import { createDynamoSessionStore } from '../../adapters/aws/dynamo/session-store';
import { askAsTyped } from '../../core/asks/ask-as-typed';
import { createChatRoutes } from '../../http/chat';
import { systemClock } from '../../ports/clock';
import { cloudTable } from '../cloud-table';
import { lazyModelAskDeriver } from '../lazy-ask-deriver';
import { lazyCloudModel } from '../lazy-cloud-model';
import { lazyCloudPlaces } from '../lazy-cloud-places';
import { createStreamingCapabilityHandler } from './api-handler';

/**
 * Lambda entry of the chat routes: response streaming for the assistant's replies. The model and
 * the places client load with the assistant, on the first message it answers.
 */
export const handler = createStreamingCapabilityHandler({
  capability: 'chat',
  contracts: chatContracts,
  routes: ({ settings }) =>
    createChatRoutes({
      clock: systemClock,
      places: lazyCloudPlaces(settings),
      chat: {
        model: lazyCloudModel(settings),
        sessions: createDynamoSessionStore(cloudTable(settings)),
        deriveAsks: lazyModelAskDeriver(settings, async () => askAsTyped),
      },
    }),
});

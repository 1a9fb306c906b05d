import { chatContracts } from '#shared/contracts/chat';
import { createDynamoSessionStore } from '../../adapters/aws/dynamo/session-store';
import { createChatRoutes } from '../../http/chat';
import { systemClock } from '../../ports/clock';
import { cloudModel } from '../cloud-model';
import { cloudPlaces } from '../cloud-places';
import { cloudTable } from '../cloud-table';
import { createStreamingCapabilityHandler } from './api-handler';

/** Lambda entry of the chat routes: response streaming for the assistant's replies. */
export const handler = createStreamingCapabilityHandler({
  capability: 'chat',
  contracts: chatContracts,
  routes: ({ settings }) =>
    createChatRoutes({
      clock: systemClock,
      places: cloudPlaces(settings),
      chat: { model: cloudModel(settings), sessions: createDynamoSessionStore(cloudTable(settings)) },
    }),
});

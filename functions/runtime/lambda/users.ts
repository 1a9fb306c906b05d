import { usersContracts } from '#shared/contracts/users';
import { createDynamoUserStore } from '../../adapters/aws/dynamo/user-store';
import { createUsersRoutes } from '../../http/users';
import { systemClock } from '../../ports/clock';
import { cloudTable } from '../cloud-table';
import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the users routes: profiles and children on the table. */
export const handler = createCapabilityHandler({
  capability: 'users',
  contracts: usersContracts,
  routes: ({ settings }) =>
    createUsersRoutes({
      clock: systemClock,
      identity: { users: createDynamoUserStore(cloudTable(settings)) },
    }),
});

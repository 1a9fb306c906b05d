import { configContracts } from '#shared/contracts/config';
import { createConfigRoutes } from '../../http/config';
import { cloudAppConfig } from '../cloud-app-config';
import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the config routes: no table, no keys, only what the SPA is told. */
export const handler = createCapabilityHandler({
  capability: 'config',
  contracts: configContracts,
  routes: ({ settings }) => createConfigRoutes({ appConfig: cloudAppConfig(settings) }),
});

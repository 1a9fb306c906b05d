import { billingContracts } from '#shared/contracts/billing';
import { createBillingRoutes } from '../../http/billing';
import { cloudBilling, withBillingGate } from '../cloud-billing';
import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the billing routes: the only function that reads the Stripe secret. */
export const handler = createCapabilityHandler({
  capability: 'billing',
  contracts: billingContracts,
  routes: async (wiring) => {
    const { deps, configured } = await cloudBilling(wiring);
    return withBillingGate(createBillingRoutes({ billing: deps }), configured);
  },
});

import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the billing routes. */
export const handler = createCapabilityHandler('billing');

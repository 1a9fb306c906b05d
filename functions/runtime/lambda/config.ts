import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the config routes. */
export const handler = createCapabilityHandler('config');

import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the users routes. */
export const handler = createCapabilityHandler('users');

import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the auth routes. */
export const handler = createCapabilityHandler('auth');

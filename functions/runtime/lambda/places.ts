import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the places routes. */
export const handler = createCapabilityHandler('places');

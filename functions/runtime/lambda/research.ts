import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the research routes. */
export const handler = createCapabilityHandler('research');

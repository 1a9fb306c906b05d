import { createStreamingCapabilityHandler } from './api-handler';

/** Lambda entry of the chat routes: response streaming for the assistant's replies. */
export const handler = createStreamingCapabilityHandler('chat');

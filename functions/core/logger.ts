import { Logger } from '@aws-lambda-powertools/logger';

/** The one structured logger of the backend; add `researchId`/`callId` with `appendKeys`. */
export const logger = new Logger({ serviceName: 'askaround' });

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../../core/logger';

/**
 * A buffered Lambda handler with Powertools structured logs (request context). X-Ray traces come
 * from the function's active tracing; the Powertools tracer (about 120 KB with the X-Ray SDK) is
 * left out to keep the bundles small.
 */
export function observed<E, R>(handler: (event: E) => Promise<R>) {
  return middy(handler).use(injectLambdaContext(logger, { resetKeys: true }));
}

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import { logger } from '../../core/logger';

/** X-Ray tracing of the functions (a no-op outside Lambda). */
export const tracer = new Tracer({ serviceName: 'askaround' });

/** A buffered Lambda handler with Powertools structured logs (request context) and tracing. */
export function observed<E, R>(handler: (event: E) => Promise<R>) {
  return middy(handler)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }));
}

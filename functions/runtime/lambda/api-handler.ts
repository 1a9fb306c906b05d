import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { Capability } from '../../../shared/contracts';
import { logger } from '../../core/logger';
import { errorResponse } from '../../http/errors';
import { type CloudRuntime, loadCloudRuntime } from '../cloud';
import { observed } from './observability';
import { toProxyResult, toStreamResult } from './proxy-result';

type LoadRuntime = () => Promise<CloudRuntime>;

/** Runs one request through the capability's routes; a runtime that cannot start answers 503. */
export async function respond(
  capability: Capability,
  event: APIGatewayProxyEvent,
  load: LoadRuntime,
): Promise<Response> {
  let runtime: CloudRuntime;
  try {
    runtime = await load();
  } catch (error) {
    logger.error('The runtime could not start', { error: String(error) });
    return errorResponse(
      503,
      'unavailable',
      'The service is starting up or misconfigured. Please try again shortly.',
    );
  }
  return runtime.apiHandler(capability)(event);
}

/** A buffered API function (API Gateway proxy integration) for one capability. */
export function createCapabilityHandler(capability: Capability, load: LoadRuntime = loadCloudRuntime) {
  return observed(
    async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> =>
      toProxyResult(await respond(capability, event, load)),
  );
}

/** A response-streaming API function (API Gateway `STREAM` transfer mode) for one capability. */
export function createStreamingCapabilityHandler(
  capability: Capability,
  load: LoadRuntime = loadCloudRuntime,
) {
  return middy<APIGatewayProxyEvent, unknown>({ streamifyResponse: true })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event: APIGatewayProxyEvent) => toStreamResult(await respond(capability, event, load)));
}

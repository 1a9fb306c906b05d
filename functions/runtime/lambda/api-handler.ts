import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { logger } from '../../core/logger';
import type { ApiHandler } from '../../http/dispatch';
import { errorResponse } from '../../http/errors';
import { type ApiFunctionSpec, createApiFunction } from '../cloud-api';
import { observed } from './observability';
import { toProxyResult, toStreamResult } from './proxy-result';

type LoadHandler = () => Promise<ApiHandler>;

/** The function's pipeline, built once per execution environment (again after a failed start). */
function onceLoaded(
  spec: ApiFunctionSpec,
  env: Record<string, string | undefined> = process.env,
): LoadHandler {
  let cached: Promise<ApiHandler> | undefined;
  return () => {
    cached ??= createApiFunction(env, spec).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

/** Runs one request; a function that cannot start answers 503. */
export async function respond(event: APIGatewayProxyEvent, load: LoadHandler): Promise<Response> {
  let handler: ApiHandler;
  try {
    handler = await load();
  } catch (error) {
    logger.error('The function could not start', { error: String(error) });
    return errorResponse(
      503,
      'unavailable',
      'The service is starting up or misconfigured. Please try again shortly.',
    );
  }
  return handler(event);
}

/** A buffered API function (API Gateway proxy integration) for one capability. */
export function createCapabilityHandler(spec: ApiFunctionSpec, load: LoadHandler = onceLoaded(spec)) {
  return observed(
    async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> =>
      toProxyResult(await respond(event, load)),
  );
}

/** A response-streaming API function (API Gateway `STREAM` transfer mode) for one capability. */
export function createStreamingCapabilityHandler(
  spec: ApiFunctionSpec,
  load: LoadHandler = onceLoaded(spec),
) {
  return middy<APIGatewayProxyEvent, unknown>({ streamifyResponse: true })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event: APIGatewayProxyEvent) => toStreamResult(await respond(event, load)));
}

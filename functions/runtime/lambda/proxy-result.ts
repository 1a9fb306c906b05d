import { Readable } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';

const TEXTUAL =
  /^(text\/|application\/(json|problem\+json|javascript|xml|x-www-form-urlencoded)|image\/svg\+xml)/i;

function splitHeaders(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  return { headers, ...(cookies.length > 0 ? { multiValueHeaders: { 'set-cookie': cookies } } : {}) };
}

/** The dispatcher's web Response as an API Gateway proxy result; binary bodies are base64. */
export async function toProxyResult(response: Response): Promise<APIGatewayProxyResult> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const binary = bytes.length > 0 && !TEXTUAL.test(type);
  return {
    statusCode: response.status,
    ...splitHeaders(response),
    body: binary ? bytes.toString('base64') : bytes.toString('utf8'),
    isBase64Encoded: binary,
  };
}

/** The same Response for a streaming function: the metadata prelude and the body as a stream. */
export function toStreamResult(response: Response) {
  return {
    statusCode: response.status,
    ...splitHeaders(response),
    body: response.body ? Readable.fromWeb(response.body as never) : '',
  };
}

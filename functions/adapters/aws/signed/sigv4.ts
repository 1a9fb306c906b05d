import { createHash, createHmac } from 'node:crypto';

/** An access key pair, with the session token of temporary credentials (a Lambda role's). */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** A request to sign: `path` is already percent-encoded, as it goes on the wire. */
export interface UnsignedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding, which Signature Version 4 uses for every path segment and query part. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Every service but S3 signs each segment of the encoded path encoded once more. */
const canonicalPath = (path: string) => path.split('/').map(encode).join('/') || '/';

const canonicalQuery = (params: URLSearchParams) =>
  [...params]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');

/** `20261128T140501Z` and `20261128`. */
function stamps(now: Date) {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

const signingKeys = new Map<string, Buffer>();

/** The day's key for one region and service, derived once (the chain of four HMACs). */
function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const id = `${secret}/${day}/${region}/${service}`;
  let key = signingKeys.get(id);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
    if (signingKeys.size > 16) signingKeys.clear();
    signingKeys.set(id, key);
  }
  return key;
}

/**
 * Signs a request with AWS Signature Version 4 (the `Authorization` header): returns the headers
 * to send, the request's own with `host`, `x-amz-date` and the session token added.
 */
export function signRequest(
  request: UnsignedRequest,
  scope: { region: string; service: string; credentials: AwsCredentials; now?: Date },
): Record<string, string> {
  const { region, service, credentials } = scope;
  const { amzDate, day } = stamps(scope.now ?? new Date());
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: request.url.host,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonical = [
    request.method,
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    sha256(request.body),
  ].join('\n');
  const credentialScope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256(canonical)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, region, service))
    .update(toSign, 'utf8')
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

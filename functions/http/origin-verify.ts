import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The header CloudFront adds to every request it forwards to the API (infra/aws/web.ts), with a
 * secret generated at deploy. A request without it reached API Gateway's own address directly,
 * around CloudFront, where a client could also forge `CloudFront-Viewer-Address`.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the lower-cased headers carry the origin secret (compared in constant time). */
export function cameThroughCloudFront(headers: Record<string, string>, secret: string): boolean {
  const sent = headers[ORIGIN_VERIFY_HEADER];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

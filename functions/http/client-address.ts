import { isIP } from 'node:net';

/** The header CloudFront adds with the viewer's address and port (`ip:port`). */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The IP of a `CloudFront-Viewer-Address` value: `1.2.3.4:443`, `2001:db8::1:443` (CloudFront's
 * unbracketed IPv6 form) or `[2001:db8::1]:443`; undefined when it is not an address.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6 ? bracketed[1] : undefined;
  const withPort = /^(.+):(\d{1,5})$/.exec(text);
  const host = withPort?.[1];
  if (host && isIP(host)) return host;
  // No port: a bare address is still an address.
  return isIP(text) ? text : undefined;
}

/**
 * The caller's address for per-IP limits. Behind CloudFront, API Gateway's `sourceIp` is the
 * edge's address, so the viewer address header wins when the request came through CloudFront:
 * CloudFront sets that header itself from the viewer connection (replacing any value the client
 * sent). Only requests that proved so (functions/http/origin-verify.ts) may be trusted; the local
 * server trusts none, since there any client could send the header.
 */
export function clientAddress(
  headers: Record<string, string>,
  sourceIp: string | undefined,
  trustViewerAddress: boolean,
): string {
  const viewer = trustViewerAddress ? parseViewerAddress(headers[VIEWER_ADDRESS_HEADER]) : undefined;
  return viewer ?? sourceIp ?? 'unknown';
}

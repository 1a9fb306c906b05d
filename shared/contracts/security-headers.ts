/**
 * The Content-Security-Policy of every response, the same from CloudFront (infra/aws/web.ts) and
 * from the local runtime: scripts and styles only from the app's own origin, which the SPA and
 * the API share; on AWS the SPA also connects to Cognito for sign-in. No 'unsafe-eval': the SPA runs zod in its jitless mode (frontend/src/lib/zod-config.ts).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
  ].join('; ');
}

/** The embedded default's policy: the API is the only place the SPA connects to. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Amazon Cognito's user pool API in a region, which the SPA calls for sign-in on AWS. */
export const cognitoEndpoint = (region: string) => `https://cognito-idp.${region}.amazonaws.com`;

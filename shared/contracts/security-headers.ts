/**
 * The Content-Security-Policy of every response, the same from CloudFront (infra/aws/web.ts) and
 * from the local runtime: scripts and styles only from the app's own origin, which the SPA and
 * the API share. No 'unsafe-eval': the SPA runs zod in its jitless mode (frontend/src/main.tsx).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' https://checkout.stripe.com",
].join('; ');

import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to; the Content-Security-Policy
 * (shared/contracts/security-headers.ts) forbids that, and even zod's probe for it would be
 * reported as a violation. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });

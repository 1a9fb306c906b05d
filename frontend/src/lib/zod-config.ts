import { config } from 'zod/v4/mini';

/**
 * The SPA's `zod/mini`: the build resolves every `import … from 'zod/mini'` (shared/zod.ts, which
 * every schema imports) to this module, so zod is told before any schema exists, whatever chunk
 * the schemas land in, that it must not compile parsers with `new Function`. The
 * Content-Security-Policy (shared/contracts/security-headers.ts) forbids that, and even zod's probe
 * for it would be reported as a violation.
 */
config({ jitless: true });

export * from 'zod/v4/mini';

import * as zod from 'zod/v4';

/**
 * The SPA's `zod`: the build resolves every `import … from 'zod'` (the SPA's and shared/'s) to this
 * module, so zod is told before any schema exists, whatever chunk the schemas land in, that it
 * must not compile parsers with `new Function`. The Content-Security-Policy
 * (shared/contracts/security-headers.ts) forbids that, and even zod's probe for it would be
 * reported as a violation.
 */
zod.config({ jitless: true });

export * from 'zod/v4';

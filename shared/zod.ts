import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The project's zod: `zod/mini`, imported as `import * as z from '#shared/zod'` so that a bundle
 * keeps only the functions it uses (a Lambda function loads it in about a tenth of classic zod's
 * time). Mini sets no error messages of its own: English, as classic zod sets it, is set here.
 */
config(en());

export * from 'zod/mini';

import * as z from '#shared/zod';
import { ENV } from './env-names';
import { bool, callQuota, commonShape } from './settings';

/**
 * What `npm start` may be configured with: the shared settings and the local runtime's own. In a
 * module of its own, so that no Lambda function builds this schema at start.
 */
export const localSettingsSchema = z.object({
  ...commonShape,
  [ENV.port]: z._default(
    z.coerce
      .number({ message: 'must be a port number' })
      .check(
        z.int('must be a whole number'),
        z.minimum(1, 'must be between 1 and 65535'),
        z.maximum(65535, 'must be between 1 and 65535'),
      ),
    3000,
  ),
  [ENV.dataDir]: z._default(z.string().check(z.minLength(1)), '.data'),
  [ENV.demoMode]: bool(true),
  /** scripted (built in, no network) or openai-compatible (needs OPENAI_BASE_URL and OPENAI_MODEL). */
  [ENV.modelProvider]: z._default(z.enum(['scripted', 'openai-compatible']), 'scripted'),
  [ENV.openaiBaseUrl]: z.optional(z.url({ message: 'must be a URL, e.g. http://127.0.0.1:11434/v1' })),
  [ENV.openaiModel]: z.optional(z.string().check(z.minLength(1))),
  [ENV.openaiApiKey]: z.optional(z.string().check(z.minLength(1))),
  /** Simulated seconds per wall-clock second of the local phone network. */
  [ENV.simulationSpeed]: z._default(
    z.coerce.number({ message: 'must be a number' }).check(z.positive('must be above 0'), z.maximum(1e6)),
    60,
  ),
  [ENV.ttsEngine]: z._default(z.enum(['auto', 'espeak-ng', 'mespeak']), 'auto'),
  /** The simulated network takes a full research of 25 calls at once. */
  [ENV.connectConcurrentCalls]: callQuota(25),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;

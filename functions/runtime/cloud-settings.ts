import * as z from '#shared/zod';
import { ENV } from './env-names';
import { bool, ConfigError, callQuota, commonShape, parseSettings } from './settings';

export const cloudSettingsSchema = z.object({
  ...commonShape,
  [ENV.region]: z.string().check(z.minLength(1)),
  [ENV.demoMode]: bool(false),
  /** Amazon Connect's default quota of concurrent active calls per instance; raise both together. */
  [ENV.connectConcurrentCalls]: callQuota(10),
});

const secretArn = z.string().check(z.startsWith('arn:', 'must be a Secrets Manager ARN'));

/**
 * What a Lambda function of the stack may be configured with. Each function gets only the
 * variables of the resources it uses (infra/aws/function-wiring.ts); an adapter that needs one
 * reads it with `required`, which names the variable when it is missing.
 */
const cloudRuntimeSettingsSchema = z.extend(cloudSettingsSchema, {
  /** The master secret of the demo checkout's signing keys: set on the billing function in demo mode. */
  [ENV.appKeysSecretArn]: z.optional(secretArn),
  /** Set on the billing function only. */
  [ENV.stripeSecretArn]: z.optional(secretArn),
  /** Set on the API functions, which then answer only requests that came through CloudFront. */
  [ENV.originVerifySecretArn]: z.optional(secretArn),
  [ENV.mailFrom]: z.optional(z.email('must be an e-mail address')),
  [ENV.bedrockModelId]: z.optional(z.string().check(z.minLength(3))),
  [ENV.appUrl]: z.optional(z.url('must be a URL')),
  [ENV.connectInstanceId]: z.optional(z.string().check(z.minLength(1))),
  [ENV.connectContactFlowId]: z.optional(z.string().check(z.minLength(1))),
  [ENV.connectSourcePhone]: z.optional(
    z.string().check(z.regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number')),
  ),
  [ENV.recordingsBucket]: z.optional(z.string().check(z.minLength(3))),
  [ENV.recordingsPrefix]: z._default(z.string(), 'connect-recordings'),
  [ENV.transcriptsPrefix]: z._default(z.string(), 'transcripts'),
  [ENV.stateMachineArn]: z.optional(z.string().check(z.startsWith('arn:', 'must be a state machine ARN'))),
  /** The Cognito user pool and SPA client whose access tokens the API accepts. */
  [ENV.userPoolId]: z.optional(
    z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must be a Cognito user pool id')),
  ),
  [ENV.userPoolClientId]: z.optional(z.string().check(z.minLength(1))),
});

export type CloudRuntimeSettings = z.infer<typeof cloudRuntimeSettingsSchema>;

/** The settings of this function's environment. */
export function readCloudSettings(env: Record<string, string | undefined>): CloudRuntimeSettings {
  return parseSettings(cloudRuntimeSettingsSchema, env);
}

/** A variable this function's adapters need; fails naming it when the stack did not set it. */
export function required<K extends keyof CloudRuntimeSettings>(
  settings: CloudRuntimeSettings,
  name: K,
): NonNullable<CloudRuntimeSettings[K]> {
  const value = settings[name];
  if (value === undefined || value === null)
    throw new ConfigError(`Bad configuration: ${String(name)} is required by this function`);
  return value as NonNullable<CloudRuntimeSettings[K]>;
}

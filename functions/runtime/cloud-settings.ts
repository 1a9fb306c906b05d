import { z } from 'zod';
import { ENV } from './env-names';
import { ConfigError, cloudSettingsSchema, parseSettings } from './settings';

const secretArn = z.string().startsWith('arn:', 'must be a Secrets Manager ARN');

/**
 * What a Lambda function of the stack may be configured with. Each function gets only the
 * variables of the resources it uses (infra/aws/function-wiring.ts); an adapter that needs one
 * reads it with `required`, which names the variable when it is missing.
 */
const cloudRuntimeSettingsSchema = cloudSettingsSchema.extend({
  /** The master secret of the demo checkout's signing keys: set on the billing function in demo mode. */
  [ENV.appKeysSecretArn]: secretArn.optional(),
  /** Set on the billing function only. */
  [ENV.stripeSecretArn]: secretArn.optional(),
  /** Set on the API functions, which then answer only requests that came through CloudFront. */
  [ENV.originVerifySecretArn]: secretArn.optional(),
  [ENV.mailFrom]: z.email('must be an e-mail address').optional(),
  [ENV.bedrockModelId]: z.string().min(3).optional(),
  [ENV.appUrl]: z.url('must be a URL').optional(),
  [ENV.connectInstanceId]: z.string().min(1).optional(),
  [ENV.connectContactFlowId]: z.string().min(1).optional(),
  [ENV.connectSourcePhone]: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number')
    .optional(),
  [ENV.recordingsBucket]: z.string().min(3).optional(),
  [ENV.recordingsPrefix]: z.string().default('connect-recordings'),
  [ENV.transcriptsPrefix]: z.string().default('transcripts'),
  [ENV.stateMachineArn]: z.string().startsWith('arn:', 'must be a state machine ARN').optional(),
  /** The Cognito user pool and SPA client whose access tokens the API accepts. */
  [ENV.userPoolId]: z
    .string()
    .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must be a Cognito user pool id')
    .optional(),
  [ENV.userPoolClientId]: z.string().min(1).optional(),
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

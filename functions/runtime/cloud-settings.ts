import { z } from 'zod';
import { ENV } from './env-names';
import { cloudSettingsSchema } from './settings';

/** What a Lambda function of the stack is configured with (infra/aws/stack.ts sets each one). */
export const cloudRuntimeSettingsSchema = cloudSettingsSchema.extend({
  [ENV.appKeysSecretArn]: z.string().startsWith('arn:', 'must be a Secrets Manager ARN'),
  [ENV.stripeSecretArn]: z.string().startsWith('arn:', 'must be a Secrets Manager ARN').optional(),
  /** Set on the API functions, which then answer only requests that came through CloudFront. */
  [ENV.originVerifySecretArn]: z.string().startsWith('arn:', 'must be a Secrets Manager ARN').optional(),
  [ENV.mailFrom]: z.email('must be an e-mail address'),
  [ENV.bedrockModelId]: z.string().min(3),
  [ENV.appUrl]: z.url('must be a URL').optional(),
  [ENV.connectInstanceId]: z.string().min(1),
  /** Absent on the Lex turn function, which never places calls. */
  [ENV.connectContactFlowId]: z.string().min(1).optional(),
  [ENV.connectSourcePhone]: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number')
    .optional(),
  [ENV.recordingsBucket]: z.string().min(3),
  [ENV.recordingsPrefix]: z.string().default('connect-recordings'),
  [ENV.stateMachineArn]: z.string().startsWith('arn:', 'must be a state machine ARN').optional(),
  [ENV.workflowTask]: z.string().optional(),
});

export type CloudRuntimeSettings = z.infer<typeof cloudRuntimeSettingsSchema>;

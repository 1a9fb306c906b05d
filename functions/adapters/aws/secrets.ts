import { type AwsAccess, createAwsClient } from './signed/aws-client';

/** Reads secrets from AWS Secrets Manager. */
export interface SecretsClient {
  /** The secret's current `SecretString`; undefined for a secret stored as binary. */
  secretString(secretId: string): Promise<string | undefined>;
}

/**
 * Secrets Manager's `GetSecretValue` (AWS JSON 1.1) through the signed client rather than the SDK's
 * Secrets Manager client: the API functions read their secrets on every cold start, and requiring
 * that client costs more than a cold start may take (docs/deploy.md, "Bundles").
 */
export function createSecretsClient(access: AwsAccess): SecretsClient {
  const aws = createAwsClient({ ...access, service: 'secretsmanager' });
  return {
    async secretString(secretId) {
      const { SecretString } = await aws.json<{ SecretString?: string }>(
        'secretsmanager.GetSecretValue',
        { SecretId: secretId },
        { version: '1.1' },
      );
      return SecretString;
    },
  };
}

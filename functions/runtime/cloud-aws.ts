import type { AwsAccess } from '../adapters/aws/signed/aws-client';
import type { AwsCredentials } from '../adapters/aws/signed/sigv4';

type Env = Record<string, string | undefined>;

/** The function role's temporary credentials, which the Lambda runtime sets in the environment. */
function lambdaCredentials(env: Env): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('AWS credentials are not set (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
  return {
    accessKeyId,
    secretAccessKey,
    ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
  };
}

/**
 * How this function's signed clients reach AWS in `region`, read from the environment as the AWS
 * SDK reads it: the role's credentials (on the first request), and `AWS_ENDPOINT_URL`, one
 * endpoint for every service, when set (the offline tests' fake AWS).
 */
export function cloudAws(region: string, env: Env = process.env): AwsAccess {
  const endpoint = env.AWS_ENDPOINT_URL;
  return { region, ...(endpoint ? { endpoint } : {}), credentials: () => lambdaCredentials(env) };
}

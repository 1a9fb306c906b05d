import { describe, expect, it } from 'vitest';
import { createSecretsClient } from '#functions/adapters/aws/secrets';
import { FAKE_AWS_ENDPOINT, FakeAwsError, fakeAwsPerTest } from './support/fake-aws';
import { sentRequests } from './support/wire';

const aws = fakeAwsPerTest();
const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:AppKeys-abc';
const secrets = createSecretsClient(aws.access('us-east-1'));

describe('Secrets Manager client', () => {
  it("reads a secret's string with GetSecretValue over AWS JSON 1.1", async () => {
    aws.on('secretsmanager:GetSecretValue', ({ SecretId }) => ({
      ARN: SecretId,
      Name: 'AppKeys',
      SecretString: 'the value',
      VersionStages: ['AWSCURRENT'],
    }));
    await expect(secrets.secretString(ARN)).resolves.toBe('the value');
    expect(aws.calls().map((c) => [c.operation, c.input])).toEqual([
      ['secretsmanager:GetSecretValue', { SecretId: ARN }],
    ]);
    expect(sentRequests()).toEqual([
      {
        url: `${FAKE_AWS_ENDPOINT}/`,
        target: 'secretsmanager.GetSecretValue',
        contentType: 'application/x-amz-json-1.1',
      },
    ]);
  });

  it('reads nothing from a binary secret', async () => {
    aws.on('secretsmanager:GetSecretValue', () => ({ ARN, SecretBinary: 'AAEC' }));
    await expect(secrets.secretString(ARN)).resolves.toBeUndefined();
  });

  it('retries a throttled read', async () => {
    let attempts = 0;
    aws.on('secretsmanager:GetSecretValue', () => {
      attempts++;
      if (attempts < 3) throw new FakeAwsError('ThrottlingException', 'Rate exceeded');
      return { SecretString: 'the value' };
    });
    await expect(secrets.secretString(ARN)).resolves.toBe('the value');
    expect(aws.calls('secretsmanager:GetSecretValue')).toHaveLength(3);
  });

  it("surfaces the service's error by its name, unretried", async () => {
    aws.on('secretsmanager:GetSecretValue', () => {
      throw new FakeAwsError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    });
    await expect(secrets.secretString(ARN)).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      message: "Secrets Manager can't find the specified secret.",
    });
    expect(aws.calls()).toHaveLength(1);
  });
});

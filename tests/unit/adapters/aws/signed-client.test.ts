import { describe, expect, it, vi } from 'vitest';
import { createAwsClient, serviceUrl } from '#functions/adapters/aws/signed/aws-client';
import { AwsServiceError } from '#functions/adapters/aws/signed/aws-error';
import { FAKE_CREDENTIALS, FakeAwsError, fakeAwsPerTest, receivedRequests } from './support/fake-aws';

const aws = fakeAwsPerTest();
const region = 'us-east-1';
const dynamo = createAwsClient({ ...aws.access(region), service: 'dynamodb' });
const bedrock = createAwsClient({ ...aws.access(region), service: 'bedrock', host: 'bedrock-runtime' });
const MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

/** Answers every action of DynamoDB and Bedrock with `response` (bodies the fake never sends). */
function answerWith(response: () => Response) {
  for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'bedrock:Converse']) aws.on(action, response);
}

/** The error `call` fails with; the test fails if it succeeds. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe('signed AWS client', () => {
  it('reaches each service at its AWS endpoint in the region, or at the endpoint given for every service', () => {
    expect(serviceUrl({ service: 'dynamodb', region: 'eu-west-1' })).toBe(
      'https://dynamodb.eu-west-1.amazonaws.com',
    );
    expect(serviceUrl({ service: 'bedrock', host: 'bedrock-runtime', region })).toBe(
      'https://bedrock-runtime.us-east-1.amazonaws.com',
    );
    expect(serviceUrl({ service: 'geo-places', host: 'places.geo', region })).toBe(
      'https://places.geo.us-east-1.amazonaws.com',
    );
    expect(serviceUrl({ service: 'states', region, endpoint: 'http://127.0.0.1:4566' })).toBe(
      'http://127.0.0.1:4566',
    );
  });

  it('asks for its credentials on the first request, not before, and once', async () => {
    const credentials = vi.fn(aws.access(region).credentials);
    const client = createAwsClient({ ...aws.access(region), credentials, service: 'dynamodb' });
    expect(credentials).not.toHaveBeenCalled();
    await client.json('DynamoDB_20120810.GetItem', { TableName: 't' });
    await client.json('DynamoDB_20120810.GetItem', { TableName: 't' });
    expect(credentials).toHaveBeenCalledTimes(1);
  });

  it('signs an AWS JSON 1.0 action as the SDK does (DynamoDB GetItem)', async () => {
    aws.on('dynamodb:GetItem', ({ Key }) => ({ Item: { ...(Key as object), n: 1 } }));
    const out = await dynamo.json('DynamoDB_20120810.GetItem', { TableName: 't', Key: { pk: { S: 'a' } } });
    expect(out).toEqual({ Item: { pk: { S: 'a' }, n: { N: '1' } } });
    expect(aws.calls()).toEqual([
      { operation: 'dynamodb:GetItem', input: { TableName: 't', Key: { pk: 'a' } } },
    ]);
  });

  it('signs an AWS JSON 1.1 action (Secrets Manager)', async () => {
    aws.on('secretsmanager:GetSecretValue', () => ({ SecretString: 'shh' }));
    const secrets = createAwsClient({ ...aws.access(region), service: 'secretsmanager' });
    await expect(
      secrets.json('secretsmanager.GetSecretValue', { SecretId: 'id' }, { version: '1.1' }),
    ).resolves.toEqual({ SecretString: 'shh' });
  });

  it("signs a REST path with an encoded ':' in it (Bedrock's model id)", async () => {
    aws.on('bedrock:Converse', () => ({ stopReason: 'end_turn' }));
    await expect(
      bedrock.post(`/model/${encodeURIComponent(MODEL)}/converse`, { messages: [] }),
    ).resolves.toEqual({ stopReason: 'end_turn' });
    expect(aws.calls()).toEqual([{ operation: 'bedrock:Converse', input: { modelId: MODEL, messages: [] } }]);
  });

  it('is refused, unretried, when signed with the wrong secret key', async () => {
    const wrong = createAwsClient({
      ...aws.access(region),
      service: 'dynamodb',
      credentials: () => ({
        accessKeyId: FAKE_CREDENTIALS.AWS_ACCESS_KEY_ID,
        secretAccessKey: 'not-the-secret',
        sessionToken: FAKE_CREDENTIALS.AWS_SESSION_TOKEN,
      }),
    });
    const error = await failure(wrong.json('DynamoDB_20120810.GetItem', { TableName: 't' }));
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ name: 'InvalidSignatureException', $metadata: { httpStatusCode: 403 } });
    expect(receivedRequests()).toHaveLength(1);
  });

  it('retries throttling up to 3 attempts, then throws it', async () => {
    aws.on('dynamodb:GetItem', () => {
      throw new FakeAwsError('ThrottlingException', 'Rate exceeded');
    });
    const error = await failure(dynamo.json('DynamoDB_20120810.GetItem', { TableName: 't' }));
    expect(error).toMatchObject({ name: 'ThrottlingException', message: 'Rate exceeded' });
    expect(aws.calls()).toHaveLength(3);
  });

  it('retries a server error', async () => {
    let attempts = 0;
    aws.on('dynamodb:GetItem', () => {
      attempts++;
      if (attempts === 1) throw new FakeAwsError('InternalServerError', 'try again', {}, 500);
      return { Item: { pk: 'a' } };
    });
    await expect(dynamo.json('DynamoDB_20120810.GetItem', { TableName: 't' })).resolves.toEqual({
      Item: { pk: { S: 'a' } },
    });
    expect(aws.calls()).toHaveLength(2);
  });

  it("names the error by its code, without the body's namespace, keeping the body's members", async () => {
    answerWith(() =>
      Response.json(
        {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
          Item: { pk: { S: 'a' } },
        },
        { status: 400 },
      ),
    );
    const error = await failure(dynamo.json('DynamoDB_20120810.PutItem', {}));
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      Item: { pk: { S: 'a' } },
    });
  });

  it('takes the code from the x-amzn-errortype header when there is one (REST-JSON)', async () => {
    answerWith(() =>
      Response.json(
        { message: 'The provided model identifier is invalid.' },
        {
          status: 400,
          headers: {
            'x-amzn-errortype': 'ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/',
          },
        },
      ),
    );
    await expect(bedrock.post('/model/m/converse', {})).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'The provided model identifier is invalid.',
    });
  });

  it("gives a clear error for a body that is not JSON (a load balancer's 502), retrying it", async () => {
    answerWith(
      () =>
        new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(dynamo.json('DynamoDB_20120810.GetItem', {}));
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ name: 'UnknownError', $metadata: { httpStatusCode: 502 } });
    expect((error as Error).message).toBe(
      'HTTP 502 with a body that is not JSON: <html><body>502 Bad Gateway</body></html>',
    );
    expect(receivedRequests()).toHaveLength(3);
  });
});

import {
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createS3Recordings } from '#functions/adapters/aws/s3-recordings';

const s3 = mockClient(S3Client);
const client = new S3Client({
  region: 'us-east-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});
const now = new Date('2026-03-01T12:00:00Z');
const recordings = createS3Recordings({ client, bucket: 'rec-bucket', now: () => now });

beforeEach(() => s3.reset());

describe('S3 recordings', () => {
  it('stores audio with its content type', async () => {
    s3.on(PutObjectCommand).resolves({ $metadata: {} });
    await recordings.put('calls/c1.wav', new Uint8Array([1, 2]), 'audio/wav');
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'rec-bucket',
      Key: 'calls/c1.wav',
      ContentType: 'audio/wav',
    });
  });

  it('tells whether a recording exists, and fails on other errors', async () => {
    s3.on(HeadObjectCommand).resolvesOnce({ ContentLength: 10, $metadata: {} });
    await expect(recordings.exists('a.wav')).resolves.toBe(true);
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    await expect(recordings.exists('a.wav')).resolves.toBe(false);
    s3.on(HeadObjectCommand).rejects(new Error('AccessDenied'));
    await expect(recordings.exists('a.wav')).rejects.toThrow('AccessDenied');
  });

  it('signs a GET URL for the object that expires after the ttl', async () => {
    const { url, expiresAt } = await recordings.signedUrl('calls/c1.wav', 300);
    const parsed = new URL(url);
    expect(parsed.hostname).toBe('rec-bucket.s3.us-east-1.amazonaws.com');
    expect(parsed.pathname).toBe('/calls/c1.wav');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt.toISOString()).toBe('2026-03-01T12:05:00.000Z');
  });

  it('caps the ttl at 12 hours', async () => {
    const { url } = await recordings.signedUrl('k.wav', 7 * 24 * 3600);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('43200');
  });

  it('deletes a recording', async () => {
    s3.on(DeleteObjectCommand).resolves({ $metadata: {} });
    await recordings.delete('k.wav');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'rec-bucket',
      Key: 'k.wav',
    });
  });
});

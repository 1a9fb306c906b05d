import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Recordings } from '../../ports/recordings';

export interface S3RecordingsOptions {
  client: S3Client;
  bucket: string;
  now?: () => Date;
}

/** Presigned URLs live at most 12 hours, the limit of a Lambda role's temporary credentials. */
const MAX_TTL_SECONDS = 12 * 60 * 60;

/** Call recordings in a private S3 bucket, played through short-lived presigned GET URLs. */
export function createS3Recordings({
  client,
  bucket,
  now = () => new Date(),
}: S3RecordingsOptions): Recordings {
  return {
    async put(key, audio, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: audio, ContentType: contentType }),
      );
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },

    async signedUrl(key, ttlSeconds) {
      const expiresIn = Math.max(1, Math.min(Math.floor(ttlSeconds), MAX_TTL_SECONDS));
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn,
      });
      return { url, expiresAt: new Date(now().getTime() + expiresIn * 1000) };
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

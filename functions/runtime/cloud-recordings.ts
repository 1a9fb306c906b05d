import { S3Client } from '@aws-sdk/client-s3';
import { createS3Recordings } from '../adapters/aws/s3-recordings';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** The call recordings bucket (RECORDINGS_BUCKET). */
export function cloudRecordings(settings: CloudRuntimeSettings) {
  return createS3Recordings({
    client: new S3Client({ region: settings.AWS_REGION }),
    bucket: required(settings, 'RECORDINGS_BUCKET'),
  });
}

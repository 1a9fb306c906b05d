import { lazily } from '#shared/lazily';
import type { Recordings } from '../ports/recordings';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * The call recordings bucket, its S3 client (≈ 27 ms to require beside the DynamoDB client, the
 * most of any client the research API uses) loaded by the first request that signs a recording
 * URL: the research API's lists and reads never do, so a cold start does not load it.
 */
export function lazyCloudRecordings(settings: CloudRuntimeSettings): Recordings {
  const load = lazily(() => import('./cloud-recordings').then((m) => m.cloudRecordings(settings)));
  return {
    put: async (key, audio, contentType) => (await load()).put(key, audio, contentType),
    exists: async (key) => (await load()).exists(key),
    signedUrl: async (key, ttlSeconds) => (await load()).signedUrl(key, ttlSeconds),
    delete: async (key) => (await load()).delete(key),
  };
}
